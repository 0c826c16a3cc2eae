import { formatBrl } from "@core/format/format-money";
import { type GoalId, getGoal } from "@core/goal-catalog";
import {
  getPlan,
  noFreeTrialText,
  paymentMethodLabels,
  type PlanId,
  pricePeriodLabel,
  refundPolicyText,
} from "@core/plans/catalogue";
import { companyNameLabels } from "@core/validation/company-fields";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { usePaymentMethods } from "~/lib/use-payment-methods";
import { changePlanPath, describeCheckoutError, missingCheckoutUrlMessage, paymentErrorTitle } from "./checkout-error";
import { useStartCheckout } from "./onboarding-api";
import type { CompanyValues } from "./onboarding-draft";

/** Step 4 "Pagamento": the summary, then the provider's checkout. */
export function PaymentStep({ planId, company, goals }: { planId: PlanId; company: CompanyValues; goals: readonly GoalId[] }) {
  const plan = getPlan(planId);
  const checkout = useStartCheckout();
  const paymentMethods = usePaymentMethods();
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();

  const pay = () =>
    checkout.mutate(planId, {
      onSuccess: ({ url }) => {
        if (!url) {
          toast.error(paymentErrorTitle, { description: missingCheckoutUrlMessage });
          return;
        }
        setRedirecting(true);
        toast("Redirecionando para pagamento");
        window.location.assign(url);
      },
      onError: (error) => {
        // A plan is already live (bought in another tab): another plan is a plan change, not a
        // second subscription.
        const changePlan = changePlanPath(error, planId);
        if (changePlan) {
          toast("Você já tem um plano ativo", { description: "Confirme a mudança de plano em Meu Plano." });
          void navigate(changePlan);
          return;
        }
        toast.error(paymentErrorTitle, { description: describeCheckoutError(error) });
      },
    });

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <Card>
        <CardContent>
          <h3 className="mb-4 font-semibold">Resumo</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Plano</dt>
            <dd className="font-medium">{plan.name}</dd>
            <dt className="text-muted-foreground">Valor</dt>
            <dd className="font-medium">
              {formatBrl(plan.monthlyPriceCentavos)}
              {pricePeriodLabel}
            </dd>
            <dt className="text-muted-foreground">{companyNameLabels[company.accountType]}</dt>
            <dd>{company.name.trim() || "—"}</dd>
            <dt className="text-muted-foreground">Objetivos</dt>
            <dd>{goals.length > 0 ? goals.map((goal) => getGoal(goal).label).join(", ") : "—"}</dd>
          </dl>
        </CardContent>
      </Card>

      <section aria-labelledby="formas-de-pagamento">
        <h3 id="formas-de-pagamento" className="mb-2 font-semibold">
          Formas de pagamento
        </h3>
        {/* Decision 008: the methods the checkout offers, as GET /api/billing/options says. */}
        <ul className="list-inside list-disc text-sm">
          {paymentMethods.map((method) => (
            <li key={method}>{paymentMethodLabels[method]}</li>
          ))}
        </ul>
      </section>

      <p className="text-sm text-muted-foreground">
        {noFreeTrialText} {refundPolicyText}
      </p>

      <div>
        <Button size="lg" onClick={pay} disabled={checkout.isPending || redirecting}>
          {checkout.isPending || redirecting ? "Aguarde..." : "Ir para o pagamento"}
        </Button>
      </div>
    </div>
  );
}
