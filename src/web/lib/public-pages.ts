/**
 * The marketing and legal pages: prerendered and listed in sitemap.xml.
 * react-router.config.ts adds the blog posts, /login and /signup to the prerender list.
 */
export const publicPagePaths = [
  "/",
  "/plans",
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
] as const;

export const blogPostPathPrefix = "/blog/";

export function blogPostPath(slug: string): string {
  return `${blogPostPathPrefix}${slug}`;
}
