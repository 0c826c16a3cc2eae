import { isSearchStopWord } from "./search-stop-words";

// PostgreSQL's Portuguese stemmer (Snowball) gives a word and its plural one stem in most cases
// ("entrega"/"entregas", "preço"/"preços", "cor"/"cores"), but not for the irregular plurals
// below: "promoção" stems to "promoca" and "promoções" to "promoco", "papel" to "papel" and
// "papéis" to "pap", "homem" to "hom" and "homens" to "homens". A query therefore asks for each
// word's other number too. `min` is the least number of letters before the ending, so short
// words ("mais", "pois") are left alone.
const pluralRules: readonly { ending: string; forms: readonly string[]; min: number }[] = [
  // -ão has three plurals (promoções, pães, mãos); typed without accents too.
  { ending: "ão", forms: ["ões", "ães", "ãos"], min: 1 },
  { ending: "ao", forms: ["oes", "aes", "aos"], min: 1 },
  { ending: "ões", forms: ["ão"], min: 1 },
  { ending: "oes", forms: ["ao"], min: 1 },
  { ending: "ães", forms: ["ão"], min: 1 },
  { ending: "aes", forms: ["ao"], min: 2 },
  { ending: "ãos", forms: ["ão"], min: 1 },
  // -l: jornal/jornais, papel/papéis, lençol/lençóis, azul/azuis, fácil/fáceis, barril/barris.
  { ending: "al", forms: ["ais"], min: 2 },
  { ending: "el", forms: ["éis", "eis"], min: 2 },
  { ending: "ol", forms: ["óis", "ois"], min: 2 },
  { ending: "ul", forms: ["uis"], min: 2 },
  { ending: "il", forms: ["is", "eis"], min: 2 },
  { ending: "ais", forms: ["al"], min: 2 },
  { ending: "éis", forms: ["el"], min: 2 },
  // Unaccented -eis is -el (papeis, disponiveis) or -il (faceis, uteis).
  { ending: "eis", forms: ["el", "il"], min: 2 },
  { ending: "óis", forms: ["ol"], min: 2 },
  { ending: "uis", forms: ["ul"], min: 2 },
  // -m: homem/homens, item/itens, jovem/jovens (from 4 letters: "bem" is not "bens").
  { ending: "m", forms: ["ns"], min: 3 },
  { ending: "ns", forms: ["m"], min: 2 },
];

/**
 * The word and the forms of its other number that the stemmer does not join to it
 * ("promoção" -> ["promoção", "promoções", "promoçães", "promoçãos"]). Stop words and words with
 * digits or joiners ("guarda-chuva") are returned alone. Extra forms that are not real words
 * match nothing, so the list may be generous.
 */
export function wordForms(word: string): string[] {
  if (!/^\p{L}+$/u.test(word) || isSearchStopWord(word)) return [word];
  const forms = [word];
  for (const rule of pluralRules) {
    if (word.length - rule.ending.length < rule.min || !word.endsWith(rule.ending)) continue;
    const stem = word.slice(0, word.length - rule.ending.length);
    for (const form of rule.forms) forms.push(stem + form);
  }
  return [...new Set(forms)];
}
