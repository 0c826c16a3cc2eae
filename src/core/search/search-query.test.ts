import { describe, expect, it } from "vitest";
import {
  parseSearchQuery,
  SEARCH_MAX_CHARACTERS,
  SEARCH_MAX_TERMS,
  searchQueryMessages,
  toTsQueryText,
  type SearchQuery,
} from "./search-query";

function parsed(text: string): SearchQuery {
  const result = parseSearchQuery(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got: ${result.message}`);
  return result.query;
}

const query = (overrides: Partial<SearchQuery>): SearchQuery => ({
  terms: [],
  phrases: [],
  excluded: [],
  excludedPhrases: [],
  ...overrides,
});

describe("parseSearchQuery", () => {
  it.each<[string, Partial<SearchQuery>]>([
    ["entrega", { terms: ["entrega"] }],
    ["  Entrega   RÁPIDA ", { terms: ["entrega", "rápida"] }],
    // Accents stay in the words; PostgreSQL's configuration removes them.
    ["Promoção", { terms: ["promoção"] }],
    // Decomposed input becomes NFC.
    ["promoc\u0327a\u0303o", { terms: ["promoção"] }],
    ['"frete grátis"', { phrases: [["frete", "grátis"]] }],
    ["“frete grátis” hoje", { terms: ["hoje"], phrases: [["frete", "grátis"]] }],
    ['"entrega"', { terms: ["entrega"] }],
    ["vestido -azul", { terms: ["vestido"], excluded: ["azul"] }],
    ["vestido –azul", { terms: ["vestido"], excluded: ["azul"] }],
    ['vestido -"manga longa"', { terms: ["vestido"], excludedPhrases: [["manga", "longa"]] }],
    // A hyphen with a space after it excludes nothing.
    ["vestido - azul", { terms: ["vestido", "azul"] }],
    // Hashtags and mentions are searched as words, without the symbol.
    ["#Promoção @loja.da_ana", { terms: ["promoção", "loja.da_ana"] }],
    // Joiners PostgreSQL's parser keeps together stay in one word.
    ["guarda-chuva R$49,90", { terms: ["guarda-chuva", "r", "49,90"] }],
    ["a,b 1,5", { terms: ["a", "b", "1,5"] }],
    // An unclosed quote makes the rest of the text a phrase.
    ['entrega "frete grátis', { terms: ["entrega"], phrases: [["frete", "grátis"]] }],
    ['entrega -"frete grátis', { terms: ["entrega"], excludedPhrases: [["frete", "grátis"]] }],
    // Repeats collapse.
    ["entrega Entrega ENTREGA", { terms: ["entrega"] }],
    ['"frete grátis" "Frete  grátis"', { phrases: [["frete", "grátis"]] }],
    // OR is not an operator.
    ["vestido OR saia", { terms: ["vestido", "or", "saia"] }],
    // tsquery syntax separates words.
    ["preço&frete|pix", { terms: ["preço", "frete", "pix"] }],
    ["!entrega (prazo) <-> tam:* 'p'", { terms: ["entrega", "prazo", "tam", "p"] }],
    ['"frete & grátis!"', { phrases: [["frete", "grátis"]] }],
    ["entrega\u0000prazo\u001b\ttamanho", { terms: ["entrega", "prazo", "tamanho"] }],
    ["amei😍😍 vestido", { terms: ["amei", "vestido"] }],
  ])("reads %j", (text, expected) => {
    const result = parsed(text);
    expect(result).toEqual(query(expected));
  });

  it.each<[string, string]>([
    ["", searchQueryMessages.empty],
    ["   \n\t ", searchQueryMessages.empty],
    ["\u0000\u0000", searchQueryMessages.empty],
    ["&|!:*()", searchQueryMessages.noWords],
    ["!!! ??? ***", searchQueryMessages.noWords],
    ['""', searchQueryMessages.noWords],
    ["😍🔥 #", searchQueryMessages.noWords],
    ["-", searchQueryMessages.noWords],
    ["-entrega", searchQueryMessages.onlyExclusions],
    ['-entrega -"frete grátis"', searchQueryMessages.onlyExclusions],
    ["de para com", searchQueryMessages.onlyStopWords],
    ['"o que é" -entrega', searchQueryMessages.onlyStopWords],
  ])("refuses %j", (text, message) => {
    expect(parseSearchQuery(text)).toEqual({ ok: false, message });
  });

  it("searches a stop word next to a real word, and accented stop-list words PostgreSQL keeps", () => {
    expect(parsed("frete de graça").terms).toEqual(["frete", "de", "graça"]);
    // The configuration unaccents before its stop list, so "não" is searched.
    expect(parsed("não").terms).toEqual(["não"]);
  });

  it(`takes ${SEARCH_MAX_CHARACTERS} characters after trimming, not one more`, () => {
    const longest = `entrega ${"a".repeat(SEARCH_MAX_CHARACTERS - 8)}`;
    expect(Array.from(longest)).toHaveLength(SEARCH_MAX_CHARACTERS);
    expect(parseSearchQuery(`   ${longest}   `).ok).toBe(true);
    expect(parseSearchQuery(`${longest}a`)).toEqual({ ok: false, message: searchQueryMessages.tooLong });
    expect(parseSearchQuery("x".repeat(1_000))).toEqual({ ok: false, message: searchQueryMessages.tooLong });
  });

  it("counts characters, not UTF-16 units: a letter and 199 emoji fit", () => {
    expect(parseSearchQuery(`ç${"😍".repeat(SEARCH_MAX_CHARACTERS - 1)}`).ok).toBe(true);
    expect(parseSearchQuery(`ç${"😍".repeat(SEARCH_MAX_CHARACTERS)}`)).toEqual({
      ok: false,
      message: searchQueryMessages.tooLong,
    });
  });

  it(`takes ${SEARCH_MAX_TERMS} words and phrases, exclusions included, not one more`, () => {
    const ten = 'um1 dois2 tres3 quatro4 cinco5 seis6 sete7 "oito nove" -dez -"onze doze"';
    const result = parsed(ten);
    expect(result.terms.length + result.phrases.length + result.excluded.length + result.excludedPhrases.length).toBe(10);
    expect(parseSearchQuery(`${ten} treze`)).toEqual({ ok: false, message: searchQueryMessages.tooManyTerms });
    // Repeats count once.
    expect(parseSearchQuery(`${ten} um1 dois2`).ok).toBe(true);
  });

  it("messages are pt-BR sentences that name the limits", () => {
    expect(searchQueryMessages.tooLong).toBe("A busca pode ter no máximo 200 caracteres.");
    expect(searchQueryMessages.tooManyTerms).toBe("A busca pode ter no máximo 10 palavras ou frases.");
    for (const message of Object.values(searchQueryMessages)) expect(message).toMatch(/^[A-Z].*\.$/u);
  });
});

describe("toTsQueryText", () => {
  it.each<[Partial<SearchQuery>, string]>([
    [{ terms: ["entrega"] }, "'entrega'"],
    [{ terms: ["entrega", "rápida"] }, "'entrega' & 'rápida'"],
    // Plurals the stemmer does not join are asked for too.
    [{ terms: ["promoção"] }, "('promoção' | 'promoções' | 'promoçães' | 'promoçãos')"],
    [{ phrases: [["frete", "grátis"]] }, "('frete' <-> 'grátis')"],
    [{ phrases: [["papel", "de", "presente"]] }, "(('papel' | 'papéis' | 'papeis') <-> 'de' <-> 'presente')"],
    [{ terms: ["vestido"], excluded: ["azul"] }, "'vestido' & !('azul' | 'azuis')"],
    [{ terms: ["vestido"], excludedPhrases: [["manga", "longa"]] }, "'vestido' & !('manga' <-> 'longa')"],
    [{ terms: ["guarda-chuva", "49,90"] }, "'guarda-chuva' & '49,90'"],
    [{}, ""],
  ])("writes %j as %j", (overrides, expected) => {
    expect(toTsQueryText(query(overrides))).toBe(expected);
  });

  it("doubles quotes and backslashes in a word it did not parse itself", () => {
    expect(toTsQueryText(query({ terms: ["d'água", "a\\", "x' | 'y"] }))).toBe("'d''água' & 'a\\\\' & 'x'' | ''y'");
    expect(isTsQueryText(toTsQueryText(query({ terms: ["'); DROP TABLE posts; --"] })))).toBe(true);
  });

  it("skips empty words and phrases", () => {
    expect(toTsQueryText(query({ terms: ["", "frete"], phrases: [["", ""]], excluded: [""], excludedPhrases: [[]] }))).toBe(
      "'frete'",
    );
  });
});

// Inputs people (and robots) type into a search box.
const nastyInputs: readonly string[] = [
  "&",
  "|",
  "!",
  ":",
  "*",
  "(",
  ")",
  "<",
  ">",
  "<->",
  "<2>",
  "\\",
  "'",
  "''",
  '"',
  '""',
  '"""',
  "&|!:*()",
  "a & b",
  "a | b",
  "!a",
  "a:*",
  "a:AB",
  "(a | b) & !c",
  "a <-> b",
  "a <3> b",
  "'a' & 'b'",
  "a'b",
  "a''b",
  "a\\'b",
  "a\\\\",
  "\\'",
  "'; DROP TABLE comments; --",
  "1' OR '1'='1",
  '" OR 1=1 --',
  "Robert'); DROP TABLE students;--",
  "$1",
  "$$ $$",
  "E'\\x00'",
  "\u0000",
  "a\u0000b",
  "\u0000entrega",
  "\u0007\u0008\u001b[31m",
  "\r\n\t\v\f",
  "\u200b\u200d\u2028\u2029",
  "\uFEFFentrega",
  "😍",
  "👨‍👩‍👧‍👦",
  "🇧🇷 frete",
  "e\u0301",
  "ã".repeat(200),
  "x".repeat(1_000),
  "entrega ".repeat(40),
  '"frete grátis',
  'frete grátis"',
  '"-frete"',
  "-",
  "--entrega",
  "- -",
  '-""',
  "# @ $ % ^",
  "#promoção @loja",
  "R$ 49,90",
  "1.000,00",
  "guarda-chuva",
  "a-",
  "-a-",
  "a..b__c--d",
  "<script>alert(1)</script>",
  "%00",
  "%27",
  "null",
  "undefined",
  "NaN",
  "{}",
  "[]",
  "a".repeat(201),
  "\ud83d",
  "\udc00 entrega",
  "ﬁ ligature",
  "İstanbul",
  "ß straße",
];

describe("parse then write", () => {
  it.each(nastyInputs.map((input) => [input]))("%j gives a message or a well-formed tsquery of quoted lexemes", (input) => {
    const result = parseSearchQuery(input);
    if (!result.ok) {
      expect(Object.values(searchQueryMessages)).toContain(result.message);
      return;
    }
    const text = toTsQueryText(result.query);
    expect(isTsQueryText(text)).toBe(true);
    // Parsed words never hold a tsquery syntax character, a quote or a control character.
    for (const lexeme of text.match(/'(?:[^']|'')*'/g) ?? []) {
      expect(lexeme.slice(1, -1)).toMatch(/^[\p{L}\p{M}\p{N}]+(?:[-._,][\p{L}\p{M}\p{N}]+)*$/u);
    }
  });
});

/**
 * A strict reader of the tsquery grammar we emit: quoted lexemes, !, &, |, <->, parentheses.
 * Anything else (a bare word, :*, a weight, an unbalanced parenthesis) fails.
 */
function isTsQueryText(text: string): boolean {
  const tokens = text.match(/'(?:[^'\\]|''|\\\\)*'|<->|[&|!()]|\s+|./gu) ?? [];
  const list = tokens.filter((token) => !/^\s+$/u.test(token));
  let position = 0;
  const expression = (): boolean => {
    if (!operand()) return false;
    while (list[position] === "&" || list[position] === "|" || list[position] === "<->") {
      position += 1;
      if (!operand()) return false;
    }
    return true;
  };
  const operand = (): boolean => {
    const token = list[position];
    if (token === undefined) return false;
    position += 1;
    if (token === "!") return operand();
    if (token === "(") {
      if (!expression() || list[position] !== ")") return false;
      position += 1;
      return true;
    }
    return /^'(?:[^'\\]|''|\\\\)+'$/u.test(token);
  };
  return text === "" || (expression() && position === list.length);
}
