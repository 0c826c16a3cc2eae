import { foldText } from "../text/fold-text";

// Links and @mentions say nothing about what a comment asks or feels ("@ana olha isso").
const linkPattern = /(?:https?:\/\/|www\.)\S+/giu;
const mentionPattern = /@[\p{L}\p{N}._]+/gu;
// Words, and each emoji as a word of its own (❤️'s variation selector is dropped by folding).
const tokenPattern = /[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu;

/** The comment without its links and @mentions, each replaced by a space. */
export function withoutLinksAndMentions(text: string): string {
  return text.normalize("NFC").replace(linkPattern, " ").replace(mentionPattern, " ");
}

/** Lower-case, accent-free words and emoji of a piece of comment: "Têm no M? 😍" -> ["tem", "no", "m", "😍"]. */
export function foldedTokens(text: string): string[] {
  return foldText(text).match(tokenPattern) ?? [];
}
