import { estimatePlanChange } from "../billing/plan-change-estimate";
import { getPlan } from "../plans/catalogue";

/**
 * What one more Start competitor costs now: the add-on's monthly price times the share of the
 * period still ahead, as the provider prorates it (docs/decisions/022). An estimate on screens;
 * the sandbox charges exactly this.
 */
export function competitorAddonProration(currentPeriodEnd: Date, now = new Date()) {
  const price = getPlan("basic").limits.competitors.addOnPriceCentavos ?? 0;
  return estimatePlanChange({ currentPriceCentavos: 0, newPriceCentavos: price, currentPeriodEnd, now }).amountCentavos;
}

/**
 * Why a move to `planId` is refused with `competitors` tracked, or null when they fit. Start
 * includes none (each is a paid add-on): competitors must be removed before moving to it, then
 * added again there, so no competitor is ever kept without its paid quantity.
 */
export function describeCompetitorsOverLimit(planId: Parameters<typeof getPlan>[0], competitors: number): string | null {
  const plan = getPlan(planId);
  const { included, max } = plan.limits.competitors;
  if (competitors <= included) return null;
  const tracked = competitors === 1 ? "1 concorrente" : `${competitors} concorrentes`;
  if (competitors > max) {
    return `O ${plan.name} permite até ${max} concorrentes e você monitora ${tracked}. Remova concorrentes antes de mudar de plano.`;
  }
  return `O ${plan.name} não inclui concorrentes: cada um é um adicional pago. Você monitora ${tracked}; remova-os antes de mudar de plano e adicione-os de novo depois da mudança.`;
}
