import { isSearchStopWord } from "./search-stop-words";
import { wordForms } from "./word-forms";

/** Longest search text, in characters after trimming. */
export const SEARCH_MAX_CHARACTERS = 200;
/** Most words and phrases in one search, exclusions included. */
export const SEARCH_MAX_TERMS = 10;

/** What the search box says when a text cannot be searched; the server and the page use these. */
export const searchQueryMessages = {
  empty: "Digite o que você procura.",
  noWords: "Digite ao menos uma palavra: símbolos sozinhos não são buscados.",
  onlyExclusions: "Digite ao menos uma palavra para encontrar: as palavras com “-” na frente só tiram resultados.",
  onlyStopWords: "Digite palavras mais específicas: palavras como “de”, “para” e “com” não são buscadas sozinhas.",
  tooLong: `A busca pode ter no máximo ${SEARCH_MAX_CHARACTERS} caracteres.`,
  tooManyTerms: `A busca pode ter no máximo ${SEARCH_MAX_TERMS} palavras ou frases.`,
} as const;

/**
 * A search as typed, split into words: lower case, NFC, accents kept (PostgreSQL's configuration
 * removes them on both sides). A word may hold joiners PostgreSQL's parser also keeps together
 * ("guarda-chuva", "loja.da_ana", "49,90"). A phrase has at least two words.
 */
export type SearchQuery = {
  terms: string[];
  phrases: string[][];
  excluded: string[];
  excludedPhrases: string[][];
};

export type ParseSearchQueryResult = { ok: true; query: SearchQuery } | { ok: false; message: string };

// Straight and typographic double quotes: phones often turn " into “ ”.
const quoteMarks = new Set(['"', "“", "”", "„"]);
// A leading hyphen, minus sign or dash excludes (phones turn "-" into "–" after a space).
const exclusionMarks = new Set(["-", "−", "–"]);
// Letters, marks and digits, joined by - . _ (and a comma between digits, "49,90") the way
// PostgreSQL's parser joins them. Everything else separates words, so tsquery syntax
// (& | ! : * ( ) < > \ '), '#', '@', emoji and control characters never reach PostgreSQL.
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:(?:[-._]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;
// Control and format characters (NUL, escape, zero-width joiners) and line separators.
const invisiblePattern = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

type Item = { words: string[]; excluded: boolean; quoted: boolean };

/**
 * The search box's text, where no words are needed when a filter says what to list: the
 * questions, or the ones still without the account's answer (the dashboard's count links to
 * them), newest first. Otherwise as parseSearchQuery.
 */
export function parseSearchText(text: string, filters: { questions: boolean; unanswered: boolean }): ParseSearchQueryResult {
  if (text.trim() === "" && (filters.questions || filters.unanswered)) {
    return { ok: true, query: { terms: [], phrases: [], excluded: [], excludedPhrases: [] } };
  }
  return parseSearchQuery(text);
}

/**
 * Reads a search box's text the way websearch_to_tsquery does: words are all required, "double
 * quoted text" is an exact phrase, a leading "-" excludes a word or a phrase, and an unclosed
 * quote makes the rest of the text a phrase. OR is not an operator: "or" and "ou" are words
 * ("ou" is a stop word, so it is dropped). Words are taken from the text, never its operators.
 */
export function parseSearchQuery(text: string): ParseSearchQueryResult {
  const cleaned = text.normalize("NFC").replace(invisiblePattern, " ").trim();
  if (cleaned === "") return { ok: false, message: searchQueryMessages.empty };
  const chars = Array.from(cleaned);
  if (chars.length > SEARCH_MAX_CHARACTERS) return { ok: false, message: searchQueryMessages.tooLong };

  const query: SearchQuery = { terms: [], phrases: [], excluded: [], excludedPhrases: [] };
  for (const item of readItems(chars)) addItem(query, item);

  const positive = [...query.terms, ...query.phrases.flat()];
  const count = query.terms.length + query.phrases.length + query.excluded.length + query.excludedPhrases.length;
  if (count === 0) return { ok: false, message: searchQueryMessages.noWords };
  if (count > SEARCH_MAX_TERMS) return { ok: false, message: searchQueryMessages.tooManyTerms };
  if (positive.length === 0) return { ok: false, message: searchQueryMessages.onlyExclusions };
  if (positive.every(isSearchStopWord)) return { ok: false, message: searchQueryMessages.onlyStopWords };
  return { ok: true, query };
}

function readItems(chars: readonly string[]): Item[] {
  const items: Item[] = [];
  let i = 0;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  while (i < chars.length) {
    if (isSpace(chars[i])) {
      i += 1;
      continue;
    }
    let excluded = false;
    const next = chars[i + 1];
    if (exclusionMarks.has(chars[i]!) && next !== undefined && !isSpace(next)) {
      excluded = true;
      i += 1;
    }
    if (quoteMarks.has(chars[i]!)) {
      let end = i + 1;
      while (end < chars.length && !quoteMarks.has(chars[end]!)) end += 1;
      items.push({ words: wordsOf(chars.slice(i + 1, end).join("")), excluded, quoted: true });
      i = end + 1;
    } else {
      let end = i;
      while (end < chars.length && !isSpace(chars[end]) && !quoteMarks.has(chars[end]!)) end += 1;
      items.push({ words: wordsOf(chars.slice(i, end).join("")), excluded, quoted: false });
      i = end;
    }
  }
  return items;
}

function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(wordPattern), (match) => match[0].toLowerCase());
}

function addItem(query: SearchQuery, item: Item): void {
  // Outside quotes, "foo&bar" is two required words, as if typed with a space.
  if (!item.quoted || item.words.length === 1) {
    const list = item.excluded ? query.excluded : query.terms;
    for (const word of item.words) if (!list.includes(word)) list.push(word);
    return;
  }
  if (item.words.length === 0) return;
  const list = item.excluded ? query.excludedPhrases : query.phrases;
  const key = item.words.join(" ");
  if (!list.some((phrase) => phrase.join(" ") === key)) list.push(item.words);
}

/**
 * The text of a tsquery for `to_tsquery('pt_unaccent', $1)`, always passed as a bound parameter.
 * Each word is a quoted lexeme (quotes and backslashes doubled), ORed with its other number when
 * the stemmer would miss it ("promoção" | "promoções"); words are joined with &, a phrase's words
 * with <->, and an exclusion is negated with !. Empty when the query has no word.
 */
export function toTsQueryText(query: SearchQuery): string {
  const parts = [
    ...query.terms.map(wordGroup),
    ...query.phrases.map(phraseGroup),
    ...query.excluded.map((word) => `!${wordGroup(word)}`),
    ...query.excludedPhrases.map((phrase) => `!${phraseGroup(phrase)}`),
  ];
  return parts.filter((part) => part !== "" && part !== "!").join(" & ");
}

function wordGroup(word: string): string {
  if (word === "") return "";
  const forms = wordForms(word).map(quoteLexeme);
  return forms.length === 1 ? forms[0]! : `(${forms.join(" | ")})`;
}

function phraseGroup(words: readonly string[]): string {
  const groups = words.map(wordGroup).filter((group) => group !== "");
  if (groups.length <= 1) return groups[0] ?? "";
  return `(${groups.join(" <-> ")})`;
}

function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
