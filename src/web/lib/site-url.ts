/**
 * The public address of the site, for links that must be absolute (canonical, Open Graph,
 * sitemap.xml, robots.txt). The web build has no server environment, so it is fixed here;
 * keep it equal to the production APP_URL.
 */
export const siteOrigin = "https://inteligram.com.br";

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}
