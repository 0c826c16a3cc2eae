// The test server first: it extends zod with .openapi before the shared schemas load.
import { testOrigin, useTestServer, waitFor } from "../../test/server";
import { addDaysTo, resolvePeriod, saoPauloDay, type Day } from "@core/analytics/period";
import { formatDay } from "@core/format/format-date";
import { duePeriod } from "@core/reports/report-schedule";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, reportDeliveries, workspaceDunning } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { pdfText } from "../../test/pdf";
import { collectedUser } from "../../test/users";
import sharp from "sharp";
import { claimDelivery } from "./reports.queries";
import { logoMaxSide, unreadableLogoMessage } from "./settings.service";
import { deliverReport, runScheduledReports } from "./scheduled.service";

const t = useTestServer();

/** 08:00 in São Paulo (11:00 UTC) on a calendar day. */
const eightAm = (day: string) => new Date(`${day}T11:00:00Z`);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The latest Monday before `today` that is neither a 1st nor a month's last day: only the weekly
 * and daily cadences are due on it, and the day after it is not a 1st either, so no 1st (the
 * monthly run) ever sends the daily report of the same day as that Monday or that Tuesday.
 */
function plainMondayBefore(today: Day) {
  let day = addDaysTo(today, -1);
  while (weekday(day) !== 1 || day.endsWith("-01") || addDaysTo(day, 1).endsWith("-01")) day = addDaysTo(day, -1);
  return day;
}

const deliveriesOf = (workspaceId: string) =>
  t.server.context.db.select().from(reportDeliveries).where(eq(reportDeliveries.workspaceId, workspaceId));
const emailsTo = (to: string, subject: string) =>
  t.server.context.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)));

async function put(client: TestClient, path: string, json: unknown) {
  return client.request(path, { method: "PUT", json });
}

