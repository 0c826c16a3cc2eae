import type { PeriodMetric } from "@core/analytics/analytics-responses";
import { perFollowerBesidePerReachLabel, shownPeriodInsightKeys } from "@core/analytics/owner-insights-labels";
import type { PeriodInsights } from "@core/analytics/owner-insights-responses";
import { formatPercent } from "@core/format/format-percent";
import { formatPointsDifference } from "@core/analytics/change";
import type { Platform } from "@core/social/platforms";
import { lazy } from "react";
import { Card } from "~/components/ui/card";
import { ChartCard, EmptyChart } from "./period-charts";
import { PeriodMetricCard } from "./period-metric-cards";
import {
  dailyPoints,
  describeGap,
  describeInsightCard,
  describePeriodInsight,
  summarizeDaily,
  describePartialDays,
  type DailyFigure,
} from "./owner-insights-view";
import { SectionErrorBoundary } from "./section-error-boundary";
import { WhenNear } from "./when-near";

// Drawn with the period charts' recharts chunk, when the card comes near (docs/decisions/021).
const DailyInsightDrawing = lazy(() =>
  import("./period-chart-drawings").then((module) => ({ default: module.DailyInsightDrawing })),
);

const chartTitles: Record<DailyFigure, string> = { reach: "Alcance por dia", views: "Visualizações por dia" };

function DailyChart({ insights, figure }: { insights: PeriodInsights; figure: DailyFigure }) {
  const points = dailyPoints(insights, figure);
  const metric = insights[figure];
  const id = `${figure}-chart-heading`;
  const summary = [summarizeDaily(points, metric, figure), describePartialDays(points)].filter(Boolean).join(" ");
  return (
    <ChartCard id={id} title={chartTitles[figure]} summary={summary}>
      {points.some((point) => point.value !== null) ? (
        <SectionErrorBoundary title="Não foi possível carregar o gráfico.">
          <WhenNear>
            <DailyInsightDrawing points={points} label={figure === "reach" ? "Alcance" : "Visualizações"} />
          </WhenNear>
        </SectionErrorBoundary>
      ) : (
        <EmptyChart>
          <p>{summary}</p>
        </EmptyChart>
      )}
    </ChartCard>
  );
}

/**
 * "Alcance, salvamentos e compartilhamentos" (docs/decisions/044-owner-insights-in-periods.md): the
 * owner's figures of the period against the previous period, the engagement per reach beside the
 * one per follower (decision 040), and reach and views per day with the previous period's. A
 * figure the network does not give says why; an account without any (connected by username, a
 * network that gives none) says it once.
 */
export function OwnerInsightsCards({
  insights,
  engagementRate,
  platform,
}: {
  insights: PeriodInsights;
  /** The period's engagement per follower (metrics.engagementRate), shown beside the one per reach. */
  engagementRate: PeriodMetric;
  platform: Platform;
}) {
  const heading = (
    <h3 id="owner-insights-heading" className="text-lg font-semibold">
      Alcance, salvamentos e compartilhamentos
    </h3>
  );
  if (insights.unavailable) {
    const gap = describeGap(insights.unavailable, platform);
    return (
      <section aria-labelledby="owner-insights-heading" className="grid min-w-0 gap-3" data-testid="owner-insights">
        {heading}
        <Card className="gap-1 px-4 py-4" data-testid="owner-insights-unavailable">
          <p className="font-semibold text-muted-foreground">{gap.title}</p>
          <p className="text-sm text-muted-foreground">{gap.sentence}</p>
        </Card>
      </section>
    );
  }
  const perFollower = describeInsightCard(
    "engagementRatePerFollower",
    perFollowerBesidePerReachLabel,
    { ...engagementRate, difference: engagementRate.difference ?? null, unavailable: null },
    platform,
    (value) => formatPercent(value),
    formatPointsDifference,
  );
  const cards = shownPeriodInsightKeys.flatMap((key) => {
    const card = describePeriodInsight(key, insights[key], platform);
    return key === "engagementRatePerReach" ? [card, perFollower] : [card];
  });
  return (
    <section aria-labelledby="owner-insights-heading" className="grid min-w-0 gap-3" data-testid="owner-insights">
      {heading}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <PeriodMetricCard key={card.key} metric={card} />
        ))}
      </dl>
      {insights.previousCovered ? null : (
        <p className="text-sm text-muted-foreground" data-testid="owner-insights-comparison-note">
          Sem base de comparação para alcance e visualizações: os dados diários da conta não cobrem o período anterior.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyChart insights={insights} figure="reach" />
        <DailyChart insights={insights} figure="views" />
      </div>
    </section>
  );
}
