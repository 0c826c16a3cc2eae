import { useDeferredValue, useState } from "react";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { resolvePeriod, type PeriodResult } from "@core/analytics/period";
import { formatDay, formatDayRange } from "@core/format/format-date";
import { CircleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { isApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { EngagementHeatmap } from "./engagement-heatmap";
import { FormatPerformance } from "./format-performance";
import { OwnerInsightsCards } from "./owner-insights-cards";
import PeriodCharts from "./period-charts";
import { PeriodMetricCards } from "./period-metric-cards";
import { PeriodPostsTable } from "./period-posts-table";
import { readPeriodSelection, selectionKey, writePeriodSelection, type PeriodSelection } from "~/lib/period-search";
import { PeriodSelector, type PeriodFieldErrors } from "~/components/period-selector";
import { describePeriodNotes, formatComparison, isUpdatingPeriod, noPostsMessage, toHeatmapGrid } from "./period-view";
import { SectionErrorBoundary } from "./section-error-boundary";
import { usePeriodAnalytics } from "./use-period-analytics";
import { LoadError } from "~/components/load-error";

/** The field errors to show: the client's check of the URL's range, else the server's answer. */
function fieldErrorsOf(resolved: PeriodResult, error: unknown): PeriodFieldErrors {
  if (!resolved.ok) return resolved.field === "period" ? {} : { [resolved.field]: resolved.message };
  if (isApiError(error) && error.code === "INVALID_INPUT" && error.fields)
    return { from: error.fields.from, to: error.fields.to };
  return {};
}

/**
 * "Analytics over time": a period kept in the URL, its headline figures against the previous
 * period, daily charts, the period's posts, and performance by format and by weekday x hour.
 */
export function PeriodSection({ accountId, now }: { accountId: string; now: Date }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = readPeriodSelection(searchParams);
  // The period just chosen, until the address has it: the router renders the new address in a
  // transition, a moment during which the page still shows the previous period. `from` is the
  // address it was chosen on: any change of the address (this choice, the back button) ends it.
  const [chosen, setChosen] = useState<{ selection: PeriodSelection; from: string } | null>(null);
  if (chosen && chosen.from !== selectionKey(selection)) setChosen(null);
  // The same rules as the server: an invalid range in the URL is never sent.
  const resolved = resolvePeriod(selection, now);
  const analytics = usePeriodAnalytics(accountId, selection, resolved.ok);
  // An answer arrives in a task of its own (TanStack Query's notification) that React renders
  // at once, whole: deferred, the cards, charts, formats and heatmap render in a transition, in
  // slices between which the page stays responsive (decision 032). Until then the previous figures
  // stay on screen, and the section says it is updating them.
  const shown = useDeferredValue(analytics.data);
  const updating = isUpdatingPeriod(shown, analytics.data, chosen?.selection ?? selection);
  // The range of the figures on screen: it changes with them, never above another period's numbers.
  const range = shown ? { period: shown.period, previous: shown.previousPeriod } : resolved.ok ? resolved : null;

  // A new history entry per period, so the back button returns to the previous one.
  const choose = (next: PeriodSelection) => {
    setChosen({ selection: next, from: selectionKey(selection) });
    setSearchParams(writePeriodSelection(searchParams, next), { preventScrollReset: true });
  };

  return (
    <section aria-labelledby="period-heading" className="grid min-w-0 gap-4" data-testid="period-section">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-1 lg:pt-5">
          <h2 id="period-heading" className="text-xl font-semibold">
            Desempenho no período
          </h2>
          <p className="min-h-5 text-sm text-muted-foreground" data-testid="period-range" aria-live="polite">
            {range ? `${formatDayRange(range.period)}, ${formatComparison(range.previous)}` : null}
          </p>
        </div>
        <PeriodSelector
          selection={selection}
          shown={range?.period ?? null}
          errors={fieldErrorsOf(resolved, analytics.error)}
          now={now}
          onChange={choose}
        />
      </div>
      {!resolved.ok ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Período inválido</AlertTitle>
          <AlertDescription>{resolved.message} Corrija as datas ou escolha outro período.</AlertDescription>
        </Alert>
      ) : (
        <PeriodBody analytics={analytics} data={shown} accountId={accountId} selection={selection} updating={updating} />
      )}
    </section>
  );
}

type BodyProps = {
  analytics: ReturnType<typeof usePeriodAnalytics>;
  /** The figures on screen (the answer, deferred). */
  data: PeriodAnalytics | undefined;
  accountId: string;
  selection: PeriodSelection;
  /** They are not yet the wanted period's: dimmed and busy, said to screen readers. */
  updating: boolean;
};

function PeriodBody({ analytics, data, accountId, selection, updating }: BodyProps) {
  if (!data && analytics.isError) {
    return (
      <LoadError
        title="Não foi possível carregar o período."
        error={analytics.error}
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  }
  return (
    <div
      className={cn("grid min-w-0 gap-4 transition-opacity", updating && "opacity-60")}
      aria-busy={!data || updating}
      data-testid="period-figures"
    >
      <p role="status" className="sr-only">
        {updating ? "Carregando o período..." : null}
      </p>
      {data ? (
        <>
          <NoHistoryNotice analytics={data} />
          <PeriodMetricCards metrics={data.metrics} notes={describePeriodNotes(data)} platform={data.platform} />
          <SectionErrorBoundary
            title="Não foi possível carregar os gráficos."
            description="Recarregue a página para tentar de novo."
          >
            <PeriodCharts analytics={data} />
          </SectionErrorBoundary>
          {data.insights ? (
            <OwnerInsightsCards
              insights={data.insights}
              engagementRate={data.metrics.engagementRate}
              platform={data.platform ?? "instagram"}
            />
          ) : null}
        </>
      ) : (
        <PeriodSkeleton />
      )}
      <PeriodPostsTable key={`${accountId}:${selectionKey(selection)}`} accountId={accountId} selection={selection} />
      {data ? (
        <>
          {data.byFormat.length === 0 ? (
            <NoPostsCard id="format-performance-heading" title="Desempenho por formato" />
          ) : (
            <FormatPerformance byFormat={data.byFormat} platform={data.platform} />
          )}
          {data.heatmap.length === 0 ? (
            <NoPostsCard id="heatmap-heading" title="Melhores dias e horários" />
          ) : (
            <EngagementHeatmap heatmap={toHeatmapGrid(data.heatmap)} platform={data.platform} />
          )}
        </>
      ) : (
        <>
          <Skeleton className="h-[18.5rem]" />
          <Skeleton className="h-[21.5rem]" />
        </>
      )}
    </div>
  );
}

/** A part of the period that has nothing to show without posts. */
function NoPostsCard({ id, title }: { id: string; title: string }) {
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{noPostsMessage}</p>
      </CardContent>
    </Card>
  );
}

/** The period ends before the account's first collected day: say why everything is empty. */
function NoHistoryNotice({ analytics }: { analytics: PeriodAnalytics }) {
  const { firstDay, period } = analytics;
  if (firstDay !== null && firstDay <= period.to) return null;
  return (
    <Alert>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Sem dados neste período</AlertTitle>
      <AlertDescription>
        {firstDay === null
          ? "Esta conta ainda não tem histórico coletado."
          : `O histórico desta conta começa em ${formatDay(firstDay)}. Escolha um período a partir dessa data.`}
      </AlertDescription>
    </Alert>
  );
}

function PeriodSkeleton() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Carregando o período...</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} className="h-[8.375rem]" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-[24.25rem]" />
        <Skeleton className="h-[24.25rem]" />
      </div>
    </div>
  );
}
