import { strFromU8, unzipSync } from "fflate";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Team, InvitationPreview } from "@core/team/team-responses";
import { reports, workspaceMemberAccounts, workspaceMembers } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { connectCollected, joinTeam } from "../../test/team";
import { collectedUser } from "../../test/users";
import { limitedConnectMessage } from "../social-accounts/accounts.service";
import { teamMessages } from "./team.service";

// A member limited to some accounts (docs/product/teams-and-roles.md, docs/decisions/030)
// sees, searches, exports and gets alerts and reports of those accounts only, on every read
// path, through /api/v1 with a key they made too; the other account is "not found" to them.

const t = useTestServer();

let owner: Awaited<ReturnType<typeof collectedUser>>;
let viewer: Awaited<ReturnType<typeof joinTeam>>;
let mine: string; // the account the viewer may reach (owner.accountId)
let other: string; // the one they may not
let otherRun: string;
const otherName = "marca_reservada";

const json = async <T>(client: TestClient, path: string) => {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const statusOf = async (client: TestClient, path: string, init?: Parameters<TestClient["request"]>[1]) =>
  (await client.request(path, init)).status;

beforeAll(async () => {
  owner = await collectedUser(t.server, "marca_liberada", "sparks_pro");
  mine = owner.accountId;
  ({ accountId: other, runId: otherRun } = await connectCollected(owner.client, otherName));
  viewer = await joinTeam(t.server, owner.client, { role: "viewer", accountIds: [mine], name: "Lia Leitora" });
}, 180_000);

describe("an invitation naming the role and the accounts", () => {
  it("is shown before accepting, in the e-mail and on the invitation page", async () => {
    expect(viewer.invitationHtml).toContain("Seu papel: Leitor, com acesso à conta @marca_liberada (Instagram).");
    // The same invitation to someone else, still open: its page names the role and the account.
    const email = `aberto-${randomUUID()}@exemplo.com.br`;
    expect((await owner.client.post("/api/team/invitations", { email, role: "viewer", accountIds: [mine] })).status).toBe(201);
    const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(
      (await waitForEmail(t.server.context.db, email, "Convite para a equipe")).html,
    )?.[1];
    const preview = await json<InvitationPreview>(viewer.client, `/api/invitations/${token}`);
    expect(preview).toMatchObject({
      status: "pending",
      role: "viewer",
      accounts: [{ username: "marca_liberada", platform: "instagram" }],
    });
    // Once used, the link says only that.
    expect(await json<InvitationPreview>(viewer.client, `/api/invitations/${viewer.token}`)).toEqual({ status: "accepted" });
    const team = await json<Team>(owner.client, "/api/team");
    expect(team.members.find((member) => member.userId === viewer.userId)).toMatchObject({ role: "viewer", accountIds: [mine] });
  });
});

describe("a member limited to one account", () => {
  it("lists, switches to and reads only that account", async () => {
    expect((await json<{ accounts: { id: string }[] }>(viewer.client, "/api/accounts")).accounts.map((a) => a.id)).toEqual([
      mine,
    ]);
    const dashboard = await json<{ accounts: { id: string }[]; current: { id: string } }>(viewer.client, "/api/dashboard");
    expect(dashboard.accounts.map((a) => a.id)).toEqual([mine]);
    expect(dashboard.current.id).toBe(mine);
    // The owner reads both, and the other account stays unknown to the viewer on every path.
    expect((await json<{ accounts: unknown[] }>(owner.client, "/api/accounts")).accounts).toHaveLength(2);
    for (const path of [
      `/api/dashboard?accountId=${other}`,
      `/api/analytics?accountId=${other}`,
      `/api/analytics/posts?accountId=${other}`,
      `/api/comments/summary?accountId=${other}`,
      `/api/competitors/comparison?accountId=${other}`,
      `/api/insights/recommendations?accountId=${other}`,
      `/api/exports?accountId=${other}&format=xlsx`,
      `/api/exports?accountId=${other}&format=csv&sheet=posts`,
      `/api/search?q=foto&accountId=${other}`,
      `/api/search/export?q=foto&format=csv&accountId=${other}`,
      `/api/collection-runs/${otherRun}`,
    ]) {
      expect(await statusOf(viewer.client, path), path).toBe(404);
      expect(await statusOf(owner.client, path), `owner: ${path}`).toBe(200);
    }
    expect(await statusOf(viewer.client, `/api/accounts/${other}/select`, { method: "POST", json: {} })).toBe(404);
    expect(await statusOf(viewer.client, `/api/analytics?accountId=${mine}`)).toBe(200);
    expect(await statusOf(viewer.client, `/api/exports?accountId=${mine}&format=xlsx`)).toBe(200);
  });

  it("searches only that account's posts and comments", async () => {
    const { posts } = await json<{ posts: { caption: string }[] }>(
      owner.client,
      `/api/analytics/posts?accountId=${other}&period=90d`,
    );
    const word = posts.flatMap((post) => post.caption.toLowerCase().match(/\p{L}{5,}/gu) ?? [])[0];
    expect(word, "a word of the other account's captions").toBeTruthy();
    type Results = { total: number; results: { accountId: string }[] };
    const ownerResults = await json<Results>(owner.client, `/api/search?q=${encodeURIComponent(word!)}&period=90d`);
    expect(ownerResults.results.some((result) => result.accountId === other)).toBe(true);
    const viewerResults = await json<Results>(viewer.client, `/api/search?q=${encodeURIComponent(word!)}&period=90d`);
    expect(viewerResults.results.filter((result) => result.accountId === other)).toEqual([]);
    const exported = await viewer.client.request(`/api/search/export?q=${encodeURIComponent(word!)}&period=90d&format=csv`);
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain(otherName);
  });

  it("sees and downloads only that account's reports", async () => {
    const db = t.server.context.db;
    const pdf = Buffer.from("%PDF-1.7\n% relatório\n");
    const values = (socialProfileId: string) => ({
      workspaceId: owner.workspaceId,
      socialProfileId,
      requestedBy: owner.userId,
      periodPreset: "30d" as const,
      periodFrom: "2026-10-01",
      periodTo: "2026-10-30",
      status: "done" as const,
      fileName: "relatorio.pdf",
      sizeBytes: pdf.length,
      content: pdf,
    });
    const [visible] = await db.insert(reports).values(values(mine)).returning({ id: reports.id });
    const [hidden] = await db.insert(reports).values(values(other)).returning({ id: reports.id });
    const listed = await json<{ reports: { id: string }[] }>(viewer.client, "/api/reports");
    expect(listed.reports.map((report) => report.id)).toEqual([visible!.id]);
    expect(await statusOf(viewer.client, `/api/reports/${hidden!.id}`)).toBe(404);
    expect(await statusOf(viewer.client, `/api/reports/${hidden!.id}/download`)).toBe(404);
    expect(await statusOf(viewer.client, `/api/reports/${visible!.id}/download`)).toBe(200);
    expect((await json<{ reports: unknown[] }>(owner.client, "/api/reports")).reports).toHaveLength(2);
  });

  it("reads /api/v1 through a key they created only for that account; the key stops when they leave", async () => {
    const created = await viewer.client.post("/api/api-keys", { name: "Planilha da Lia" });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const headers = { authorization: `Bearer ${key}` };
    const v1 = (path: string) => t.server.app.request(path, { headers });
    const listed = await v1("/api/v1/accounts");
    const accounts = (await listed.json()) as { data: { id: string }[] };
    expect(listed.status, JSON.stringify(accounts)).toBe(200);
    expect(accounts.data.map((account) => account.id)).toEqual([mine]);
    for (const path of [
      `/api/v1/accounts/${other}`,
      `/api/v1/accounts/${other}/posts`,
      `/api/v1/accounts/${other}/metrics`,
      `/api/v1/accounts/${other}/recommendations`,
    ]) {
      expect((await v1(path)).status, path).toBe(404);
    }
    expect((await v1(`/api/v1/accounts/${mine}/posts`)).status).toBe(200);
    const searched = await (await v1("/api/v1/search?q=foto")).text();
    expect(searched).not.toContain(other);
    // The owner's key reaches both; the viewer sees only the keys they made.
    const ownerKey = ((await (await owner.client.post("/api/api-keys", { name: "Dona" })).json()) as { key: string }).key;
    const both = (await (
      await t.server.app.request("/api/v1/accounts", { headers: { authorization: `Bearer ${ownerKey}` } })
    ).json()) as { data: unknown[] };
    expect(both.data).toHaveLength(2);
    const viewerKeys = await json<{ keys: { name: string }[] }>(viewer.client, "/api/api-keys");
    expect(viewerKeys.keys.map((row) => row.name)).toEqual(["Planilha da Lia"]);

    const leaver = await joinTeam(t.server, owner.client, { role: "editor", accountIds: [mine], name: "Edu Editor" });
    const leaverKey = ((await (await leaver.client.post("/api/api-keys", { name: "Edu" })).json()) as { key: string }).key;
    // A limited editor connects no new account: they would not reach it.
    const connect = await leaver.client.post("/api/accounts", { username: "conta_nova_do_edu" });
    expect(connect.status).toBe(403);
    expect(await connect.json()).toMatchObject({ error: { reason: "LIMITED_ACCESS", message: limitedConnectMessage } });
    expect((await t.server.app.request("/api/v1/accounts", { headers: { authorization: `Bearer ${leaverKey}` } })).status).toBe(
      200,
    );
    expect(await statusOf(leaver.client, "/api/team/leave", { method: "POST", json: {} })).toBe(200);
    // Every process drops the key it remembers on the notification the membership's trigger sends.
    await waitFor(async () => {
      const status = (await t.server.app.request("/api/v1/accounts", { headers: { authorization: `Bearer ${leaverKey}` } }))
        .status;
      return status === 401 ? status : undefined;
    }, 5_000);
  });

  it("gets alerts of that account only", async () => {
    const drop = (accountId: string) => owner.client.post("/dev/follower-drop", { accountId, percent: 20 });
    expect((await drop(other)).status).toBe(200);
    const ownerAlerts = await json<{ alerts: { accountId: string | null }[] }>(owner.client, "/api/alerts");
    expect(ownerAlerts.alerts.length).toBeGreaterThan(0);
    expect((await json<{ alerts: unknown[] }>(viewer.client, "/api/alerts")).alerts).toEqual([]);
    expect((await drop(mine)).status).toBe(200);
    expect((await json<{ alerts: unknown[] }>(viewer.client, "/api/alerts")).alerts.length).toBeGreaterThan(0);
  });

  it("exports in 'Meus dados' only that account's rows and spreadsheet", async () => {
    expect((await viewer.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const ready = await waitFor(async () => {
      const body = (await (await viewer.client.request("/api/lifecycle/exports/latest")).json()) as {
        export: { status: string; downloadUrl: string | null } | null;
      };
      return body.export?.status === "ready" ? body.export : undefined;
    }, 60_000);
    const files = unzipSync(new Uint8Array(await (await viewer.client.request(ready.downloadUrl!)).arrayBuffer()));
    const names = Object.keys(files);
    expect(names.some((name) => name.includes("marca_liberada") && name.endsWith(".xlsx"))).toBe(true);
    expect(names.filter((name) => name.includes(otherName))).toEqual([]);
    const naming = names.filter(
      (name) =>
        !name.endsWith(".xlsx") && (strFromU8(files[name]!).includes(other) || strFromU8(files[name]!).includes(otherName)),
    );
    expect(naming).toEqual([]);
    expect(names.filter((name) => name.endsWith(".json") && strFromU8(files[name]!).includes(mine)).length).toBeGreaterThan(2);
  }, 90_000);
});

describe("limiting a member", () => {
  it("refuses an account of another workspace, or limiting an admin, in pt-BR, changing nothing", async () => {
    const stranger = await collectedUser(t.server, "marca_alheia", "advanced");
    const patch = (userId: string, body: unknown) =>
      owner.client.request(`/api/team/members/${userId}`, { method: "PATCH", json: body });
    const foreign = await patch(viewer.userId, { accountIds: [stranger.accountId] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { message: teamMessages.foreignAccount } });
    const unknown = await patch(viewer.userId, { accountIds: [mine, randomUUID()] });
    expect(unknown.status).toBe(400);
    const admin = await patch(viewer.userId, { role: "admin", accountIds: [mine] });
    expect(admin.status).toBe(400);
    expect(await admin.json()).toMatchObject({ error: { message: teamMessages.adminNotLimited } });
    const invite = await owner.client.post("/api/team/invitations", {
      email: "fora@exemplo.com.br",
      role: "viewer",
      accountIds: [stranger.accountId],
    });
    expect(invite.status).toBe(400);
    expect(await invite.json()).toMatchObject({ error: { message: teamMessages.foreignAccount } });
    const db = t.server.context.db;
    const [member] = await db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owner.workspaceId), eq(workspaceMembers.userId, viewer.userId)));
    expect(member).toMatchObject({ role: "viewer", accountAccess: "some" });
    const grants = await db.select().from(workspaceMemberAccounts).where(eq(workspaceMemberAccounts.userId, viewer.userId));
    expect(grants.map((grant) => grant.accountId)).toEqual([mine]);
  }, 120_000);

  it("takes effect on the member's next request: another account, then all", async () => {
    const patch = (body: unknown) => owner.client.request(`/api/team/members/${viewer.userId}`, { method: "PATCH", json: body });
    expect((await patch({ accountIds: [other] })).status).toBe(200);
    expect((await json<{ accounts: { id: string }[] }>(viewer.client, "/api/accounts")).accounts.map((a) => a.id)).toEqual([
      other,
    ]);
    expect((await json<{ current: { id: string } }>(viewer.client, "/api/dashboard")).current.id).toBe(other);
    expect((await patch({ accountIds: null })).status).toBe(200);
    expect((await json<{ accounts: unknown[] }>(viewer.client, "/api/accounts")).accounts).toHaveLength(2);
    expect((await patch({ accountIds: [mine] })).status).toBe(200);
    // A viewer may not change anyone's access, their own included.
    expect(
      await statusOf(viewer.client, `/api/team/members/${viewer.userId}`, { method: "PATCH", json: { accountIds: null } }),
    ).toBe(403);
  });
});
