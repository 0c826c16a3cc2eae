import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { toast } from "./toast";
import { LateSection } from "~/components/late-section";
import { describeError, isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { analyticsQueryKey } from "./analytics-keys";
import { ContentLists } from "./content-lists";
import { DashboardFirstScreen, dashboardPageClass } from "./dashboard-first-screen";
import { dashboardMessages } from "./dashboard-messages";
import { DashboardSkeleton } from "./dashboard-skeleton";
import type { DashboardData } from "./dashboard-types";
import { needsSocialMediaSetup } from "./dashboard-view";
import { hasSeveralNetworks } from "@core/social/platform-names";
import { IndicatorsSection } from "./indicators-section";
import { useCalculateIndicators } from "./use-calculate-indicators";
import { useCollection } from "./use-collection";
import { useDashboard } from "~/lib/dashboard-query";
import { useNow } from "~/lib/use-now";
import { useSelectAccount } from "~/lib/use-social-accounts";
import { useMayEdit } from "~/lib/workspace-role";
import { LoadError } from "~/components/load-error";

// The period section (its form, its response schemas, then the charts) loads after the first paint.
const PeriodSection = lazy(() => import("./period-section").then((module) => ({ default: module.PeriodSection })));
// "O que dizem os comentários", for the same period: its own chunk, after the period.
const CommentsSection = lazy(() => import("./comments-section"));
// "Público" and "Stories" (the owner's insights, docs/decisions/044), for the same period: a chunk each.
const AudienceSection = lazy(() => import("./audience-section"));
const StoriesSection = lazy(() => import("./stories-section"));
// "Visão geral": its own chunk, loaded only by a workspace with accounts on two networks.
const NetworkOverviewSection = lazy(() => import("./network-overview-section"));

/** docs/product/screens.md "Dashboard": everything from one request (GET /api/dashboard). */
export function DashboardPage() {
  const dashboard = useDashboard();
  const { refresh: refreshSession } = useAuth();
  const { error } = dashboard;
  const loadFailed = dashboard.isError && dashboard.data === undefined;

  useEffect(() => {
    // The session ended: reading it again lets the route guard take the person to /login.
    if (isApiError(error) && error.status === 401) void refreshSession();
  }, [error, refreshSession]);

  // docs/product/texts.md: 'Erro ao carregar dados' as a toast, and inline with a retry below. A failed
  // background read keeps the data on screen (the refresh button and the indicators say so).
  // The analytics pages need a plan (docs/product/plans-and-limits.md): without one the server answers 403 NO_PLAN.
  const needsPlan = isApiError(error) && error.reason === "NO_PLAN";

  useEffect(() => {
    if (!loadFailed || needsPlan || (isApiError(error) && error.status === 401)) return;
    toast.error(dashboardMessages.loadFailure, { description: describeError(error) });
  }, [loadFailed, needsPlan, error]);

  if (needsPlan) return <Navigate to="/onboarding" replace />;
  if (dashboard.isPending) {
    return (
      <div className={dashboardPageClass}>
        <DashboardSkeleton />
      </div>
    );
  }
  if (loadFailed) {
    return (
      <div className={dashboardPageClass}>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <LoadError
          title={dashboardMessages.loadFailure}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      </div>
    );
  }
  const data = dashboard.data!;
  if (needsSocialMediaSetup(data)) return <Navigate to="/social-media-setup" replace />;
  return (
    <div className={dashboardPageClass}>
      <DashboardContent data={data} refetch={dashboard.refetch} lastReadFailed={dashboard.isRefetchError} />
    </div>
  );
}

type ContentProps = {
  data: DashboardData;
  refetch: ReturnType<typeof useDashboard>["refetch"];
  lastReadFailed: boolean;
};

function DashboardContent({ data, refetch, lastReadFailed }: ContentProps) {
  const now = useNow();
  const queryClient = useQueryClient();
  // The button's own state: the indicators' background polling is not a refresh.
  const [refreshing, setRefreshing] = useState(false);
  const collection = useCollection();
  const selection = useSelectAccount();
  const calculation = useCalculateIndicators();
  // needsSocialMediaSetup has ruled out a missing current account.
  const current = data.current!;
  const { analytics } = data;
  const collect = () => collection.mutate(current.id);
  const mayEdit = useMayEdit();

  // docs/product/screens.md: refresh reads the database again, it does not collect.
  const refreshFromDatabase = async () => {
    setRefreshing(true);
    // The period's figures come from the same collections.
    void queryClient.invalidateQueries({ queryKey: analyticsQueryKey });
    const result = await refetch().finally(() => setRefreshing(false));
    if (result.isError) toast.error(dashboardMessages.refreshFailure);
    else toast.success(dashboardMessages.refreshSuccess);
  };

  const firstScreen = (
    <DashboardFirstScreen
      data={data}
      now={now}
      refreshing={refreshing}
      onRefresh={() => void refreshFromDatabase()}
      collecting={collection.isPending}
      onCollect={mayEdit ? collect : undefined}
      switching={selection.isPending}
      onSwitch={(accountId) => {
        if (accountId !== current.id) selection.mutate(accountId);
      }}
      overview={
        hasSeveralNetworks(data.accounts) ? (
          <LateSection label="a visão geral" minHeight="14rem">
            <NetworkOverviewSection />
          </LateSection>
        ) : null
      }
    />
  );
  if (!analytics) return firstScreen;
  return (
    <>
      {firstScreen}
      {/* Below the first screen: rendered after the first paint, in its reserved space (docs/decisions/021). */}
      <LateSection label="os indicadores" minHeight="24rem">
        <IndicatorsSection
          indicators={data.indicators}
          // The indicators were being awaited (polling) and the last read failed.
          loadFailed={lastReadFailed && (data.indicators === null || data.indicators.recalculating)}
          now={now}
          calculating={calculation.isPending}
          onCalculate={() => calculation.mutate(current.id)}
          platform={current.platform}
        />
      </LateSection>
      <LateSection label="o desempenho no período" minHeight="60rem">
        <PeriodSection accountId={current.id} now={now} />
      </LateSection>
      <LateSection label="o público" minHeight="40rem">
        <AudienceSection accountId={current.id} platform={current.platform} now={now} />
      </LateSection>
      <LateSection label="os stories" minHeight="28rem">
        <StoriesSection accountId={current.id} platform={current.platform} now={now} />
      </LateSection>
      <LateSection label="o que dizem os comentários" minHeight="48rem">
        <CommentsSection accountId={current.id} platform={current.platform} now={now} />
      </LateSection>
      <ContentLists analytics={analytics} platform={current.platform} />
    </>
  );
}
