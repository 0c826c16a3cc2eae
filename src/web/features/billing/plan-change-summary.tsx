import { estimatePlanChange } from "@core/billing/plan-change-estimate";
import { formatDate } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { type Plan, pricePeriodLabel } from "@core/plans/catalogue";
import type { Subscription } from "./billing-api";

const days = (count: number) => (count === 1 ? "1 dia" : `${count} dias`);

/** What changing to `target` costs now: the line under "Agora" and the sentence explaining it. */
export function describePlanChange(subscription: Subscription, target: Plan, now: Date) {
  const newPrice = `${formatBrl(target.monthlyPriceCentavos)}${pricePeriodLabel}`;
  if (!subscription.currentPeriodEnd) {
    return {
      now: "Valor proporcional calculado pelo provedor de pagamento",
      detail: `A diferença proporcional ao período atual é calculada pelo provedor de pagamento ao confirmar. Depois, você paga ${newPrice}.`,
    };
  }
  const periodEnd = formatDate(subscription.currentPeriodEnd);
  const estimate = estimatePlanChange({
    currentPriceCentavos: subscription.monthlyPriceCentavos,
    newPriceCentavos: target.monthlyPriceCentavos,
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    now,
  });
  const amount = formatBrl(Math.abs(estimate.amountCentavos));
  const basis = `Estimativa proporcional a${estimate.remainingDays === 1 ? "o" : "os"} ${days(estimate.remainingDays)} que ${estimate.remainingDays === 1 ? "resta" : "restam"} do período atual (até ${periodEnd}); o valor exato é calculado pelo provedor de pagamento ao confirmar.`;
  const renewal = `A partir de ${periodEnd}, você paga ${newPrice}.`;
  if (estimate.amountCentavos > 0) {
    return { now: `Cobrança de cerca de ${amount}`, detail: `${basis} ${renewal}` };
  }
  if (estimate.amountCentavos < 0) {
    return {
      now: `Crédito de cerca de ${amount}`,
      detail: `${basis} O crédito é descontado das próximas cobranças. ${renewal}`,
    };
  }
  return { now: "Nada a pagar agora", detail: renewal };
}

/** The body of the change-plan confirmation: both plans with their prices and what happens now. */
export function PlanChangeSummary({ subscription, target, now }: { subscription: Subscription; target: Plan; now: Date }) {
  const change = describePlanChange(subscription, target, now);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-muted-foreground">Plano atual</dt>
        <dd>
          {subscription.planName} ·{" "}
          <span className="whitespace-nowrap">
            {formatBrl(subscription.monthlyPriceCentavos)}
            {pricePeriodLabel}
          </span>
        </dd>
        <dt className="text-muted-foreground">Novo plano</dt>
        <dd className="font-medium">
          {target.name} ·{" "}
          <span className="whitespace-nowrap">
            {formatBrl(target.monthlyPriceCentavos)}
            {pricePeriodLabel}
          </span>
        </dd>
        <dt className="text-muted-foreground">Agora</dt>
        <dd className="font-medium">{change.now}</dd>
      </dl>
      <p className="text-muted-foreground">{change.detail}</p>
    </div>
  );
}
