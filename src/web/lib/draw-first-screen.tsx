import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { DashboardFirstScreen, dashboardPageClass } from "~/features/dashboard/dashboard-first-screen";
import type { DashboardData } from "~/features/dashboard/dashboard-types";
import { needsSocialMediaSetup } from "~/features/dashboard/dashboard-view";
import { withPageAnswers } from "~/lib/inline-data";
import { createQueryClient } from "~/lib/query-client";
import MyDataRoute from "~/routes/admin-dados";
import AlertsRoute from "~/routes/alertas";
import SocialMediaSetupRoute from "~/routes/social-media-setup";

type Answer = (path: `/api/${string}`) => unknown;

const nothing = () => {};

/**
 * docs/decisions/021: the signed-in pages whose largest element is data (a profile, an empty
 * list, an account's card), drawn by the server into their HTML from their first answers, so the
 * first paint shows them before the scripts run. Each is what the page renders first: its route's
 * component with the same answers (its queries take them as the browser's will), or for the
 * dashboard, whose sections below the fold render later, its first screen. Undefined: the page
 * shows something else first (the frame's placeholder stays).
 */
const drawnPages: Record<string, (answer: Answer) => ReactElement | undefined> = {
  "/dashboard": (answer) => {
    const data = answer("/api/dashboard") as DashboardData | undefined;
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
  "/alertas": () => <AlertsRoute />,
  "/admin/dados": () => <MyDataRoute />,
  "/social-media-setup": () => <SocialMediaSetupRoute />,
};

/** The page's first screen as HTML, for the slot of its frame (routes/require-auth.tsx); undefined if it has none. */
export function drawFirstScreen(pagePath: string, answers: Record<string, unknown>): string | undefined {
  const draw = drawnPages[pagePath];
  if (!draw) return undefined;
  return withPageAnswers(answers, () => {
    const page = draw((path) => answers[path]);
    if (!page) return undefined;
    return renderToString(
      <MemoryRouter initialEntries={[pagePath]}>
        <QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>
      </MemoryRouter>,
    );
  });
}
