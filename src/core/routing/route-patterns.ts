// Which addresses the web app answers: the build lists its client-rendered route patterns, and
// the server gives any other address its SPA shell with status 404 (the app's own 404 page).

/** Written by the build beside the SPA fallback: the route patterns, as a JSON array. */
export const clientRoutesFile = "__client-routes.json";

export type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/** "/blog/:slug" matches "/blog/x"; a trailing slash is ignored; "*" matches nothing here. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => (segment.startsWith(":") ? actual[index] !== "" : segment === actual[index]));
}

function fullPath(routes: Readonly<Record<string, RouteEntry>>, entry: RouteEntry): string {
  const parts: string[] = [];
  for (let current: RouteEntry | undefined = entry; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) parts.unshift(current.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/**
 * The patterns of the routes a visitor may open, from React Router's route manifest. Layouts and
 * the catch-all are left out, and so is a pattern with parameters whose pages are all prerendered
 * (a blog post that was not written is not a page).
 */
export function listRoutePatterns(routes: Readonly<Record<string, RouteEntry>>, prerendered: readonly string[]): string[] {
  const patterns = new Set<string>();
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  for (const route of Object.values(routes)) {
    if (route.id === "root" || (!route.path && !route.index) || (parents.has(route.id) && !route.index)) continue;
    const pattern = fullPath(routes, route);
    if (pattern.includes("*")) continue;
    const dynamic = pattern.includes(":");
    if (dynamic && prerendered.some((path) => matchesRoutePattern(pattern, path))) continue;
    patterns.add(pattern);
  }
  return [...patterns].sort();
}
