import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AddCompetitorResult } from "@core/competitors/competitor-figures";
import { competitorAddonOrders, socialMediaProfiles } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { expectSuspendedAnswer, liftSuspension, suspendWorkspace } from "../../test/suspension";
import { paidUser } from "../../test/users";
import { insertAddonOrder } from "./competitors.queries";

const t = useTestServer();

const competitorsOf = (workspaceId: string) =>
  t.server.context.db
    .select({ username: socialMediaProfiles.username, isActive: socialMediaProfiles.isActive })
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), eq(socialMediaProfiles.kind, "competitor")))
    .orderBy(socialMediaProfiles.username);

// Adding and removing a competitor refuse a suspended workspace in statements they run anyway
// (decision 020, 031): the same pt-BR 403 as the request check gave, nothing written; otherwise
// their own answers.
describe("competitors on a suspended workspace", () => {
  it("refuses adding and removing, writes nothing, and adds and removes again once the suspension ends", async () => {
    const owner = await paidUser(t.server, "advanced");
    const db = t.server.context.db;
    const added = await owner.client.post("/api/competitors", { username: "rival_antes" });
    expect(added.status).toBe(201);
    const { competitor } = (await added.json()) as Extract<AddCompetitorResult, { status: "added" }>;

    await suspendWorkspace(db, owner.workspaceId);
    await expectSuspendedAnswer(await owner.client.post("/api/competitors", { username: "rival_durante" }));
    await expectSuspendedAnswer(await owner.client.request(`/api/competitors/${competitor.id}`, { method: "DELETE" }));
    expect(await competitorsOf(owner.workspaceId)).toEqual([{ username: "rival_antes", isActive: true }]);

    await liftSuspension(db, owner.workspaceId);
    expect((await owner.client.post("/api/competitors", { username: "rival_depois" })).status).toBe(201);
    expect((await owner.client.request(`/api/competitors/${competitor.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await competitorsOf(owner.workspaceId)).toEqual([
      { username: "rival_antes", isActive: false },
      { username: "rival_depois", isActive: true },
    ]);
    // Removed already, or never there: not found, as before.
    expect((await owner.client.request(`/api/competitors/${competitor.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await owner.client.request(`/api/competitors/${randomUUID()}`, { method: "DELETE" })).status).toBe(404);
  }, 120_000);

  it("refuses Start's paid add-on before any order or payment, and its order's insert refuses on its own", async () => {
    const owner = await paidUser(t.server, "basic");
    const db = t.server.context.db;
    await suspendWorkspace(db, owner.workspaceId);
    await expectSuspendedAnswer(await owner.client.post("/api/competitors", { username: "rival_start" }));
    expect(await competitorsOf(owner.workspaceId)).toEqual([]);
    const orders = () => db.select().from(competitorAddonOrders).where(eq(competitorAddonOrders.workspaceId, owner.workspaceId));
    expect(await orders()).toEqual([]);

    // Suspended between the count and the order (the add's transaction): no order is written.
    const [profile] = await db
      .insert(socialMediaProfiles)
      .values({
        workspaceId: owner.workspaceId,
        kind: "competitor",
        platform: "instagram",
        platformUserId: "competitor_rival_corrida",
        username: "rival_corrida",
        connectionType: "manual",
        dataSource: "demo",
        isActive: false,
      })
      .returning({ id: socialMediaProfiles.id });
    expect(await insertAddonOrder(db, { workspaceId: owner.workspaceId, socialProfileId: profile!.id })).toBeUndefined();
    expect(await orders()).toEqual([]);

    await liftSuspension(db, owner.workspaceId);
    expect(await insertAddonOrder(db, { workspaceId: owner.workspaceId, socialProfileId: profile!.id })).toMatchObject({
      socialProfileId: profile!.id,
    });
    expect(await orders()).toMatchObject([{ socialProfileId: profile!.id, status: "open" }]);
  }, 120_000);
});
