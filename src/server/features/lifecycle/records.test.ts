import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { consentVersion } from "@core/lifecycle/consent";
import {
  collectionRuns,
  dataExports,
  outboxEmails,
  rateLimits,
  reports,
  sessions,
  verifications,
  webhookEvents,
  workspaceMembers,
} from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser, signUpConfirmed } from "../../test/users";
import type { PeriodAnalytics, PeriodPostsPage } from "@core/analytics/analytics-responses";
import { exportRunningMessage } from "./data-export.service";
import { purgeExpiredRecords } from "./lifecycle.jobs";

const t = useTestServer();
const day = 86_400_000;

describe("retention purge, on a controlled clock", () => {
  it("removes records past their time (1 year, or their own expiry) and keeps the rest", async () => {
    const ctx = t.server.context;
    const db = ctx.db;
    const user = await collectedUser(t.server, "marca_retencao", "advanced");
    const now = new Date();
    const longAgo = new Date(now.getTime() - 366 * day);
    const recent = new Date(now.getTime() - 30 * day);
    const mail = (createdAt: Date) => ({
      to: "x@exemplo.com.br",
      from: "a@inteligram.com.br",
      subject: "s",
      html: "h",
      text: "t",
      createdAt,
    });
    const [oldMail, newMail] = await db
      .insert(outboxEmails)
      .values([mail(longAgo), mail(recent)])
      .returning({ id: outboxEmails.id });
    await db.insert(webhookEvents).values([
      { id: `evt_old_${randomUUID()}`, provider: "sandbox", type: "invoice.paid", receivedAt: longAgo },
      { id: `evt_new_${randomUUID()}`, provider: "sandbox", type: "invoice.paid", receivedAt: recent },
    ]);
    const [run] = await db.select().from(collectionRuns).where(eq(collectionRuns.workspaceId, user.workspaceId));
    const [oldRun] = await db
      .insert(collectionRuns)
      .values({
        workspaceId: user.workspaceId,
        socialProfileId: run!.socialProfileId,
        platform: "instagram",
        status: "succeeded",
        createdAt: longAgo,
      })
      .returning({ id: collectionRuns.id });
    await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key: `old-${randomUUID()}`, count: 3, lastRequest: now.getTime() - 2 * day });
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    const [expiredSession] = await db
      .insert(sessions)
      .values({ id: randomUUID(), userId: user.userId, token: randomUUID(), expiresAt: new Date(now.getTime() - 1000) })
      .returning({ id: sessions.id });
    await db
      .insert(verifications)
      .values({ id: randomUUID(), identifier: "old", value: "v", expiresAt: new Date(now.getTime() - 1000) });

    const purged = await purgeExpiredRecords(ctx, now);
    expect(purged).toMatchObject({ outboxEmails: 1, collectionRuns: 1, sessions: 1 });
    expect(purged.webhookEvents).toBeGreaterThanOrEqual(1);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect(purged.verifications).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.id, oldMail!.id))).toEqual([]);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.id, newMail!.id))).toHaveLength(1);
    expect(await db.select().from(collectionRuns).where(eq(collectionRuns.id, oldRun!.id))).toEqual([]);
    expect(await db.select().from(collectionRuns).where(eq(collectionRuns.id, run!.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.id, [session!.id, expiredSession!.id])),
    ).toEqual([expect.objectContaining({ id: session!.id })]);
    // The person is still signed in: a live session is never purged.
    expect((await user.client.request("/api/lifecycle/consents")).status).toBe(200);

    // A year on, what was recent is old too.
    const later = await purgeExpiredRecords(ctx, new Date(now.getTime() + 366 * day));
    expect(later.outboxEmails).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.id, newMail!.id))).toEqual([]);
  }, 90_000);
});

