import { getPlan, listPlans, type Plan, type PlanId } from "./catalogue";

// The countable limits a request can run into (docs/product/plans-and-limits.md: enforced on the server, with a
// pt-BR message naming the limit and the plan that lifts it).
export const countedLimits = ["accountsPerNetwork", "teamSeats", "competitors"] as const;
export type CountedLimit = (typeof countedLimits)[number];

export function getPlanLimit(planId: PlanId, limit: CountedLimit): number {
  return readLimit(getPlan(planId), limit);
}

function readLimit(plan: Plan, limit: CountedLimit): number {
  return limit === "competitors" ? plan.limits.competitors.max : plan.limits[limit];
}

/** The cheapest plan that allows `count` of `limit`, or undefined when no plan does. */
export function findCheapestPlanAllowing(limit: CountedLimit, count: number): Plan | undefined {
  return [...listPlans()]
    .sort((a, b) => a.monthlyPriceCentavos - b.monthlyPriceCentavos)
    .find((plan) => readLimit(plan, limit) >= count);
}

export function isWithinPlanLimit(planId: PlanId, limit: CountedLimit, count: number): boolean {
  return count <= getPlanLimit(planId, limit);
}

type LimitWording = {
  allowance: (count: number) => string;
  upgradeAction: string;
};

const wordings: Readonly<Record<CountedLimit, LimitWording>> = {
  accountsPerNetwork: {
    allowance: (count) => (count === 1 ? "1 conta por rede" : `até ${count} contas por rede`),
    upgradeAction: "conectar",
  },
  teamSeats: {
    allowance: (count) => (count === 1 ? "1 usuário" : `até ${count} usuários`),
    upgradeAction: "ter",
  },
  competitors: {
    allowance: (count) => (count === 1 ? "1 concorrente" : `até ${count} concorrentes`),
    upgradeAction: "monitorar",
  },
};

/**
 * The message for a request that would take `planId` to `requested` of `limit`, e.g.
 * 'Seu plano Inteligram Start permite 1 conta por rede. Faça upgrade para o Inteligram Go
 * para conectar até 3.' Without a plan that allows `requested`, only the first sentence.
 */
export function describePlanLimit(planId: PlanId, limit: CountedLimit, requested?: number): string {
  const plan = getPlan(planId);
  const allowed = readLimit(plan, limit);
  const wording = wordings[limit];
  const sentence = `Seu plano ${plan.name} permite ${wording.allowance(allowed)}.`;
  const upgrade = findCheapestPlanAllowing(limit, Math.max(requested ?? allowed + 1, allowed + 1));
  if (!upgrade || upgrade.id === plan.id) return sentence;
  return `${sentence} Faça upgrade para o ${upgrade.name} para ${wording.upgradeAction} até ${readLimit(upgrade, limit)}.`;
}
