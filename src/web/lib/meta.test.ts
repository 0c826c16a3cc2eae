import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  it("titles a page '<page> | Inteligram' with Open Graph and Twitter tags", () => {
    const tags = pageMeta("Nossos Planos", "Planos mensais.", { path: "/plans" });
    expect(tags).toContainEqual({ title: "Nossos Planos | Inteligram" });
    expect(tags).toContainEqual({ name: "description", content: "Planos mensais." });
    expect(tags).toContainEqual({ property: "og:title", content: "Nossos Planos | Inteligram" });
    expect(tags).toContainEqual({ property: "og:description", content: "Planos mensais." });
    expect(tags).toContainEqual({ property: "og:locale", content: "pt_BR" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://inteligram.com.br/plans" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://inteligram.com.br/plans" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("uses the site name alone for the home page and the default description", () => {
    const tags = pageMeta(null);
    expect(tags[0]).toEqual({ title: "Inteligram — Análise de Instagram e TikTok" });
    expect(tags.find((tag) => tag.name === "description")?.content).toMatch(/^Análise de Instagram e TikTok para marcas/);
  });

  it("leaves out the canonical link and og:url without a path", () => {
    expect(pageMeta("Entrar").some((tag) => tag.property === "og:url" || tag.rel === "canonical")).toBe(false);
  });

  it("marks blog posts as articles", () => {
    expect(pageMeta("Post", "x", { path: "/blog/a", type: "article" })).toContainEqual({
      property: "og:type",
      content: "article",
    });
  });
});
