// docs/decisions/021-signed-in-pages-first-paint.md: the signed-in pages whose frame (header, footer, a placeholder
// for the page) is prerendered like the public pages, so the browser paints it and fetches the
// page's JavaScript at once; the server puts the page's first API answers in that HTML
// (src/server/http/page-data.ts). A new signed-in page: add its path here and its first GET
// requests there.
export const signedInPagePaths = [
  "/dashboard",
  "/social-media-setup",
  "/admin/my-plan",
  "/admin/billing",
  "/admin/equipe",
  // Wave 2's pages.
  "/relatorios",
  "/recomendacoes",
  "/alertas",
  "/alertas/preferencias",
  "/concorrentes",
  "/admin/api",
  "/admin/dados",
  // Wave 3's.
  "/busca",
];
