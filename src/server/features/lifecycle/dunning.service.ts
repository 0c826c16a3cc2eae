import { deletionAfterOverdueDays, suspensionAfterOverdueDays } from "@core/legal/policy-terms";
import type { AppContext } from "../../context";
import { transactionRetried } from "../../db/transient-conflict";
import { refuseWhenSuspended } from "../../http/workspace-suspended";
import { findWorkspaceOwner } from "../team/workspace-owner";
import {
  deletionWarningMail,
  overdueDeletedMail,
  paymentReminderMail,
  queueLifecycleMail,
  restoredMail,
  suspensionMail,
} from "./lifecycle-mail";
import {
  endDunning,
  findDunning,
  findStandingSubscription,
  listDunningWorkspaceIds,
  lockDunning,
  startDunning,
  updateDunning,
} from "./lifecycle.queries";
import { deleteWorkspaceRows, endWorkspaceSubscriptions } from "./workspace-deletion";
import { findWorkspaceName } from "../team/team.queries";

// The overdue timeline (docs/product/lifecycle.md, docs/decisions/020), from day 0 (the
// first failed renewal): reminders on days 0, 3 and 6; suspended (read-only, no collection) from
// day 7; a warning 7 days before the deletion; the workspace's data deleted on day 30. A payment
// at any point ends it. Every step takes `now`, so tests and the development clock control time.

type Ctx = Pick<AppContext, "db" | "queue" | "env" | "log" | "payments">;

const dayMs = 86_400_000;
export const reminderDays = [0, 3, 6] as const;
export const deletionWarningDays = 7;
export { suspendedMessage } from "../../http/workspace-suspended";

export function overdueDays(overdueSince: Date, now: Date) {
  return Math.floor((now.getTime() - overdueSince.getTime()) / dayMs);
}

export function deletionDate(overdueSince: Date) {
  return new Date(overdueSince.getTime() + deletionAfterOverdueDays * dayMs);
}

/** Where the owner updates the payment: the provider's page for the workspace's customer. */
export async function paymentUpdateUrl(ctx: Ctx, workspaceId: string) {
  const subscription = await findStandingSubscription(ctx.db, workspaceId);
  const fallback = `${ctx.env.APP_URL}/admin/my-plan`;
  if (!subscription?.stripeCustomerId) return fallback;
  try {
    return await ctx.payments.paymentUpdateUrl(subscription.stripeCustomerId, fallback);
  } catch (error) {
    ctx.log.warn({ err: error, workspaceId }, "payment update page unavailable");
    return fallback;
  }
}

/**
 * After a provider event touched the workspace's subscription: its standing is re-read (the
 * provider's truth, so events in any order end in the same place). Past due starts the timeline
 * (and sends day 0's e-mail); active again ends it.
 */
export async function reconcileDunning(ctx: Ctx, workspaceId: string, now = new Date()) {
  const subscription = await findStandingSubscription(ctx.db, workspaceId);
  if (subscription?.status === "past_due") {
    if (await startDunning(ctx.db, workspaceId, now)) ctx.log.info({ workspaceId }, "payment overdue: dunning started");
    await advanceWorkspaceDunning(ctx, workspaceId, now);
    return "overdue" as const;
  }
  if (subscription && (subscription.status === "active" || subscription.status === "pending")) {
    const ended = await endDunning(ctx.db, workspaceId);
    if (ended) {
      ctx.log.info({ workspaceId }, "overdue payment made: workspace restored");
      const owner = await findWorkspaceOwner(ctx, workspaceId);
      if (owner)
        await queueLifecycleMail(
          ctx,
          owner.email,
          `restored:${workspaceId}:${ended.overdueSince.toISOString()}`,
          restoredMail(ctx, owner.name),
        );
    }
    return "in_good_standing" as const;
  }
  // No live subscription (ended by the provider after its retries): the timeline goes on.
  return "unchanged" as const;
}

