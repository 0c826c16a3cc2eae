import { formatDate } from "@core/format/format-date";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { usePaymentUpdate, useStanding } from "./lifecycle-api";

/**
 * "Pagamento pendente" (docs/product/lifecycle.md): on every signed-in page while the
 * workspace's renewal is unpaid, with the way to update the payment (the provider's page).
 */
export function PaymentBanner() {
  const standing = useStanding();
  const update = usePaymentUpdate();
  const data = standing.data;
  if (!data || data.state === "ok") return null;
  const suspended = data.state === "suspended";
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
      <Alert variant={suspended ? "destructive" : "warning"} role="status">
        <AlertTitle>{suspended ? "Espaço de trabalho suspenso" : "Pagamento pendente"}</AlertTitle>
        <AlertDescription>
          <p>
            {suspended
              ? `O pagamento está atrasado há ${data.overdueDays} dias: você pode ver os dados, mas não alterá-los, e as coletas pararam. Os dados serão excluídos em ${formatDate(data.deletesOn)}.`
              : `Não conseguimos cobrar a renovação do seu plano. Atualize o pagamento até ${formatDate(data.suspendsOn)} para evitar a suspensão.`}
          </p>
          {data.canUpdatePayment ? (
            <Button size="sm" className="mt-2" onClick={() => update.mutate()} disabled={update.isPending}>
              {update.isPending ? "Abrindo..." : "Atualizar pagamento"}
            </Button>
          ) : (
            <p>Peça ao proprietário do espaço de trabalho para atualizar o pagamento.</p>
          )}
          {update.isError ? <p role="alert">{describeError(update.error)}</p> : null}
        </AlertDescription>
      </Alert>
    </div>
  );
}
