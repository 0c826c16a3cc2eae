import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  outboxEmails,
  outgoingEmails,
  rateLimits,
  sandboxCheckouts,
  sandboxInvoices,
  sandboxSubscriptions,
  users,
  workspaces,
} from "../../db/schema/index";
import { TestClient } from "../../test/http-client";
import { waitForIdleJobs } from "../../test/jobs";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser, paidUser, signUpConfirmed, testPassword } from "../../test/users";
import { deletionMessages } from "./account-deletion.service";
import { countOwnedRows, listOwnerReferences } from "./owner-references";

const t = useTestServer();
type ErrorBody = { error: { code: string; message: string; reason?: string; fields?: Record<string, string> } };

async function invitationToken(email: string) {
  const message = await waitForEmail(t.server.context.db, email, "Convite para a equipe");
  const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)?.[1];
  if (!token) throw new Error("the invitation has no link");
  return token;
}

/** Every row in any table that references the person or the workspace (read from the catalog). */
async function rowsLeft(ids: { users: string[]; workspaces: string[] }) {
  const left: string[] = [];
  const references = await listOwnerReferences(t.server.context.db);
  for (const ref of references) {
    for (const id of ids[ref.target]) {
      const count = await countOwnedRows(t.server.context.db, ref.table, ref.column, id);
      if (count > 0) left.push(`${ref.table}.${ref.column}=${id}: ${count}`);
    }
  }
  return { left, references };
}

const signIn = (email: string) => new TestClient(t.server.app).post("/api/auth/sign-in/email", { email, password: testPassword });

