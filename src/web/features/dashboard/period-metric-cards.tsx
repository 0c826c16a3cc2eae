import type { PeriodMetric, PeriodMetricKey } from "@core/analytics/analytics-responses";
import type { ChangeDirection } from "@core/analytics/change";
import type { Platform } from "@core/social/platforms";
import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { describePeriodMetrics, type MetricCardView } from "./period-view";

// Every headline metric is better when it goes up; green and red are --success and --destructive
// (green-800 and red-700, both above 4.5:1 on white).
const directionClasses: Record<ChangeDirection, string> = {
  up: "text-success",
  down: "text-destructive",
  flat: "text-muted-foreground",
  none: "text-muted-foreground",
};

function ChangeArrow({ direction }: { direction: ChangeDirection }) {
  if (direction === "up") return <ArrowUp aria-hidden="true" className="size-3.5" />;
  if (direction === "down") return <ArrowDown aria-hidden="true" className="size-3.5" />;
  if (direction === "flat") return <Minus aria-hidden="true" className="size-3.5" />;
  return null;
}

export function PeriodMetricCard({ metric, note }: { metric: MetricCardView; note?: string }) {
  return (
    <Card
      className="min-w-0 gap-1 px-4 py-4"
      data-testid="period-metric-card"
      data-metric={metric.key}
      data-available={metric.available}
    >
      <dt className="text-sm font-medium text-muted-foreground">{metric.label}</dt>
      {metric.available ? (
        <>
          <dd className="text-2xl font-bold tracking-tight tabular-nums">{metric.value}</dd>
          <dd
            className={cn("flex items-center gap-1 text-sm font-medium tabular-nums", directionClasses[metric.direction])}
            data-testid="period-metric-change"
          >
            <ChangeArrow direction={metric.direction} />
            {/* The sign and colour are for the eye; a screen reader hears the change in words. */}
            <span aria-hidden="true">{metric.changeText}</span>
            <span className="sr-only">{metric.changeDescription}</span>
          </dd>
          {metric.previous ? <dd className="text-xs text-muted-foreground">{metric.previous}</dd> : null}
          {note ? (
            <dd className="text-xs text-muted-foreground" data-testid="period-metric-note">
              {note}
            </dd>
          ) : null}
        </>
      ) : (
        <>
          <dd className="text-base font-semibold text-muted-foreground">{metric.reasonTitle ?? "Indisponível"}</dd>
          <dd className="text-xs text-muted-foreground">{metric.reason}</dd>
        </>
      )}
    </Card>
  );
}

/**
 * The period's headline figures, each against the period it is compared with; `notes` say how
 * "Novos seguidores" is counted and why a comparison is missing (describePeriodNotes).
 */
export function PeriodMetricCards({
  metrics,
  notes,
  platform,
}: {
  metrics: Partial<Record<PeriodMetricKey, PeriodMetric>>;
  notes?: { growth: string; comparison: string | null };
  /** The account's network: TikTok shows both engagement rates and the shares (decision 029). */
  platform?: Platform;
}) {
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {describePeriodMetrics(metrics, platform).map((metric) => (
          <PeriodMetricCard key={metric.key} metric={metric} note={metric.key === "followerGrowth" ? notes?.growth : undefined} />
        ))}
      </dl>
      {notes?.comparison ? (
        <p className="text-sm text-muted-foreground" data-testid="period-comparison-note">
          {notes.comparison}
        </p>
      ) : null}
    </div>
  );
}
