import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { ReportDocument } from "./report-document";
import type { ReportData } from "./report-data.service";

const thumbnailTimeoutMs = 3000;
const thumbnailMaxBytes = 512 * 1024;

/**
 * Real thumbnails (PNG/JPEG over https, as Instagram serves them) for the posts the report
 * shows, fetched at once with a short timeout; one that fails is drawn as a plain square.
 */
async function fetchThumbnails(data: ReportData): Promise<Map<string, Buffer>> {
  const shown = [...data.posts.slice(0, 5), ...data.posts.slice(-5)].filter((post) => post.thumbnailUrl.startsWith("https://"));
  const found = new Map<string, Buffer>();
  await Promise.all(
    shown.map(async (post) => {
      try {
        const response = await fetch(post.thumbnailUrl, { signal: AbortSignal.timeout(thumbnailTimeoutMs) });
        const type = response.headers.get("content-type") ?? "";
        if (!response.ok || !/image\/(png|jpe?g)/.test(type)) return;
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length <= thumbnailMaxBytes) found.set(post.id, body);
      } catch {
        // Unreachable or slow: the square stays.
      }
    }),
  );
  return found;
}

/** The report's PDF file. */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  const thumbnails = await fetchThumbnails(data);
  // renderToBuffer's type asks for a <Document> element; ReportDocument renders one.
  const render = (input: ReportData) => renderToBuffer(createElement(ReportDocument, { data: input, thumbnails }) as Parameters<typeof renderToBuffer>[0]);
  try {
    return await render(data);
  } catch (error) {
    // A logo that passed the upload's checks but does not decode: the report goes out without it.
    if (!data.branding?.logo) throw error;
    return render({ ...data, branding: { ...data.branding, logo: null } });
  }
}
