import type { Config } from "@react-router/dev/config";

/**
 * Public pages rendered to HTML at build time (readable without JavaScript, indexable).
 * Every other route is client-rendered from the SPA fallback (`build/client/__spa-fallback.html`),
 * which the server sends for unknown non-/api paths.
 */
export const prerenderedPaths = [
  "/",
  "/plans",
  "/login",
  "/signup",
  "/esqueci-senha",
  "/sobre",
  "/demo",
  "/contato",
  "/blog",
  "/carreiras",
  "/integracoes",
  "/api-docs",
  "/privacidade",
  "/termos",
  "/cookies",
];

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderedPaths,
  // Opt in to React Router 8 behaviour now, so the major upgrade changes no code.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
