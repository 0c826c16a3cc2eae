// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { and, eq, like } from "drizzle-orm";
import ExcelJS from "exceljs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import type { ReportSendResult, ReportSettings } from "@core/reports/report-responses";
import { lastCompletePeriod } from "@core/reports/report-schedule";
import { outsideRecipientMessages, reportNoteTooLongMessage } from "@core/reports/report-sections";
import {
  outboxEmails,
  reportDeliveries,
  reportOutsideRecipients,
  reportSettings,
  reportSuppressions,
  workspaceMembers,
} from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { collectedUser, signUpConfirmed } from "../../test/users";
import { renderEmail } from "../mail/templates";
import { claimDelivery } from "./reports.queries";
import { bouncedMessage, deliverReport } from "./scheduled.service";

const t = useTestServer();

const emailsTo = (to: string, subject = "") =>
  t.server.context.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, `%${subject}%`)));
const deliveriesOf = (workspaceId: string) =>
  t.server.context.db.select().from(reportDeliveries).where(eq(reportDeliveries.workspaceId, workspaceId));

async function settingsOf(client: TestClient) {
  const response = await client.request("/api/report-settings");
  expect(response.status).toBe(200);
  return (await response.json()) as ReportSettings;
}

async function change(client: TestClient, json: unknown) {
  const response = await client.request("/api/report-settings", { method: "PUT", json });
  return { status: response.status, body: (await response.json()) as ReportSettings & { error?: { message: string } } };
}

const send = async (client: TestClient, what: "send-now" | "send-test") => {
  const response = await client.post(`/api/report-settings/${what}`, {});
  return { status: response.status, body: (await response.json()) as ReportSendResult & { error?: { message: string } } };
};

/** The unsubscribe link of a message: its List-Unsubscribe header's https URL. */
function unsubscribeUrlOf(headers: Record<string, string>) {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "");
  expect(match, "List-Unsubscribe").not.toBeNull();
  return new URL(match![1]!);
}

/** A request as a mail provider sends RFC 8058's one-click: a form POST from no page of ours. */
const oneClick = (path: string) =>
  t.server.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

async function pdfPages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((page) => page.replace(/\s+/g, " "));
}

