import { describeCompetitorsOverLimit } from "../competitors/addon";
import { getPlan, type PlanId } from "../plans/catalogue";
import { PLATFORMS, platformLabels, type Platform } from "../social/platform-names";

/**
 * What a workspace uses that a plan limits: connected accounts on each network (the limit is per
 * network, src/core/plans/catalogue.ts), seats (members and pending invitations), competitors.
 */
export type PlanUsage = {
  accountsPerNetwork: Readonly<Partial<Record<Platform, number>>>;
  seats: number;
  competitors: number;
};

export type PlanChangeRefusal = { message: string; reason?: "COMPETITOR_LIMIT" };

/**
 * Why a workspace using `inUse` cannot move to `planId` now, in pt-BR, or null when it fits. The
 * server refuses the change with it and the plan-change dialog shows it before anyone confirms.
 */
export function describePlanChangeRefusal(planId: PlanId, inUse: PlanUsage): PlanChangeRefusal | null {
  const target = getPlan(planId);
  const accounts = target.limits.accountsPerNetwork;
  const over = PLATFORMS.flatMap((platform) => {
    const count = inUse.accountsPerNetwork[platform] ?? 0;
    return count > accounts ? [{ count, network: platformLabels[platform] }] : [];
  });
  if (over.length > 0) {
    // "2 contas do Instagram" or "2 contas do Instagram e 3 do TikTok".
    const counts = over.map(({ count, network }, index) => `${count}${index === 0 ? " contas" : ""} do ${network}`).join(" e ");
    return {
      message: `O ${target.name} permite ${accounts === 1 ? "1 conta" : `até ${accounts} contas`} por rede e você tem ${counts} conectadas. Desconecte contas antes de mudar de plano.`,
    };
  }
  const seats = target.limits.teamSeats;
  if (inUse.seats > seats) {
    return {
      message: `O ${target.name} permite ${seats === 1 ? "1 usuário" : `até ${seats} usuários`} e sua equipe tem ${inUse.seats}, contando os convites pendentes. Remova membros ou cancele convites antes de mudar de plano.`,
    };
  }
  const competitors = describeCompetitorsOverLimit(target.id, inUse.competitors);
  return competitors ? { message: competitors, reason: "COMPETITOR_LIMIT" } : null;
}
