import { describe, expect, it } from "vitest";
import { listRoutePatterns, matchesRoutePattern, type RouteEntry } from "./route-patterns";

// The shape React Router's build manifest gives (src/web/routes.ts).
const routes: Record<string, RouteEntry> = {
  root: { id: "root", path: "" },
  "routes/site-layout": { id: "routes/site-layout", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "routes/site-layout", index: true },
  "routes/plans": { id: "routes/plans", parentId: "routes/site-layout", path: "plans" },
  "routes/app-data-layout": { id: "routes/app-data-layout", parentId: "routes/site-layout" },
  "routes/require-auth": { id: "routes/require-auth", parentId: "routes/app-data-layout" },
  "routes/dashboard": { id: "routes/dashboard", parentId: "routes/require-auth", path: "dashboard" },
  "routes/admin-my-plan": { id: "routes/admin-my-plan", parentId: "routes/require-auth", path: "admin/my-plan" },
  "routes/instagram-callback": {
    id: "routes/instagram-callback",
    parentId: "routes/require-auth",
    path: "auth/instagram/callback",
  },
  "routes/blog-post": { id: "routes/blog-post", parentId: "routes/site-layout", path: "blog/:slug" },
  "routes/invite": { id: "routes/invite", parentId: "routes/site-layout", path: "convite/:token" },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/site-layout", path: "*" },
};

describe("listRoutePatterns", () => {
  it("lists the pages, not the layouts or the catch-all, leaving out fully prerendered parameters", () => {
    expect(listRoutePatterns(routes, ["/", "/plans", "/blog/primeiro-post"])).toEqual([
      "/",
      "/admin/my-plan",
      "/auth/instagram/callback",
      "/convite/:token",
      "/dashboard",
      "/plans",
    ]);
  });
});

describe("matchesRoutePattern", () => {
  it.each([
    ["/dashboard", "/dashboard", true],
    ["/dashboard", "/dashboard/", true],
    ["/dashboard", "/dashboards", false],
    ["/admin/my-plan", "/admin/my-plan/extra", false],
    ["/convite/:token", "/convite/abc", true],
    ["/convite/:token", "/convite", false],
    ["/", "/", true],
    ["/", "/nada", false],
  ])("%s matches %s: %s", (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });
});
