import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alertRules, alerts } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { expectSuspendedAnswer, liftSuspension, suspendWorkspace } from "../../test/suspension";
import { paidUser } from "../../test/users";

const t = useTestServer();

type Rule = { id: string; kind: string; enabled: boolean };

// The alerts' writes refuse a suspended workspace in their own statement (decision 020, 031):
// the same pt-BR 403 as the request check gave, nothing written; otherwise their own answers.
describe("the alerts' writes on a suspended workspace", () => {
  it("refuse changing a rule and marking alerts read, write nothing, and work again once the suspension ends", async () => {
    const owner = await paidUser(t.server);
    const db = t.server.context.db;
    const { rules } = (await (await owner.client.request("/api/alerts/rules")).json()) as { rules: Rule[] };
    const rule = rules.find((r) => r.kind === "viral_post")!;
    expect(rule.enabled).toBe(true);
    const inserted = await db
      .insert(alerts)
      .values(
        ["a", "b", "c"].map((key) => ({
          workspaceId: owner.workspaceId,
          userId: owner.userId,
          ruleId: rule.id,
          kind: "viral_post",
          eventKey: key,
          title: key,
          body: key,
          email: false,
        })),
      )
      .returning({ id: alerts.id });
    const first = inserted[0]!.id;
    const unreadRows = async () =>
      (
        await db
          .select()
          .from(alerts)
          .where(and(eq(alerts.workspaceId, owner.workspaceId), isNull(alerts.readAt)))
      ).length;
    const ruleEnabled = async () =>
      (await db.select({ enabled: alertRules.enabled }).from(alertRules).where(eq(alertRules.id, rule.id)))[0]!.enabled;

    await suspendWorkspace(db, owner.workspaceId);
    await expectSuspendedAnswer(
      await owner.client.request(`/api/alerts/rules/${rule.id}`, { method: "PATCH", json: { enabled: false } }),
    );
    await expectSuspendedAnswer(await owner.client.post(`/api/alerts/${first}/read`, {}));
    await expectSuspendedAnswer(await owner.client.post("/api/alerts/read-all", {}));
    expect(await ruleEnabled()).toBe(true);
    expect(await unreadRows()).toBe(3);
    // A rule that is not the person's is not found, suspended or not: that check runs before the write.
    expect(
      (await owner.client.request(`/api/alerts/rules/${randomUUID()}`, { method: "PATCH", json: { enabled: false } })).status,
    ).toBe(404);

    await liftSuspension(db, owner.workspaceId);
    const changed = await owner.client.request(`/api/alerts/rules/${rule.id}`, { method: "PATCH", json: { enabled: false } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: rule.id, enabled: false });
    expect(await ruleEnabled()).toBe(false);
    expect(
      (await owner.client.request(`/api/alerts/rules/${randomUUID()}`, { method: "PATCH", json: { enabled: true } })).status,
    ).toBe(404);

    const read = await owner.client.post(`/api/alerts/${first}/read`, {});
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ unread: 2 });
    // Read already, or not the person's: the statement marks nothing, and each keeps its answer.
    expect(await (await owner.client.post(`/api/alerts/${first}/read`, {})).json()).toEqual({ unread: 2 });
    expect((await owner.client.post(`/api/alerts/${randomUUID()}/read`, {})).status).toBe(404);
    expect(await unreadRows()).toBe(2);

    expect(await (await owner.client.post("/api/alerts/read-all", {})).json()).toEqual({ unread: 0 });
    expect(await unreadRows()).toBe(0);
    // Nothing left unread is no error.
    expect(await (await owner.client.post("/api/alerts/read-all", {})).json()).toEqual({ unread: 0 });
  }, 120_000);
});
