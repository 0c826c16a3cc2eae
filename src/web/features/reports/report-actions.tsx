import { periodLabels } from "@core/analytics/period";
import { formatAccountLabel } from "@core/social/account-label";
import { FileDown, FileSpreadsheet, FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { readPeriodSelection, type PeriodSelection } from "~/lib/period-search";
import { useDashboard } from "~/lib/dashboard-query";
import { describeError } from "~/lib/api";
import { useOneAtATime } from "~/lib/one-at-a-time";
import { downloadPath, exportPath, periodBody, useReport, useRequestReport } from "./reports-api";

/** Starts a browser download of a same-origin file. */
function startDownload(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The report's progress, then its download; the file is also fetched by itself when ready. */
function ReportProgress({ reportId }: { reportId: string }) {
  const report = useReport(reportId);
  const downloaded = useRef(false);
  const data = report.data;
  useEffect(() => {
    if (data?.status === "done" && !downloaded.current) {
      downloaded.current = true;
      startDownload(downloadPath(data));
    }
  }, [data]);
  if (report.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(report.error)}
      </p>
    );
  if (data?.status === "failed")
    return (
      <p role="alert" className="text-sm text-destructive">
        {data.error ?? "Não foi possível gerar o relatório."}
      </p>
    );
  if (data?.status === "done") {
    return (
      <p role="status" className="text-sm">
        Relatório pronto.{" "}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href={downloadPath(data)} download>
          Baixar PDF novamente
        </a>
      </p>
    );
  }
  const progress = data?.progress ?? 0;
  return (
    <div className="grid gap-2" role="status">
      <p className="text-sm text-muted-foreground">Gerando relatório… {progress}%</p>
      <Progress value={progress} aria-label="Progresso do relatório" />
    </div>
  );
}

function describeSelection(selection: PeriodSelection) {
  if (selection.preset === "custom" && selection.from && selection.to)
    return `${selection.from.split("-").reverse().join("/")} a ${selection.to.split("-").reverse().join("/")}`;
  return periodLabels[selection.preset];
}

/**
 * The dashboard's "Baixar relatório": a PDF of the current account and the period chosen on the
 * page (in the URL), Excel and CSV exports of the same, and a link to /relatorios.
 */
export function ReportActions() {
  // A section of the dashboard page, which has just read it.
  const dashboard = useDashboard({ alsoShown: true });
  const [params] = useSearchParams();
  const request = useRequestReport();
  const [reportId, setReportId] = useState<string | null>(null);
  // `generating` is this render's: a double click's second click comes before the next render.
  const oneAtATime = useOneAtATime();
  const report = useReport(reportId);
  const current = dashboard.data?.current;
  if (!current || !dashboard.data?.analytics) return null;
  const selection = readPeriodSelection(params);
  // One PDF at a time: from the click until the job is done or failed (or its reading fails).
  const generating =
    request.isPending ||
    (reportId !== null && !report.isError && report.data?.status !== "done" && report.data?.status !== "failed");
  const generate = () => {
    if (generating) return;
    oneAtATime((done) => {
      setReportId(null);
      request.mutate(periodBody(current.id, selection), { onSuccess: (report) => setReportId(report.id), onSettled: done });
    });
  };
  return (
    <section aria-labelledby="report-actions-title" className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
      <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <div>
          <h2 id="report-actions-title" className="text-xl font-semibold">
            Relatórios e exportações
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatAccountLabel(current)} · {describeSelection(selection)}. O PDF tem os números deste painel, gráficos, melhores
            publicações e indicadores.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the PDF is made. */}
          <Button
            onClick={generate}
            aria-disabled={generating || undefined}
            aria-busy={generating || undefined}
            aria-describedby={reportId ? "report-actions-progress" : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <FileDown aria-hidden="true" />
            {generating ? "Gerando relatório…" : "Baixar relatório"}
          </Button>
          <Button variant="outline" asChild>
            <a href={exportPath(current.id, selection, "xlsx")} download>
              <FileSpreadsheet aria-hidden="true" />
              Exportar Excel
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={exportPath(current.id, selection, "csv")} download>
              <FileText aria-hidden="true" />
              Exportar CSV (publicações)
            </a>
          </Button>
          <Button variant="link" asChild>
            <Link to="/relatorios">Ver relatórios gerados</Link>
          </Button>
        </div>
        {request.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{describeError(request.error)}</AlertDescription>
          </Alert>
        ) : null}
        {reportId ? (
          <div id="report-actions-progress">
            <ReportProgress reportId={reportId} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
