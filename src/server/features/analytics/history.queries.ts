import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  accountDays,
  accountInsightDays,
  accountInsightStatus,
  postDays,
  postInsightDays,
  posts,
  socialMediaProfiles,
  subscriptions,
  type PostRow,
} from "../../db/schema/index";
import type { LatestPostReading } from "./period-insights";

export type AccountDayInsert = typeof accountDays.$inferInsert;
export type PostInsert = typeof posts.$inferInsert;

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Days of an account (one per day in `rows`): a second collection the same day replaces the first. */
export async function upsertAccountDays(db: DbOrTx, rows: AccountDayInsert[]) {
  if (rows.length === 0) return;
  await db
    .insert(accountDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [accountDays.socialProfileId, accountDays.day],
      set: Object.fromEntries(
        ["followers", "following", "posts", "collected_at"].map((column) => [
          column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
          excluded(column),
        ]),
      ),
    });
}

// Rows per statement, well under PostgreSQL's 65,535 parameters.
const chunkRows = 2000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / chunkRows) }, (_, i) => rows.slice(i * chunkRows, (i + 1) * chunkRows));

/**
 * Inserts or refreshes posts by (account, media id); their latest metrics move only forward in
 * time (a backfilled older day never overwrites a newer collection). Returns id and date of each.
 */
export async function upsertPosts(db: DbOrTx, rows: PostInsert[]) {
  if (rows.length === 0) return [];
  const newer = sql`excluded."last_seen_at" >= ${posts.lastSeenAt}`;
  const pick = (column: string, current: unknown) => sql`case when ${newer} then ${excluded(column)} else ${current} end`;
  return db
    .insert(posts)
    .values(rows)
    .onConflictDoUpdate({
      target: [posts.socialProfileId, posts.mediaId],
      set: {
        caption: pick("caption", posts.caption),
        hashtags: pick("hashtags", posts.hashtags),
        mentions: pick("mentions", posts.mentions),
        permalink: pick("permalink", posts.permalink),
        thumbnailUrl: pick("thumbnail_url", posts.thumbnailUrl),
        likes: pick("likes", posts.likes),
        comments: pick("comments", posts.comments),
        views: pick("views", posts.views),
        shares: pick("shares", posts.shares),
        // Once known, kept: a later read that does not give it (a scraper) leaves it.
        duration: sql`coalesce(${excluded("duration")}, ${posts.duration})`,
        lastSeenAt: sql`greatest(${posts.lastSeenAt}, excluded."last_seen_at")`,
      },
    })
    .returning({ id: posts.id, mediaId: posts.mediaId, publishedAt: posts.publishedAt });
}

export async function upsertPostDays(db: DbOrTx, rows: (typeof postDays.$inferInsert)[]) {
  for (const chunk of chunks(rows)) await upsertPostDayChunk(db, chunk);
}

async function upsertPostDayChunk(db: DbOrTx, rows: (typeof postDays.$inferInsert)[]) {
  await db
    .insert(postDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [postDays.postId, postDays.day],
      set: { likes: excluded("likes"), comments: excluded("comments"), views: excluded("views"), shares: excluded("shares") },
    });
}

export function listAccountDays(db: DbOrTx, accountId: string, from: string, to: string) {
  return db
    .select({ day: accountDays.day, followers: accountDays.followers })
    .from(accountDays)
    .where(and(eq(accountDays.socialProfileId, accountId), gte(accountDays.day, from), lte(accountDays.day, to)))
    .orderBy(asc(accountDays.day));
}

/** The account's last day on or before `day`. */
export async function findAccountDayOnOrBefore(db: DbOrTx, accountId: string, day: string) {
  const [row] = await db
    .select({ day: accountDays.day, followers: accountDays.followers })
    .from(accountDays)
    .where(and(eq(accountDays.socialProfileId, accountId), lte(accountDays.day, day)))
    .orderBy(desc(accountDays.day))
    .limit(1);
  return row;
}

