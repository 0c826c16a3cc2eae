import { resolvePeriod } from "@core/analytics/period";
import { formatDateTime, formatDay } from "@core/format/format-date";
import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import { Download, FileDown, Trash2 } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { toast } from "sonner";
import { AccountLabel } from "~/components/account-label";
import { Button } from "~/components/ui/button";
import { LateSection } from "~/components/late-section";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Progress } from "~/components/ui/progress";
import { PendingButton } from "~/components/ui/submit-button";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError } from "~/lib/api";
import { useOneAtATime } from "~/lib/one-at-a-time";
import { useMayEdit } from "~/lib/workspace-role";
import { ConnectAccountEmptyState } from "~/components/connect-account-empty-state";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { ConfirmDialog, type ConfirmRequest } from "~/components/confirm-dialog";
import { PeriodSelector } from "~/components/period-selector";
import type { PeriodSelection } from "~/lib/period-search";
import {
  downloadPath,
  formatFileSize,
  periodBody,
  useDeleteReport,
  useReports,
  useRequestReport,
  type Report,
} from "./reports-api";
import { LoadError } from "~/components/load-error";

// The e-mail schedule, its clients and the white-label, below the list: their own chunk, drawn
// when they come near the viewport or after the person's first action (decision 032).
const ReportSettingsSection = lazy(() =>
  import("./report-settings").then((module) => ({ default: module.ReportSettingsSection })),
);

/** The range a selection means today, to show under the fields ("01/11/2026 a 30/11/2026"). */
function rangeText(selection: PeriodSelection, now: Date) {
  const result = resolvePeriod({ preset: selection.preset, from: selection.from, to: selection.to }, now);
  return result.ok ? `${formatDay(result.period.from)} a ${formatDay(result.period.to)}` : null;
}

/** A viewer downloads the reports; asking for one is for who edits (docs/product/teams-and-roles.md "Roles"). */
const viewerReportsNote =
  "Seu papel nesta equipe é Leitor: você baixa os relatórios já gerados, na lista abaixo. Para gerar um novo, peça a quem edita a equipe.";

function GenerateCard() {
  const mayEdit = useMayEdit();
  if (!mayEdit) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Gerar relatório em PDF</CardTitle>
          <CardDescription>{viewerReportsNote}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return <GenerateForm />;
}

