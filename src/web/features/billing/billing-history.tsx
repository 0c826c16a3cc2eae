import { formatDate } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { isOwnerOnlyError } from "~/lib/workspaces";
import { usePaymentHistory } from "./billing-api";
import { listBillingRows } from "./payment-status";
import { LoadError } from "~/components/load-error";

// docs/product/screens.md, docs/product/texts.md, verbatim.
const emptyText = "Nenhum pagamento encontrado.";
const loadErrorText = "Erro ao carregar histórico de pagamentos.";
const ownerOnlyTitle = "Disponível para o proprietário";
const creditUnreadText = "Não foi possível consultar o crédito no provedor de pagamento agora.";

/**
 * docs/product/screens.md /admin/billing: the payments, newest first, with the credit a downgrade left (what is
 * still to be discounted from the next charges, and its movements among the payments).
 */
export function BillingHistory() {
  const payments = usePaymentHistory();
  const signedOut = useRedirectWhenSignedOut(payments.error);

  if (payments.isPending || signedOut) {
    return (
      <div role="status" className="mt-8 flex flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }

  // A member of the workspace: payments are the owner's (the server's message says so).
  if (isOwnerOnlyError(payments.error)) {
    return (
      <Alert className="mt-8 max-w-xl">
        <AlertTitle>{ownerOnlyTitle}</AlertTitle>
        <AlertDescription>
          <p>{describeError(payments.error)}</p>
        </AlertDescription>
      </Alert>
    );
  }

  if (payments.isError) {
    return (
      <LoadError
        className="mt-8 max-w-xl"
        title={loadErrorText}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  }

  const { credit } = payments.data;
  const rows = listBillingRows(payments.data.payments, credit?.entries ?? []);
  const creditSummary =
    credit === null ? (
      <p className="mt-8 text-sm text-muted-foreground">{creditUnreadText}</p>
    ) : credit.available > 0 || credit.entries.length > 0 ? (
      <p className="mt-8">
        Crédito disponível: <strong className="whitespace-nowrap">{formatBrl(credit.available)}</strong>
        <span className="block text-sm text-muted-foreground">Descontado automaticamente das próximas cobranças.</span>
      </p>
    ) : null;

  if (rows.length === 0) {
    return (
      <>
        {creditSummary}
        <p className="mt-8 text-muted-foreground">{emptyText}</p>
      </>
    );
  }

  return (
    <>
      {creditSummary}
      <p className="mt-8 text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
      {/* Scrolls inside its own box on a narrow screen (relative: its positioned screen-reader texts
          stay inside too, instead of widening the page); focusable to scroll from the keyboard. */}
      <div
        role="region"
        aria-label="Pagamentos"
        tabIndex={0}
        className="relative mt-8 overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 max-sm:mt-2"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pagamentos e movimentos do crédito, do mais recente ao mais antigo</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Descrição
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Data
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Valor
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Fatura</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const date = formatDate(row.created * 1000);
              return (
                <tr key={row.key} className="border-t">
                  <td className="px-4 py-3">{row.description}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{date}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatBrl(row.amount)}</td>
                  <td className="px-4 py-3">
                    <Badge variant={row.status.tone}>{row.status.label}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    {row.invoiceUrl ? (
                      <a
                        href={row.invoiceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                      >
                        Ver fatura<span className="sr-only"> de {date} (abre em nova aba)</span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
