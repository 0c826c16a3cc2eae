import type { CollectedComment } from "./network.port";

/*
 * What every source does to a comment before handing it over (decision 028): the text is what people
 * typed, so it may hold anything. Emoji and line breaks are kept; NUL and other control
 * characters (which PostgreSQL text refuses, or which only break a CSV or a screen) are dropped;
 * a lone UTF-16 surrogate becomes U+FFFD; the text is cut at Instagram's own limit.
 */

/** Instagram refuses captions and comments past 2,200 characters; longer text is cut there. */
export const MAX_COMMENT_LENGTH = 2_200;

// Control characters (C0, DEL and C1) but the newline; tabs and carriage returns are handled first.
const controlCharacters = /(?!\n)\p{Cc}/gu;
// With the u flag a paired surrogate is one code point, so \p{Cs} finds only the lone ones.
const loneSurrogates = /\p{Cs}/gu;
// A username as networks write them: no spaces, "@" or control characters, at most 64 characters.
const usernamePattern = /^[^\s@\p{Cc}]{1,64}$/u;
const idPattern = /^[^\s\p{Cc}]{1,64}$/u;

/** Comment text made safe to store and show: emoji and line breaks kept, control characters gone, at most 2,200 characters. */
export function cleanCommentText(text: string): string {
  const cleaned = text
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(controlCharacters, "")
    .replace(loneSurrogates, "\uFFFD")
    .trim();
  // Cut by code points, so an emoji is never split in half.
  const codePoints = Array.from(cleaned);
  return codePoints.length > MAX_COMMENT_LENGTH ? codePoints.slice(0, MAX_COMMENT_LENGTH).join("").trimEnd() : cleaned;
}

/** ISO 8601 from what a network writes ("2026-03-01T12:00:00+0000" included), or undefined. */
export function toIsoInstant(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export type RawComment = {
  id: string | number | null | undefined;
  parentId: string | null;
  username: string | null | undefined;
  text: string | null | undefined;
  likeCount: number | null | undefined;
  timestamp: string | null | undefined;
};

/**
 * The comment as the port carries it, or undefined when it cannot be stored (no id, no author,
 * no readable time): the caller then leaves it out and says its post's list is not complete.
 * A like count that is not a count (a hidden one, -1) is unknown rather than 0.
 */
export function toCollectedComment(raw: RawComment): CollectedComment | undefined {
  const id = raw.id === null || raw.id === undefined ? "" : String(raw.id).trim();
  const username = (raw.username ?? "").trim().replace(/^@/, "");
  const timestamp = toIsoInstant(raw.timestamp);
  if (!idPattern.test(id) || !usernamePattern.test(username) || !timestamp) return undefined;
  const likeCount = Number.isInteger(raw.likeCount) && (raw.likeCount as number) >= 0 ? (raw.likeCount as number) : null;
  return { id, parentId: raw.parentId, username, text: cleanCommentText(raw.text ?? ""), likeCount, timestamp };
}
