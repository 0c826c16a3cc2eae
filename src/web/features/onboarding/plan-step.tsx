import { formatBrl } from "@core/format/format-money";
import {
  listPlans,
  mostPopularBadge,
  noFreeTrialText,
  type PlanId,
  pricePeriodLabel,
  refundPolicyText,
} from "@core/plans/catalogue";
import { comparisonTable } from "@core/plans/comparison-table";
import { CheckIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

// What a team picks a plan by, in the words and values of /plans' comparison table.
const teamLimitRows = comparisonTable.rows.filter((row) => row.id === "accounts_per_network" || row.id === "team_seats");

/** Step 1 "Plano": the catalogue's three plans; the one from ?plan= (or the draft) is marked. */
export function PlanStep({ selected, onChoose }: { selected: PlanId | null; onChoose: (planId: PlanId) => void }) {
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {listPlans().map((plan) => {
          const isSelected = plan.id === selected;
          const titleId = `plano-${plan.id}`;
          return (
            <li key={plan.id} className="flex">
              <Card
                aria-labelledby={titleId}
                className={cn("w-full", isSelected && "border-primary ring-2 ring-primary", plan.mostPopular && "relative")}
              >
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle as="h3" id={titleId} className="text-xl">
                      {plan.name}
                    </CardTitle>
                    {plan.mostPopular ? <Badge>{mostPopularBadge}</Badge> : null}
                    {isSelected ? <Badge variant="outline">Selecionado</Badge> : null}
                  </div>
                  <CardDescription>
                    <span className="text-2xl font-bold text-foreground">{formatBrl(plan.monthlyPriceCentavos)}</span>
                    {pricePeriodLabel}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
                    {teamLimitRows.map((row) => (
                      <div key={row.id} className="contents">
                        <dt className="text-muted-foreground">{row.label}</dt>
                        <dd className="text-right font-medium">{row.values[plan.id]}</dd>
                      </div>
                    ))}
                  </dl>
                  <ul className="flex flex-col gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    className="w-full"
                    variant={isSelected || (!selected && plan.mostPopular) ? "default" : "outline"}
                    onClick={() => onChoose(plan.id)}
                  >
                    Escolher {plan.name}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">
        {noFreeTrialText} {refundPolicyText}
      </p>
    </div>
  );
}
