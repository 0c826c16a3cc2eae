import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { businessGoals, profiles } from "../../db/schema/index";

export async function findProfile(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.workspaceId, workspaceId));
  return row;
}

/** Spec §7: upsert on user_id with the profile fields. */
export async function upsertProfile(db: DbOrTx, row: typeof profiles.$inferInsert) {
  const { workspaceId: _workspaceId, ...values } = row;
  await db
    .insert(profiles)
    .values(row)
    .onConflictDoUpdate({ target: profiles.workspaceId, set: { ...values, updatedAt: new Date() } });
}

export async function listGoals(db: DbOrTx, workspaceId: string) {
  const rows = await db.select({ goalType: businessGoals.goalType }).from(businessGoals).where(eq(businessGoals.workspaceId, workspaceId));
  return rows.map((row) => row.goalType);
}

/** Replaces the user's goals (delete + insert, in the caller's transaction). */
export async function replaceGoals(db: DbOrTx, workspaceId: string, goals: readonly string[]) {
  await db.delete(businessGoals).where(eq(businessGoals.workspaceId, workspaceId));
  if (goals.length > 0) await db.insert(businessGoals).values(goals.map((goalType) => ({ workspaceId, goalType })));
}