/** The account's day rows collected at or after `since`, oldest first: its follower history. */
export function listFollowerDaysSince(db: DbOrTx, accountId: string, since: Date) {
  return db
    .select({ followers: accountDays.followers, collectedAt: accountDays.collectedAt })
    .from(accountDays)
    .where(and(eq(accountDays.socialProfileId, accountId), gte(accountDays.collectedAt, since)))
    .orderBy(asc(accountDays.collectedAt));
}

export async function findFirstDay(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ day: accountDays.day })
    .from(accountDays)
    .where(eq(accountDays.socialProfileId, accountId))
    .orderBy(asc(accountDays.day))
    .limit(1);
  return row?.day ?? null;
}

/** Days already written for an account (the demo backfill writes only the missing ones). */
export async function countAccountDays(db: DbOrTx, accountId: string) {
  const [row] = await db.select({ n: count() }).from(accountDays).where(eq(accountDays.socialProfileId, accountId));
  return row?.n ?? 0;
}

/**
 * Posts published in [start, end), with what decides their metrics as of the São Paulo day
 * `asOf` (src/core/analytics/period-figures.ts metricsAsOf): the last daily snapshot on or before
 * it, the first one after it, and the latest collected metrics. Each snapshot is an index lookup
 * on post_days' key.
 */
export function listPostsPublishedBetween(db: DbOrTx, accountId: string, start: Date, end: Date, asOf: string) {
  const snapshot = (when: "onOrBefore" | "firstAfter") =>
    sql<{
      likes: number;
      comments: number;
      views: number | null;
      shares: number | null;
    } | null>`(select json_build_object('likes', pd.likes, 'comments', pd.comments, 'views', pd.views, 'shares', pd.shares)
      from ${postDays} pd where pd.post_id = ${posts.id} and ${when === "onOrBefore" ? sql`pd.day <= ${asOf} order by pd.day desc` : sql`pd.day > ${asOf} order by pd.day asc`} limit 1)`;
  return db
    .select({
      id: posts.id,
      type: posts.type,
      caption: posts.caption,
      permalink: posts.permalink,
      thumbnailUrl: posts.thumbnailUrl,
      publishedAt: posts.publishedAt,
      likes: posts.likes,
      comments: posts.comments,
      views: posts.views,
      shares: posts.shares,
      duration: posts.duration,
      onOrBefore: snapshot("onOrBefore"),
      firstAfter: snapshot("firstAfter"),
    })
    .from(posts)
    .where(and(eq(posts.socialProfileId, accountId), gte(posts.publishedAt, start), lt(posts.publishedAt, end)))
    .orderBy(desc(posts.publishedAt));
}

/**
 * Active tracked profiles (own accounts and competitors) of workspaces with an active or pending
 * plan: the daily collection's list.
 */
export function listAccountsToCollect(db: DbOrTx) {
  return db
    .selectDistinct({ id: socialMediaProfiles.id, workspaceId: socialMediaProfiles.workspaceId, kind: socialMediaProfiles.kind })
    .from(socialMediaProfiles)
    .innerJoin(subscriptions, eq(subscriptions.workspaceId, socialMediaProfiles.workspaceId))
    .where(
      and(
        eq(socialMediaProfiles.isActive, true),
        // A past-due plan is still collected until the workspace is suspended (docs/decisions/020).
        inArray(subscriptions.status, ["active", "pending", "past_due"]),
        sql`not exists (select 1 from workspace_dunning d where d.workspace_id = ${socialMediaProfiles.workspaceId} and d.suspended_at is not null)`,
      ),
    )
    .orderBy(asc(socialMediaProfiles.id));
}

/**
 * The accounts whose live stories the 4-hourly reading reads (docs/decisions/044): active own
 * accounts connected through the network's login, of workspaces the daily collection collects,
 * except those whose network was found to have no stories.
 */
