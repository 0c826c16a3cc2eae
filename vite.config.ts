import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { signedInPages } from "./src/core/routing/signed-in-pages";

// The Hono API server in development (scripts/dev.mjs starts it on API_PORT).
const apiServer = `http://localhost:${process.env.API_PORT ?? "3001"}`;

// What every page runs: React, the router and the site's frame (root, header, footer, the UI
// primitives they use). One chunk instead of a dozen compresses ~5 KB smaller, which the
// landing page's 120 KB JS budget needs (`npm run size`).
const sharedPackages = /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]/;
const siteFrame =
  /src[\\/]web[\\/](root\.tsx|components[\\/](ui[\\/](button|slot|skeleton|shell-icons)|logo|skip-link|site-header|site-footer|account-links)\.tsx?|lib[\\/](cn|meta|site-url|toast)\.ts)$/;

function isInEveryPage(id: string) {
  return sharedPackages.test(id) || siteFrame.test(id);
}

// docs/decisions/021-signed-in-pages-first-paint.md: a signed-in page loaded ~50 small files, each a round trip on a
// phone's connection. In the browser build, code the landing page does not load up front and
// that more than one route loads up front is merged:
//   "app"        what the dashboard and its layouts load (the page people open every day),
//                shared with other routes;
//   "auth"       what the sign-in screens share with the app (no public page loads it);
//   "signed-in"  what the other signed-in pages share (no public page loads it);
//   "site"       what the dashboard loads up front, no public page up front, and the
//                landing page only lazily (after a click, or signed in);
//   "common"     what the dashboard and a public page other than the landing page both load
//                up front (a few small modules: that page loads a few KB it may not use).
// Code one route uses stays in that route's file; the landing page's files do not change.
const authScreens = new Set(["login", "signup", "esqueci-senha", "redefinir-senha"]);
// The route modules (file names) of the app: the signed-in pages of their table
// (src/core/routing/signed-in-pages.ts), and the layouts and steps around them.
const appRoutes = new Set([
  ...authScreens,
  ...signedInPages.map((page) => page.route),
  "app-data-layout",
  "auth-callback",
  "require-auth",
  "onboarding",
  "onboarding-success",
  // /auth/instagram/callback and /auth/tiktok/callback (routes/network-callback.tsx).
  "network-callback",
  "facebook-callback",
  "admin-change-password",
  "convite",
]);
// The layouts and the pages whose table entry says "app" (the dashboard).
const dashboardAndLayouts = [
  "require-auth",
  "app-data-layout",
  ...signedInPages.filter((page) => page.chunkGroup === "app").map((page) => page.route),
];
// Every page's frame: what these load may be on the landing page.
const everyPageRoutes = new Set(["root", "site-layout", "home", "not-found"]);
type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * Which routes (file names) load `id` up front, whether a public page may load it at all and
 * whether the landing page may (lazily included): a walk up the importers.
 */
