import { findSignedInPage, frameReads } from "@core/routing/signed-in-pages";
import {
  type InlineData,
  inlineDataElementId,
  inlineDataKey,
  inlineSessionKey,
  serializeInlineData,
} from "@core/http/inline-data";

// docs/decisions/021: the pages whose HTML carries the session and first answers are the
// signed-in pages of their table (src/core/routing/signed-in-pages.ts: each page's reads) and
// the e-mail confirmation's landing page, which needs only the session, which every entry
// carries: it knows at once where to go (onboarding, or the invitation) instead of asking for it.
const sessionOnlyPages = new Set(["/auth/callback"]);

type Fetch = (path: string, init: RequestInit) => Response | Promise<Response>;

export type PageData = { script: string; setCookies: string[]; firstScreen?: string };

/**
 * The `<script>` with the signed-in person's session and the page's first answers, read
 * in-process with the request's cookie; undefined for any other page or a visitor without a
 * session (the page then reads as before). A failed read is left out: the page asks
 * for it itself and shows its own error.
 */
export async function readPageData(fetch: Fetch, request: Request, pagePath: string): Promise<PageData | undefined> {
  const page = findSignedInPage(pagePath);
  const cookie = request.headers.get("cookie");
  if ((!page && !sessionOnlyPages.has(pagePath)) || !cookie) return undefined;
  const headers = new Headers({ cookie, accept: "application/json" });
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  const setCookies: string[] = [];

  const session = await fetch("/api/auth/get-session", { headers });
  setCookies.push(...session.headers.getSetCookie());
  const user = session.ok
    ? ((await session.json().catch(() => null)) as { user?: Record<string, unknown> } | null)?.user
    : undefined;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") return undefined;

  const answers: Record<string, unknown> = {
    [inlineSessionKey]: { id: user.id, email: user.email, name: typeof user.name === "string" ? user.name : "" },
  };
  const read = async (path: `/api/${string}`) => {
    const response = await fetch(path, { headers });
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("application/json")) return undefined;
    const body: unknown = await response.json().catch(() => undefined);
    if (body !== undefined) answers[inlineDataKey(path)] = body;
    return body;
  };
  const address = new URL(request.url);
  await Promise.all([frameReads(read), page?.reads(read, address, new Date())]);
  const data: InlineData = { page: pagePath, servedAt: Date.now(), answers };
  return {
    script: `<script type="application/json" id="${inlineDataElementId}">${serializeInlineData(data)}</script>`,
    setCookies,
    firstScreen: page ? await drawnFirstScreen(pagePath, answers, address.search) : undefined,
  };
}

// The web app's drawing of first screens is the one web module the server imports
// (.dependency-cruiser.cjs, "server-reaches-web-through-one-module"). It and the pages'
// components (React's server renderer, recharts, the icons) are loaded by the first page drawn,
// not at start: a worker, or a server answering only the API, never loads them (docs/decisions/031).
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
    return await drawFirstScreen(pagePath, answers, search);
  } catch {
    return undefined;
  }
}
