// The test server first: it extends zod with .openapi before the shared schemas load.
import { testOrigin, useTestServer } from "../../test/server";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportOutsideRecipients, reportSettings, reports } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { expectSuspendedAnswer, liftSuspension, suspendWorkspace } from "../../test/suspension";
import { paidUser } from "../../test/users";

const t = useTestServer();

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const upload = (client: TestClient) =>
  t.server.app.request("/api/report-settings/logo", {
    method: "PUT",
    headers: { origin: testOrigin, cookie: client.cookieHeader(), "content-type": "application/octet-stream" },
    body: new Blob([new Uint8Array(png)]),
  });

// The reports page's writes refuse a suspended workspace in their own statement (decision 020,
// 031): the same pt-BR 403 as the request check gave, nothing written; otherwise their own answers.
describe("the reports page's writes on a suspended workspace", () => {
  it("refuse settings, branding, a new report and a deletion, write nothing, and work again once the suspension ends", async () => {
    const owner = await paidUser(t.server, "sparks_pro");
    const db = t.server.context.db;
    const account = (await (await owner.client.post("/api/accounts", { username: "marca.suspensa" })).json()) as { id: string };
    const [kept] = await db
      .insert(reports)
      .values({
        workspaceId: owner.workspaceId,
        socialProfileId: account.id,
        requestedBy: owner.userId,
        status: "done",
        periodPreset: "7d",
        periodFrom: "2026-11-01",
        periodTo: "2026-11-07",
        fileName: "relatorio.pdf",
      })
      .returning({ id: reports.id });
    const settingsRow = async () =>
      (await db.select().from(reportSettings).where(eq(reportSettings.workspaceId, owner.workspaceId)))[0];
    const outsideRows = () =>
      db.select().from(reportOutsideRecipients).where(eq(reportOutsideRecipients.workspaceId, owner.workspaceId));
    const reportIds = async () =>
      (await db.select({ id: reports.id }).from(reports).where(eq(reports.workspaceId, owner.workspaceId))).map((row) => row.id);

    await suspendWorkspace(db, owner.workspaceId);
    await expectSuspendedAnswer(await owner.client.request("/api/report-settings", { method: "PUT", json: { paused: true } }));
    // A change of the lists alone: the settings' statement runs first and refuses it all.
    await expectSuspendedAnswer(
      await owner.client.request("/api/report-settings", {
        method: "PUT",
        json: { outsideRecipients: ["cliente@empresa.com.br"] },
      }),
    );
    await expectSuspendedAnswer(
      await owner.client.request("/api/report-settings/color", { method: "PUT", json: { color: "#0EA5E9" } }),
    );
    await expectSuspendedAnswer(await upload(owner.client));
    await expectSuspendedAnswer(await owner.client.request("/api/report-settings/logo", { method: "DELETE" }));
    await expectSuspendedAnswer(await owner.client.post("/api/reports", { accountId: account.id, period: "7d" }));
    await expectSuspendedAnswer(await owner.client.request(`/api/reports/${kept!.id}`, { method: "DELETE" }));
    expect(await settingsRow()).toBeUndefined();
    expect(await outsideRows()).toEqual([]);
    expect(await reportIds()).toEqual([kept!.id]);
    // A report that does not exist is not found, suspended or not: that check runs before the write.
    expect((await owner.client.request(`/api/reports/${randomUUID()}`, { method: "DELETE" })).status).toBe(404);

    await liftSuspension(db, owner.workspaceId);
    const paused = await owner.client.request("/api/report-settings", {
      method: "PUT",
      json: { paused: true, outsideRecipients: ["cliente@empresa.com.br"] },
    });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ paused: true, outsideRecipients: [{ email: "cliente@empresa.com.br" }] });
    expect(await settingsRow()).toMatchObject({ paused: true, accountIds: [account.id] });
    expect((await outsideRows()).map((row) => row.email)).toEqual(["cliente@empresa.com.br"]);
    // Only the lists: the settings' row is written too (its updated time), its values kept.
    expect((await owner.client.request("/api/report-settings", { method: "PUT", json: { outsideRecipients: [] } })).status).toBe(
      200,
    );
    expect(await settingsRow()).toMatchObject({ paused: true, accountIds: [account.id] });
    expect(await outsideRows()).toEqual([]);

    expect((await owner.client.request("/api/report-settings/color", { method: "PUT", json: { color: "#0EA5E9" } })).status).toBe(
      200,
    );
    expect((await upload(owner.client)).status).toBe(200);
    expect(await settingsRow()).toMatchObject({ brandColor: "#0EA5E9", logoType: "image/png" });
    const removed = await owner.client.request("/api/report-settings/logo", { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ branding: { color: "#0EA5E9", hasLogo: false } });
    expect(await settingsRow()).toMatchObject({ brandColor: "#0EA5E9", logo: null, logoType: null });

    const created = await owner.client.post("/api/reports", { accountId: account.id, period: "7d" });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect(await reportIds()).toContain(id);
    expect((await owner.client.request(`/api/reports/${kept!.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.client.request(`/api/reports/${kept!.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await reportIds()).toEqual([id]);
  }, 120_000);
});