describe("consent records", () => {
  it("stores the terms accepted at sign-up and each cookie choice, with version and time", async () => {
    const user = await signUpConfirmed(t.server);
    const before = (await (await user.client.request("/api/lifecycle/consents")).json()) as {
      consents: { kind: string; version: string; choice: string }[];
    };
    expect(before.consents).toEqual([expect.objectContaining({ kind: "terms", version: consentVersion })]);

    (user.client as unknown as { cookies: Map<string, string> }).cookies.set(
      "inteligram_consent",
      "p1.f0.2026-11-24T12:00:00.000Z",
    );
    const recorded = await user.client.post("/api/lifecycle/consents/cookies", {});
    expect(await recorded.json()).toEqual({ recorded: true });
    const after = (await (await user.client.request("/api/lifecycle/consents")).json()) as typeof before;
    expect(after.consents[0]).toMatchObject({ kind: "cookies", choice: "Essenciais e desempenho", version: consentVersion });
    expect(after.consents).toHaveLength(2);

    // A visitor who is signed out: answered, nothing recorded.
    const anonymous = await t.server.app.request("/api/lifecycle/consents/cookies", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: "inteligram_consent=p1.f1.2026-11-24T12:00:00.000Z" },
    });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ recorded: false });
  });
});

async function latestExport(client: TestClient) {
  return (
    (await (await client.request("/api/lifecycle/exports/latest")).json()) as {
      export: { id: string; status: string; progress: number; downloadUrl: string | null } | null;
    }
  ).export;
}

