import { addDaysTo, startOfSaoPauloDay, type PeriodPreset } from "@core/analytics/period";
import { summarizeNetworks, type NetworkOverview } from "@core/social/network-overview";
import type { AppContext } from "../../context";
import { periodOf } from "../analytics/history.service";
import { requirePlan } from "../billing/billing.service";
import { listAccountPeriodTotals } from "./dashboard.queries";

/**
 * GET /api/dashboard/overview, "Visão geral" (decision 029): the workspace's networks side by side in
 * a period: followers at its end, interactions and posts of the posts published in it, as of its
 * last day (the period section's rule), each network's interactions by its own definition.
 */
export async function readNetworkOverview(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
  query: { preset: PeriodPreset; from?: string; to?: string },
  now = new Date(),
): Promise<NetworkOverview> {
  const { period } = periodOf(query, now);
  await requirePlan(ctx, workspaceId);
  const rows = await listAccountPeriodTotals(
    ctx.db,
    workspaceId,
    startOfSaoPauloDay(period.from),
    startOfSaoPauloDay(addDaysTo(period.to, 1)),
    period.to,
  );
  return { period, networks: summarizeNetworks(rows) };
}