describe("client recipients", { timeout: 240_000 }, () => {
  it("refuses an invalid, a repeated, a member's or an 11th address with a pt-BR message and writes nothing", async () => {
    const owner = await collectedUser(t.server, "agencia.lista", "advanced");
    const ten = Array.from({ length: 10 }, (_, index) => `cliente${index}@empresa.com.br`);
    const saved = await change(owner.client, { outsideRecipients: [...ten.slice(0, 9), " Cliente9@Empresa.com.br "] });
    expect(saved.status).toBe(200);
    expect(saved.body.outsideRecipients.map((row) => [row.email, row.status])).toEqual(ten.map((email) => [email, "active"]));

    const before = await settingsOf(owner.client);
    const refusals: [string[], string][] = [
      [[...ten, "cliente10@empresa.com.br"], outsideRecipientMessages.tooMany],
      [["cliente0@empresa.com.br", "nome@"], outsideRecipientMessages.invalid("nome@")],
      [["cliente0@empresa.com.br", "CLIENTE0@empresa.com.br"], outsideRecipientMessages.duplicate("cliente0@empresa.com.br")],
      [[owner.email], outsideRecipientMessages.member(owner.email.toLowerCase())],
    ];
    for (const [list, message] of refusals) {
      // With another change in the same request: that one is not written either.
      const refused = await change(owner.client, { outsideRecipients: list, note: "não deveria ficar", paused: true });
      expect(refused.status, message).toBe(400);
      expect(refused.body.error?.message).toBe(message);
    }
    expect(await settingsOf(owner.client)).toEqual(before);
    expect(before.note).toBeNull();
    expect(before.paused).toBe(false);
    // The schedule now names its accounts: an account connected later is not sent to the clients unticked.
    const [row] = await t.server.context.db
      .select()
      .from(reportSettings)
      .where(eq(reportSettings.workspaceId, owner.workspaceId));
    expect(row!.accountIds).toEqual([owner.accountId]);

    // A note over 2,000 characters and no section at all are refused too.
    const long = await change(owner.client, { note: "a".repeat(2001) });
    expect([long.status, long.body.error?.message]).toEqual([400, reportNoteTooLongMessage]);
    expect((await change(owner.client, { sections: [] })).status).toBe(400);
    expect((await change(owner.client, { note: "ã".repeat(2000) })).status).toBe(200);
  });

  it("'Enviar agora' sends the PDF to members and clients once per period, with a one-click unsubscribe that works without signing in", async () => {
    const owner = await collectedUser(t.server, "agencia.envio", "advanced");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    const client = "cliente@padaria.com.br";
    const other = "dono@padaria.com.br";
    expect((await change(owner.client, { outsideRecipients: [client, other] })).status).toBe(200);

    const first = await send(owner.client, "send-now");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ queued: 3, alreadySent: 0, suppressed: 0 });
    await waitForIdleJobs(ctx.db, "reports.deliver", 120_000);
    const [message] = await emailsTo(client, "Relatório semanal de @agencia.envio");
    expect(message).toBeDefined();
    expect(message!.headers["X-Attachments"]).toMatch(/^relatorio-agencia\.envio-.*\.pdf \(application\/pdf, \d+ bytes\)$/);
    expect(message!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = unsubscribeUrlOf(message!.headers);
    expect(url.pathname).toMatch(/^\/cancelar-inscricao\/[\w-]+\.[\w-]+$/);
    expect(message!.html).toContain(url.pathname);
    // The member's copy has its own link (to their place on the list).
    const [memberCopy] = await emailsTo(owner.email, "Relatório semanal de @agencia.envio");
    expect(unsubscribeUrlOf(memberCopy!.headers).pathname).not.toBe(url.pathname);
    // One PDF for the period, listed once on /relatorios.
    const listed = (await (await owner.client.request("/api/reports")).json()) as { reports: { trigger: string }[] };
    expect(listed.reports.filter((report) => report.trigger === "scheduled")).toHaveLength(1);

    // Never twice for the same period and recipient: a second click sends nothing.
    const second = await send(owner.client, "send-now");
    expect(second.body).toMatchObject({ queued: 0, alreadySent: 3 });
    expect(
      await claimDelivery(ctx.db, {
        workspaceId: owner.workspaceId,
        email: client,
        socialProfileId: owner.accountId,
        cadence: "weekly",
        periodFrom: first.body.period.from,
        periodTo: first.body.period.to,
      }),
    ).toBeNull();

    // The link's page asks first (opening it changes nothing), without a session.
    const shown = await t.server.app.request(url.pathname);
    expect(shown.status).toBe(200);
    const shownHtml = await shown.text();
    expect(shownHtml).toContain("Deixar de receber os relatórios?");
    expect(shownHtml).toContain(client);
    expect((await settingsOf(owner.client)).outsideRecipients.find((row) => row.email === client)?.status).toBe("active");

    // The mail client's one-click POST does it; a second one (a replay) is told it was already done.
    const done = await oneClick(url.pathname);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Pronto, inscrição cancelada");
    const again = await oneClick(url.pathname);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Inscrição já cancelada");
    expect(await ctx.db.select().from(reportSuppressions).where(eq(reportSuppressions.workspaceId, owner.workspaceId))).toEqual([
      expect.objectContaining({ email: client, reason: "unsubscribed" }),
    ]);
    const settings = await settingsOf(owner.client);
    expect(settings.outsideRecipients.find((row) => row.email === client)).toMatchObject({
      status: "unsubscribed",
      since: expect.any(String),
    });
    expect(settings.deliveries.filter((row) => row.outside && row.status === "sent")).toHaveLength(2);

    // An altered token: a clear page, never an error.
    const token = url.pathname.split("/").at(-1)!;
    const altered = `/cancelar-inscricao/${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
    for (const response of [
      await t.server.app.request(altered),
      await oneClick(altered),
      await t.server.app.request("/cancelar-inscricao/x.y"),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Link de cancelamento inválido");
    }

    // Removed and added again, the address stays unsubscribed; it is not sent to.
    expect((await change(owner.client, { outsideRecipients: [other] })).status).toBe(200);
    expect(
      (await change(owner.client, { outsideRecipients: [other, client] })).body.outsideRecipients.map((row) => row.status),
    ).toEqual(["active", "unsubscribed"]);
    const rows = await ctx.db
      .select()
      .from(reportOutsideRecipients)
      .where(eq(reportOutsideRecipients.workspaceId, owner.workspaceId));
    expect(rows.map((row) => row.email).sort()).toEqual([other, client].sort());
    // The old link named the removed row: it now finds nothing to do, said plainly.
    const gone = await oneClick(url.pathname);
    expect([gone.status, (await gone.text()).includes("já não recebe estes relatórios")]).toEqual([200, true]);

    await ctx.db.delete(reportDeliveries).where(eq(reportDeliveries.workspaceId, owner.workspaceId));
    const third = await send(owner.client, "send-now");
    expect(third.body).toMatchObject({ queued: 2, suppressed: 1 });
    await waitForIdleJobs(ctx.db, "reports.deliver", 120_000);
    expect(await emailsTo(client)).toHaveLength(1);
    expect(await emailsTo(other)).toHaveLength(2);
  });

  it("marks an address the mail server refuses as bounced and sends it nothing more; a client gets only the accounts the schedule names", async () => {
    const owner = await collectedUser(t.server, "agencia.bounce", "advanced");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    const wrong = "erro.de.digitacao@padaria.com.br";
    expect((await change(owner.client, { outsideRecipients: [wrong] })).status).toBe(200);
    const claim = (from: string, to: string) =>
      claimDelivery(ctx.db, {
        workspaceId: owner.workspaceId,
        email: wrong,
        socialProfileId: owner.accountId,
        cadence: "weekly",
        periodFrom: from,
        periodTo: to,
      });
    // Weeks counted back from the one "Enviar agora" sends (a report of days after today, or
    // over 3 years old, is refused).
    const lastWeek = lastCompletePeriod("weekly", new Date());
    const weeksBack = (weeks: number) => ({ from: addDaysTo(lastWeek.from, -7 * weeks), to: addDaysTo(lastWeek.to, -7 * weeks) });
    const [weekBefore, weekAfter] = [weeksBack(2), weeksBack(1)];
    const id = await claim(weekBefore.from, weekBefore.to);
    const refusing = {
      ...ctx,
      mail: {
        ...ctx.mail,
        send: async () => Promise.reject(Object.assign(new Error("550 5.1.1 User unknown"), { responseCode: 550 })),
      },
    };
    expect(await deliverReport(refusing, id!, async () => {})).toBe("bounced");
    expect((await deliveriesOf(owner.workspaceId)).find((row) => row.id === id)).toMatchObject({
      status: "failed",
      error: bouncedMessage,
    });
    const settings = await settingsOf(owner.client);
    expect(settings.outsideRecipients).toEqual([{ email: wrong, status: "bounced", since: expect.any(String) }]);
    expect(settings.deliveries[0]).toMatchObject({ recipient: wrong, outside: true, status: "failed", error: bouncedMessage });
    // A delivery claimed before the bounce is not sent either.
    const later = await claim(weekAfter.from, weekAfter.to);
    expect(await deliverReport(ctx, later!, async () => {})).toBe("cancelled");
    const now = await send(owner.client, "send-now");
    expect(now.body).toMatchObject({ suppressed: 1 });
    expect((await deliveriesOf(owner.workspaceId)).filter((row) => row.email !== null)).toHaveLength(2);

    // The account unticked after a delivery was claimed: the client is not sent its data.
    const client = "cliente@bounce.com.br";
    expect((await change(owner.client, { outsideRecipients: [wrong, client] })).status).toBe(200);
    const pending = await claimDelivery(ctx.db, {
      workspaceId: owner.workspaceId,
      email: client,
      socialProfileId: owner.accountId,
      cadence: "weekly",
      periodFrom: weekBefore.from,
      periodTo: weekBefore.to,
    });
    expect((await change(owner.client, { accountIds: [] })).status).toBe(200);
    expect(await deliverReport(ctx, pending!, async () => {})).toBe("cancelled");
    expect(await emailsTo(client)).toHaveLength(0);
  });

  it("'Enviar teste para mim' goes to the person asking only, marked as a test, and counts as no delivery", async () => {
    const owner = await collectedUser(t.server, "agencia.teste", "advanced");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    expect((await change(owner.client, { outsideRecipients: ["cliente@teste.com.br"] })).status).toBe(200);
    const test = await send(owner.client, "send-test");
    expect(test.status).toBe(200);
    expect(test.body.queued).toBe(1);
    await waitForIdleJobs(ctx.db, "reports.test", 120_000);
    const [message] = await emailsTo(owner.email, "[Teste] Relatório semanal de @agencia.teste");
    expect(message!.headers["X-Attachments"]).toMatch(/\.pdf \(application\/pdf/);
    expect(message!.text).toContain("Este é um envio de teste: só você o recebeu.");
    expect(await emailsTo("cliente@teste.com.br")).toHaveLength(0);
    expect(await deliveriesOf(owner.workspaceId)).toHaveLength(0);
  });
});

describe("who sends", { timeout: 240_000 }, () => {
  it("lets only the owner or an admin send to everyone or change the clients; an editor may send a test to themselves", async () => {
    const owner = await collectedUser(t.server, "agencia.equipe", "advanced");
    const member = await signUpConfirmed(t.server, "Rita Lima");
    await t.server.context.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: member.userId, role: "editor" });
    expect((await member.client.post(`/api/workspaces/${owner.workspaceId}/select`, {})).status).toBe(200);
    expect((await send(member.client, "send-now")).status).toBe(403);
    expect((await change(member.client, { outsideRecipients: ["intruso@exemplo.com.br"] })).status).toBe(403);
    expect((await change(member.client, { note: "nota de quem não pode" })).status).toBe(403);
    expect((await settingsOf(owner.client)).outsideRecipients).toEqual([]);
    const test = await send(member.client, "send-test");
    expect(test.status).toBe(200);
    await waitForIdleJobs(t.server.context.db, "reports.test", 120_000);
    expect(await emailsTo(member.email, "[Teste]")).toHaveLength(1);
    expect(await emailsTo(owner.email, "[Teste]")).toHaveLength(0);
  });
});

describe("white-label on the client's e-mail", { timeout: 240_000 }, () => {
  it("carries a Pro workspace's name and colour instead of Inteligram's; other plans keep Inteligram's", async () => {
    const pro = await collectedUser(t.server, "agencia.marca", "sparks_pro");
    const ctx = t.server.context;
    await waitForIdleJobs(ctx.db);
    expect((await pro.client.request("/api/report-settings/color", { method: "PUT", json: { color: "#0EA5E9" } })).status).toBe(
      200,
    );
    expect((await change(pro.client, { outsideRecipients: ["cliente@marca.com.br"] })).status).toBe(200);
    expect((await send(pro.client, "send-now")).body.queued).toBe(2);
    await waitForIdleJobs(ctx.db, "reports.deliver", 120_000);
    const [branded] = await emailsTo("cliente@marca.com.br", "Relatório diário de @agencia.marca");
    // The header is the workspace's name in its colour (the owner's name here: no company name).
    expect(branded!.html).toMatch(/font-weight:700;color:#0EA5E9">Maria Souza<\/p>/);
    expect(branded!.html).toContain("Relatório enviado com o Inteligram");
    expect(branded!.html).not.toContain("Análise de Instagram para marcas");
    const plain = renderEmail({ subject: "Relatório", preheader: "", heading: "Relatório", paragraphs: [] });
    expect(plain.html).toContain('font-weight:700;color:#7c3aed">Inteligram</p>');
  });
});

describe("the report's shape", { timeout: 240_000 }, () => {
  it("leaves the sections not chosen out of the PDF and prints the analyst's note on page 1", async () => {
    const { client, accountId } = await collectedUser(t.server, "padaria.forma", "advanced");
    await waitForIdleJobs(t.server.context.db, "analytics.indicators");
    const note = "Semana forte nos Reels.\nSugestão: manter duas publicações por dia.";
    const saved = await change(client, { sections: ["summary", "posts", "followers"], note });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ sections: ["summary", "followers", "posts"], note });

    const created = (await (await client.post("/api/reports", { accountId, period: "custom", ...lastDays(30) })).json()) as {
      id: string;
      period: { preset: string };
    };
    expect(created.period.preset).toBe("custom");
    await waitFor(async () => {
      const report = (await (await client.request(`/api/reports/${created.id}`)).json()) as { status: string };
      return report.status === "done" ? report : undefined;
    }, 60_000);
    const pages = await pdfPages(
      new Uint8Array(await (await client.request(`/api/reports/${created.id}/download`)).arrayBuffer()),
    );
    const all = pages.join(" ");
    expect(pages[0]).toContain("Nota do analista");
    expect(pages[0]).toContain("Semana forte nos Reels.");
    expect(pages[0]).toContain("Sugestão: manter duas publicações por dia.");
    expect(all).toContain("Resumo do período");
    expect(all).toContain("Seguidores por dia");
    expect(all).toContain("Melhores publicações");
    for (const absent of [
      "Taxa de engajamento por dia de publicação",
      "Desempenho por formato",
      "Melhores horários para publicar",
      "Indicadores avançados",
      "Recomendações",
    ]) {
      expect(all, absent).not.toContain(absent);
    }

    // Every section again, no note: they are back, the note gone.
    expect(
      (
        await change(client, {
          sections: [
            "summary",
            "followers",
            "engagement",
            "posts",
            "formats",
            "bestTimes",
            "indicators",
            "competitors",
            "recommendations",
            "comments",
          ],
          note: null,
        })
      ).body,
    ).toMatchObject({ note: null });
    const full = (await (await client.post("/api/reports", { accountId, period: "30d" })).json()) as { id: string };
    await waitFor(async () => {
      const report = (await (await client.request(`/api/reports/${full.id}`)).json()) as { status: string };
      return report.status === "done" ? report : undefined;
    }, 60_000);
    const fullText = (
      await pdfPages(new Uint8Array(await (await client.request(`/api/reports/${full.id}/download`)).arrayBuffer()))
    ).join(" ");
    expect(fullText).not.toContain("Nota do analista");
    for (const present of [
      "Taxa de engajamento por dia de publicação",
      "Desempenho por formato",
      "Melhores horários para publicar",
      "Indicadores avançados",
    ])
      expect(fullText).toContain(present);
  });

  it("writes every day figure kept on the export's daily sheet", async () => {
    const { client, accountId } = await collectedUser(t.server, "padaria.planilha", "advanced");
    const response = await client.request(`/api/exports?format=xlsx&period=30d&accountId=${accountId}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const days = workbook.getWorksheet("Métricas diárias")!;
    expect(days.getRow(1).values).toEqual([
      undefined,
      "Dia",
      "Seguidores",
      "Seguindo",
      "Publicações na conta",
      "Publicações no dia",
      "Curtidas (publicações do dia)",
      "Comentários (publicações do dia)",
      "Visualizações (publicações do dia)",
      "Visualizações da conta",
      "Alcance",
      "Contas engajadas",
      "Interações totais",
      "Cliques no perfil",
    ]);
    const analytics = (await (
      await client.request(`/api/analytics?accountId=${accountId}&period=30d`)
    ).json()) as PeriodAnalytics;
    let posts = 0;
    let likes = 0;
    let comments = 0;
    days.eachRow((row, number) => {
      if (number === 1) return;
      expect(row.getCell(1).value).toBeInstanceOf(Date);
      posts += row.getCell(5).value as number;
      likes += row.getCell(6).value as number;
      comments += row.getCell(7).value as number;
    });
    expect(posts).toBe(analytics.metrics.posts.value);
    expect(likes).toBe(analytics.metrics.likes.value);
    expect(comments).toBe(analytics.metrics.comments.value);
    // The last day's followers are the dashboard's.
    const followersByDay = new Map(analytics.followersSeries.map((point) => [point.day, point.followers]));
    const last = analytics.followersSeries.at(-1)!;
    let found = false;
    days.eachRow((row, number) => {
      if (number === 1) return;
      const day = (row.getCell(1).value as Date).toISOString().slice(0, 10);
      if (followersByDay.has(day)) expect(row.getCell(2).value).toBe(followersByDay.get(day));
      if (day === last.day) found = true;
    });
    expect(found).toBe(true);
  });
});

/** The `count` São Paulo days before today (UTC days were a day ahead on São Paulo evenings). */
function lastDays(count: number) {
  const today = saoPauloDay(new Date());
  return { from: addDaysTo(today, -count), to: addDaysTo(today, -1) };
}
