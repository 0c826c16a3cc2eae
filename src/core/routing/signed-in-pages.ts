import { resolvePeriod } from "../analytics/period";
import { periodApiQuery, readPeriodSelection } from "../analytics/period-search";
import { comparisonApiQuery, readComparisonAccount } from "../competitors/comparison-search";
import { inboxApiQueryString, readInboxUrl } from "../replies/inbox-url";
import { parseSearchQuery } from "../search/search-query";
import { readSearchUrl, searchApiQueryString } from "../search/search-url";

// docs/decisions/042-signed-in-pages-table.md: every signed-in page, declared once. From this
// table come the page's route (src/web/routes.ts), its prerendered frame (react-router.config.ts),
// the API answers the server embeds in its HTML (src/server/http/page-data.ts), the first screen
// the server draws into it (src/web/draw-first-screen.tsx) and the browser build's chunk groups
// (vite.config.ts). A new signed-in page is one entry here plus its screen (docs/architecture.md,
// "Where to add a page").

/** One GET the server makes in process for the page, with the visitor's cookie: its JSON, or undefined. */
export type PageRead = (path: `/api/${string}`) => Promise<unknown>;

export type SignedInPage = {
  /** Its address (no parameters: the frame is prerendered at it). */
  path: `/${string}`;
  /**
   * Its route module, `src/web/routes/<route>.tsx`. Its component, rendered over the page's
   * answers, is the first screen the server draws; a page that shows something else first (the
   * dashboard: only what is above the fold) says what in its `handle.firstScreen`.
   */
  route: string;
  /**
   * The GET requests its first render makes, with the same paths and queries as its components
   * (`page`: the address asked for, whose search holds the period or the search; `now`: when it
   * was asked, which a custom period is checked against): the server
   * embeds their answers, and the browser's first read of each takes the answer from the HTML
   * (src/web/lib/inline-data.ts). src/server/http/first-screen.test.ts fails when these and the
   * page's first render differ.
   */
  reads: (read: PageRead, page: URL, now: Date) => Promise<unknown>;
  /**
   * "app": what it shares with other routes goes with the layouts' code in the build's "app"
   * group, the one chunk every signed-in visit loads (the page people open every day). Otherwise
   * the "signed-in" group (vite.config.ts).
   */
  chunkGroup?: "app";
};

/** The period in the page's address, as the API's query (the dashboard's ?periodo=, &de=, &ate=). */
const periodOf = (page: URL) => periodApiQuery(readPeriodSelection(page.searchParams));
/** /concorrentes' period and the own account chosen there (?conta=), as the page asks for its comparison. */
const comparisonOf = (page: URL) =>
  comparisonApiQuery(readPeriodSelection(page.searchParams), readComparisonAccount(page.searchParams));

function hasCompetitors(list: unknown): boolean {
  const competitors = (list as { competitors?: unknown } | undefined)?.competitors;
  return Array.isArray(competitors) && competitors.length > 0;
}

function managesTeam(team: unknown): boolean {
  return (team as { canManage?: unknown } | undefined)?.canManage === true;
}

export const signedInPages: readonly SignedInPage[] = [
  // Only the dashboard's own answer: the period section renders after the first paint and asks
  // for its period then (reading it here would delay the page's first byte).
  { path: "/dashboard", route: "dashboard", reads: (read) => read("/api/dashboard"), chunkGroup: "app" },
  // The connect card's "Conectar com o Facebook" is there in the first render, not a moment later.
  {
    path: "/social-media-setup",
    route: "social-media-setup",
    reads: (read) => Promise.all([read("/api/accounts"), read("/api/facebook/connection")]),
  },
  // The plan changes are the owner's; a member's read is refused and left out.
  {
    path: "/admin/my-plan",
    route: "admin-my-plan",
    reads: (read) => Promise.all([read("/api/billing/subscription"), read("/api/billing/subscription/changes")]),
  },
  { path: "/admin/billing", route: "admin-billing", reads: (read) => read("/api/billing/payments") },
  // The accounts a member may be given, for someone who manages the team (the page asks only then).
  {
    path: "/admin/equipe",
    route: "admin-equipe",
    reads: (read) => read("/api/team").then((team) => (managesTeam(team) ? read("/api/accounts") : undefined)),
  },
  // The PDF's form names the account the person looks at (the accounts' first) from the start;
  // the e-mail schedule below it is a late section, which reads its settings when drawn.
  {
    path: "/relatorios",
    route: "relatorios",
    reads: (read) => Promise.all([read("/api/accounts"), read("/api/reports")]),
  },
  // The accounts first decide whether there is anything to recommend (none: the connect screen).
  {
    path: "/recomendacoes",
    route: "recomendacoes",
    reads: (read, page) => Promise.all([read("/api/accounts"), read(`/api/insights/recommendations?${periodOf(page)}`)]),
  },
  // The clients' list only (docs/decisions/045): a client's detail, the accounts and the
  // competitors its form chooses from are read when it is opened.
  { path: "/clientes", route: "clientes", reads: (read) => read("/api/clients") },
  { path: "/alertas", route: "alertas", reads: (read) => read("/api/alerts") },
  { path: "/alertas/preferencias", route: "alertas-preferencias", reads: (read) => read("/api/alerts/rules") },
  // The comparison only when there is someone to compare with (the page asks for it only then);
  // the accounts name the current one, whose comparison it is (its query's key).
  {
    path: "/concorrentes",
    route: "concorrentes",
    reads: (read, page) =>
      Promise.all([
        read("/api/accounts"),
        read("/api/facebook/connection"),
        read("/api/competitors").then((list) =>
          hasCompetitors(list) ? read(`/api/competitors/comparison?${comparisonOf(page)}`) : undefined,
        ),
      ]),
  },
  { path: "/admin/api", route: "admin-api", reads: (read) => read("/api/api-keys") },
  {
    path: "/admin/dados",
    route: "admin-dados",
    reads: (read) =>
      Promise.all([read("/api/lifecycle/exports/latest"), read("/api/lifecycle/consents"), read("/api/lifecycle/account")]),
  },
  // The reply inbox (docs/decisions/048-replies.md): the accounts name the filter's choices, the
  // inbox is read with the address's filters; the saved replies wait for the composer.
  {
    path: "/respostas",
    route: "respostas",
    reads: (read, page) =>
      Promise.all([read("/api/accounts"), read(`/api/replies?${inboxApiQueryString(readInboxUrl(page.searchParams))}`)]),
  },
  // The results only for a search the page would send (a text it can search, a valid period).
  {
    path: "/busca",
    route: "busca",
    reads: (read, page, now) => {
      const search = readSearchUrl(page.searchParams);
      const sendable = parseSearchQuery(search.q).ok && resolvePeriod(search.period, now).ok;
      return Promise.all([
        read("/api/accounts"),
        read("/api/competitors"),
        sendable ? read(`/api/search?${searchApiQueryString(search)}`) : undefined,
      ]);
    },
  },
];

export const signedInPagePaths = signedInPages.map((page) => page.path);

export function findSignedInPage(path: string): SignedInPage | undefined {
  return signedInPages.find((page) => page.path === path);
}

/**
 * What every signed-in page's frame reads, embedded with each page's own answers: the header's
 * workspace switcher and alerts bell, the notice of ended memberships and the payment banner
 * above the page (read first, it is there in the first render instead of pushing the page down
 * when it arrives).
 */
export const frameReads = (read: PageRead) =>
  Promise.all([read("/api/workspaces"), read("/api/alerts/unread"), read("/api/lifecycle/standing")]);
