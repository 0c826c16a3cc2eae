import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { accountDays, postDays, posts, socialMediaProfiles, subscriptions } from "../../db/schema/index";

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
        ["followers", "following", "posts", "reach", "views", "accounts_engaged", "total_interactions", "clicks", "online_followers", "audience", "collected_at"].map(
          (column) => [column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()), excluded(column)],
        ),
      ),
    });
}

// Rows per statement, well under PostgreSQL's 65,535 parameters.
const chunkRows = 2000;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / chunkRows) }, (_, i) => rows.slice(i * chunkRows, (i + 1) * chunkRows));

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
      set: { likes: excluded("likes"), comments: excluded("comments"), views: excluded("views"), reach: excluded("reach"), saved: excluded("saved"), shares: excluded("shares") },
    });
}

export function listAccountDays(db: DbOrTx, accountId: string, from: string, to: string) {
  return db
    .select({ day: accountDays.day, followers: accountDays.followers, reach: accountDays.reach, accountsEngaged: accountDays.accountsEngaged, totalInteractions: accountDays.totalInteractions })
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
 * Posts published in [start, end), with their metrics as of the São Paulo day `asOf`: the last
 * daily snapshot on or before it, else (a post past its first 30 days) the latest collected.
 */
export function listPostsPublishedBetween(db: DbOrTx, accountId: string, start: Date, end: Date, asOf: string) {
  // The post's last snapshot on or before `asOf` (an index lookup on post_days' key).
  const snapshot = (column: "likes" | "comments" | "views") =>
    sql`(select pd.${sql.identifier(column)} from ${postDays} pd where pd.post_id = ${posts.id} and pd.day <= ${asOf} order by pd.day desc limit 1)`;
  const hasSnapshot = sql`exists (select 1 from ${postDays} pd where pd.post_id = ${posts.id} and pd.day <= ${asOf})`;
  return db
    .select({
      id: posts.id,
      type: posts.type,
      caption: posts.caption,
      permalink: posts.permalink,
      thumbnailUrl: posts.thumbnailUrl,
      publishedAt: posts.publishedAt,
      likes: sql<number>`coalesce(${snapshot("likes")}, ${posts.likes})`.mapWith(Number),
      comments: sql<number>`coalesce(${snapshot("comments")}, ${posts.comments})`.mapWith(Number),
      views: sql<number | null>`case when ${hasSnapshot} then ${snapshot("views")} else ${posts.views} end`,
    })
    .from(posts)
    .where(and(eq(posts.socialProfileId, accountId), gte(posts.publishedAt, start), lt(posts.publishedAt, end)))
    .orderBy(desc(posts.publishedAt));
}

/** Active accounts of workspaces with an active or pending plan: the daily collection's list. */
export function listAccountsToCollect(db: DbOrTx) {
  return db
    .selectDistinct({ id: socialMediaProfiles.id, workspaceId: socialMediaProfiles.workspaceId })
    .from(socialMediaProfiles)
    .innerJoin(subscriptions, eq(subscriptions.workspaceId, socialMediaProfiles.workspaceId))
    .where(and(eq(socialMediaProfiles.isActive, true), inArray(subscriptions.status, ["active", "pending"])))
    .orderBy(asc(socialMediaProfiles.id));
}

/** Deletes what is older than `beforeDay` (DECISIONS.md: collected data is kept 3 years). */
export async function purgeHistoryBefore(db: DbOrTx, beforeDay: string, beforeInstant: Date) {
  const days = await db.delete(accountDays).where(lt(accountDays.day, beforeDay)).returning({ day: accountDays.day });
  const snapshots = await db.delete(postDays).where(lt(postDays.day, beforeDay)).returning({ day: postDays.day });
  const old = await db.delete(posts).where(lt(posts.publishedAt, beforeInstant)).returning({ id: posts.id });
  return { accountDays: days.length, postDays: snapshots.length, posts: old.length };
}