describe("deleting my account", () => {
  it("names each workspace as every other screen does (the company from onboarding), in the preview and the e-mail", async () => {
    const owner = await paidUser(t.server, "advanced");
    const company = {
      accountType: "business",
      name: "Agência Horizonte Ltda",
      legalDocument: "11.222.333/0001-81",
      email: "contato@horizonte.com.br",
      phone: "(11) 98765-4321",
    };
    expect((await owner.client.request("/api/onboarding/company", { method: "PUT", json: company })).status).toBe(200);
    const team = (await (await owner.client.request("/api/team")).json()) as { workspace: { name: string } };
    expect(team.workspace.name).toBe("Agência Horizonte Ltda");

    const preview = (await (await owner.client.request("/api/lifecycle/account")).json()) as { workspaces: { name: string }[] };
    expect(preview.workspaces.map((w) => w.name)).toEqual([team.workspace.name]);
    // The LGPD export's note names it the same way.
    expect((await owner.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const downloadUrl = await waitFor(async () => {
      const body = (await (await owner.client.request("/api/lifecycle/exports/latest")).json()) as {
        export: { downloadUrl: string | null } | null;
      };
      return body.export?.downloadUrl ?? undefined;
    }, 60_000);
    const files = unzipSync(new Uint8Array(await (await owner.client.request(downloadUrl)).arrayBuffer()));
    expect(strFromU8(files["LEIA-ME.txt"]!)).toContain('os dados do espaço "Agência Horizonte Ltda"');
    const deleted = await owner.client.post("/api/lifecycle/account/delete", { email: owner.email, password: testPassword });
    expect(deleted.status).toBe(200);
    const mail = await waitForEmail(t.server.context.db, owner.email, "Sua conta no Inteligram foi excluída");
    expect(mail.text).toContain("espaço de trabalho Agência Horizonte Ltda");
  }, 180_000);

  it("refuses a wrong e-mail or password and an owner with members who did not choose, changing nothing", async () => {
    const owner = await paidUser(t.server, "advanced");
    const member = await signUpConfirmed(t.server, "Beto Membro");
    expect((await owner.client.post("/api/team/invitations", { email: member.email })).status).toBe(201);
    expect((await member.client.post(`/api/invitations/${await invitationToken(member.email)}/accept`, {})).status).toBe(200);

    const wrongEmail = await owner.client.post("/api/lifecycle/account/delete", {
      email: "outra@exemplo.com.br",
      password: testPassword,
    });
    expect(wrongEmail.status).toBe(400);
    expect(((await wrongEmail.json()) as ErrorBody).error.message).toBe(deletionMessages.emailMismatch);

    const wrongPassword = await owner.client.post("/api/lifecycle/account/delete", {
      email: owner.email,
      password: "errada-123",
    });
    expect(wrongPassword.status).toBe(400);
    expect(((await wrongPassword.json()) as ErrorBody).error.reason).toBe("INVALID_PASSWORD");

    const undecided = await owner.client.post("/api/lifecycle/account/delete", {
      email: owner.email.toUpperCase(),
      password: testPassword,
    });
    expect(undecided.status).toBe(409);
    expect(((await undecided.json()) as ErrorBody).error.message).toBe(deletionMessages.ownerMustChoose);

    // Untouched: both still sign in and the workspace is there.
    expect((await signIn(owner.email)).status).toBe(200);
    const [workspace] = await t.server.context.db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(workspace).toBeDefined();
    const preview = (await (await owner.client.request("/api/lifecycle/account")).json()) as {
      workspaces: { otherMembers: number; role: string }[];
    };
    expect(preview.workspaces).toEqual([expect.objectContaining({ role: "owner", otherMembers: 1 })]);
  });

  it("deletes an owner's account and workspace: subscription ended at the provider, no row left anywhere, a pt-BR e-mail, no sign-in", async () => {
    const owner = await collectedUser(t.server, "marca_que_sai", "advanced");
    const member = await signUpConfirmed(t.server, "Carla Membro");
    // Another customer of the sandbox provider, whose records must stay.
    const other = await paidUser(t.server, "basic");
    expect((await owner.client.post("/api/team/invitations", { email: member.email })).status).toBe(201);
    expect((await member.client.post(`/api/invitations/${await invitationToken(member.email)}/accept`, {})).status).toBe(200);
    expect((await owner.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const db = t.server.context.db;
    const before = await rowsLeft({ users: [owner.userId], workspaces: [owner.workspaceId] });
    // The fixture really fills the owned tables (history, subscription, members...).
    expect(before.left.length).toBeGreaterThan(8);
    const sandboxRows = async (workspaceId: string) => ({
      subscriptions: await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.workspaceId, workspaceId)),
      invoices: await db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.workspaceId, workspaceId))
        .orderBy(sandboxInvoices.id),
    });
    // The provider's records of the owner: a subscription and its first invoice.
    const ownerAtProvider = await sandboxRows(owner.workspaceId);
    expect(ownerAtProvider.subscriptions).toHaveLength(1);
    expect(ownerAtProvider.invoices.length).toBeGreaterThan(0);
    const otherAtProvider = await sandboxRows(other.workspaceId);
    expect(otherAtProvider.subscriptions).toHaveLength(1);
    expect(otherAtProvider.invoices.length).toBeGreaterThan(0);

    const payments = t.server.context.payments;
    const cancelNow = payments.cancelNow;
    const canceled: string[] = [];
    payments.cancelNow = async (subscriptionId) => {
      canceled.push(subscriptionId);
      await cancelNow(subscriptionId);
    };
    let deleted: Response;
    try {
      deleted = await owner.client.post("/api/lifecycle/account/delete", {
        email: owner.email,
        password: testPassword,
        deleteOwnedWorkspaces: true,
      });
    } finally {
      payments.cancelNow = cancelNow;
    }
    expect(deleted.status).toBe(200);
    // The subscription was ended at the provider before its records went.
    expect(canceled).toEqual([ownerAtProvider.subscriptions[0]!.id]);

    const { left, references } = await rowsLeft({ users: [owner.userId], workspaces: [owner.workspaceId] });
    expect(references.length).toBeGreaterThan(15);
    expect(left).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toEqual([]);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId))).toEqual([]);

    const mail = await waitForEmail(db, owner.email, "Sua conta no Inteligram foi excluída");
    expect(mail.text).toContain("Confirmamos a exclusão da sua conta no Inteligram");
    expect(mail.text).toContain("a assinatura encerrada (sem novas cobranças)");
    expect((await owner.client.request("/api/lifecycle/account")).status).toBe(401);
    expect((await signIn(owner.email)).status).toBe(401);
    // The member keeps their account; the provider's late "subscription deleted" changed nothing.
    expect((await signIn(member.email)).status).toBe(200);
    // ...and is told: an e-mail, and a notice on their next page.
    const told = await waitForEmail(db, member.email, "foi excluída do Inteligram");
    expect(told.text).toContain("excluiu o espaço de trabalho");
    const list = (await (await member.client.request("/api/workspaces")).json()) as { endedMemberships: { reason: string }[] };
    expect(list.endedMemberships).toEqual([expect.objectContaining({ reason: "workspace_deleted" })]);
    // Nor does anything of the sandbox provider's or the outbox's that names them: the checkout
    // (their e-mail) and every message kept for them before the one saying the account is gone.
    expect(await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.workspaceId, owner.workspaceId))).toEqual([]);
    // Nor do its subscription and invoices; another customer's stay as they were.
    expect(await sandboxRows(owner.workspaceId)).toEqual({ subscriptions: [], invoices: [] });
    expect(await sandboxRows(other.workspaceId)).toEqual(otherAtProvider);
    const kept = await db.select({ subject: outboxEmails.subject }).from(outboxEmails).where(eq(outboxEmails.to, owner.email));
    expect(kept.map((message) => message.subject)).toEqual(["Sua conta no Inteligram foi excluída"]);
    // No counter keyed by the person or the workspace stays (the deletion's own password check wrote one).
    const counters = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.filter(({ key }) => key.endsWith(owner.userId) || key.endsWith(owner.workspaceId))).toEqual([]);
    // A collection, an invitation, an export and the deletion: slower than most on a loaded machine.
  }, 120_000);

  it("leaves everything untouched when the provider cannot end the subscription", async () => {
    const owner = await paidUser(t.server, "basic");
    const payments = t.server.context.payments;
    const cancelNow = payments.cancelNow;
    payments.cancelNow = () => Promise.reject(new Error("provider down"));
    try {
      const refused = await owner.client.post("/api/lifecycle/account/delete", { email: owner.email, password: testPassword });
      expect(refused.status).toBe(502);
      expect(((await refused.json()) as ErrorBody).error.message).toBe(deletionMessages.providerDown);
    } finally {
      payments.cancelNow = cancelNow;
    }
    const db = t.server.context.db;
    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);
    const subscription = (await (await owner.client.request("/api/billing/subscription")).json()) as {
      subscription: { status: string };
    };
    expect(subscription.subscription.status).toBe("active");
    expect(
      (await owner.client.post("/api/lifecycle/account/delete", { email: owner.email, password: testPassword })).status,
    ).toBe(200);
  });

  it("deletes a member's account: they leave, the team's workspace stays", async () => {
    const owner = await paidUser(t.server, "advanced");
    const member = await signUpConfirmed(t.server, "Eva Membro");
    expect((await owner.client.post("/api/team/invitations", { email: member.email })).status).toBe(201);
    expect((await member.client.post(`/api/invitations/${await invitationToken(member.email)}/accept`, {})).status).toBe(200);

    const deleted = await member.client.post("/api/lifecycle/account/delete", { email: member.email, password: testPassword });
    expect(deleted.status).toBe(200);
    const { left } = await rowsLeft({ users: [member.userId], workspaces: [member.workspaceId] });
    expect(left).toEqual([]);
    const team = (await (await owner.client.request("/api/team")).json()) as { members: { email: string }[] };
    expect(team.members.map((m) => m.email)).toEqual([owner.email]);
    expect((await signIn(member.email)).status).toBe(401);
  });
});

