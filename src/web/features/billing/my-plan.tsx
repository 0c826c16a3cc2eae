import { formatBrl } from "@core/format/format-money";
import { getPlan, isPlanId, listPlans, type Plan, type PlanId, pricePeriodLabel } from "@core/plans/catalogue";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { useCurrentWorkspace } from "~/lib/workspaces";
import { type Subscription, useChangePlan, usePlanChanges, useSetCancellation, useSubscription } from "./billing-api";
import { PlanChangeSummary } from "./plan-change-summary";
import { describePeriodEnd, describeSubscriptionStatus, pendingPlanNote } from "./subscription-status";
import { LoadError } from "~/components/load-error";

// docs/product/texts.md, verbatim.
const cancelledToast = "Plano cancelado";
const cancelErrorText = "Erro ao cancelar plano. Tente novamente.";
const noPlanText = "Você não possui um plano ativo.";
const loadErrorText = "Erro ao carregar dados";
const ownerOnlyText = "Somente o proprietário do espaço de trabalho pode mudar ou cancelar o plano.";

/**
 * docs/product/screens.md /admin/my-plan: the current plan, its status and period, cancel and undo. The plan is
 * the workspace's: a member reads it, only the owner changes it (the server refuses the others).
 */
export function MyPlan() {
  const subscription = useSubscription();
  const workspace = useCurrentWorkspace();
  const signedOut = useRedirectWhenSignedOut(subscription.error);
  // Unknown role (the list failed): the actions stay, and the server's answer decides.
  const readOnly = !!workspace.data && workspace.data.role !== "owner";

  if (subscription.isPending || workspace.isPending || signedOut) {
    return (
      <div role="status" className="mt-8 flex max-w-xl flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }

  if (subscription.isError) {
    return (
      <LoadError
        className="mt-8 max-w-xl"
        title={loadErrorText}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }

  if (!subscription.data) {
    return (
      <Card className="mt-8 max-w-xl">
        <CardContent className="flex flex-col items-start gap-4">
          <p>{noPlanText}</p>
          <Button asChild>
            <Link to="/#pricing">Ver planos</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return <PlanCard subscription={subscription.data} readOnly={readOnly} />;
}

function PlanCard({ subscription, readOnly }: { subscription: Subscription; readOnly: boolean }) {
  const status = describeSubscriptionStatus(subscription.status);
  const period = describePeriodEnd(subscription);
  // The mutation lives here, not in the dialog: the dialog's trigger goes away once cancelled,
  // and callbacks of an unmounted observer never run.
  const setCancellation = useSetCancellation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const resumeButton = useRef<HTMLButtonElement>(null);

  const cancel = () =>
    setCancellation.mutate(
      { subscriptionId: subscription.id, cancel: true },
      {
        onSuccess: () => {
          toast.success(cancelledToast);
          setDialogOpen(false);
        },
        onError: () => toast.error(cancelErrorText),
      },
    );

  const resume = () =>
    setCancellation.mutate(
      { subscriptionId: subscription.id, cancel: false },
      {
        onSuccess: () => toast.success("Cancelamento desfeito", { description: "Seu plano será renovado normalmente." }),
        onError: (error) => toast.error("Erro ao desfazer cancelamento", { description: describeError(error) }),
      },
    );

  return (
    <Card className="mt-8 max-w-xl">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2" className="text-xl">
            {subscription.planName}
          </CardTitle>
          <Badge variant={status.tone}>{status.label}</Badge>
        </div>
        <CardDescription>
          <span className="text-lg font-semibold text-foreground">{formatBrl(subscription.monthlyPriceCentavos)}</span>
          {pricePeriodLabel}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscription.status === "pending" ? (
          <Alert variant="warning">
            <AlertDescription>{pendingPlanNote}</AlertDescription>
          </Alert>
        ) : null}
        {period ? <p>{period.label}</p> : null}
        {subscription.cancelAtPeriodEnd ? (
          <p className="text-sm text-muted-foreground">
            Seu plano foi cancelado e não será renovado. Você mantém o acesso até o fim do período atual.
          </p>
        ) : null}
        {readOnly ? (
          <Alert>
            <AlertDescription>{ownerOnlyText}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      {readOnly ? null : (
        <CardFooter className="flex flex-wrap gap-3">
          <ChangePlan subscription={subscription} />
          <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
            {subscription.cancelAtPeriodEnd ? (
              <Button ref={resumeButton} onClick={resume} disabled={setCancellation.isPending}>
                Desfazer cancelamento
              </Button>
            ) : (
              <DialogTrigger asChild>
                <Button variant="outline">Cancelar plano</Button>
              </DialogTrigger>
            )}
            <DialogContent
              onCloseAutoFocus={(event) => {
                // The trigger is gone once cancelled: focus the button that undoes it instead.
                if (!resumeButton.current) return;
                event.preventDefault();
                resumeButton.current.focus();
              }}
            >
              <DialogHeader>
                <DialogTitle>Cancelar plano</DialogTitle>
                <DialogDescription>
                  {/* docs/product/screens.md: access is kept until the end of the current billing period. */}
                  Você manterá o acesso ao {subscription.planName} até o fim do período de cobrança atual
                  {period ? `, em ${period.date}` : ""}. Depois disso, o plano não será renovado.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Manter plano</Button>
                </DialogClose>
                <Button variant="destructive" onClick={cancel} disabled={setCancellation.isPending}>
                  {setCancellation.isPending ? "Cancelando..." : "Confirmar cancelamento"}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </CardFooter>
      )}
    </Card>
  );
}

/**
 * Upgrade or downgrade now; the provider charges or credits the prorated difference. A chip opens
 * a confirmation with the new price and the estimate; `?mudar=<plano>` (a checkout refused
 * because a plan is live) opens it for that plan.
 */
function ChangePlan({ subscription }: { subscription: Subscription }) {
  const changePlan = useChangePlan();
  const refusals = usePlanChanges();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("mudar");
  const [targetId, setTargetId] = useState<PlanId | null>(() =>
    isPlanId(requested) && requested !== subscription.planType ? requested : null,
  );
  const target = targetId ? getPlan(targetId) : null;
  // What the workspace uses that the target plan does not allow: said before the estimate, and
  // the change cannot be confirmed (the server refuses it with the same words anyway).
  const refusal = targetId ? (refusals.data?.get(targetId) ?? null) : null;
  const others = listPlans().filter((plan) => plan.id !== subscription.planType);
  // The dialog opens from a plan's button, not a trigger of its own: closing it puts the focus back there.
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = () => {
    setTargetId(null);
    if (requested) setSearchParams((params) => (params.delete("mudar"), params), { replace: true });
  };

  const confirm = (plan: Plan) =>
    changePlan.mutate(
      { subscriptionId: subscription.id, planType: plan.id },
      {
        onSuccess: () => {
          toast.success("Plano alterado", { description: `Agora você está no ${plan.name}.` });
          close();
        },
        onError: (error) => toast.error("Erro ao mudar de plano", { description: describeError(error) }),
      },
    );

  return (
    <div className="flex w-full flex-wrap items-center gap-2" role="group" aria-label="Mudar de plano">
      <span className="text-sm text-muted-foreground">Mudar para:</span>
      {others.map((plan) => (
        <Button
          key={plan.id}
          variant="secondary"
          size="sm"
          disabled={changePlan.isPending}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setTargetId(plan.id);
          }}
        >
          {plan.name} · {formatBrl(plan.monthlyPriceCentavos)}
          {pricePeriodLabel}
        </Button>
      ))}
      <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
        {target ? (
          <DialogContent
            onCloseAutoFocus={(event) => {
              // Gone once the plan changed (the new plan has no button), or opened from ?mudar=: Radix's default.
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>Mudar para o {target.name}</DialogTitle>
              <DialogDescription>
                {refusal
                  ? "Veja o que precisa mudar antes de trocar de plano."
                  : "Confira os valores antes de confirmar a mudança."}
              </DialogDescription>
            </DialogHeader>
            {refusal ? (
              <Alert variant="warning">
                <AlertTitle>Acima dos limites deste plano</AlertTitle>
                <AlertDescription>{refusal}</AlertDescription>
              </Alert>
            ) : (
              <PlanChangeSummary subscription={subscription} target={target} now={new Date()} />
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Voltar</Button>
              </DialogClose>
              <Button onClick={() => confirm(target)} disabled={changePlan.isPending || refusal !== null}>
                {changePlan.isPending ? "Mudando..." : "Confirmar mudança"}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
