import { describe, expect, it } from "vitest";
import { buildSitemapXml } from "./sitemap";

describe("buildSitemapXml", () => {
  it("lists every path as an absolute URL", () => {
    expect(buildSitemapXml("https://inteligram.com.br", ["/", "/plans", "/blog/taxa-de-engajamento"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://inteligram.com.br/</loc></url>",
        "  <url><loc>https://inteligram.com.br/plans</loc></url>",
        "  <url><loc>https://inteligram.com.br/blog/taxa-de-engajamento</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("writes each path once and escapes XML", () => {
    const xml = buildSitemapXml("https://inteligram.com.br", ["/a", "/a", "/b?x=1&y=2"]);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://inteligram.com.br/b?x=1&amp;y=2</loc>");
  });

  it("percent-encodes non-ASCII paths", () => {
    expect(buildSitemapXml("https://inteligram.com.br", ["/integrações"])).toContain("/integra%C3%A7%C3%B5es</loc>");
  });
});