function routesReaching(id: string, graph: ModuleGraph) {
  const loaded = new Set<string>();
  let isPublic = false;
  let onLanding = false;
  let onLandingUpFront = false;
  const seen = new Set<string>();
  const queue: { id: string; lazy: boolean }[] = [{ id, lazy: false }];
  while (queue.length > 0 && !onLandingUpFront) {
    const current = queue.pop()!;
    const key = `${current.lazy}:${current.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const route = /[\\/]src[\\/]web[\\/](routes[\\/][\w-]+|root|entry\.client)\.tsx/
      .exec(current.id)?.[1]
      ?.replace(/^routes[\\/]/, "");
    const info = graph.getModuleInfo(current.id);
    if (route || !info || (info.importers.length === 0 && info.dynamicImporters.length === 0)) {
      if (!route || everyPageRoutes.has(route) || route === "entry.client") {
        onLanding = isPublic = true;
        if (!current.lazy) onLandingUpFront = true;
      } else if (!appRoutes.has(route)) isPublic = true;
      if (route && !current.lazy) loaded.add(route);
      continue;
    }
    for (const importer of info.importers) queue.push({ id: importer, lazy: current.lazy });
    for (const importer of info.dynamicImporters) queue.push({ id: importer, lazy: true });
  }
  return { loaded, isPublic, onLanding, onLandingUpFront };
}

const reachMemo = new Map<string, ReturnType<typeof routesReaching>>();

function signedInChunk(id: string, graph: ModuleGraph) {
  if (isInEveryPage(id)) return null;
  let reach = reachMemo.get(id);
  if (!reach) reachMemo.set(id, (reach = routesReaching(id, graph)));
  const { loaded, isPublic, onLanding, onLandingUpFront } = reach;
  if (onLandingUpFront || loaded.size < 2) return null;
  if (dashboardAndLayouts.some((route) => loaded.has(route))) {
    if ([...loaded].some((route) => !appRoutes.has(route))) return "common";
    return onLanding ? "site" : "app";
  }
  if (isPublic) return null;
  return [...loaded].some((route) => authScreens.has(route)) ? "auth" : "signed-in";
}

// React Router's package resolves to its development build in every environment; its
// production build (the same code with its developer warnings off) is in the same package.
// Built pages use it: no warnings meant for developers in users' consoles, 0.6 KB less JS.
// The package does not export those files, hence the paths.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
];

// The browser build only: these groups take no dependencies with them (what a module imports
// is loaded by at least the same routes, so it is in the same group or in one the landing page
// may load, which imports none of these: no cycle between chunks follows). A route module's chunk may then export more names than
// the module (React Router reads only its own), hence "allow-extension" over React Router's
// "exports-only". The prerender build (one entry) keeps the plain split.
const signedInChunks: Plugin = {
  name: "inteligram:signed-in-chunks",
  enforce: "post",
  configEnvironment(name, config) {
    if (name !== "client" || !config.build) return;
    const options = (config.build.rolldownOptions ??= {});
    options.preserveEntrySignatures = "allow-extension";
    if (config.build.rollupOptions) config.build.rollupOptions.preserveEntrySignatures = "allow-extension";
    const output = Array.isArray(options.output) ? options.output[0] : options.output;
    const splitting = output?.codeSplitting;
    if (!splitting || typeof splitting !== "object")
      throw new Error("vite.config.ts: the client build has no codeSplitting groups");
    splitting.groups = [
      ...(splitting.groups ?? []),
      // lucide's icons, one tiny file each otherwise (what a page shows, lazily or not).
      { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 15, includeDependenciesRecursively: false },
      { name: signedInChunk, debugName: "signed-in", priority: 10, includeDependenciesRecursively: false },
    ];
  },
};

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), signedInChunks],
  // Static files copied as-is to build/client (favicon); everything web lives under src/web.
  publicDir: "src/web/public",
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./src/web", import.meta.url)) },
      { find: "@core", replacement: fileURLToPath(new URL("./src/core", import.meta.url)) },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  // Route modules are not Vite entries, so without this list the first page load finds these
  // dependencies late and the dev server reloads the page ("504 Outdated Optimize Dep").
  optimizeDeps: {
    include: ["@tanstack/react-query", "class-variance-authority", "clsx", "lucide-react", "radix-ui", "sonner"],
  },
  build: {
    // Without it Vite's preload helper is smaller (0.2 KB on every page); the cost is that a
    // lazy chunk's own imports load after it rather than alongside (the below-the-fold
    // sections, the toaster, the cookie banner, the user menu).
    modulePreload: false,
    // For reading a browser profile of the built pages against the sources; never in a release.
    sourcemap: process.env.BUILD_SOURCEMAPS === "1",
    rolldownOptions: {
      output: {
        // Short names: every route's list of chunks is in the route manifest each page loads.
        chunkFileNames: "assets/[hash].js",
        codeSplitting: {
          groups: [{ name: "shell", test: isInEveryPage, priority: 20 }],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // Anchored patterns: a plain "/api" prefix would also swallow the /api-docs page.
      "^/api(?:[/?]|$)": { target: apiServer, changeOrigin: false },
      "^/dev(?:[/?]|$)": { target: apiServer, changeOrigin: false },
      // The sandbox checkout and Instagram consent pages are server-rendered.
      "^/sandbox(?:[/?]|$)": { target: apiServer, changeOrigin: false },
    },
  },
}));