describe("data export", () => {
  it("refuses a second export while one runs, then builds a ZIP of JSON files without secrets, told by e-mail", async () => {
    const user = await collectedUser(t.server, "marca_exportada", "advanced");
    const db = t.server.context.db;
    const [running] = await db
      .insert(dataExports)
      .values({ userId: user.userId, workspaceId: user.workspaceId, status: "running" })
      .returning();
    const refused = await user.client.post("/api/lifecycle/exports", {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: exportRunningMessage, reason: "EXPORT_RUNNING" } });
    await db.delete(dataExports).where(eq(dataExports.id, running!.id));

    expect((await user.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const ready = await waitFor(async () => {
      const current = await latestExport(user.client);
      return current?.status === "ready" ? current : undefined;
    }, 30_000);
    expect(ready.progress).toBe(100);
    const download = await user.client.request(ready.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        "LEIA-ME.txt",
        "pessoa/usuario.json",
        "pessoa/consentimentos.json",
        "pessoa/sessions.json",
        "espaco-de-trabalho/espaco.json",
        "espaco-de-trabalho/social_media_profiles.json",
        "espaco-de-trabalho/account_days.json",
        "espaco-de-trabalho/subscriptions.json",
      ]),
    );
    const person = JSON.parse(strFromU8(files["pessoa/usuario.json"]!)) as { email: string };
    expect(person.email).toBe(user.email);
    const profiles = JSON.parse(strFromU8(files["espaco-de-trabalho/social_media_profiles.json"]!)) as Record<string, unknown>[];
    expect(profiles[0]).toMatchObject({ username: "marca_exportada" });
    expect(profiles[0]).not.toHaveProperty("access_token");
    const everything = names
      .filter((name) => !name.endsWith(".xlsx"))
      .map((name) => strFromU8(files[name]!))
      .join("\n");
    expect(everything).not.toMatch(/"(token|password|access_token|refresh_token)"/);
    await waitForEmail(db, user.email, "Seus dados do Inteligram estão prontos para baixar");

    // The reports' xlsx export of the account's whole retained history: from its first collected
    // day to today, with the dashboard's figures for that period.
    const days = (await (
      await user.client.request(`/api/analytics?accountId=${user.accountId}&period=90d`)
    ).json()) as PeriodAnalytics;
    const from = days.firstDay!;
    const to = days.period.to;
    const sheetName = `espaco-de-trabalho/planilhas/relatorio-marca_exportada-instagram-${from}-a-${to}.xlsx`;
    expect(names).toContain(sheetName);
    expect(strFromU8(files["LEIA-ME.txt"]!)).toContain("planilhas/");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files[sheetName]!.slice().buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Publicações",
      "Métricas diárias",
      "Indicadores",
      "Concorrentes",
    ]);
    const query = `accountId=${user.accountId}&period=custom&from=${from}&to=${to}`;
    const period = (await (await user.client.request(`/api/analytics?${query}`)).json()) as PeriodAnalytics;
    const posts = (await (await user.client.request(`/api/analytics/posts?${query}&pageSize=1`)).json()) as PeriodPostsPage;
    expect(posts.total).toBeGreaterThan(0);
    expect(workbook.getWorksheet("Publicações")!.rowCount - 1).toBe(posts.total);
    const daily = workbook.getWorksheet("Métricas diárias")!;
    expect(daily.rowCount - 1).toBe(period.followersSeries.length);
    expect(daily.getRow(2).getCell(2).value).toBe(period.followersSeries[0]!.followers);

    // Someone else's export is not found.
    const other = await signUpConfirmed(t.server);
    expect((await other.client.request(ready.downloadUrl!)).status).toBe(404);
  }, 90_000);

  it("gives a member the team's data but not the other members' own rows, and stored files as files", async () => {
    const owner = await collectedUser(t.server, "marca_da_equipe", "advanced");
    const db = t.server.context.db;
    const member = await signUpConfirmed(t.server, "Rita Lima");
    await db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.userId, role: "editor" });
    expect((await member.client.post(`/api/workspaces/${owner.workspaceId}/select`, {})).status).toBe(200);
    // The owner's own rows in the workspace: a session, alert rules; and a report the team sees.
    const [ownerSession] = await db.select().from(sessions).where(eq(sessions.userId, owner.userId));
    expect((await owner.client.request("/api/alerts/rules")).status).toBe(200);
    const pdf = Buffer.from("%PDF-1.7\n% relatório de teste\n");
    const [report] = await db
      .insert(reports)
      .values({
        workspaceId: owner.workspaceId,
        socialProfileId: owner.accountId,
        requestedBy: owner.userId,
        periodPreset: "30d",
        periodFrom: "2026-10-01",
        periodTo: "2026-10-30",
        status: "done",
        fileName: "relatorio.pdf",
        sizeBytes: pdf.length,
        content: pdf,
      })
      .returning();

    expect((await member.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const ready = await waitFor(async () => {
      const current = await latestExport(member.client);
      return current?.status === "ready" ? current : undefined;
    }, 30_000);
    const files = unzipSync(new Uint8Array(await (await member.client.request(ready.downloadUrl!)).arrayBuffer()));
    const names = Object.keys(files);
    for (const table of ["sessions", "alert_rules", "alerts", "report_recipients", "report_deliveries"]) {
      expect(names).not.toContain(`espaco-de-trabalho/${table}.json`);
    }
    const naming = (needle: string) => names.filter((name) => name.endsWith(".json") && strFromU8(files[name]!).includes(needle));
    expect(naming(ownerSession!.id)).toEqual([]);
    // Only the team list names the owner as a person; nothing of theirs is exported to the member.
    expect(naming(`"user_id": "${owner.userId}"`)).toEqual(["espaco-de-trabalho/workspace_members.json"]);
    const mySessions = JSON.parse(strFromU8(files["pessoa/sessions.json"]!)) as { user_id: string }[];
    expect(mySessions.length).toBeGreaterThan(0);
    expect(mySessions.every((row) => row.user_id === member.userId)).toBe(true);
    // The team's report is there, its PDF a file of its own that the JSON names.
    const [listed] = JSON.parse(strFromU8(files["espaco-de-trabalho/reports.json"]!)) as { id: string; content: string }[];
    expect(listed).toMatchObject({ id: report!.id, content: `espaco-de-trabalho/arquivos/reports-${report!.id}-content.pdf` });
    expect(Buffer.from(files[listed!.content]!).equals(pdf)).toBe(true);
  }, 90_000);
});
