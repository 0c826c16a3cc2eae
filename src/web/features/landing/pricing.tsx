import { Check, Minus } from "lucide-react";
import { Link } from "react-router";
import {
  describePlanPayment,
  listPlans,
  mostPopularBadge,
  noFreeTrialText,
  pricePeriodLabel,
  refundPolicyText,
  type Plan,
} from "@core/plans/catalogue";
import { comparisonTable, type ComparisonValue } from "@core/plans/comparison-table";
import { formatBrl } from "@core/format/format-money";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { usePaymentMethods } from "~/lib/use-payment-methods";
import { type PlanHrefUser, usePlanHref } from "./use-plan-href";

export type PricingProps = {
  /** The signed-in user, or null: plan buttons go to /onboarding or /signup (docs/product/screens.md "Landing"). */
  user?: PlanHrefUser;
  /** Heading level of the plan names and the comparison title, to fit the page's outline. */
  headingLevel?: "h2" | "h3";
};

/**
 * The three plans and their comparison table, all from the plan catalogue (docs/product/plans-and-limits.md:
 * no price or limit typed anywhere else). Shared by the landing page and /plans.
 */
export function Pricing({ user = null, headingLevel = "h3" }: PricingProps) {
  const planHref = usePlanHref(user);
  const paymentMethods = usePaymentMethods();
  const Heading = headingLevel;
  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {listPlans().map((plan) => (
          <PlanCard key={plan.id} plan={plan} href={planHref(plan.id)} Heading={Heading} />
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {describePlanPayment(paymentMethods)} {noFreeTrialText} {refundPolicyText}
      </p>
      <ComparisonTable Heading={Heading} />
    </>
  );
}

function PlanCard({ plan, href, Heading }: { plan: Plan; href: string; Heading: "h2" | "h3" }) {
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-6 shadow-sm",
        plan.mostPopular && "border-2 border-primary shadow-lg",
      )}
    >
      {plan.mostPopular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">{mostPopularBadge}</Badge>
      ) : null}
      <Heading className="text-xl font-semibold">{plan.name}</Heading>
      <p className="mt-4">
        <span className="text-4xl font-bold tracking-tight">{formatBrl(plan.monthlyPriceCentavos)}</span>
        <span className="text-muted-foreground">{pricePeriodLabel}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.mostPopular ? "default" : "outline"} className="mt-8 w-full">
        <Link to={href}>Assinar {plan.name}</Link>
      </Button>
    </li>
  );
}

/** Generated from the catalogue (src/core/plans/comparison-table.ts), so it can't disagree with it. */
function ComparisonTable({ Heading }: { Heading: "h2" | "h3" }) {
  return (
    <div className="mt-16">
      <Heading id="comparativo" className="text-2xl font-bold tracking-tight">
        Compare os planos
      </Heading>
      <p className="mt-4 text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver os três planos.</p>
      {/* Focusable so keyboard users can scroll it on narrow screens. Relative: the cells'
          screen-reader-only texts are positioned, and would otherwise widen the page. */}
      <div
        role="region"
        aria-labelledby="comparativo"
        tabIndex={0}
        className="relative mt-6 overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 max-sm:mt-2"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="p-4 font-semibold">
                Recurso
              </th>
              {comparisonTable.columns.map((column) => (
                <th key={column.planId} scope="col" className="p-4 font-semibold">
                  {column.name}
                  {column.mostPopular ? <span className="block text-xs font-medium text-primary">{mostPopularBadge}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonTable.rows.map((row) => (
              <tr key={row.id} className="border-b last:border-0">
                <th scope="row" className="p-4 font-medium">
                  {row.label}
                </th>
                {comparisonTable.columns.map((column) => (
                  <td key={column.planId} className="p-4 text-muted-foreground">
                    <ComparisonCell value={row.values[column.planId]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return value;
  const Icon = value ? Check : Minus;
  return (
    <>
      <Icon aria-hidden="true" className={cn("size-4", value && "text-success")} />
      <span className="sr-only">{value ? "Incluído" : "Não incluído"}</span>
    </>
  );
}
