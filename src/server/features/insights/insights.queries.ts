import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { contentAnalyses, llmUsage, recommendationStates } from "../../db/schema/index";

export function listRecommendationStates(db: DbOrTx, workspaceId: string, accountId: string) {
  return db
    .select({
      ruleId: recommendationStates.ruleId,
      status: recommendationStates.status,
      updatedAt: recommendationStates.updatedAt,
    })
    .from(recommendationStates)
    .where(and(eq(recommendationStates.workspaceId, workspaceId), eq(recommendationStates.socialProfileId, accountId)));
}

export async function upsertRecommendationState(
  db: DbOrTx,
  row: { workspaceId: string; accountId: string; ruleId: string; status: "dismissed" | "done"; now: Date },
) {
  await db
    .insert(recommendationStates)
    .values({
      workspaceId: row.workspaceId,
      socialProfileId: row.accountId,
      ruleId: row.ruleId,
      status: row.status,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: [recommendationStates.socialProfileId, recommendationStates.ruleId],
      set: { status: row.status, updatedAt: row.now },
    });
}

export async function deleteRecommendationState(db: DbOrTx, workspaceId: string, accountId: string, ruleId: string) {
  await db
    .delete(recommendationStates)
    .where(
      and(
        eq(recommendationStates.workspaceId, workspaceId),
        eq(recommendationStates.socialProfileId, accountId),
        eq(recommendationStates.ruleId, ruleId),
      ),
    );
}

export async function readContentAnalysis(db: DbOrTx, workspaceId: string, accountId: string, periodKey: string) {
  const [row] = await db
    .select()
    .from(contentAnalyses)
    .where(
      and(
        eq(contentAnalyses.workspaceId, workspaceId),
        eq(contentAnalyses.socialProfileId, accountId),
        eq(contentAnalyses.periodKey, periodKey),
      ),
    );
  return row;
}

export async function saveContentAnalysis(db: DbOrTx, row: typeof contentAnalyses.$inferInsert) {
  await db
    .insert(contentAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [contentAnalyses.socialProfileId, contentAnalyses.periodKey],
      set: { source: row.source, text: row.text, createdAt: row.createdAt },
    });
}

export async function readTokensSpent(db: DbOrTx, workspaceId: string, day: string) {
  const [row] = await db
    .select({ tokens: llmUsage.tokens })
    .from(llmUsage)
    .where(and(eq(llmUsage.workspaceId, workspaceId), eq(llmUsage.day, day)));
  return row?.tokens ?? 0;
}

export async function addTokensSpent(db: DbOrTx, workspaceId: string, day: string, tokens: number) {
  await db
    .insert(llmUsage)
    .values({ workspaceId, day, tokens })
    .onConflictDoUpdate({ target: [llmUsage.workspaceId, llmUsage.day], set: { tokens: sql`${llmUsage.tokens} + ${tokens}` } });
}
