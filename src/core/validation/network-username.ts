import type { Platform } from "../social/platforms";
import { normalizeManualUsername, validateInstagramUsername } from "./instagram-username-rules";
import { normalizeTikTokUsername, validateTikTokUsername } from "./tiktok-username";

/** A username typed for a network (competitors), by that network's rules. */
export const networkUsernames: Record<
  Platform,
  { normalize: (value: string) => string; validate: (username: string) => string | null }
> = {
  instagram: { normalize: normalizeManualUsername, validate: validateInstagramUsername },
  tiktok: { normalize: normalizeTikTokUsername, validate: validateTikTokUsername },
};
