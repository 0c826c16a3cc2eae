import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, max, min, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  accountInsightDays,
  accountInsightStatus,
  audienceSnapshots,
  postInsightDays,
  posts,
  stories,
  webhookEvents,
} from "../../db/schema/index";

// The owner's insights' tables (docs/decisions/044): written by the collection, the stories'
// reading and the webhook; read by period.

export type AccountInsightDayInsert = typeof accountInsightDays.$inferInsert;
export type PostInsightDayInsert = typeof postInsightDays.$inferInsert;
export type PostInsightDayRow = typeof postInsightDays.$inferSelect;
export type StoryInsert = typeof stories.$inferInsert;
export type StoryRow = typeof stories.$inferSelect;
export type InsightStatusRow = typeof accountInsightStatus.$inferSelect;
export type AudienceSnapshotRow = typeof audienceSnapshots.$inferSelect;

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
/** The figure just read, or (the network left it out this time) the one read before. */
const keepKnown = (column: string) => sql.raw(`coalesce(excluded."${column}", "account_insight_days"."${column}")`);

const dayFigureColumns = [
  "reach",
  "views",
  "accounts_engaged",
  "total_interactions",
  "profile_links_taps",
  "profile_views",
  "follows",
  "unfollows",
] as const;
const camel = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** An account's days as read: a day read again (a late figure) is updated, never doubled. */
export async function upsertAccountInsightDays(db: DbOrTx, rows: AccountInsightDayInsert[]) {
  if (rows.length === 0) return;
  await db
    .insert(accountInsightDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [accountInsightDays.socialProfileId, accountInsightDays.day],
      set: {
        ...Object.fromEntries(dayFigureColumns.map((column) => [camel(column), keepKnown(column)])),
        settled: excluded("settled"),
        readAt: excluded("read_at"),
      },
    });
}

const postFigureColumns = [
  "reach",
  "views",
  "saved",
  "shares",
  "total_interactions",
  "follows",
  "profile_visits",
  "avg_watch_time_seconds",
  "total_watch_time_seconds",
  "full_watch_rate",
] as const;

/** Posts' readings of a day: a reading with figures replaces the day's; one without never replaces figures. */
export async function upsertPostInsightDays(db: DbOrTx, rows: PostInsightDayInsert[]) {
  if (rows.length === 0) return;
  await db
    .insert(postInsightDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [postInsightDays.postId, postInsightDays.day],
      set: {
        ...Object.fromEntries(postFigureColumns.map((column) => [camel(column), excluded(column)])),
        unavailableReason: excluded("unavailable_reason"),
        readAt: excluded("read_at"),
      },
      setWhere: sql`excluded."unavailable_reason" is null or ${postInsightDays.unavailableReason} is not null`,
    });
}

/** The ids of the account's posts by media id. */
export function listPostIdsByMedia(db: DbOrTx, accountId: string, mediaIds: string[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: posts.id, mediaId: posts.mediaId })
    .from(posts)
    .where(and(eq(posts.socialProfileId, accountId), inArray(posts.mediaId, mediaIds)));
}

/** The last day each of these posts was read (with figures or not). */
export function listPostInsightLastDays(db: DbOrTx, accountId: string, mediaIds: string[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db
    .select({ mediaId: posts.mediaId, day: max(postInsightDays.day) })
    .from(postInsightDays)
    .innerJoin(posts, eq(posts.id, postInsightDays.postId))
    .where(and(eq(posts.socialProfileId, accountId), inArray(posts.mediaId, mediaIds)))
    .groupBy(posts.mediaId);
}

/** Where the account's insight days stand: the first and last day read, and the first still unsettled. */
export async function findInsightDaysState(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      firstDay: min(accountInsightDays.day),
      lastDay: max(accountInsightDays.day),
      firstUnsettled: sql<string | null>`min(${accountInsightDays.day}) filter (where not ${accountInsightDays.settled})`,
    })
    .from(accountInsightDays)
    .where(eq(accountInsightDays.socialProfileId, accountId));
  return { firstDay: row?.firstDay ?? null, lastDay: row?.lastDay ?? null, firstUnsettled: row?.firstUnsettled ?? null };
}

