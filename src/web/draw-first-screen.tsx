import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { DrawingFirstScreen } from "~/components/late-section";
import { DashboardFirstScreen, dashboardPageClass } from "~/features/dashboard/dashboard-first-screen";
import type { DashboardData } from "~/features/dashboard/dashboard-types";
import { needsSocialMediaSetup } from "~/features/dashboard/dashboard-view";
import { takeInlineData, withPageAnswers } from "~/lib/inline-data";
import { createQueryClient } from "~/lib/query-client";
import ApiKeysRoute from "~/routes/admin-api";
import BillingRoute from "~/routes/admin-billing";
import MyDataRoute from "~/routes/admin-dados";
import TeamRoute from "~/routes/admin-equipe";
import MyPlanRoute from "~/routes/admin-my-plan";
import AlertsRoute from "~/routes/alertas";
import AlertPreferencesRoute from "~/routes/alertas-preferencias";
import CompetitorsRoute from "~/routes/concorrentes";
import RecommendationsRoute from "~/routes/recomendacoes";
import SearchRoute from "~/routes/busca";
import ReportsRoute from "~/routes/relatorios";
import SocialMediaSetupRoute from "~/routes/social-media-setup";

const nothing = () => {};

/**
 * docs/decisions/021: the signed-in pages' first screens, drawn by the server into their HTML
 * from their first answers, so the first paint shows the page's content, not a skeleton, before
 * the scripts run. Each is what the page renders first: its route's component, whose queries take
 * the request's answers as the browser's first render will (apiQuery), or for the dashboard,
 * whose sections below the fold render later, its first screen. Undefined: the page shows
 * something else first (the frame's placeholder stays).
 */
const drawnPages: Record<string, () => ReactElement | undefined> = {
  "/dashboard": () => {
    const data = takeInlineData("/api/dashboard") as DashboardData | undefined;
    if (!data || needsSocialMediaSetup(data)) return undefined;
    return (
      <div className={dashboardPageClass}>
        <DashboardFirstScreen
          data={data}
          now={new Date()}
          refreshing={false}
          onRefresh={nothing}
          collecting={false}
          onCollect={nothing}
          switching={false}
          onSwitch={nothing}
        />
      </div>
    );
  },
  "/social-media-setup": () => <SocialMediaSetupRoute />,
  "/admin/my-plan": () => <MyPlanRoute />,
  "/admin/billing": () => <BillingRoute />,
  "/admin/equipe": () => <TeamRoute />,
  "/relatorios": () => <ReportsRoute />,
  "/recomendacoes": () => <RecommendationsRoute />,
  "/alertas": () => <AlertsRoute />,
  "/alertas/preferencias": () => <AlertPreferencesRoute />,
  "/concorrentes": () => <CompetitorsRoute />,
  "/admin/api": () => <ApiKeysRoute />,
  "/admin/dados": () => <MyDataRoute />,
  "/busca": () => <SearchRoute />,
};

/**
 * The page's first screen as HTML, for the slot of its frame (routes/require-auth.tsx); undefined
 * if it has none. `search`: the address's query (a period), which the page reads as in the browser.
 */
export function drawFirstScreen(pagePath: string, answers: Record<string, unknown>, search = ""): string | undefined {
  const draw = drawnPages[pagePath];
  if (!draw) return undefined;
  return withPageAnswers(answers, () => {
    const page = draw();
    if (!page) return undefined;
    return renderToString(
      <MemoryRouter initialEntries={[`${pagePath}${search}`]}>
        <QueryClientProvider client={createQueryClient()}>
          <DrawingFirstScreen value={true}>{page}</DrawingFirstScreen>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
}