type Rows<T> = { rows: T[] };

/** Rows of any pg-boss table (jobs of every state, schedules, any archive) whose text holds one of these values. */
async function queueRowsNaming(values: string[]) {
  const db = t.server.context.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'pgboss' and table_type = 'BASE TABLE'`,
  )) as unknown as Rows<{ table_name: string }>;
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    for (const value of values) {
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier("pgboss")}.${sql.identifier(table)} as row where row::text ilike ${`%${value}%`}`,
      )) as unknown as Rows<{ n: number }>;
      if (Number(result.rows[0]!.n) > 0) found.push(`pgboss.${table}: ${value} (${result.rows[0]!.n})`);
    }
  }
  return found;
}

describe("the job queue after a deletion", () => {
  it("keeps no job naming the person or the workspace, and no mail job holds an address or a message", async () => {
    const owner = await collectedUser(t.server, "marca_sem_rastro", "advanced");
    expect((await owner.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const db = t.server.context.db;
    await waitForEmail(db, owner.email, "Seus dados do Inteligram estão prontos");
    await waitForIdleJobs(db);
    const traces = [owner.email, owner.userId, owner.workspaceId, owner.accountId];
    // The person's jobs were there: their ids (and, before, their e-mails) sat in the queue.
    expect((await queueRowsNaming(traces)).length).toBeGreaterThan(0);
    // Every e-mail so far (confirmation, receipt, export ready) went through a job that holds
    // only the id of the stored message.
    const mailJobs = (await db.execute(sql`select data from pgboss.job where name = 'mail.send'`)) as unknown as Rows<{
      data: object;
    }>;
    expect(mailJobs.rows.length).toBeGreaterThanOrEqual(3);
    for (const { data } of mailJobs.rows) {
      expect(Object.keys(data)).toEqual(["messageId"]);
      expect(JSON.stringify(data)).not.toMatch(/@|</);
    }

    const deleted = await owner.client.post("/api/lifecycle/account/delete", { email: owner.email, password: testPassword });
    expect(deleted.status).toBe(200);

    // "Conta excluída" is still delivered, after the person's row is gone...
    const farewell = await waitForEmail(db, owner.email, "Sua conta no Inteligram foi excluída");
    expect(farewell.text).toContain("Confirmamos a exclusão da sua conta");
    await waitForIdleJobs(db);
    // ...and then nothing in the queue, nor a stored message, names them.
    expect(await queueRowsNaming(traces)).toEqual([]);
    expect(await db.select().from(outgoingEmails).where(eq(outgoingEmails.to, owner.email))).toEqual([]);
  }, 120_000);

  it("keeps finished jobs a day, and the mail jobs a week", async () => {
    const db = t.server.context.db;
    const queues = (await db.execute(
      // pg-boss's own queue for schedules (`__pgboss__send-it`) carries the schedules' empty payloads.
      sql`select name, deletion_seconds from pgboss.queue where left(name, 2) <> '__' order by name`,
    )) as unknown as Rows<{ name: string; deletion_seconds: number }>;
    expect(queues.rows.length).toBeGreaterThan(15);
    for (const queue of queues.rows) {
      expect([queue.name, queue.deletion_seconds]).toEqual([queue.name, queue.name === "mail.send" ? 7 * 86_400 : 86_400]);
    }
  });
});
