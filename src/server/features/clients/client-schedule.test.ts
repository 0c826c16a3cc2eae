// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { saoPauloDay } from "@core/analytics/period";
import { accountKeyFigures, describeAccountKeyFigures } from "@core/clients/client-key-figures";
import { dueClientPeriod } from "@core/clients/client-rules";
import type { Client } from "@core/clients/client-responses";
import { lastCompletePeriod } from "@core/reports/report-schedule";
import { formatDay } from "@core/format/format-date";
import { clientReportDeliveries, clients, outboxEmails } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { countQueuedEmails } from "../../test/mailbox";
import { connectCollected } from "../../test/team";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser } from "../../test/users";
import { runClientSchedules } from "./client-schedule.service";

// A client's scheduled e-mail (docs/decisions/045-clients-and-report-links.md).

const t = useTestServer();

/** 08:00 in São Paulo (11:00 UTC) on a calendar day. */
const eightAm = (day: string) => new Date(`${day}T11:00:00Z`);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const recipient = "contato@doceria-lua.com.br";

const deliveriesOf = (clientId: string) =>
  t.server.context.db.select().from(clientReportDeliveries).where(eq(clientReportDeliveries.clientId, clientId));
const emailsTo = (to: string, subject: string) =>
  t.server.context.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)));

async function patch(client: TestClient, clientId: string, json: unknown) {
  const response = await client.request(`/api/clients/${clientId}`, { method: "PATCH", json });
  expect(response.status, JSON.stringify(json)).toBe(200);
  return (await response.json()) as Client;
}

let owner: Awaited<ReturnType<typeof collectedUser>> & { tiktokId: string; clientId: string };

beforeAll(async () => {
  const user = await collectedUser(t.server, "doceria.agenda", "sparks_pro");
  const tiktokId = await connectCollectedTikTok(t.server, user.client, "doceria.agenda.tt");
  const created = await user.client.post("/api/clients", { name: "Doceria Lua", accountIds: [user.accountId, tiktokId] });
  owner = { ...user, tiktokId, clientId: ((await created.json()) as { id: string }).id };
  await patch(user.client, owner.clientId, {
    recipients: [` ${recipient.toUpperCase()} `],
    schedule: { cadence: "monthly", monthDay: 5, attachPdf: true },
  });
}, 240_000);

