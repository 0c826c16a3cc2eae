import { createElement } from "react";
import type { Logger } from "../../logger";
import { fetchThumbnails, withRendererLog } from "../reports/render-report";
import type { ClientReportData } from "./client-report-data.service";

// react-pdf is loaded by the first report, not by every server at start (docs/decisions/031).
const importRenderer = () => Promise.all([import("@react-pdf/renderer"), import("./client-report-document")]);
let renderer: ReturnType<typeof importRenderer> | undefined;
const loadRenderer = () => (renderer ??= importRenderer());

/** The client's PDF; what the renderer says on the console goes to `log` (reports/render-report.ts). */
export function renderClientReportPdf(data: ClientReportData, log: Logger): Promise<Buffer> {
  return withRendererLog(log, async () => {
    const [pictures, [{ renderToBuffer }, { ClientReportDocument }]] = await Promise.all([
      Promise.all(data.accounts.map((account) => fetchThumbnails(account))),
      loadRenderer(),
    ]);
    const thumbnails = new Map(pictures.flatMap((map) => [...map]));
    const render = (input: ClientReportData) =>
      renderToBuffer(createElement(ClientReportDocument, { data: input, thumbnails }) as Parameters<typeof renderToBuffer>[0]);
    try {
      return await render(data);
    } catch (error) {
      // A logo that passed the upload's checks but does not decode: the report goes out without it.
      if (!data.branding?.logo) throw error;
      return render({ ...data, branding: { ...data.branding, logo: null } });
    }
  });
}
