/**
 * Lower case without accents ("Promoção" -> "promocao"): how words are compared where typing an
 * accent or not must not matter (question openings, topics, highlighting). NFD splits "ç" into
 * "c" plus a combining mark, and every combining mark is dropped.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .normalize("NFC");
}
