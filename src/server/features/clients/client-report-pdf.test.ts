// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { connectCollected } from "../../test/team";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser } from "../../test/users";
import { buildClientReportData } from "./client-report-data.service";
import { renderClientReportPdf } from "./client-report-pdf";

// The consolidated PDF of a client with 4 accounts (two on each network) over 90 days: what it
// holds, and how long it takes (target < 5 s, docs/decisions/045-clients-and-report-links.md).
// The time is printed, not asserted (scripts/bench-reports.ts' rule for measured figures); the
// figure is recorded in docs/benchmarks/bench-reports.md.

const t = useTestServer();

describe("a client's PDF with 4 accounts over 90 days", { timeout: 300_000 }, () => {
  it("holds the four accounts of both networks on its first page", async () => {
    const owner = await collectedUser(t.server, "marca.um", "sparks_pro");
    const second = await connectCollected(owner.client, "marca.dois");
    const tiktoks = [
      await connectCollectedTikTok(t.server, owner.client, "marca.um.tt"),
      await connectCollectedTikTok(t.server, owner.client, "marca.dois.tt"),
    ];
    const created = await owner.client.post("/api/clients", {
      name: "Marca",
      accountIds: [owner.accountId, second.accountId, ...tiktoks],
    });
    const clientId = ((await created.json()) as { id: string }).id;
    const ctx = t.server.context;

    const timings: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    // The first render also loads react-pdf (once per process); the second is a warm worker's.
    for (let run = 0; run < 2; run++) {
      const started = performance.now();
      const data = await buildClientReportData(ctx, owner.workspaceId, clientId, { preset: "90d" });
      pdf = await renderClientReportPdf(data, ctx.log);
      timings.push(Math.round(performance.now() - started));
    }
    console.info(
      `client PDF, 4 accounts, 90 days: ${timings.join(" ms, ")} ms (cold, warm); ${Math.round(pdf.length / 1024)} KB`,
    );

    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: false });
    const first = (text as string[])[0]!.replace(/\s+/g, " ");
    for (const username of ["marca.um", "marca.dois", "marca.um.tt", "marca.dois.tt"]) expect(first).toContain(`@${username}`);
    expect(first).toContain("Instagram");
    expect(first).toContain("TikTok");
  });
});
