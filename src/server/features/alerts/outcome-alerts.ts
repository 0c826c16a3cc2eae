import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import type { OutcomeMeasured } from "../insights/outcomes.hooks";
import { accessReaches, readMembersAccountAccess } from "../team/workspace.service";
import { alertDigestJob } from "./alert-digest.job";
import { ensureDefaultRules, insertAlerts, listRules } from "./alerts.queries";

/**
 * A followed recommendation's outcome was measured (docs/decisions/050-recommendation-outcomes.md):
 * every member whose "Resultado de recomendação" rule is on, and who reaches the account, gets one
 * alert per outcome and horizon (its key), e-mailed in the next digest when the rule asks.
 */
export async function recordOutcomeAlerts(ctx: Pick<AppContext, "queue">, tx: Tx, event: OutcomeMeasured) {
  await ensureDefaultRules(tx, event.workspaceId);
  const access = await readMembersAccountAccess({ db: tx }, event.workspaceId);
  const rules = (await listRules(tx, event.workspaceId)).filter(
    (rule) =>
      rule.kind === "recommendation_outcome" &&
      rule.enabled &&
      (rule.socialProfileId === null || rule.socialProfileId === event.accountId) &&
      accessReaches(access, rule.userId, event.accountId),
  );
  const created = await insertAlerts(
    tx,
    rules.map((rule) => ({
      workspaceId: event.workspaceId,
      userId: rule.userId,
      ruleId: rule.id,
      socialProfileId: event.accountId,
      kind: "recommendation_outcome",
      eventKey: `recommendation_outcome:${event.outcomeId}:${event.horizon}`,
      title: `Resultado em ${event.horizon} dias de "${event.title}": ${event.verdictLabel}`,
      body: event.summary,
      email: rule.email,
    })),
  );
  for (const userId of new Set(created.filter((alert) => alert.email).map((alert) => alert.userId))) {
    await ctx.queue.send(alertDigestJob, { userId }, { tx });
  }
}
