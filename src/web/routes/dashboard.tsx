import { lazy } from "react";
import { LateSection } from "~/components/late-section";
import { drawDashboardFirstScreen } from "~/features/dashboard/dashboard-first-screen";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/dashboard";

// Below the first screen: their code loads after the first paint, in reserved space (decision 021).
const DashboardRecommendations = lazy(() =>
  import("~/features/recommendations/dashboard-recommendations").then((module) => ({ default: module.DashboardRecommendations })),
);
const ReportActions = lazy(() =>
  import("~/features/reports/report-actions").then((module) => ({ default: module.ReportActions })),
);

// The server draws only what is above the fold into the page's HTML (docs/decisions/021).
export const handle: PageHandle = { firstScreen: drawDashboardFirstScreen };

export const meta: Route.MetaFunction = () => pageMeta("Dashboard");

export default function Page() {
  return (
    <>
      <DashboardPage />
      <LateSection label="as recomendações" minHeight="18rem">
        <DashboardRecommendations />
      </LateSection>
      <LateSection label="os relatórios" minHeight="6rem">
        <ReportActions />
      </LateSection>
    </>
  );
}