export function listAccountInsightDays(db: DbOrTx, accountId: string, from: string, to: string) {
  return db
    .select()
    .from(accountInsightDays)
    .where(
      and(eq(accountInsightDays.socialProfileId, accountId), gte(accountInsightDays.day, from), lte(accountInsightDays.day, to)),
    )
    .orderBy(asc(accountInsightDays.day));
}

type PostFigures = Pick<
  PostInsightDayRow,
  | "day"
  | "reach"
  | "views"
  | "saved"
  | "shares"
  | "totalInteractions"
  | "follows"
  | "profileVisits"
  | "avgWatchTimeSeconds"
  | "totalWatchTimeSeconds"
  | "fullWatchRate"
>;

/**
 * The posts published in [start, end) with what decides their insights as of the São Paulo day
 * `asOf` (decision 023's rule for likes): the last reading with figures on or before it, else the
 * first one after it, and the latest reading's reason when none has figures. Each is an index
 * lookup on post_insight_days' key.
 */
export function listPostInsightsAsOf(db: DbOrTx, accountId: string, start: Date, end: Date, asOf: string) {
  const figures = sql`json_build_object('day', pid.day, 'reach', pid.reach, 'views', pid.views, 'saved', pid.saved, 'shares', pid.shares,
    'totalInteractions', pid.total_interactions, 'follows', pid.follows, 'profileVisits', pid.profile_visits,
    'avgWatchTimeSeconds', pid.avg_watch_time_seconds, 'totalWatchTimeSeconds', pid.total_watch_time_seconds, 'fullWatchRate', pid.full_watch_rate)`;
  const reading = (when: "onOrBefore" | "firstAfter") =>
    sql<PostFigures | null>`(select ${figures} from ${postInsightDays} pid where pid.post_id = ${posts.id} and pid.unavailable_reason is null
      and ${when === "onOrBefore" ? sql`pid.day <= ${asOf} order by pid.day desc` : sql`pid.day > ${asOf} order by pid.day asc`} limit 1)`;
  return db
    .select({
      id: posts.id,
      onOrBefore: reading("onOrBefore"),
      firstAfter: reading("firstAfter"),
      latestReason: sql<
        PostInsightDayRow["unavailableReason"]
      >`(select pid.unavailable_reason from ${postInsightDays} pid where pid.post_id = ${posts.id} order by pid.day desc limit 1)`,
    })
    .from(posts)
    .where(and(eq(posts.socialProfileId, accountId), gte(posts.publishedAt, start), lt(posts.publishedAt, end)));
}

export async function upsertAudienceSnapshot(db: DbOrTx, row: typeof audienceSnapshots.$inferInsert) {
  await db
    .insert(audienceSnapshots)
    .values(row)
    .onConflictDoUpdate({
      target: [audienceSnapshots.socialProfileId, audienceSnapshots.day],
      set: {
        followers: excluded("followers"),
        engaged: excluded("engaged"),
        online: excluded("online"),
        capturedAt: excluded("captured_at"),
      },
    });
}

export async function findLatestAudienceDay(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ day: max(audienceSnapshots.day) })
    .from(audienceSnapshots)
    .where(eq(audienceSnapshots.socialProfileId, accountId));
  return row?.day ?? null;
}

/** The latest snapshot taken on or before `to` (and on or after `from`, when given). */
export async function findAudienceSnapshot(db: DbOrTx, accountId: string, to: string, from?: string) {
  const [row] = await db
    .select()
    .from(audienceSnapshots)
    .where(
      and(
        eq(audienceSnapshots.socialProfileId, accountId),
        lte(audienceSnapshots.day, to),
        from ? gte(audienceSnapshots.day, from) : undefined,
      ),
    )
    .orderBy(desc(audienceSnapshots.day))
    .limit(1);
  return row;
}

/**
 * Stories as read while live: media and figures refreshed by each reading, until the final
 * figures the webhook sends (`final_at`), which a later live reading never replaces. A reading
 * without figures keeps those read before.
 */
