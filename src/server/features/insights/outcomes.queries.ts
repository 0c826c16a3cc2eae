import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { postDays, posts, recommendationOutcomes, type StoredOutcomeResult } from "../../db/schema/index";

export type OutcomeRow = typeof recommendationOutcomes.$inferSelect;

/**
 * The baseline of a recommendation marked done; nothing when the account and rule already have
 * an open one (marked done twice keeps the first baseline: the partial unique key decides, so
 * two requests at once insert one). True when this call inserted it.
 */
export async function insertOutcomeIfNone(db: DbOrTx, row: typeof recommendationOutcomes.$inferInsert) {
  const inserted = await db
    .insert(recommendationOutcomes)
    .values(row)
    .onConflictDoNothing({
      target: [recommendationOutcomes.socialProfileId, recommendationOutcomes.ruleId],
      where: sql`${recommendationOutcomes.result30} is null`,
    })
    .returning({ id: recommendationOutcomes.id });
  return inserted.length > 0;
}

/** Undoing "done": the outcome still waiting for its 30-day result goes; a finished one stays. */
export async function deleteOpenOutcome(db: DbOrTx, workspaceId: string, accountId: string, ruleId: string) {
  await db
    .delete(recommendationOutcomes)
    .where(
      and(
        eq(recommendationOutcomes.workspaceId, workspaceId),
        eq(recommendationOutcomes.socialProfileId, accountId),
        eq(recommendationOutcomes.ruleId, ruleId),
        isNull(recommendationOutcomes.result30),
      ),
    );
}

/** The account's outcomes, newest first. */
export function listAccountOutcomes(db: DbOrTx, workspaceId: string, accountId: string) {
  return db
    .select()
    .from(recommendationOutcomes)
    .where(and(eq(recommendationOutcomes.workspaceId, workspaceId), eq(recommendationOutcomes.socialProfileId, accountId)))
    .orderBy(desc(recommendationOutcomes.doneAt), desc(recommendationOutcomes.id));
}

/** Outcomes with a horizon due on or before `now` and not measured yet (every workspace: the job's list). */
export function listDueOutcomes(db: DbOrTx, now: Date, accountId?: string) {
  const due14 = new Date(now.getTime() - 14 * 86_400_000);
  const due30 = new Date(now.getTime() - 30 * 86_400_000);
  return db
    .select()
    .from(recommendationOutcomes)
    .where(
      and(
        isNull(recommendationOutcomes.result30),
        accountId ? eq(recommendationOutcomes.socialProfileId, accountId) : undefined,
        or(
          and(isNull(recommendationOutcomes.result14), lte(recommendationOutcomes.doneAt, due14)),
          lte(recommendationOutcomes.doneAt, due30),
        ),
      ),
    )
    .orderBy(recommendationOutcomes.doneAt);
}

/**
 * Saves one horizon's result only if it is still missing: a retried or doubled job writes it
 * once. True when this call wrote it.
 */
export async function saveOutcomeResult(db: DbOrTx, id: string, result: StoredOutcomeResult) {
  const column = result.horizon === 14 ? recommendationOutcomes.result14 : recommendationOutcomes.result30;
  const saved = await db
    .update(recommendationOutcomes)
    .set(result.horizon === 14 ? { result14: result } : { result30: result, verdict30: result.verdict })
    .where(and(eq(recommendationOutcomes.id, id), isNull(column)))
    .returning({ id: recommendationOutcomes.id });
  return saved.length > 0;
}

/**
 * Per rule, across every workspace, how many 30-day outcomes were told and how many worked:
 * counts only, no workspace's figures ("Ainda não dá para saber" is not counted).
 */
export function countRuleOutcomes(db: DbOrTx) {
  return db
    .select({
      ruleId: recommendationOutcomes.ruleId,
      worked: sql<number>`count(*) filter (where ${recommendationOutcomes.verdict30} = 'worked')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(recommendationOutcomes)
    .where(sql`${recommendationOutcomes.verdict30} in ('worked', 'no_clear_effect', 'worse')`)
    .groupBy(recommendationOutcomes.ruleId);
}

// Development only (the sandbox route that ages an account's outcomes).

/** Moves the account's open outcomes `days` back in time; returns them as they are now. */
export function moveOpenOutcomesBack(db: DbOrTx, workspaceId: string, accountId: string, days: number) {
  return db
    .update(recommendationOutcomes)
    .set({ doneAt: sql`${recommendationOutcomes.doneAt} - (${days}::int * interval '1 day')`, result14: null })
    .where(
      and(
        eq(recommendationOutcomes.workspaceId, workspaceId),
        eq(recommendationOutcomes.socialProfileId, accountId),
        isNull(recommendationOutcomes.result30),
      ),
    )
    .returning();
}

export function saveBaseline(
  db: DbOrTx,
  id: string,
  values: Pick<OutcomeRow, "figure" | "baseline" | "changeKind" | "changeTarget" | "changeBefore">,
) {
  return db.update(recommendationOutcomes).set(values).where(eq(recommendationOutcomes.id, id));
}

/** The account's posts published from `since` on, with what the demo's response may change. */
export function listPostsSince(db: DbOrTx, accountId: string, since: Date) {
  return db
    .select({ id: posts.id, mediaId: posts.mediaId, type: posts.type, caption: posts.caption, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.socialProfileId, accountId), sql`${posts.publishedAt} >= ${since}`));
}

/** Scales a post's interactions (latest and every day row) and may change its format, time or caption. */
export async function reshapePost(
  db: DbOrTx,
  postId: string,
  change: { factor: number; type?: "image" | "sidecar" | "video" | "clips"; publishedAt?: Date; caption?: string },
) {
  await db
    .update(posts)
    .set({
      likes: sql`round(${posts.likes} * ${change.factor}::double precision)::int`,
      comments: sql`round(${posts.comments} * ${change.factor}::double precision)::int`,
      ...(change.type ? { type: change.type } : {}),
      ...(change.publishedAt ? { publishedAt: change.publishedAt } : {}),
      ...(change.caption !== undefined ? { caption: change.caption } : {}),
    })
    .where(eq(posts.id, postId));
  await db
    .update(postDays)
    .set({
      likes: sql`round(${postDays.likes} * ${change.factor}::double precision)::int`,
      comments: sql`round(${postDays.comments} * ${change.factor}::double precision)::int`,
    })
    .where(eq(postDays.postId, postId));
}
