import { describe, expect, it } from "vitest";
import { highlightTerms } from "./highlight-terms";
import { parseSearchQuery, type SearchQuery } from "./search-query";

function queryOf(text: string): SearchQuery {
  const result = parseSearchQuery(text);
  if (!result.ok) throw new Error(result.message);
  return result.query;
}

/** The text with matched pieces in [brackets], to read the expectations at a glance. */
function marked(text: string, search: string): string {
  return highlightTerms(text, queryOf(search))
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join("");
}

describe("highlightTerms", () => {
  it.each<[string, string, string]>([
    ["Qual o prazo de entrega?", "entrega", "Qual o prazo de [entrega]?"],
    ["Vocês ENTREGAM em Curitiba? As entregas atrasaram", "entrega", "Vocês [ENTREGAM] em Curitiba? As [entregas] atrasaram"],
    // Accents and case do not matter, both ways.
    ["PROMOÇÕES de Natal e promocao relâmpago", "promoção", "[PROMOÇÕES] de Natal e [promocao] relâmpago"],
    ["Promoção boa", "promocoes", "[Promoção] boa"],
    ["Pães de queijo", "pão", "[Pães] de queijo"],
    // Phrases mark each of their words; stop words are not marked.
    ["Frete grátis para todo o Brasil", '"frete de graça" brasil', "[Frete] grátis para todo o [Brasil]"],
    ["Frete grátis hoje", '"frete grátis"', "[Frete] [grátis] hoje"],
    // Exclusions are not marked.
    ["Vestido azul e vestido verde", "vestido -azul", "[Vestido] azul e [vestido] verde"],
    // A word of four letters or fewer must be whole at the start; digits match whole.
    ["Paga no pix ou pixel", "pix", "Paga no [pix] ou [pixel]"],
    ["R$ 49,90 ou 490", "49,90", "R$ [49],[90] ou 490"],
    // The known excess: a stem-ish prefix marks a little more than the database matches.
    ["Preciso saber o preço", "preço", "[Preciso] saber o [preço]"],
    ["Nada aqui", "entrega", "Nada aqui"],
    ["", "entrega", ""],
  ])("%j searching %j -> %j", (text, search, expected) => {
    expect(marked(text, search)).toBe(expected);
  });

  it("keeps every character of the text, in order, emoji and line breaks included", () => {
    const text = "Amei 😍😍\n@loja entrega em SP? #entrega";
    const segments = highlightTerms(text, queryOf("entrega loja"));
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["loja", "entrega", "entrega"]);
    // Neighbouring plain pieces are merged: no two plain segments in a row.
    segments.forEach((segment, index) => {
      if (index > 0) expect(segment.match || segments[index - 1]!.match).toBe(true);
    });
  });
});
