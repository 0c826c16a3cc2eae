import { absoluteUrl } from "./site-url";

const siteName = "Inteligram";
const defaultDescription =
  "Análise de Instagram e TikTok para marcas, criadores e equipes de marketing: métricas, indicadores e relatórios em um só lugar.";

export type PageMetaOptions = {
  /** The page's path; gives the canonical link and og:url. */
  path?: string;
  /** Open Graph type: a page of the site, or a blog post. */
  type?: "website" | "article";
};

/**
 * The `meta` export of a route: "<page> | Inteligram", a description and the Open Graph and
 * Twitter card tags that link previews read.
 */
export function pageMeta(title: string | null, description: string = defaultDescription, options: PageMetaOptions = {}) {
  const fullTitle = title ? `${title} | ${siteName}` : `${siteName} — Análise de Instagram e TikTok`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    // Twitter/X reads og:title and og:description; it only needs the card type.
    { name: "twitter:card", content: "summary" },
  ];
  if (options.path !== undefined) {
    const url = absoluteUrl(options.path);
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}