describe("scheduled e-mail reports", { timeout: 240_000 }, () => {
  it("send each plan's cadence once per period to the owner, even with two workers at once", async () => {
    const start = await collectedUser(t.server, "start.loja", "basic");
    const go = await collectedUser(t.server, "go.loja", "advanced");
    const pro = await collectedUser(t.server, "pro.loja", "sparks_pro");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);

    // The test's "now", read once: the days below are computed from it, never from the clock again.
    const today = saoPauloDay(new Date());
    const monday = plainMondayBefore(today);
    const now = eightAm(monday);
    // Two workers run the 08:00 job at the same moment.
    const [first, second] = await Promise.all([runScheduledReports(ctx, now), runScheduledReports(ctx, now)]);
    const [startRows, goRows, proRows] = await Promise.all([
      deliveriesOf(start.workspaceId),
      deliveriesOf(go.workspaceId),
      deliveriesOf(pro.workspaceId),
    ]);
    expect(startRows).toHaveLength(0);
    expect(goRows.map((row) => [row.cadence, row.periodFrom, row.periodTo, row.userId])).toEqual([
      ["weekly", addDaysTo(monday, -7), addDaysTo(monday, -1), go.userId],
    ]);
    expect(proRows.map((row) => [row.cadence, row.periodFrom, row.periodTo, row.userId])).toEqual([
      ["daily", addDaysTo(monday, -1), addDaysTo(monday, -1), pro.userId],
    ]);
    expect(first + second).toBe(2);
    // A later run the same day claims nothing again.
    expect(await runScheduledReports(ctx, new Date(now.getTime() + 3600_000))).toBe(0);

    await waitForIdleJobs(ctx.db, "reports.deliver", 90_000);
    const weekly = await emailsTo(go.email, "Relatório semanal de @go.loja");
    expect(weekly).toHaveLength(1);
    expect(weekly[0]!.headers["X-Attachments"]).toMatch(/^relatorio-go\.loja-.*\.pdf \(application\/pdf, \d+ bytes\)$/);
    expect(await emailsTo(pro.email, "Relatório diário de @pro.loja")).toHaveLength(1);
    expect((await deliveriesOf(go.workspaceId))[0]).toMatchObject({ status: "sent", attached: true });
    // The scheduled PDF is listed with the others.
    const listed = (await (await go.client.request("/api/reports")).json()) as {
      reports: { trigger: string; period: { from: string } }[];
    };
    expect(listed.reports).toEqual([
      expect.objectContaining({ trigger: "scheduled", period: expect.objectContaining({ from: addDaysTo(monday, -7) }) }),
    ]);

    // Day 1 of this month: Start's monthly report of the previous month; Go only if that day is a Monday.
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    await runScheduledReports(ctx, eightAm(firstOfMonth));
    const monthly = duePeriod("monthly", eightAm(firstOfMonth))!;
    expect((await deliveriesOf(start.workspaceId)).map((row) => [row.cadence, row.periodFrom, row.periodTo])).toEqual([
      ["monthly", monthly.from, monthly.to],
    ]);
    await waitForIdleJobs(ctx.db, "reports.deliver", 90_000);
    expect(await emailsTo(start.email, "Relatório mensal de @start.loja")).toHaveLength(1);
    // A month is "Mês passado": its PDF compares it with the calendar month before (decision 023).
    const lastMonth = resolvePeriod({ preset: "last_month" }, eightAm(firstOfMonth));
    if (!lastMonth.ok) throw new Error("not a period");
    const [monthlyReport] = (
      (await (await start.client.request("/api/reports")).json()) as { reports: { id: string; period: unknown }[] }
    ).reports;
    expect(monthlyReport!.period).toEqual({ preset: "last_month", from: monthly.from, to: monthly.to });
    const { text: monthlyText } = await pdfText(
      new Uint8Array(await (await start.client.request(`/api/reports/${monthlyReport!.id}/download`)).arrayBuffer()),
    );
    expect(monthlyText).toContain(`comparado com ${formatDay(lastMonth.previous.from)} a ${formatDay(lastMonth.previous.to)}.`);

    // Paused, or the owner opted out: nothing is sent (the daily cadence is due every day).
    const proSends = (await deliveriesOf(pro.workspaceId)).length;
    expect(proSends).toBe(2);
    expect((await put(pro.client, "/api/report-settings", { paused: true })).status).toBe(200);
    const tuesday = addDaysTo(monday, 1);
    await runScheduledReports(ctx, eightAm(tuesday));
    expect(await deliveriesOf(pro.workspaceId)).toHaveLength(proSends);
    await put(pro.client, "/api/report-settings", { paused: false, recipients: [{ userId: pro.userId, enabled: false }] });
    await runScheduledReports(ctx, eightAm(tuesday));
    expect(await deliveriesOf(pro.workspaceId)).toHaveLength(proSends);
    await put(pro.client, "/api/report-settings", { recipients: [{ userId: pro.userId, enabled: true }] });
    await runScheduledReports(ctx, eightAm(tuesday));
    expect(await deliveriesOf(pro.workspaceId)).toHaveLength(proSends + 1);
    const settings = (await (await pro.client.request("/api/report-settings")).json()) as {
      cadence: string;
      recipients: { enabled: boolean }[];
    };
    expect(settings).toMatchObject({ cadence: "daily", paused: false, recipients: [{ enabled: true }] });
    await waitForIdleJobs(ctx.db, "reports.deliver", 90_000);
  });

  it("report the workspace's own accounts, not its competitors, and nothing for a suspended workspace", async () => {
    const go = await collectedUser(t.server, "go.rival", "advanced");
    const suspended = await collectedUser(t.server, "go.suspensa", "advanced");
    expect((await go.client.post("/api/competitors", { username: "concorrente.relatorio" })).status).toBe(201);
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    await ctx.db
      .insert(workspaceDunning)
      .values({ workspaceId: suspended.workspaceId, overdueSince: new Date(), suspendedAt: new Date() });

    await runScheduledReports(ctx, eightAm(plainMondayBefore(saoPauloDay(new Date()))));
    expect((await deliveriesOf(go.workspaceId)).map((row) => row.socialProfileId)).toEqual([go.accountId]);
    expect(await deliveriesOf(suspended.workspaceId)).toHaveLength(0);
  });

  it("retries a failed send, sends one delivery once when two jobs run it, and links a file above the limit", async () => {
    const go = await collectedUser(t.server, "go.retry", "advanced");
    const ctx = t.server.context;
    const yesterday = addDaysTo(saoPauloDay(new Date()), -1);
    const claim = (from: string) =>
      claimDelivery(ctx.db, {
        workspaceId: go.workspaceId,
        userId: go.userId,
        socialProfileId: go.accountId,
        cadence: "weekly",
        periodFrom: from,
        periodTo: yesterday,
      });
    const settle = async () => {};

    const failing = await claim(addDaysTo(yesterday, -6));
    const down = { ...ctx, mail: { ...ctx.mail, send: async () => Promise.reject(new Error("SMTP fora do ar")) } };
    await expect(deliverReport(down, failing!, settle)).rejects.toThrow("SMTP fora do ar");
    expect((await deliveriesOf(go.workspaceId))[0]).toMatchObject({ status: "pending" });
    // The retry (pg-boss runs the job again) sends it.
    expect(await deliverReport(ctx, failing!, settle)).toBe("sent");

    const twice = await claim(addDaysTo(yesterday, -13));
    expect(await claim(addDaysTo(yesterday, -13))).toBeNull();
    const outcomes = await Promise.all([deliverReport(ctx, twice!, settle), deliverReport(ctx, twice!, settle)]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);

    const big = await claim(addDaysTo(yesterday, -20));
    expect(await deliverReport(ctx, big!, settle, { attachmentLimit: 1000 })).toBe("sent");
    const emails = await emailsTo(go.email, "Relatório semanal de @go.retry");
    expect(emails).toHaveLength(3);
    const linked = emails.find((email) => email.html.includes("/relatorios?relatorio="))!;
    expect(linked.headers["X-Attachments"]).toBeUndefined();
    expect(linked.text).toContain("O arquivo passou de 5 MB");
  });
});

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function upload(client: TestClient, body: Uint8Array) {
  return t.server.app.request("/api/report-settings/logo", {
    method: "PUT",
    headers: { origin: testOrigin, cookie: client.cookieHeader(), "content-type": "application/octet-stream" },
    body: new Blob([new Uint8Array(body)]),
  });
}

