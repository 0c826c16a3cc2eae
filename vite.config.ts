import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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

// React Router's package resolves to its development build in every environment; its
// production build (the same code with its developer warnings off) is in the same package.
// Built pages use it: no warnings meant for developers in users' consoles, 0.6 KB less JS.
// The package does not export those files, hence the paths.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
    include: [
      "@tanstack/react-query",
      "class-variance-authority",
      "clsx",
      "lucide-react",
      "radix-ui",
      "sonner",
    ],
  },
  build: {
    // Without it Vite's preload helper is smaller (0.2 KB on every page); the cost is that a
    // lazy chunk's own imports load after it rather than alongside (the below-the-fold
    // sections, the toaster, the cookie banner, the user menu).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Short names: every route's list of chunks is in the route manifest each page loads.
        chunkFileNames: "assets/[hash].js",
        codeSplitting: { groups: [{ name: "shell", test: isInEveryPage }] },
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
