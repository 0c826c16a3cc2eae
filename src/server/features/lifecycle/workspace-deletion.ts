import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { deleteRateLimitsOf } from "../../db/rate-limit";
import { tellMembersOfDeletedWorkspaces } from "../team/team.service";
import { deleteWorkspaces, listChargeableSubscriptions, listProviderCustomerIds } from "./lifecycle.queries";

type Ctx = Pick<AppContext, "db" | "payments" | "log">;
type JobsCtx = Pick<AppContext, "queue" | "db" | "env">;

/**
 * Before a workspace's rows go: its subscriptions end now at the provider (no further charge)
 * and the provider forgets its customers, so a failure here (provider down) leaves everything
 * untouched and the caller answers or retries.
 * Instagram tokens need no call: Instagram Login has no revocation endpoint (a token is only
 * useful with our app secret, and it goes with the rows); Meta's own data-deletion callback is
 * the other way round.
 */
export async function endWorkspaceSubscriptions(ctx: Ctx, workspaceIds: string[]) {
  for (const workspaceId of workspaceIds) {
    for (const { providerId } of await listChargeableSubscriptions(ctx.db, workspaceId)) {
      if (!providerId) continue;
      await ctx.payments.cancelNow(providerId);
      ctx.log.info({ workspaceId, providerSubscriptionId: providerId }, "subscription ended at the provider: workspace deleted");
    }
    // The provider forgets the customer too (its e-mail, cards, balance): nothing names the person there.
    await ctx.payments.deleteCustomers(workspaceId, await listProviderCustomerIds(ctx.db, workspaceId));
  }
}

/**
 * Every row a workspace owns goes with it: each owned table references it ON DELETE CASCADE. Its
 * jobs, queued or finished, go too: each names the workspace in its payload (decision 020). Its
 * members are told (e-mail and a notice on their next page), but `toldOtherwise`, who deleted it
 * or whose own e-mail says so.
 */
export async function deleteWorkspaceRows(ctx: JobsCtx, tx: Tx, workspaceIds: string[], toldOtherwise: string | null) {
  await tellMembersOfDeletedWorkspaces(ctx, tx, workspaceIds, toldOtherwise);
  await ctx.queue.deleteJobsOf(tx, { workspaceIds });
  await deleteRateLimitsOf(tx, workspaceIds);
  return deleteWorkspaces(tx, workspaceIds);
}
