import { resolvePeriod } from "@core/analytics/period";
import { periodApiQuery, readPeriodSelection } from "@core/analytics/period-search";
import { comparisonApiQuery, readComparisonAccount } from "@core/competitors/comparison-search";
import { parseSearchQuery } from "@core/search/search-query";
import { readSearchUrl, searchApiQueryString } from "@core/search/search-url";
import {
  type InlineData,
  inlineDataElementId,
  inlineDataKey,
  inlineSessionKey,
  serializeInlineData,
} from "@core/http/inline-data";

/** One in-process GET through the whole app (session, workspace, caches): its JSON, or undefined. */
export type PageRead = (path: `/api/${string}`) => Promise<unknown>;

// On every signed-in page: the header's workspace switcher and alerts bell, and the payment
// banner above the page (read first, it is there in the first render instead of pushing the
// page down when it arrives).
const everyPage = (read: PageRead) => Promise.all([read("/api/workspaces"), read("/api/alerts/unread"), read("/api/lifecycle/standing")]);

/** The period in the page's address, as the API's query (the dashboard's ?periodo=, &de=, &ate=). */
const periodOf = (page: URL) => periodApiQuery(readPeriodSelection(page.searchParams));
/** /concorrentes' period and the own account chosen there (?conta=), as the page asks for its comparison. */
const comparisonOf = (page: URL) => comparisonApiQuery(readPeriodSelection(page.searchParams), readComparisonAccount(page.searchParams));

/**
 * docs/decisions/021: the GET requests a signed-in page makes first, with the same paths and
 * queries as its components (the browser's first read of each then takes the answer from the
 * HTML, src/web/lib/inline-data.ts). A new signed-in page adds one entry (and its path to
 * src/web/lib/signed-in-pages.ts); a page with none still gets the session and the workspaces.
 */
export const signedInPageReads: Record<string, (read: PageRead, page: URL) => Promise<unknown>> = {
  // Only the dashboard's own answer: the period section renders after the first paint and asks
  // for its period then (reading it here would delay the page's first byte).
  "/dashboard": (read) => read("/api/dashboard"),
  // The connect card's "Conectar com o Facebook" is there in the first render, not a moment later.
  "/social-media-setup": (read) => Promise.all([read("/api/accounts"), read("/api/facebook/connection")]),
  // The plan changes are the owner's; a member's read is refused and left out.
  "/admin/my-plan": (read) => Promise.all([read("/api/billing/subscription"), read("/api/billing/subscription/changes")]),
  "/admin/billing": (read) => Promise.all([read("/api/billing/payments"), read("/api/billing/subscription")]),
  "/admin/equipe": (read) => read("/api/team"),
  // Wave 2's pages.
  // The PDF's form names the account the person looks at (the accounts' first) from the start.
  "/relatorios": (read) => Promise.all([read("/api/accounts"), read("/api/report-settings"), read("/api/reports")]),
  // The accounts first decide whether there is anything to recommend (none: the connect screen).
  "/recomendacoes": (read, page) => Promise.all([read("/api/accounts"), read(`/api/insights/recommendations?${periodOf(page)}`)]),
  "/alertas": (read) => read("/api/alerts"),
  "/alertas/preferencias": (read) => read("/api/alerts/rules"),
  // The comparison only when there is someone to compare with (the page asks for it only then);
  // the accounts name the current one, whose comparison it is (its query's key).
  "/concorrentes": (read, page) =>
    Promise.all([
      read("/api/accounts"),
      read("/api/facebook/connection"),
      read("/api/competitors").then((list) => (hasCompetitors(list) ? read(`/api/competitors/comparison?${comparisonOf(page)}`) : undefined)),
    ]),
  "/admin/api": (read) => read("/api/api-keys"),
  // The e-mail confirmation's landing page needs only the session, which every entry carries: it
  // knows at once where to go (onboarding, or the invitation) instead of asking for it first.
  "/auth/callback": () => Promise.resolve(),
  "/admin/dados": (read) =>
    Promise.all([read("/api/lifecycle/exports/latest"), read("/api/lifecycle/consents"), read("/api/lifecycle/account")]),
  // Wave 3's. The results only for a search the page would send (a text it can search, a valid period).
  "/busca": (read, page) => {
    const search = readSearchUrl(page.searchParams);
    const sendable = parseSearchQuery(search.q).ok && resolvePeriod(search.period, new Date()).ok;
    return Promise.all([read("/api/accounts"), read("/api/competitors"), sendable ? read(`/api/search?${searchApiQueryString(search)}`) : undefined]);
  },
};

function hasCompetitors(list: unknown): boolean {
  const competitors = (list as { competitors?: unknown } | undefined)?.competitors;
  return Array.isArray(competitors) && competitors.length > 0;
}

type Fetch = (path: string, init: RequestInit) => Response | Promise<Response>;

export type PageData = { script: string; setCookies: string[]; firstScreen?: string };

/**
 * The `<script>` with the signed-in person's session and the page's first answers, read
 * in-process with the request's cookie; undefined for a page without reads or a visitor
 * without a session (the page then reads as before). A failed read is left out: the page asks
 * for it itself and shows its own error.
 */
export async function readPageData(fetch: Fetch, request: Request, pagePath: string): Promise<PageData | undefined> {
  const reads = signedInPageReads[pagePath];
  const cookie = request.headers.get("cookie");
  if (!reads || !cookie) return undefined;
  const headers = new Headers({ cookie, accept: "application/json" });
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  const setCookies: string[] = [];

  const session = await fetch("/api/auth/get-session", { headers });
  setCookies.push(...session.headers.getSetCookie());
  const user = session.ok ? ((await session.json().catch(() => null)) as { user?: Record<string, unknown> } | null)?.user : undefined;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") return undefined;

  const answers: Record<string, unknown> = {
    [inlineSessionKey]: { id: user.id, email: user.email, name: typeof user.name === "string" ? user.name : "" },
  };
  const read: PageRead = async (path) => {
    const response = await fetch(path, { headers });
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("application/json")) return undefined;
    const body: unknown = await response.json().catch(() => undefined);
    if (body !== undefined) answers[inlineDataKey(path)] = body;
    return body;
  };
  await Promise.all([everyPage(read), reads(read, new URL(request.url))]);
  const data: InlineData = { page: pagePath, servedAt: Date.now(), answers };
  return {
    script: `<script type="application/json" id="${inlineDataElementId}">${serializeInlineData(data)}</script>`,
    setCookies,
    firstScreen: await drawnFirstScreen(pagePath, answers, new URL(request.url).search),
  };
}

// The pages' components (React's server renderer, recharts, the icons) are loaded by the first
// page drawn, not at start: a worker, or a server answering only the API, never loads them
// (docs/decisions/031).
const importFirstScreens = () => import("~/draw-first-screen");
let firstScreens: ReturnType<typeof importFirstScreens> | undefined;
const loadFirstScreens = () => (firstScreens ??= importFirstScreens());

/**
 * The page's first screen drawn from its answers (src/web/draw-first-screen.tsx), for the
 * frame's slot; undefined for a page without one, or when it could not be drawn (the frame's
 * placeholder shows, and the page renders as before).
 */
async function drawnFirstScreen(pagePath: string, answers: Record<string, unknown>, search: string): Promise<string | undefined> {
  try {
    const { drawFirstScreen } = await loadFirstScreens();
    return drawFirstScreen(pagePath, answers, search);
  } catch {
    return undefined;
  }
}
