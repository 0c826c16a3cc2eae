import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { DashboardHistory } from "./dashboard-types";
import { EngagementHeatmap } from "./engagement-heatmap";
import { SectionErrorBoundary } from "./section-error-boundary";

// recharts is the dashboard's largest dependency: its chunk loads after the first paint.
const HistoryCharts = lazy(() => import("./history-charts"));

/** Followers over time, engagement per recent post and the weekday x hour heatmap. */
export function HistorySection({ history }: { history: DashboardHistory }) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        Histórico e melhores horários
      </h2>
      <SectionErrorBoundary title="Não foi possível carregar os gráficos." description="Recarregue a página para tentar de novo.">
        <Suspense fallback={<ChartsPlaceholder />}>
          <HistoryCharts followers={history.followers} engagementPerPost={history.engagementPerPost} />
        </Suspense>
      </SectionErrorBoundary>
      <EngagementHeatmap heatmap={history.heatmap} />
    </section>
  );
}

function ChartsPlaceholder() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status">
      <span className="sr-only">Carregando gráficos...</span>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}