export function listAccountsForStories(db: DbOrTx) {
  return db
    .selectDistinct({
      id: socialMediaProfiles.id,
      workspaceId: socialMediaProfiles.workspaceId,
      platform: socialMediaProfiles.platform,
    })
    .from(socialMediaProfiles)
    .innerJoin(subscriptions, eq(subscriptions.workspaceId, socialMediaProfiles.workspaceId))
    .leftJoin(accountInsightStatus, eq(accountInsightStatus.socialProfileId, socialMediaProfiles.id))
    .where(
      and(
        eq(socialMediaProfiles.isActive, true),
        eq(socialMediaProfiles.kind, "own"),
        inArray(socialMediaProfiles.connectionType, ["oauth", "facebook"]),
        inArray(subscriptions.status, ["active", "pending", "past_due"]),
        sql`not exists (select 1 from workspace_dunning d where d.workspace_id = ${socialMediaProfiles.workspaceId} and d.suspended_at is not null)`,
        sql`${accountInsightStatus.storiesReason} is distinct from 'not_supported'`,
      ),
    )
    .orderBy(asc(socialMediaProfiles.id));
}

/** Deletes what is older than `beforeDay` (docs/product/lifecycle.md: collected data is kept 3 years). */
export async function purgeHistoryBefore(db: DbOrTx, beforeDay: string, beforeInstant: Date) {
  const days = await db.delete(accountDays).where(lt(accountDays.day, beforeDay)).returning({ day: accountDays.day });
  const snapshots = await db.delete(postDays).where(lt(postDays.day, beforeDay)).returning({ day: postDays.day });
  const old = await db.delete(posts).where(lt(posts.publishedAt, beforeInstant)).returning({ id: posts.id });
  return { accountDays: days.length, postDays: snapshots.length, posts: old.length };
}

/**
 * Every figure of an account's collected days in [from, to] (São Paulo days), oldest first, with
 * the owner's insights of the same day where they were read (docs/decisions/044): the export's
 * daily sheet and the public API's metrics.
 */
export function listAccountDayMetrics(db: DbOrTx, accountId: string, from: string, to: string) {
  return db
    .select({
      day: accountDays.day,
      followers: accountDays.followers,
      following: accountDays.following,
      posts: accountDays.posts,
      reach: accountInsightDays.reach,
      views: accountInsightDays.views,
      accountsEngaged: accountInsightDays.accountsEngaged,
      totalInteractions: accountInsightDays.totalInteractions,
      profileLinksTaps: accountInsightDays.profileLinksTaps,
      follows: accountInsightDays.follows,
      unfollows: accountInsightDays.unfollows,
    })
    .from(accountDays)
    .leftJoin(
      accountInsightDays,
      and(eq(accountInsightDays.socialProfileId, accountDays.socialProfileId), eq(accountInsightDays.day, accountDays.day)),
    )
    .where(and(eq(accountDays.socialProfileId, accountId), gte(accountDays.day, from), lte(accountDays.day, to)))
    .orderBy(asc(accountDays.day));
}

/**
 * A position in an account's posts ordered by (published_at, id): published_at in whole
 * microseconds since 1970 (PostgreSQL's precision, exactly), as a decimal string.
 */
export type PostPosition = { publishedAtMicros: string; id: string };

/**
 * One page of an account's posts by (published_at, id), after `after` (keyset: a post inserted
 * meanwhile never shifts the next page), with their latest metrics. Reads `limit + 1` rows so
 * the caller knows whether another page follows.
 */
type PostsPageOptions = {
  order: "asc" | "desc";
  limit: number;
  after?: PostPosition;
  type?: PostRow["type"];
  start?: Date;
  end?: Date;
};

