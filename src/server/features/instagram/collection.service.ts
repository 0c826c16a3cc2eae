import { getPlan } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { accountNotFoundMessage } from "./accounts.service";
import { collectJob } from "./collect.job";
import { findAccount, findOpenRun, findRun, insertRun, updateRun, type RunRow } from "./instagram.queries";

type Ctx = Pick<AppContext, "db" | "queue">;

const abandonedAfterMs = 15 * 60 * 1000;
const abandonedMessage = "A coleta não terminou a tempo. Uma nova coleta foi iniciada.";

export function toRunView(run: RunRow) {
  return {
    id: run.id,
    accountId: run.socialProfileId,
    status: run.status,
    errorCode: run.errorCode,
    errorMessage: run.errorMessage,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Queues one collection for the account and returns its run; while one is queued or running,
 * that one is returned instead (no duplicates).
 */
export async function startCollection(ctx: Ctx, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  await requirePlan(ctx, workspaceId);
  const open = await findOpenRun(ctx.db, account.id);
  if (open && Date.now() - open.createdAt.getTime() < abandonedAfterMs) return toRunView(open);
  // A run open for that long lost its job (e.g. retries ran out while a worker was down).
  if (open) await updateRun(ctx.db, open.id, { status: "failed", errorCode: "abandoned", errorMessage: abandonedMessage, finishedAt: new Date() });
  try {
    const run = await ctx.db.transaction(async (tx) => {
      const created = await insertRun(tx, { workspaceId, socialProfileId: account.id, status: "queued" });
      await ctx.queue.send(collectJob, { runId: created.id }, { tx });
      return created;
    });
    return toRunView(run);
  } catch (error) {
    // Another request queued one at the same moment (unique open run per account).
    const concurrent = await findOpenRun(ctx.db, account.id);
    if (concurrent) return toRunView(concurrent);
    throw error;
  }
}

export async function readRun(ctx: Pick<AppContext, "db">, workspaceId: string, runId: string) {
  const run = await findRun(ctx.db, runId, workspaceId);
  if (!run) throw new AppError("NOT_FOUND", "Coleta não encontrada.");
  return toRunView(run);
}

export function postsLimitFor(planId: Parameters<typeof getPlan>[0]) {
  return getPlan(planId).limits.postsPerCollection;
}