function GenerateForm() {
  // The person's accounts, the one they look at on the dashboard first: the report's default.
  const accountList = useSocialAccounts();
  const request = useRequestReport();
  // `pending` takes effect at the next render: a double click's second click comes before it.
  const oneAtATime = useOneAtATime();
  const [accountId, setAccountId] = useState("");
  const [selection, setSelection] = useState<PeriodSelection>({ preset: "30d" });
  const [now] = useState(() => new Date());
  const accounts = accountList.data ?? [];
  const chosen = accountId || accounts[0]?.id || "";
  // The select lists them in the one order of every picker (docs/decisions/033-account-labels.md).
  const listed = sortAccounts(accounts);
  const shown = resolvePeriod({ preset: selection.preset, from: selection.from, to: selection.to }, now);
  const range = rangeText(selection, now);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Gerar relatório em PDF</CardTitle>
        <CardDescription>Uma conta e um período, com os mesmos números do painel e o conteúdo escolhido abaixo.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:w-72">
          <Label htmlFor="report-account">Conta</Label>
          <NativeSelect
            id="report-account"
            value={chosen}
            onChange={(event) => setAccountId(event.target.value)}
            disabled={accounts.length === 0}
          >
            {accounts.length === 0 ? <option value="">Nenhuma conta conectada</option> : null}
            {listed.map((account) => (
              <option key={account.id} value={account.id}>
                {formatAccountLabel(account)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* The dashboard's periods, the custom one included (its dates applied with "Aplicar"). */}
        <PeriodSelector
          selection={selection}
          shown={shown.ok ? { from: shown.period.from, to: shown.period.to } : null}
          errors={{}}
          now={now}
          onChange={setSelection}
        />
        <div className="flex flex-wrap items-center gap-3">
          {/* Busy, not disabled, while asking: the keyboard's focus stays on it (PendingButton). */}
          <PendingButton
            pending={request.isPending}
            pendingLabel="Gerando..."
            disabled={!chosen || !range}
            onClick={() => {
              if (!chosen) return;
              oneAtATime((done) =>
                request.mutate(periodBody(chosen, selection), {
                  onSuccess: () => toast.success("Relatório na fila. Ele aparece na lista abaixo."),
                  onSettled: done,
                }),
              );
            }}
          >
            <FileDown aria-hidden="true" />
            Gerar relatório
          </PendingButton>
          {range ? <span className="text-sm text-muted-foreground">Período: {range}</span> : null}
        </div>
        {request.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(request.error)}
          </p>
        ) : null}
        {accountList.isSuccess && accounts.length === 0 ? (
          <ConnectAccountEmptyState
            as="h3"
            title="Nenhuma conta do Instagram conectada"
            description="Os relatórios trazem os números de uma conta: conecte a sua para gerar o primeiro."
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReportStatus({ report }: { report: Report }) {
  if (report.status === "done") return <span>{formatFileSize(report.sizeBytes)}</span>;
  if (report.status === "failed") return <span className="text-destructive">{report.error ?? "Falhou"}</span>;
  return (
    <span className="grid min-w-28 gap-1" role="status">
      <span className="text-xs text-muted-foreground">Gerando… {report.progress}%</span>
      <Progress value={report.progress} aria-label={`Progresso do relatório de ${formatAccountLabel(report)}`} />
    </span>
  );
}

/** "@conta (Instagram), 01/11/2026 a 07/11/2026": how a report is named in its buttons and its dialog. */
function reportName(report: Report) {
  return `${formatAccountLabel(report)}, ${formatDay(report.period.from)} a ${formatDay(report.period.to)}`;
}

function ReportsList({ askToConfirm }: { askToConfirm: (request: ConfirmRequest) => void }) {
  const reports = useReports();
  const remove = useDeleteReport();
  if (reports.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Carregando relatórios">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (reports.isError) {
    return (
      <LoadError
        title="Não foi possível carregar os relatórios"
        error={reports.error}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  }
  const list = reports.data.reports;
  if (list.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        Nenhum relatório gerado ainda. Gere o primeiro acima ou em “Baixar relatório” no painel.
      </p>
    );
  }
  return (
    <>
      {/* On a phone "Baixar" and "Excluir" are past the screen's edge, as in the app's other wide tables. */}
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Relatórios gerados</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                Período
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Conta
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Pedido por
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Gerado em
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Tamanho
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((report) => (
              <tr key={report.id} className="border-b last:border-0">
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatDay(report.period.from)} a {formatDay(report.period.to)}
                </td>
                <td className="py-2 pr-3">
                  <AccountLabel account={report} />
                </td>
                <td className="py-2 pr-3">{report.trigger === "scheduled" ? "Envio por e-mail" : (report.requestedBy ?? "—")}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(report.createdAt)}</td>
                <td className="py-2 pr-3">
                  <ReportStatus report={report} />
                </td>
                <td className="py-2">
                  <div className="flex justify-end gap-1">
                    {report.status === "done" ? (
                      <Button size="sm" variant="outline" asChild>
                        <a href={downloadPath(report)} download aria-label={`Baixar relatório de ${reportName(report)}`}>
                          <Download aria-hidden="true" />
                          Baixar
                        </a>
                      </Button>
                    ) : null}
                    {/* Only the owner or whoever asked for it may delete it (the server says so too). */}
                    {report.canDelete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={remove.isPending}
                        aria-label={`Excluir relatório de ${reportName(report)}`}
                        onClick={(event) =>
                          askToConfirm({
                            title: "Excluir este relatório?",
                            description: `O relatório de ${reportName(report)} sai da lista e o PDF não poderá mais ser baixado. Você pode gerar outro quando quiser.`,
                            confirmLabel: "Excluir relatório",
                            pendingLabel: "Excluindo...",
                            run: async () => {
                              await remove.mutateAsync(report.id);
                              toast.success("Relatório excluído.");
                            },
                            opener: event.currentTarget,
                          })
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /relatorios: generate, list (download again, delete), the e-mail schedule and the white-label. */
export function ReportsPage() {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 [&>*]:min-w-0">
      <GenerateCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2" ref={listHeading} tabIndex={-1}>
            Relatórios gerados
          </CardTitle>
          <CardDescription>Os PDFs pedidos no painel e os enviados por e-mail, para baixar de novo ou excluir.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReportsList askToConfirm={setConfirm} />
        </CardContent>
      </Card>
      {/* Beside the list, not in a row: a deleted row would take the dialog and the focus with it. */}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} fallbackFocus={listHeading} />
      <LateSection label="os relatórios por e-mail e a sua marca" minHeight="56rem">
        <ReportSettingsSection />
      </LateSection>
    </div>
  );
}
