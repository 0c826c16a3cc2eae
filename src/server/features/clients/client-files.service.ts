import type { PeriodInput } from "@core/analytics/period";
import type { AppContext } from "../../context";
import type { Logger } from "../../logger";
import { clientReportFileName, streamClientWorkbook } from "./client-export.service";
import { buildClientReportData } from "./client-report-data.service";
import { renderClientReportPdf } from "./client-report-pdf";
import { listClientDeliveries } from "./clients.queries";
import { readClientView } from "./clients.service";
import { listReportLinks } from "./report-links.service";

type Ctx = Pick<AppContext, "db" | "env">;

/** GET /api/clients/{id}/report: the client's PDF of the period, with its file name. */
export async function clientReportPdf(ctx: Ctx, workspaceId: string, clientId: string, period: PeriodInput, log: Logger) {
  const data = await buildClientReportData(ctx, workspaceId, clientId, period);
  return {
    fileName: clientReportFileName(data.client.name, data.period.from, data.period.to, "pdf"),
    content: await renderClientReportPdf(data, log),
  };
}

/** GET /api/clients/{id}/export: the client's workbook of the period, streamed. */
export async function clientWorkbook(ctx: Ctx, workspaceId: string, clientId: string, period: PeriodInput) {
  const data = await buildClientReportData(ctx, workspaceId, clientId, period);
  return {
    fileName: clientReportFileName(data.client.name, data.period.from, data.period.to, "xlsx"),
    body: streamClientWorkbook(data),
  };
}

/** GET /api/clients/{id}: the client, its links with their openings, and its latest e-mails. */
export async function readClientDetail(ctx: Ctx, workspaceId: string, clientId: string) {
  const client = await readClientView(ctx, workspaceId, clientId);
  const [links, deliveries] = await Promise.all([
    listReportLinks(ctx, workspaceId, clientId),
    listClientDeliveries(ctx.db, workspaceId, clientId),
  ]);
  return {
    ...client,
    links,
    deliveries: deliveries.map((row) => ({
      email: row.email,
      period: { from: row.periodFrom, to: row.periodTo },
      status: row.status,
      error: row.error,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