export async function upsertLiveStories(db: DbOrTx, rows: StoryInsert[]) {
  if (rows.length === 0) return;
  const notFinal = sql`${stories.finalAt} is null`;
  const figure = (column: string) =>
    sql`case when ${notFinal} and excluded."unavailable_reason" is null then ${excluded(column)} else ${sql.raw(`stories."${column}"`)} end`;
  await db
    .insert(stories)
    .values(rows)
    .onConflictDoUpdate({
      target: [stories.socialProfileId, stories.mediaId],
      set: {
        mediaType: excluded("media_type"),
        displayUrl: excluded("display_url"),
        permalink: excluded("permalink"),
        postedAt: excluded("posted_at"),
        expiresAt: excluded("expires_at"),
        day: excluded("day"),
        reach: figure("reach"),
        views: figure("views"),
        replies: figure("replies"),
        shares: figure("shares"),
        tapsForward: figure("taps_forward"),
        tapsBack: figure("taps_back"),
        exits: figure("exits"),
        swipesForward: figure("swipes_forward"),
        unavailableReason: sql`case when ${notFinal} and stories.reach is null and stories.views is null then excluded."unavailable_reason" else stories."unavailable_reason" end`,
        capturedAt: sql`greatest(${stories.capturedAt}, excluded."captured_at")`,
      },
    });
}

/** The accounts that captured a network's story (the webhook's first lookup: a story's media id is the network's). */
export function listStoryHolders(db: DbOrTx, platform: StoryRow["platform"], mediaId: string) {
  return db
    .select({
      socialProfileId: stories.socialProfileId,
      workspaceId: stories.workspaceId,
      postedAt: stories.postedAt,
      expiresAt: stories.expiresAt,
      day: stories.day,
    })
    .from(stories)
    .where(and(eq(stories.platform, platform), eq(stories.mediaId, mediaId)));
}

/** A story's final figures (the webhook's): kept unless a later notice already gave them. */
export async function saveFinalStoryFigures(db: DbOrTx, row: StoryInsert & { finalAt: Date }) {
  await db
    .insert(stories)
    .values(row)
    .onConflictDoUpdate({
      target: [stories.socialProfileId, stories.mediaId],
      set: {
        reach: excluded("reach"),
        views: excluded("views"),
        replies: excluded("replies"),
        tapsForward: excluded("taps_forward"),
        tapsBack: excluded("taps_back"),
        exits: excluded("exits"),
        unavailableReason: sql`null`,
        finalAt: excluded("final_at"),
      },
      setWhere: or(isNull(stories.finalAt), lt(stories.finalAt, sql`excluded."final_at"`)),
    });
}

export function listStoriesBetween(db: DbOrTx, accountId: string, from: string, to: string) {
  return db
    .select()
    .from(stories)
    .where(and(eq(stories.socialProfileId, accountId), gte(stories.day, from), lte(stories.day, to)))
    .orderBy(desc(stories.postedAt));
}

export async function findInsightStatus(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accountInsightStatus).where(eq(accountInsightStatus.socialProfileId, accountId));
  return row;
}

export async function upsertInsightStatus(db: DbOrTx, row: typeof accountInsightStatus.$inferInsert) {
  const { socialProfileId: _account, workspaceId: _workspace, ...values } = row;
  await db
    .insert(accountInsightStatus)
    .values(row)
    .onConflictDoUpdate({ target: accountInsightStatus.socialProfileId, set: values });
}

/** Deletes the readings older than `beforeDay` (docs/product/lifecycle.md: 3 years). */
export async function purgeInsightsBefore(db: DbOrTx, beforeDay: string) {
  const days = await db
    .delete(accountInsightDays)
    .where(lt(accountInsightDays.day, beforeDay))
    .returning({ day: accountInsightDays.day });
  const postReadings = await db
    .delete(postInsightDays)
    .where(lt(postInsightDays.day, beforeDay))
    .returning({ day: postInsightDays.day });
  const audiences = await db
    .delete(audienceSnapshots)
    .where(lt(audienceSnapshots.day, beforeDay))
    .returning({ day: audienceSnapshots.day });
  const old = await db.delete(stories).where(lt(stories.day, beforeDay)).returning({ id: stories.id });
  return {
    insightDays: days.length,
    postInsightDays: postReadings.length,
    audienceSnapshots: audiences.length,
    stories: old.length,
  };
}

/** Records a signed webhook delivery by its id; false when it was recorded before (a replay). */
export async function recordWebhookDelivery(db: DbOrTx, id: string, type: string) {
  const inserted = await db
    .insert(webhookEvents)
    .values({ id, provider: "meta", type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}
