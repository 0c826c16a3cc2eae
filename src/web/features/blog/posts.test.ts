import { describe, expect, it } from "vitest";
import { estimateReadingMinutes, postBodies } from "./post-bodies";
import { blogCategories, blogPosts, findBlogPost } from "./posts";
import { formatPublishedOn } from "./published-on";

describe("blog posts", () => {
  it("has the spec's six posts, each with a body and a unique slug", () => {
    expect(blogPosts).toHaveLength(6);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(6);
    for (const post of blogPosts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(postBodies[post.slug]?.length).toBeGreaterThan(3);
    }
    expect(Object.keys(postBodies).sort()).toEqual(blogPosts.map((post) => post.slug).sort());
  });

  it("lists the newest first and uses every category", () => {
    const dates = blogPosts.map((post) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(blogPosts.map((post) => post.category))).toEqual(new Set(blogCategories));
  });

  it("finds a post by slug", () => {
    expect(findBlogPost("taxa-de-engajamento-instagram")?.category).toBe("Métricas");
    expect(findBlogPost("nao-existe")).toBeUndefined();
  });

  it("shows the calendar date in dd/mm/aaaa whatever the time zone", () => {
    expect(formatPublishedOn("2026-11-10")).toBe("10/11/2026");
  });
});

describe("estimateReadingMinutes", () => {
  const words = (count: number) => Array.from({ length: count }, () => "palavra").join(" ");

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])("%i words -> %i min", (count, minutes) => {
    expect(estimateReadingMinutes([{ type: "p", text: words(count) }])).toBe(minutes);
  });

  it("counts list items and headings too", () => {
    expect(
      estimateReadingMinutes([
        { type: "h2", text: words(150) },
        { type: "ul", items: [words(100)] },
      ]),
    ).toBe(2);
  });
});
