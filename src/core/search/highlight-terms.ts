import { foldText } from "../text/fold-text";
import type { SearchQuery } from "./search-query";
import { isSearchStopWord } from "./search-stop-words";
import { wordForms } from "./word-forms";

/** A piece of a result's text; `match` pieces are shown highlighted. Joined, they are the text. */
export type HighlightSegment = { text: string; match: boolean };

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Splits a caption or comment into pieces, marking the words the search looked for. An
 * approximation of PostgreSQL's stemmer, good enough to guide the eye: case and accents are
 * ignored, and a word matches when it starts with a searched word less its last two letters (at
 * least four letters kept: "entrega" marks "entregas" and "entregue", "promoção" marks
 * "promoções"), or with one of its irregular plurals ("pão" marks "pães"). It may mark a
 * little more than the database matched ("preço" marks "preciso"). Words with digits match
 * whole; stop words and exclusions are never marked.
 */
export function highlightTerms(text: string, query: SearchQuery): HighlightSegment[] {
  const keys = matchKeys(query);
  const segments: HighlightSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === "") return;
    const last = segments.at(-1);
    if (last && last.match === match && !match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let position = 0;
  for (const found of text.matchAll(wordPattern)) {
    const word = foldText(found[0]);
    const match = keys.some((key) => (/\p{N}/u.test(key) ? word === key : word.startsWith(key)));
    if (!match) continue;
    push(text.slice(position, found.index), false);
    push(found[0], true);
    position = found.index + found[0].length;
  }
  push(text.slice(position), false);
  return segments;
}

function matchKeys(query: SearchQuery): string[] {
  const words = [...query.terms, ...query.phrases.flat()]
    .flatMap((word) => word.match(wordPattern) ?? [])
    .filter((word) => !isSearchStopWord(word));
  const keys = words.flatMap(wordForms).map((form) => {
    const folded = foldText(form);
    if (/\p{N}/u.test(folded) || folded.length <= 4) return folded;
    return folded.slice(0, Math.max(4, folded.length - 2));
  });
  return [...new Set(keys)];
}
