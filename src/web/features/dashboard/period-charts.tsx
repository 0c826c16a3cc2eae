import { perFollowerRateLabel } from "@core/social/engagement";
import type { Platform } from "@core/social/platforms";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { lazy, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { noPostsMessage, summarizeEngagementSeries, summarizeFollowerSeries } from "./period-view";
import { WhenNear } from "./when-near";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

// The cards of the period's charts, with their titles and text summaries. The drawings (recharts,
// the dashboard's largest dependency: its code takes a long task to run and draw) load only when
// their card comes near the viewport, in the card's reserved box (docs/decisions/021).
const FollowersDrawing = lazy(() => import("./period-chart-drawings").then((module) => ({ default: module.FollowersDrawing })));
const EngagementDrawing = lazy(() => import("./period-chart-drawings").then((module) => ({ default: module.EngagementDrawing })));

type FollowersPoint = PeriodAnalytics["followersSeries"][number];
type EngagementPoint = PeriodAnalytics["engagementSeries"][number];

const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });

/** Same height with or without a chart, so nothing below moves when the data arrives. */
export const chartBoxClass = "h-64";

export function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    // Clipped sideways: a tooltip left where it was before a resize never widens the page (the
    // tooltip itself stays inside the chart, components/chart-tooltip.ts).
    <Card className="min-w-0 gap-4 overflow-x-clip" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
        {/* The summary is the chart's text alternative (WCAG 1.1.1). */}
        <CardDescription data-testid="chart-summary">{summary}</CardDescription>
      </CardHeader>
      <CardContent className={chartBoxClass}>{children}</CardContent>
    </Card>
  );
}

export function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

export function FollowersChart({ points, growth }: { points: FollowersPoint[]; growth: PeriodAnalytics["followerGrowth"] }) {
  const summary = summarizeFollowerSeries(points, growth);
  const title = "Seguidores ao longo do tempo";
  if (points.length < 2) {
    // One point is not a line: the number reads better than an empty axis.
    return (
      <ChartCard id="followers-chart-heading" title={title} summary={summary}>
        <EmptyChart>
          {points[0] ? (
            <p className="text-3xl font-bold text-foreground tabular-nums">{integerFormat.format(points[0].followers)}</p>
          ) : null}
          <p>O gráfico aparece quando o período tiver dois dias com dados.</p>
        </EmptyChart>
      </ChartCard>
    );
  }
  return (
    <ChartCard id="followers-chart-heading" title={title} summary={summary}>
      <WhenNear>
        <FollowersDrawing points={points} />
      </WhenNear>
    </ChartCard>
  );
}

export function EngagementChart({ points, platform }: { points: EngagementPoint[]; platform?: Platform }) {
  const summary = summarizeEngagementSeries(points, platform);
  const title = "Engajamento ao longo do tempo";
  if (!points.some((point) => point.posts > 0)) {
    return (
      <ChartCard id="engagement-chart-heading" title={title} summary={summary}>
        <EmptyChart>
          <p>{noPostsMessage}.</p>
        </EmptyChart>
      </ChartCard>
    );
  }
  return (
    <ChartCard id="engagement-chart-heading" title={title} summary={summary}>
      <WhenNear>
        <EngagementDrawing points={points} rateLabel={perFollowerRateLabel(platform ?? "instagram")} />
      </WhenNear>
    </ChartCard>
  );
}

export default function PeriodCharts({
  analytics,
}: {
  analytics: Pick<PeriodAnalytics, "followersSeries" | "followerGrowth" | "engagementSeries" | "platform">;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FollowersChart points={analytics.followersSeries} growth={analytics.followerGrowth} />
      <EngagementChart points={analytics.engagementSeries} platform={analytics.platform} />
    </div>
  );
}
