// docs/decisions/021-signed-in-pages-first-paint.md: the server answers a signed-in page's first GET requests inside
// its HTML, so the page renders without waiting for them. Both sides name an answer by its
// path and sorted query, so `?b=2&a=1` and `?a=1&b=2` are the same request.

/** The `<script type="application/json">` element that carries the answers. */
export const inlineDataElementId = "inteligram-data";

/** The key of the signed-in user ({ id, email, name }) among the answers. */
export const inlineSessionKey = "session";

/** How long after the page was served its answers may still be used (a slow phone's first load). */
export const inlineDataMaxAgeMs = 60_000;

/** What the element holds. */
export type InlineData = { page: string; servedAt: number; answers: Record<string, unknown> };

/** `/api/analytics?period=30d&accountId=x` -> `/api/analytics?accountId=x&period=30d`. */
export function inlineDataKey(pathWithQuery: string): string {
  const query = pathWithQuery.indexOf("?");
  if (query < 0) return pathWithQuery;
  const params = new URLSearchParams(pathWithQuery.slice(query + 1));
  params.sort();
  const search = params.toString();
  return search === "" ? pathWithQuery.slice(0, query) : `${pathWithQuery.slice(0, query)}?${search}`;
}

/** The element's text: JSON that cannot close the script element or open a comment. */
export function serializeInlineData(data: InlineData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
