/**
 * The marketing and legal pages: prerendered, listed in sitemap.xml, and kept light (no
 * app-only code such as the toaster or TanStack Query loads on them until needed).
 * react-router.config.ts adds /login, /signup and the blog posts to the prerender list.
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

export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (publicPagePaths as readonly string[]).includes(path) || path.startsWith(blogPostPathPrefix);
}
