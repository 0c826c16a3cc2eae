/** Only http(s) links are rendered as links: profile data comes from a scraper. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Pictures come from the scraper or the demo: http(s) or an inline image, nothing else. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^data:image\//i.test(url)) return url;
  return safeHttpUrl(url);
}