function buildPostsPage(
  db: DbOrTx,
  shape: { order: "asc" | "desc"; after: boolean; type: boolean; start: boolean; end: boolean },
) {
  const placeholder = sql.placeholder;
  const position = shape.after
    ? sql`(timestamptz 'epoch' + (${placeholder("afterMicros")}::text || ' microseconds')::interval, ${placeholder("afterId")}::uuid)`
    : undefined;
  const keyset = position
    ? shape.order === "desc"
      ? sql`(${posts.publishedAt}, ${posts.id}) < ${position}`
      : sql`(${posts.publishedAt}, ${posts.id}) > ${position}`
    : undefined;
  const direction = shape.order === "desc" ? desc : asc;
  return db
    .select({
      id: posts.id,
      platform: posts.platform,
      mediaId: posts.mediaId,
      type: posts.type,
      caption: posts.caption,
      hashtags: posts.hashtags,
      mentions: posts.mentions,
      permalink: posts.permalink,
      thumbnailUrl: posts.thumbnailUrl,
      publishedAt: posts.publishedAt,
      // The exact stored instant, which the next page's cursor carries.
      positionMicros: sql<string>`(extract(epoch from ${posts.publishedAt}) * 1000000)::bigint::text`,
      likes: posts.likes,
      comments: posts.comments,
      views: posts.views,
      shares: posts.shares,
      lastSeenAt: posts.lastSeenAt,
      // The post's latest insights reading, one with figures first (docs/decisions/044): in the same round trip.
      latestInsights: sql<LatestPostReading>`(select json_build_object('day', pid.day, 'reach', pid.reach, 'views', pid.views, 'saved', pid.saved,
        'shares', pid.shares, 'totalInteractions', pid.total_interactions, 'follows', pid.follows, 'profileVisits', pid.profile_visits,
        'avgWatchTimeSeconds', pid.avg_watch_time_seconds, 'totalWatchTimeSeconds', pid.total_watch_time_seconds,
        'fullWatchRate', pid.full_watch_rate, 'unavailableReason', pid.unavailable_reason)
        from ${postInsightDays} pid where pid.post_id = ${posts.id} order by pid.unavailable_reason is null desc, pid.day desc limit 1)`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.socialProfileId, placeholder("accountId")),
        eq(posts.workspaceId, placeholder("workspaceId")),
        shape.type ? eq(posts.type, placeholder("type")) : undefined,
        shape.start ? gte(posts.publishedAt, placeholder("start")) : undefined,
        shape.end ? lt(posts.publishedAt, placeholder("end")) : undefined,
        keyset,
      ),
    )
    .orderBy(direction(posts.publishedAt), direction(posts.id))
    .limit(placeholder("limit"));
}

// The public API's hot query, prepared once per database and shape (order, which filters):
// drizzle builds its SQL once and PostgreSQL parses and plans it once per connection
// (docs/decisions/019, "Performance"). Inside a transaction it is built each time.
const preparedPostsPages = new WeakMap<object, Map<string, ReturnType<ReturnType<typeof buildPostsPage>["prepare"]>>>();

/**
 * One page of an account's posts by (published_at, id), after `after` (keyset: a post inserted
 * meanwhile never shifts the next page), with their latest metrics. Reads `limit + 1` rows so
 * the caller knows whether another page follows.
 */
export function listPostsPage(db: DbOrTx, workspaceId: string, accountId: string, options: PostsPageOptions) {
  const shape = {
    order: options.order,
    after: !!options.after,
    type: !!options.type,
    start: !!options.start,
    end: !!options.end,
  };
  const values = {
    workspaceId,
    accountId,
    limit: options.limit + 1,
    afterMicros: options.after?.publishedAtMicros,
    afterId: options.after?.id,
    type: options.type,
    start: options.start,
    end: options.end,
  };
  if ("rollback" in db) return buildPostsPage(db, shape).execute(values);
  let statements = preparedPostsPages.get(db);
  if (!statements) preparedPostsPages.set(db, (statements = new Map()));
  const name = `inteligram_posts_page_${shape.order}${shape.after ? "_after" : ""}${shape.type ? "_type" : ""}${shape.start ? "_start" : ""}${shape.end ? "_end" : ""}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = buildPostsPage(db, shape).prepare(name)));
  return statement.execute(values);
}
