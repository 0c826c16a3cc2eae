import type { SearchResult } from "@core/search/search-responses";
import type { SearchUrlState } from "@core/search/search-url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { searchExportHref } from "./search-api";
import { SearchResultItem } from "./search-result-item";

const comment: SearchResult = {
  kind: "comment",
  id: "0b7e2a52-3f3c-4a55-9a0e-6f0b8c1d2e3f",
  accountId: "6d1f0c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  username: "lojadaana",
  platform: "instagram",
  postId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  postPermalink: "https://www.instagram.com/p/ABC123/",
  postThumbnailUrl: "https://cdn.exemplo.com.br/abc.jpg",
  postType: "clips",
  text: "Qual o prazo de entrega para Recife?",
  author: "cliente_maria",
  publishedAt: "2026-11-20T13:05:00.000Z",
  likes: 2,
  isQuestion: true,
  unanswered: true,
  sentiment: "neutral",
  highlights: [
    { text: "Qual o prazo de ", match: false },
    { text: "entrega", match: true },
    { text: " para Recife?", match: false },
  ],
};

describe("SearchResultItem", () => {
  it("marks the searched words and says who wrote what, where, when and whether it waits for an answer", () => {
    const html = renderToStaticMarkup(<SearchResultItem result={comment} />);
    expect(html).toContain("Qual o prazo de <mark");
    expect(html).toMatch(/<mark[^>]*>entrega<\/mark> para Recife\?/);
    expect(html).toContain("@cliente_maria");
    // The account's network beside it: the same username may be on Instagram and TikTok (docs/decisions/033-account-labels.md).
    expect(html).toContain("comentou em um post de @lojadaana (Instagram)");
    expect(html).toContain("20/11/2026 10:05");
    expect(html).toContain("2 curtidas");
    expect(html).toContain("Reels");
    expect(html).toContain("Sem resposta");
    expect(html).toContain('src="https://cdn.exemplo.com.br/abc.jpg"');
  });

  it("links to the post on Instagram in a new tab, saying so to screen readers", () => {
    const html = renderToStaticMarkup(<SearchResultItem result={comment} />);
    expect(html).toMatch(
      /<a href="https:\/\/www.instagram.com\/p\/ABC123\/" target="_blank" rel="noopener noreferrer"[^>]*>Ver no Instagram/,
    );
    expect(html).toContain("(abre em nova aba)");
  });

  it("names TikTok on the link to a TikTok post", () => {
    const html = renderToStaticMarkup(
      <SearchResultItem
        result={{ ...comment, platform: "tiktok", postPermalink: "https://www.tiktok.com/@lojadaana/video/7301234567890123456" }}
      />,
    );
    expect(html).toMatch(/<a href="https:\/\/www.tiktok.com\/@lojadaana\/video\/7301234567890123456"[^>]*>Ver no TikTok/);
    expect(html).not.toContain("Ver no Instagram");
  });

  it("shows a caption as the account's, a plain question as a question, and no link to a non-web address", () => {
    const html = renderToStaticMarkup(
      <SearchResultItem
        result={{
          ...comment,
          kind: "post",
          author: "lojadaana",
          isQuestion: undefined,
          unanswered: undefined,
          sentiment: undefined,
          postPermalink: "javascript:alert(1)",
          likes: 1,
        }}
      />,
    );
    expect(html).toMatch(/>@lojadaana \(Instagram\)<\/span>.*na legenda do post/);
    expect(html).toContain("1 curtida");
    expect(html).not.toContain("Sem resposta");
    expect(html).not.toContain("Ver no Instagram");
    const answered = renderToStaticMarkup(<SearchResultItem result={{ ...comment, unanswered: false }} />);
    expect(answered).toContain("Pergunta");
    expect(answered).not.toContain("Sem resposta");
  });
});

describe("searchExportHref", () => {
  it("exports the same search, every page, in the format asked for", () => {
    const state: SearchUrlState = {
      q: "entrega",
      scope: "own",
      period: { preset: "7d" },
      kind: "comments",
      questions: false,
      unanswered: true,
      sort: "date",
      page: 4,
    };
    expect(searchExportHref(state, "xlsx")).toBe(
      "/api/search/export?q=entrega&scope=own&period=7d&kind=comments&unanswered=1&sort=date&format=xlsx",
    );
  });
});
