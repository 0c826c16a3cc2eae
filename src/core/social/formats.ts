import type { Platform } from "./platforms";
import { postTypeLabels } from "./post-type-labels";
import { POST_TYPES, type PostType } from "./post-types";

/*
 * The formats a network's posts are compared by (decision 029), named in one place for every
 * surface (dashboard chart, PDF, Excel, /api/v1, recommendations about formats): the post type on
 * Instagram (Foto, Carrossel, Vídeo, Reels); the duration on TikTok, where every post is a video.
 * Zod-free: the dashboard's first paint reads it.
 */

export const DURATION_FORMATS = ["up_to_15s", "16_to_60s", "over_60s"] as const;
export type DurationFormat = (typeof DURATION_FORMATS)[number];
/** A TikTok video whose duration was not collected (decision 029: shown apart, never guessed). */
export const UNKNOWN_DURATION = "duration_unknown" as const;

export const FORMAT_KEYS = [...POST_TYPES, ...DURATION_FORMATS, UNKNOWN_DURATION] as const;
export type FormatKey = (typeof FORMAT_KEYS)[number];

export const durationFormatLabels: Readonly<Record<DurationFormat | typeof UNKNOWN_DURATION, string>> = {
  up_to_15s: "Até 15 s",
  "16_to_60s": "16 a 60 s",
  over_60s: "Mais de 60 s",
  duration_unknown: "Duração não informada",
};

export const formatLabels: Readonly<Record<FormatKey, string>> = { ...postTypeLabels, ...durationFormatLabels };

/** Whether the network's formats are durations (TikTok) rather than post types (Instagram). */
export function comparesDurations(platform: Platform): boolean {
  return platform === "tiktok";
}

/** The duration bucket of a video of `seconds`: up to 15 s, 16 to 60 s, more than 60 s. */
export function durationFormatOf(seconds: number | null | undefined): DurationFormat | typeof UNKNOWN_DURATION {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return UNKNOWN_DURATION;
  if (seconds <= 15) return "up_to_15s";
  if (seconds <= 60) return "16_to_60s";
  return "over_60s";
}

/** The format a post is compared in on its network. */
export function formatOfPost(platform: Platform, post: { type: PostType; duration?: number | null }): FormatKey {
  return comparesDurations(platform) ? durationFormatOf(post.duration) : post.type;
}

/** The formats of a network in the order every chart and table lists them. */
export function formatsOf(platform: Platform): readonly FormatKey[] {
  return comparesDurations(platform) ? [...DURATION_FORMATS, UNKNOWN_DURATION] : POST_TYPES;
}

/** The name of a formats row: its `label`, else (answers before decision 029) its post type's. */
export function formatLabelOf(row: { type: PostType; format?: FormatKey; label?: string }): string {
  return row.label ?? formatLabels[row.format ?? row.type];
}
