import { z } from "zod";

// A name a person gives (a workspace's company, an API key, their own name) is shown to others
// in lists, e-mails, PDFs and spreadsheets. Bidirectional controls can make it read backwards
// ("\u202e" turns "gepj.exe" into what looks like "exe.jpeg") and zero-width characters make two
// names that look the same differ: both are refused, with a message that says what to do.
//   U+200B-U+200F  zero-width space, non-joiner, joiner, left-to-right and right-to-left marks
//   U+202A-U+202E  bidi embeddings and overrides (and their pop)
//   U+2066-U+2069  bidi isolates (and their pop)
//   U+061C         the Arabic letter mark, a bidi mark like U+200E/U+200F
//   U+2060         the word joiner, a zero-width character
//   U+FEFF         the zero-width no-break space (byte order mark)
const invisibleCharacter = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

// The zero-width joiner also glues emoji into one picture ("👩‍💻"); between two emoji it is kept.
const emojiJoiner = /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

export const invisibleCharactersMessage = "Remova os caracteres invisíveis ou de direção do texto deste nome.";

export function hasInvisibleCharacters(text: string): boolean {
  return invisibleCharacter.test(text.replace(emojiJoiner, ""));
}

/**
 * The one refinement every free-text name goes through (`schema.check(visibleName)`), in the
 * browser's forms and on the server alike.
 */
export const visibleName = z.refine<string>((text) => !hasInvisibleCharacters(text), { error: invisibleCharactersMessage });
