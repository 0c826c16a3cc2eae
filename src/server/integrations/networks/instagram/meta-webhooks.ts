import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { InsightsWebhooks, StoryInsightsNotice } from "../network.port";

/*
 * Meta's webhooks for the owner's insights (docs/decisions/040-owner-insights.md). Meta signs
 * every notification with the app secret: X-Hub-Signature-256 is "sha256=" and the hex SHA-256
 * HMAC of the raw body, exactly as received (a body parsed and serialised again no longer
 * matches). The `story_insights` field delivers a story's final figures when it expires.
 */

const signaturePattern = /^sha256=([0-9a-f]{64})$/i;

/** Whether `header` (X-Hub-Signature-256) signs `rawBody` with `secret`; compared in constant time. */
export function verifyMetaSignature(rawBody: string | Uint8Array, header: string | null | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const match = signaturePattern.exec(header.trim());
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(match[1] as string, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Meta sends -1 for a figure under its privacy floor (fewer than 5 accounts): no figure, not a count.
const figure = z
  .number()
  .nullish()
  .transform((value) => (value === null || value === undefined || value < 0 ? null : value));
// Meta writes ids as strings: as JSON numbers, 17-digit ids would lose digits.
const id = z.string().min(1);

const storyInsightsValueSchema = z.looseObject({
  media_id: id,
  reach: figure,
  // `impressions` in Meta's published example; `views` replaced it in the other insights.
  views: figure,
  impressions: figure,
  replies: figure,
  taps_forward: figure,
  taps_back: figure,
  exits: figure,
});

const changeSchema = z.looseObject({ field: z.string(), value: z.unknown().optional() });
// Facebook Login's notifications carry `changes`; Meta's Instagram Login examples put one
// field and value on the entry itself. Both are read.
const entrySchema = z.looseObject({
  id,
  time: z.number(),
  changes: z.array(changeSchema).nullish(),
  field: z.string().nullish(),
  value: z.unknown().optional(),
});
const notificationSchema = z.looseObject({ object: z.literal("instagram"), entry: z.array(entrySchema) });
// Meta's examples show the notification inside a list; one notification is what is posted.
const bodySchema = z.union([notificationSchema, z.array(notificationSchema).min(1)]);

/** Meta's `time` is in seconds; a value in milliseconds (seen in some deliveries) is read as such. */
const instantOf = (time: number) => new Date(time > 1e12 ? time : time * 1000);

/**
 * The story notices of a notification (none when it carries other fields); null when the body is
 * not an Instagram notification or a `story_insights` value is unreadable.
 */
export function readStoryInsightsNotification(body: unknown): StoryInsightsNotice[] | null {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return null;
  const notices: StoryInsightsNotice[] = [];
  for (const notification of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) {
    for (const entry of notification.entry) {
      const changes = entry.changes ?? (entry.field ? [{ field: entry.field, value: entry.value }] : []);
      for (const change of changes) {
        if (change.field !== "story_insights") continue;
        const value = storyInsightsValueSchema.safeParse(change.value);
        if (!value.success) return null;
        const story = value.data;
        notices.push({
          accountId: entry.id,
          mediaId: story.media_id,
          sentAt: instantOf(entry.time),
          reach: story.reach,
          views: story.views ?? story.impressions,
          replies: story.replies,
          tapsForward: story.taps_forward,
          tapsBack: story.taps_back,
          exits: story.exits,
        });
      }
    }
  }
  return notices;
}

/** The webhooks of Meta apps signing with any of `secrets` (the Instagram app's and the Facebook app's). */
export function createMetaWebhooks(secrets: readonly string[]): InsightsWebhooks {
  const usable = secrets.filter((secret) => secret.length > 0);
  return {
    verifySignature: (rawBody, signature) => usable.some((secret) => verifyMetaSignature(rawBody, signature, secret)),
    readStoryInsights: readStoryInsightsNotification,
  };
}
