import { inlineDataKey } from "@core/http/inline-data";
import { findSignedInPage } from "@core/routing/signed-in-pages";
import { type Query, type QueryClient, QueryClientProvider, skipToken } from "@tanstack/react-query";
import type { ComponentType, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { DrawingFirstScreen } from "~/components/late-section";
import { apiPathMeta } from "~/lib/api";
import { AuthProvider } from "~/lib/auth";
import { withPageAnswers } from "~/lib/inline-data";
import type { PageHandle } from "~/lib/page-handle";
import { createQueryClient } from "~/lib/query-client";

// The one module of the web app the server imports (.dependency-cruiser.cjs,
// "server-reaches-web-through-one-module"): it draws a signed-in page's first screen for its
// HTML. It reaches a page through the pages' table (src/core/routing/signed-in-pages.ts), never
// through a list of its own: a page in the table is drawn from its route module.

type RouteModule = { default: ComponentType; handle?: PageHandle };

// One chunk per route module, loaded when its page is first drawn: esbuild (the server's bundle,
// scripts/build-server.mjs) and Vite (the tests) both bundle every file this pattern matches.
const loadRoute = (route: string) => import(`./routes/${route}.tsx`) as Promise<RouteModule>;

/** What the page renders inside: its address (read as in the browser) and a query client of its own. */
function inPage(pagePath: string, search: string, drawingFirstScreen: boolean, page: ReactElement, client = createQueryClient()) {
  return (
    <MemoryRouter initialEntries={[`${pagePath}${search}`]}>
      <QueryClientProvider client={client}>
        <DrawingFirstScreen value={drawingFirstScreen}>{page}</DrawingFirstScreen>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/**
 * docs/decisions/021: a signed-in page's first screen as HTML, for the slot of its frame
 * (routes/require-auth.tsx), drawn from the page's answers so the first paint shows its content,
 * not a skeleton, before the scripts run. It is what the page renders first: its route's
 * component, whose queries take the request's answers as the browser's first render will
 * (apiQuery), or its route's `handle.firstScreen` (the dashboard: only what is above the fold);
 * late sections are left out. Undefined for a page outside the table, or one that shows
 * something else first (the frame's placeholder stays). `search`: the address's query (a period).
 */
export async function drawFirstScreen(
  pagePath: string,
  answers: Record<string, unknown>,
  search = "",
): Promise<string | undefined> {
  const page = findSignedInPage(pagePath);
  if (!page) return undefined;
  const route = await loadRoute(page.route);
  const draw = route.handle?.firstScreen ?? (() => <route.default />);
  return withPageAnswers(answers, () => {
    const screen = draw();
    return screen ? renderToString(inPage(pagePath, search, true, screen)) : undefined;
  });
}

/**
 * The API reads a signed-in page's first load makes, as its answers are keyed, one per query
 * (one key twice: two queries read one address, and the second finds the answer taken and asks
 * the network): the page's first render in the browser (its route's component; late sections and
 * lazy parts still waiting), then the frame's readers, whose code loads after it (the header's
 * bell, components/site-header.tsx; the notice of ended memberships and the payment banner,
 * routes/require-auth.tsx). A query that waits for something (not enabled) reads nothing yet. For
 * the check that a page's table entry reads these (src/server/http/first-screen.test.ts).
 */
export async function firstLoadReads(pagePath: string, answers: Record<string, unknown>, search = ""): Promise<string[]> {
  const page = findSignedInPage(pagePath);
  if (!page) return [];
  const [route, { useUnreadAlerts }, { EndedMembershipNotice }, { PaymentBanner }] = await Promise.all([
    loadRoute(page.route),
    import("~/lib/unread-alerts"),
    import("~/features/team/ended-membership-notice"),
    import("~/features/lifecycle/payment-banner"),
  ]);
  function Bell() {
    useUnreadAlerts();
    return null;
  }
  const firstLoad = (
    <>
      <route.default />
      <Bell />
      <EndedMembershipNotice />
      <PaymentBanner />
    </>
  );
  const client = createQueryClient();
  // Under the app's session provider, as in the browser (on the server its state is "loading").
  withPageAnswers(answers, () =>
    renderToString(<AuthProvider>{inPage(pagePath, search, false, firstLoad, client)}</AuthProvider>),
  );
  return apiReads(client);
}

function apiReads(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(isEnabled)
    .map((query) => query.meta?.[apiPathMeta])
    .filter((path): path is string => typeof path === "string")
    .map(inlineDataKey);
}

/** Whether the query reads when mounted (its options are its last observer's, `enabled` among them). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return query.options.queryFn !== skipToken && (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}
