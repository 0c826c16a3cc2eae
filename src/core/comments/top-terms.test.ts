import { describe, expect, it } from "vitest";
import { topTerms } from "./top-terms";

describe("topTerms", () => {
  const comments = [
    "Amei o vestido 😍 #VeraoLindo",
    "Vestido lindo demais! Qual o preço? #verãolindo",
    "Qual o preço do vestido azul?",
    "@maria.silva olha esse vestido vestido VESTIDO https://loja.com/vestido",
    "kkkkk amei amei",
    "Entrega rápida, amei! #veraolindo #Promoção",
    "Promoção boa, comprei 2 vestidos",
  ];

  it("counts each word once per comment, most used first, then alphabetically", () => {
    const { terms } = topTerms(comments, 5);
    expect(terms).toEqual([
      { term: "vestido", count: 4 },
      { term: "amei", count: 3 },
      { term: "preço", count: 2 },
      { term: "azul", count: 1 },
      { term: "comprei", count: 1 },
    ]);
  });

  it("keeps accents, drops stop words, short words, laughter, @mentions, links and digits", () => {
    const words = topTerms(comments, 100).terms.map((entry) => entry.term);
    expect(words).toContain("promoção");
    expect(words).toContain("rápida");
    expect(words).not.toContain("qual");
    expect(words).not.toContain("o");
    expect(words).not.toContain("kkkkk");
    expect(words).not.toContain("maria");
    expect(words).not.toContain("silva");
    expect(words).not.toContain("loja");
    expect(words).not.toContain("2");
    // Hashtags are counted apart, not as words.
    expect(words).not.toContain("veraolindo");
  });

  it("counts hashtags in lower case with their accents", () => {
    expect(topTerms(comments).hashtags).toEqual([
      { term: "#veraolindo", count: 2 },
      { term: "#promoção", count: 1 },
      { term: "#verãolindo", count: 1 },
    ]);
  });

  it("sorts ties in Portuguese alphabetical order and honours the limit", () => {
    expect(topTerms(["zebra", "ábaco", "bola"], 2).terms).toEqual([
      { term: "ábaco", count: 1 },
      { term: "bola", count: 1 },
    ]);
    expect(topTerms(["zebra"], 0).terms).toEqual([]);
    expect(topTerms([])).toEqual({ terms: [], hashtags: [] });
  });
});