describe("a client's scheduled report", { timeout: 240_000 }, () => {
  it("goes monthly on its day, for the last calendar month, once per address even with two runs at once", async () => {
    const ctx = t.server.context;
    // The test's "now", read once: day 5 of this month.
    const today = saoPauloDay(new Date());
    const fifth = `${today.slice(0, 7)}-05`;
    const now = eightAm(fifth);
    const period = lastCompletePeriod("monthly", now);
    expect(dueClientPeriod({ cadence: "monthly", weekday: null, monthDay: 5 }, now)).toEqual(period);

    const [first, second] = await Promise.all([runClientSchedules(ctx, now), runClientSchedules(ctx, now)]);
    expect(first + second).toBe(1);
    expect((await deliveriesOf(owner.clientId)).map((row) => [row.email, row.cadence, row.periodFrom, row.periodTo])).toEqual([
      [recipient, "monthly", period.from, period.to],
    ]);
    // The next day is not its day; a later run the same day claims nothing again.
    expect(await runClientSchedules(ctx, eightAm(`${today.slice(0, 7)}-06`))).toBe(0);
    expect(await runClientSchedules(ctx, new Date(now.getTime() + 3600_000))).toBe(0);

    await waitForIdleJobs(ctx.db, "clients.deliver", 120_000);
    const subject = `Relatório mensal de Doceria Lua: ${formatDay(period.from)} a ${formatDay(period.to)}`;
    const [email, ...more] = await emailsTo(recipient, subject);
    expect(more).toHaveLength(0);
    // The key numbers of both networks in the body, each the API's figure of the period.
    for (const [accountId, username, platform] of [
      [owner.accountId, "doceria.agenda", "instagram"],
      [owner.tiktokId, "doceria.agenda.tt", "tiktok"],
    ] as const) {
      const response = await owner.client.request(`/api/analytics?accountId=${accountId}&period=last_month`);
      const analytics = (await response.json()) as PeriodAnalytics;
      expect(email!.text).toContain(
        describeAccountKeyFigures(accountKeyFigures({ id: accountId, username, platform }, analytics)),
      );
    }
    expect(email!.headers["X-Attachments"]).toMatch(/^relatorio-doceria-lua-.*\.pdf \(application\/pdf, \d+ bytes\)$/);
    expect(email!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The link in the body opens the online report signed out.
    const link = /https?:\/\/[^\s"]+\/r\/[A-Za-z0-9_-]{43}/.exec(email!.text)![0];
    const page = await t.server.app.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Relatório de Doceria Lua");
    expect((await deliveriesOf(owner.clientId))[0]).toMatchObject({ status: "sent", attached: true });

    // "Enviar agora" claims the same period (the last whole month, also on the real day): nobody gets it twice.
    const sendNow = await owner.client.post(`/api/clients/${owner.clientId}/send-now`, {});
    expect(sendNow.status).toBe(200);
    expect(await sendNow.json()).toEqual({
      period: { from: period.from, to: period.to },
      queued: 0,
      alreadySent: 1,
      suppressed: 0,
    });
  });

  it("goes weekly on its weekday for the last whole week, without the PDF when so chosen, and never to an address that unsubscribed", async () => {
    const ctx = t.server.context;
    const today = saoPauloDay(new Date());
    const now = eightAm(today);
    await patch(owner.client, owner.clientId, { schedule: { cadence: "weekly", weekday: weekday(today), attachPdf: false } });
    const week = lastCompletePeriod("weekly", now);
    expect(await runClientSchedules(ctx, now)).toBe(1);
    await waitForIdleJobs(ctx.db, "clients.deliver", 120_000);
    const [email] = await emailsTo(
      recipient,
      `Relatório semanal de Doceria Lua: ${formatDay(week.from)} a ${formatDay(week.to)}`,
    );
    expect(email!.headers["X-Attachments"]).toBeUndefined();
    expect(email!.text).toContain("O relatório completo está no link abaixo");

    // The one-click unsubscribe (RFC 8058), POSTed by the mail provider.
    const unsubscribe = new URL(/^<(https?:\/\/[^>]+)>$/.exec(email!.headers["List-Unsubscribe"]!)![1]!);
    const clicked = await t.server.app.request(unsubscribe.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    const detail = (await (await owner.client.request(`/api/clients/${owner.clientId}`)).json()) as Client;
    expect(detail.recipients).toEqual([{ email: recipient, status: "unsubscribed" }]);
    const nextWeek = new Date(now.getTime() + 7 * 24 * 3600_000);
    expect(await runClientSchedules(ctx, nextWeek)).toBe(0);
  });

  it("is paused, and the owner told once, when its client has no account left", async () => {
    const ctx = t.server.context;
    const { accountId } = await connectCollected(owner.client, "loja.extra");
    const created = await owner.client.post("/api/clients", { name: "Loja Extra", accountIds: [accountId] });
    const clientId = ((await created.json()) as { id: string }).id;
    await patch(owner.client, clientId, { recipients: ["dono@lojaextra.com.br"], schedule: { cadence: "monthly", monthDay: 1 } });
    expect((await owner.client.request(`/api/accounts/${accountId}`, { method: "DELETE" })).status).toBe(200);

    const now = eightAm(saoPauloDay(new Date()));
    await runClientSchedules(ctx, now);
    await runClientSchedules(ctx, now);
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row).toMatchObject({ schedulePaused: true, schedulePausedReason: "no_accounts" });
    expect(await countQueuedEmails(ctx.db, owner.email, "Envio do relatório de Loja Extra pausado")).toBe(1);
    expect(await deliveriesOf(clientId)).toEqual([]);
    const detail = (await (await owner.client.request(`/api/clients/${clientId}`)).json()) as Client;
    expect(detail.schedule).toMatchObject({ paused: true, pausedReason: "no_accounts", nextSendDay: null });
  });
});
