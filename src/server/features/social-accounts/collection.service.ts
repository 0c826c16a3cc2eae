import { getPlan } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { accountNotFoundMessage } from "./accounts.service";
import { collectMessage } from "./collect.message";
import type { JobView } from "../../jobs/queue";
import { findAccount, findTrackedProfile, findOpenRun, findRun, insertRun, updateRun, type RunRow } from "./accounts.queries";

type Ctx = Pick<AppContext, "db" | "queue">;

const abandonedAfterMs = 15 * 60 * 1000;
const abandonedMessage = "A coleta não terminou a tempo. Uma nova coleta foi iniciada.";

/**
 * The run as the person should see it. An open run whose job is waiting for a retry, runs again
 * after an interrupted attempt, or sits with a worker that stopped answering is "resuming".
 */
export function toRunView(run: RunRow, job?: JobView | null) {
  const open = run.status === "queued" || run.status === "running";
  // A run deferred by a network's limit waits for its time (resume_at), then goes on where it stopped.
  const resuming =
    open &&
    (!!run.resumeAt || (!!job && (job.state === "retry" || job.orphaned || (job.state === "active" && job.retryCount > 0))));
  return {
    id: run.id,
    accountId: run.socialProfileId,
    status: resuming ? ("resuming" as const) : run.status,
    errorCode: run.errorCode,
    errorMessage: run.errorMessage,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** Queue priorities (pg-boss: higher first): a person's "Coletar dados" and a new account's first collection go ahead of the day's schedule. */
export const collectionPriority = { requested: 10, scheduled: 0 } as const;

/**
 * Queues one collection for the account and returns its run; while one is queued or running,
 * that one is returned instead (no duplicates).
 */
export async function startCollection(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  options: { includeCompetitors?: boolean; priority?: number } = {},
) {
  // The daily collection reads competitors too (docs/decisions/022); the API's button, own accounts.
  const account = await (options.includeCompetitors ? findTrackedProfile : findAccount)(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  await requirePlan(ctx, workspaceId);
  const open = await findOpenRun(ctx.db, account.id);
  // A run deferred by a network's limit (collect.job.ts) is waiting, not abandoned, until its time has long passed.
  const waitingSince = Math.max(open?.createdAt.getTime() ?? 0, open?.resumeAt?.getTime() ?? 0);
  if (open && Date.now() - waitingSince < abandonedAfterMs) return toRunView(open);
  // A run open for that long lost its job (e.g. retries ran out while a worker was down).
  if (open)
    await updateRun(ctx.db, open.id, {
      status: "failed",
      errorCode: "abandoned",
      errorMessage: abandonedMessage,
      finishedAt: new Date(),
    });
  try {
    const run = await ctx.db.transaction(async (tx) => {
      const created = await insertRun(tx, {
        workspaceId,
        socialProfileId: account.id,
        platform: account.platform,
        status: "queued",
      });
      // The job's id is the run's, so reading the run can tell how its job is doing.
      const priority = options.priority ?? collectionPriority.requested;
      await ctx.queue.send(collectMessage, { runId: created.id, workspaceId, priority }, { tx, id: created.id, priority });
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

export async function readRun(ctx: Pick<AppContext, "db" | "queue">, workspaceId: string, runId: string) {
  const run = await findRun(ctx.db, runId, workspaceId);
  if (!run) throw new AppError("NOT_FOUND", "Coleta não encontrada.");
  const open = run.status === "queued" || run.status === "running";
  return toRunView(run, open ? await ctx.queue.describeJob(collectMessage, run.id) : null);
}

export function postsLimitFor(planId: Parameters<typeof getPlan>[0]) {
  return getPlan(planId).limits.postsPerCollection;
}
