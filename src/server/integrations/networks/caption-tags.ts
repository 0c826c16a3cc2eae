// Instagram's Graph API and TikTok's Display API give captions (descriptions) only; hashtags and
// mentions are read from them the way Apify lists them: without '#' / '@', in order of
// appearance, each once.

// A tag starts after a non-word character (so "contato@loja.com" is no mention).
const hashtagPattern = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;
const mentionPattern = /(?<![\p{L}\p{N}_@.])@([A-Za-z0-9._]{1,30})/gu;

function unique(values: string[]) {
  return [...new Set(values)];
}

export function readHashtags(caption: string): string[] {
  return unique([...caption.matchAll(hashtagPattern)].map((match) => match[1]!).filter((tag) => !/^\d+$/.test(tag)));
}

export function readMentions(caption: string): string[] {
  // Instagram usernames can't end with a dot; a trailing one is the sentence's full stop.
  return unique(
    [...caption.matchAll(mentionPattern)].map((match) => match[1]!.replace(/\.+$/, "")).filter((name) => name.length > 0),
  );
}