describe("white-label (Pro)", { timeout: 240_000 }, () => {
  it("puts the Pro workspace's logo and colour on the report; checks the logo by content and size; other plans are locked", async () => {
    const pro = await collectedUser(t.server, "marca.pro", "sparks_pro");
    const go = await collectedUser(t.server, "marca.go", "advanced");

    const locked = await upload(go.client, png);
    expect(locked.status).toBe(403);
    expect(JSON.stringify(await locked.json())).toContain("plano Inteligram Pro");
    expect(
      ((await (await go.client.request("/api/report-settings")).json()) as { branding: { available: boolean } }).branding
        .available,
    ).toBe(false);

    const notAnImage = await upload(pro.client, Buffer.from("<svg>não é png</svg>"));
    expect(notAnImage.status).toBe(415);
    expect(JSON.stringify(await notAnImage.json())).toContain("PNG ou JPEG");
    // A PNG signature with nothing after it is not an image either.
    expect((await upload(pro.client, png.subarray(0, 20))).status).toBe(415);
    const tooBig = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect((await upload(pro.client, tooBig)).status).toBe(413);

    // A PNG signature and header in front of 900 KB of anything else: read in full, so refused.
    const junk = Buffer.concat([
      png.subarray(0, 16),
      Buffer.from(Array.from({ length: 900 * 1024 }, (_, index) => (index * 7919) & 0xff)),
    ]);
    const refused = await upload(pro.client, junk);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(unreadableLogoMessage);
    expect((await upload(pro.client, Buffer.concat([png.subarray(0, 33), Buffer.alloc(900 * 1024, 0x41)]))).status).toBe(400);

    // A JPEG photo 3000 px wide: accepted, stored as a PNG at most 1024 px a side, without its metadata.
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#0ea5e9" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "segredo da câmera" } } })
      .toBuffer();
    expect((await upload(pro.client, photo)).status).toBe(200);
    const served = await pro.client.request("/api/report-settings/logo");
    expect(served.headers.get("content-type")).toBe("image/png");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.includes("segredo da câmera")).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: logoMaxSide, height: logoMaxSide / 2 });

    expect((await upload(pro.client, png)).status).toBe(200);
    const small = Buffer.from(await (await pro.client.request("/api/report-settings/logo")).arrayBuffer());
    expect(await sharp(small).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    const colour = await put(pro.client, "/api/report-settings/color", { color: "#0EA5E9" });
    expect(colour.status).toBe(200);
    expect(await colour.json()).toMatchObject({ branding: { available: true, color: "#0EA5E9", hasLogo: true } });
    expect((await put(pro.client, "/api/report-settings/color", { color: "azul" })).status).toBe(400);

    const created = (await (await pro.client.post("/api/reports", { accountId: pro.accountId, period: "7d" })).json()) as {
      id: string;
    };
    await waitFor(async () => {
      const report = (await (await pro.client.request(`/api/reports/${created.id}`)).json()) as { status: string };
      return report.status === "done" ? report : undefined;
    }, 60_000);
    const pdf = Buffer.from(await (await pro.client.request(`/api/reports/${created.id}/download`)).arrayBuffer());
    expect(pdf.includes("/Subtype /Image")).toBe(true);
  });
});
