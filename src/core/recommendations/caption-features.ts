// What a caption says about a post, for the caption rules: its hashtags, its length without
// them, a question, a call to action, emojis.

const hashtagPattern = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;
const emojiPattern = /\p{Extended_Pictographic}/u;
// Calls to action that ask the reader to do something on the post or the profile.
const callToActionPattern =
  /\b(comente|comenta|comentem|salve|salva|salvem|compartilhe|compartilha|marque|marca|link na bio|clique|confira|me conta|conta pra gente|deixe|responda|vote|inscreva|garanta|acesse)\b/iu;

/** Hashtags in lower case without '#', each once, in order (docs/product/metrics.md). */
export function readCaptionHashtags(caption: string): string[] {
  const tags = [...caption.matchAll(hashtagPattern)].map((match) => match[1]!.toLowerCase()).filter((tag) => !/^\d+$/.test(tag));
  return [...new Set(tags)];
}

/** The caption's length without hashtags and surrounding spaces. */
export function captionTextLength(caption: string): number {
  return [...caption.replace(hashtagPattern, "").replace(/\s+/g, " ").trim()].length;
}

export function hasQuestion(caption: string): boolean {
  return caption.replace(hashtagPattern, "").includes("?");
}

export function hasCallToAction(caption: string): boolean {
  return callToActionPattern.test(caption);
}

export function hasEmoji(caption: string): boolean {
  return emojiPattern.test(caption);
}
