import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { clientRoutesFile, listRoutePatterns } from "./src/core/routing/route-patterns";
import { signedInPagePaths } from "./src/core/routing/signed-in-pages";
import { blogPosts } from "./src/web/features/blog/posts";
import { blogPostPath, publicPagePaths } from "./src/web/lib/public-pages";
import { buildSitemapXml } from "./src/web/lib/sitemap";
import { siteOrigin } from "./src/web/lib/site-url";

/**
 * Public pages rendered to HTML at build time (readable without JavaScript, indexable).
 * Every other route is client-rendered from the SPA fallback (`build/client/__spa-fallback.html`),
 * which the server sends for unknown non-/api paths.
 */
// The public pages and every blog post; also the sitemap's list (written at the end of the build).
export const sitemapPaths = [...publicPagePaths, ...blogPosts.map((post) => blogPostPath(post.slug))];
// The signed-in pages' frames too (docs/decisions/021, their table in
// src/core/routing/signed-in-pages.ts): not in the sitemap. The confirmation
// link's landing page says what is happening in its first paint, and the server puts the new
// session in it (src/server/http/page-data.ts), so it moves on as soon as it hydrates. The
// password-reset link's page shows its form in its first paint, usable once it hydrates.
export const prerenderedPaths = [
  ...sitemapPaths,
  "/login",
  "/signup",
  "/esqueci-senha",
  "/redefinir-senha",
  "/auth/callback",
  ...signedInPagePaths,
];

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderedPaths,
  buildEnd({ reactRouterConfig, buildManifest }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    writeFileSync(path.join(client, "sitemap.xml"), buildSitemapXml(siteOrigin, sitemapPaths));
    // The server answers 404 for any other address (src/server/http/static.ts).
    if (!buildManifest) throw new Error("React Router gave no build manifest: the route list cannot be written");
    const patterns = listRoutePatterns(buildManifest.routes, prerenderedPaths);
    writeFileSync(path.join(client, clientRoutesFile), `${JSON.stringify(patterns, null, 2)}\n`);
  },
  // Opt in to React Router 8 behaviour now, so the major upgrade changes no code.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