/** One workspace's next step on the timeline, once each (the row is locked while it is taken). */
export async function advanceWorkspaceDunning(ctx: Ctx, workspaceId: string, now: Date) {
  const current = await findDunning(ctx.db, workspaceId);
  if (!current) return "none" as const;
  const days = overdueDays(current.overdueSince, now);
  const deleteOn = deletionDate(current.overdueSince);

  if (days >= deletionAfterOverdueDays) {
    const owner = await findWorkspaceOwner(ctx, workspaceId);
    const name = (await findWorkspaceName(ctx.db, workspaceId)) ?? "";
    await endWorkspaceSubscriptions(ctx, [workspaceId]);
    // The cascade crosses every table jobs write to: a deadlock with one of them is run again.
    const deleted = await transactionRetried(ctx.db, async (tx) => {
      if (!(await lockDunning(tx, workspaceId))) return false;
      await deleteWorkspaceRows(ctx, tx, [workspaceId], owner?.userId ?? null);
      if (owner)
        await queueLifecycleMail(ctx, owner.email, `overdue-deleted:${workspaceId}`, overdueDeletedMail(owner.name, name), tx);
      return true;
    });
    if (deleted) ctx.log.warn({ workspaceId }, "workspace deleted: payment overdue 30 days");
    return deleted ? ("deleted" as const) : ("none" as const);
  }

  const updateUrl = await paymentUpdateUrl(ctx, workspaceId);
  return ctx.db.transaction(async (tx) => {
    const row = await lockDunning(tx, workspaceId);
    if (!row) return "none" as const;
    const owner = await findWorkspaceOwner({ db: tx }, workspaceId);
    const key = `${workspaceId}:${row.overdueSince.toISOString()}`;
    let step: "reminder" | "suspended" | "warned" | "none" = "none";
    if (days >= suspensionAfterOverdueDays && !row.suspendedAt) {
      await updateDunning(tx, workspaceId, { suspendedAt: now });
      if (owner)
        await queueLifecycleMail(ctx, owner.email, `suspended:${key}`, suspensionMail(owner.name, deleteOn, updateUrl), tx);
      step = "suspended";
    } else if (days < suspensionAfterOverdueDays) {
      const due = [...reminderDays].reverse().find((day) => day <= days);
      if (due !== undefined && (row.lastReminderDay === null || due > row.lastReminderDay)) {
        await updateDunning(tx, workspaceId, { lastReminderDay: due });
        if (owner) {
          await queueLifecycleMail(
            ctx,
            owner.email,
            `reminder-${due}:${key}`,
            paymentReminderMail(ctx, owner.name, due, row.overdueSince, updateUrl),
            tx,
          );
        }
        step = "reminder";
      }
    }
    if (days >= deletionAfterOverdueDays - deletionWarningDays && !row.deletionWarnedAt) {
      await updateDunning(tx, workspaceId, { deletionWarnedAt: now });
      if (owner)
        await queueLifecycleMail(
          ctx,
          owner.email,
          `deletion-warning:${key}`,
          deletionWarningMail(owner.name, deleteOn, updateUrl),
          tx,
        );
      step = "warned";
    }
    return step;
  });
}

/** The daily job: every overdue workspace one step on. A failing one does not stop the others. */
export async function advanceDunning(ctx: Ctx, now = new Date()) {
  const outcomes: Record<string, string> = {};
  for (const { workspaceId } of await listDunningWorkspaceIds(ctx.db)) {
    try {
      outcomes[workspaceId] = await advanceWorkspaceDunning(ctx, workspaceId, now);
    } catch (error) {
      ctx.log.error({ err: error, workspaceId }, "dunning step failed; the next run tries again");
      outcomes[workspaceId] = "failed";
    }
  }
  return outcomes;
}

/** The banner's data: whether the workspace is overdue or suspended, and until when. */
export async function readStanding(ctx: Ctx, workspace: { id: string; role: string }, now = new Date()) {
  const row = await findDunning(ctx.db, workspace.id);
  if (!row) return { state: "ok" as const };
  return {
    state: row.suspendedAt ? ("suspended" as const) : ("past_due" as const),
    overdueDays: Math.max(0, overdueDays(row.overdueSince, now)),
    suspendsOn: new Date(row.overdueSince.getTime() + suspensionAfterOverdueDays * dayMs).toISOString(),
    deletesOn: deletionDate(row.overdueSince).toISOString(),
    canUpdatePayment: workspace.role === "owner",
  };
}

/** Refuses a change to a suspended workspace (read-only) with a pt-BR 403. */
export async function assertWritable(ctx: Pick<AppContext, "db">, workspaceId: string) {
  await refuseWhenSuspended(ctx.db, workspaceId);
}
