// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, createTestEnv } from "../../test/server";
import type { CommentsSummary } from "@core/analytics/comments-summary";
import type { InboxResponse } from "@core/replies/replies-responses";
import { replyTextMessages } from "@core/replies/reply-text";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { comments, socialMediaProfiles } from "../../db/schema/index";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { createDemoCommentActions } from "../../integrations/networks/instagram/demo-replies";
import { SourceError, type CommentActions } from "../../integrations/networks/network.port";
import { clearComments, insertComments } from "../../test/comments";
import { countQueuedEmails, waitForEmail } from "../../test/mailbox";
import { joinTeam, connectCollected } from "../../test/team";
import { collectedUser } from "../../test/users";
import { sendRepliesDigests } from "./replies-digest.job";

// Answering from Inteligram (docs/decisions/048-replies.md) through the real app: the inbox's
// order, a reply that counts as answered only once the network accepted it and never twice for
// one key, refusals in pt-BR, roles and limited members, handled marks, templates, the digest.

// The demo source's keeper, behind a switch: a test makes the "network" refuse.
const demo = createDemoCommentActions();
let network: CommentActions = demo;
const calls: { commentId: string; message: string }[] = [];
const switchable: CommentActions = {
  reply: async (input) => {
    calls.push({ commentId: input.commentId, message: input.message });
    return network.reply(input);
  },
  hide: (input) => network.hide(input),
};
const env = createTestEnv();
const instagram = createInstagram(env);
const t = useTestServer(() => ({
  env,
  networks: { instagram: { ...instagram, commentActions: { ...instagram.commentActions!, demo: switchable } } },
}));

type ErrorBody = { error: { code: string; message: string; reason?: string; fields?: Record<string, string> } };
type Owner = Awaited<ReturnType<typeof collectedUser>>;
let owner: Owner;
let other: { accountId: string };
let seeded: Record<"kit" | "recife" | "tamanho" | "lindo" | "frete" | "pix", string>;
const key = () => `chave-${crypto.randomUUID()}`;

async function summary(accountId = owner.accountId) {
  const response = await owner.client.request(`/api/comments/summary?accountId=${accountId}&period=30d`);
  expect(response.status).toBe(200);
  return (await response.json()) as CommentsSummary;
}
async function inbox(client = owner.client, query = "") {
  const response = await client.request(`/api/replies${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxResponse;
}

beforeAll(async () => {
  owner = await collectedUser(t.server, "loja.respostas", "sparks_pro");
  other = await connectCollected(owner.client, "outra.loja");
  const db = t.server.context.db;
  await clearComments(db, owner.accountId);
  await clearComments(db, other.accountId);
  const account = { workspaceId: owner.workspaceId, accountId: owner.accountId };
  const rows = await insertComments(db, account, [
    { text: "Qual o valor do kit?", username: "ana", hoursAgo: 30 },
    { text: "Vocês entregam em Recife?", username: "bia", hoursAgo: 50 },
    { text: "Tem no tamanho M?", username: "caio", hoursAgo: 2 },
    { text: "Que lindo, amei!", username: "dani", hoursAgo: 10 },
    { text: "Quanto custa o frete?", username: "edu", hoursAgo: 40, repliedHoursAgo: 37 },
  ]);
  const [onOther] = await insertComments(db, { workspaceId: owner.workspaceId, accountId: other.accountId }, [
    { text: "Aceita pix?", username: "fabi", hoursAgo: 26 },
  ]);
  seeded = {
    kit: rows[0]!.id,
    recife: rows[1]!.id,
    tamanho: rows[2]!.id,
    lindo: rows[3]!.id,
    frete: rows[4]!.id,
    pix: onOther!.id,
  };
}, 180_000);

describe("the inbox", () => {
  it("lists the unanswered questions first, oldest first, then those within 24 h, then the rest", async () => {
    const body = await inbox(owner.client, `?accountId=${owner.accountId}`);
    expect(body.items.map((item) => item.text)).toEqual([
      "Vocês entregam em Recife?",
      "Qual o valor do kit?",
      "Tem no tamanho M?",
      "Que lindo, amei!",
    ]);
    expect(body.unanswered).toBe(2);
    expect(body.canAct).toBe(true);
    const first = body.items[0]!;
    expect(first).toMatchObject({ unanswered: true, topic: "entrega", replyAbility: "demo", commenter: "bia" });
    expect(first.post.permalink).toMatch(/^https:\/\//);
  });

  it("filters by kind, topic and state", async () => {
    expect((await inbox(owner.client, `?accountId=${owner.accountId}&kind=comment`)).items.map((i) => i.text)).toEqual([
      "Que lindo, amei!",
    ]);
    expect((await inbox(owner.client, `?topic=preco`)).items.map((i) => i.text)).toEqual(["Qual o valor do kit?"]);
    expect((await inbox(owner.client, `?accountId=${owner.accountId}&state=done`)).items.map((i) => i.text)).toEqual([
      "Quanto custa o frete?",
    ]);
  });

  it("refuses an unknown filter in pt-BR", async () => {
    const response = await owner.client.request("/api/replies?kind=story");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.kind).toBe("Tipo inválido. Use question ou comment.");
  });
});

describe("replying", () => {
  it("sends once per key, stores the answer and takes the question off the unanswered count at once", async () => {
    const before = await summary();
    expect(before.questions.unanswered).toBe(2);
    const idempotencyKey = key();
    const sentBefore = calls.length;
    const first = await owner.client.post(`/api/replies/${seeded.kit}/reply`, { text: "Oi @ana, R$ 89,90!", idempotencyKey });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as {
      reply: { id: string; status: string };
      item: { unanswered: boolean; answeredAt: string };
    };
    expect(answer.reply.status).toBe("sent");
    expect(answer.item.unanswered).toBe(false);
    // A double press, or a retry with the same key: the same reply, nothing sent again.
    const second = await owner.client.post(`/api/replies/${seeded.kit}/reply`, { text: "Oi @ana, R$ 89,90!", idempotencyKey });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { reply: { id: string } }).reply.id).toBe(answer.reply.id);
    expect(calls.length - sentBefore).toBe(1);
    expect(demo.repliesTo(calls.at(-1)!.commentId).map((reply) => reply.message)).toEqual(["Oi @ana, R$ 89,90!"]);

    const after = await summary();
    expect(after.questions.unanswered).toBe(1);
    expect(after.questions.answered).toBe(before.questions.answered + 1);
    // The search's filter reads the same definition.
    const search = (await (await owner.client.request(`/api/search?q=kit&unanswered=1`)).json()) as { total: number };
    expect(search.total).toBe(0);
    // Answered about 30 h after it was asked, the other one 3 h after: the median of the two.
    expect(after.responseTime?.current.answered).toBe(2);
    expect(after.responseTime?.current.medianMinutes).toBeGreaterThan(16 * 60);
  });

  it("refuses an empty or too long reply in pt-BR before sending anything", async () => {
    const sentBefore = calls.length;
    const empty = await owner.client.post(`/api/replies/${seeded.recife}/reply`, { text: "   ", idempotencyKey: key() });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields?.text).toBe(replyTextMessages.empty);
    const long = await owner.client.post(`/api/replies/${seeded.recife}/reply`, {
      text: "a".repeat(2_201),
      idempotencyKey: key(),
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.fields?.text).toBe(replyTextMessages.tooLong);
    expect(calls.length).toBe(sentBefore);
  });

  it("shows the network's refusal, marks nothing answered, and lets the same key try again", async () => {
    const idempotencyKey = key();
    network = {
      reply: async () => {
        throw new SourceError("rate_limited", "Application request limit reached");
      },
      hide: demo.hide,
    };
    const refused = await owner.client.post(`/api/replies/${seeded.recife}/reply`, { text: "Entregamos sim!", idempotencyKey });
    expect(refused.status).toBe(502);
    const error = ((await refused.json()) as ErrorBody).error;
    expect(error.reason).toBe("NETWORK_RETRYABLE");
    expect(error.message).toContain("tente de novo em alguns minutos");
    expect(error.message).toContain("Application request limit reached");
    expect((await summary()).questions.unanswered).toBe(1);
    const [item] = (await inbox(owner.client, `?accountId=${owner.accountId}`)).items.filter((i) => i.id === seeded.recife);
    expect(item!.unanswered).toBe(true);
    expect(item!.replies[0]).toMatchObject({ status: "failed", failure: { retryable: true } });

    network = demo;
    const retried = await owner.client.post(`/api/replies/${seeded.recife}/reply`, { text: "Entregamos sim!", idempotencyKey });
    expect(retried.status).toBe(200);
    expect((await summary()).questions.unanswered).toBe(0);
  });

  it("says a deleted comment cannot be answered, not worth retrying", async () => {
    network = {
      reply: async () => {
        throw new SourceError("not_found", "Unsupported post request. Object with ID '1789' does not exist");
      },
      hide: demo.hide,
    };
    try {
      const refused = await owner.client.post(`/api/replies/${seeded.tamanho}/reply`, { text: "Temos!", idempotencyKey: key() });
      expect(refused.status).toBe(502);
      const error = ((await refused.json()) as ErrorBody).error;
      expect(error.reason).toBe("NETWORK_REFUSED");
      expect(error.message).toMatch(
        /^A rede não encontrou este comentário: ele pode ter sido apagado\. Motivo informado pela rede: “Unsupported post request/,
      );
    } finally {
      network = demo;
    }
  });

  it("says an account connected by username cannot answer", async () => {
    await t.server.context.db
      .update(socialMediaProfiles)
      .set({ dataSource: "apify" })
      .where(eq(socialMediaProfiles.id, other.accountId));
    try {
      const [item] = (await inbox(owner.client, `?accountId=${other.accountId}`)).items;
      expect(item!.replyAbility).toBe("username");
      const refused = await owner.client.post(`/api/replies/${seeded.pix}/reply`, { text: "Aceitamos!", idempotencyKey: key() });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorBody).error.message).toMatch(/conectada pelo nome de usuário/);
    } finally {
      await t.server.context.db
        .update(socialMediaProfiles)
        .set({ dataSource: "demo" })
        .where(eq(socialMediaProfiles.id, other.accountId));
    }
  });
});

describe("handled, hidden and assigned", () => {
  it("counts a question marked handled as answered, keeps who and when, and undoes it", async () => {
    const db = t.server.context.db;
    await db.update(comments).set({ accountRepliedAt: null }).where(eq(comments.id, seeded.recife));
    expect((await summary()).questions.unanswered).toBe(1);
    const marked = await owner.client.post(`/api/replies/${seeded.recife}/handled`, { handled: true });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { handled: { by: string } }).handled.by).toBe("Maria Souza");
    expect((await summary()).questions.unanswered).toBe(0);
    await owner.client.post(`/api/replies/${seeded.recife}/handled`, { handled: false });
    expect((await summary()).questions.unanswered).toBe(1);
  });

  it("hides a comment on the network and marks it handled", async () => {
    const hidden = await owner.client.post(`/api/replies/${seeded.lindo}/hide`, { hidden: true });
    expect(hidden.status).toBe(200);
    const item = (await hidden.json()) as { hidden: { by: string }; handled: unknown };
    expect(item.hidden.by).toBe("Maria Souza");
    expect(item.handled).not.toBeNull();
    expect(
      demo.isHidden((await t.server.context.db.select().from(comments).where(eq(comments.id, seeded.lindo)))[0]!.commentId),
    ).toBe(true);
  });

  it("assigns to an editor, refuses a viewer as assignee, and mails the day's digest", async () => {
    const editor = await joinTeam(t.server, owner.client, { role: "editor", name: "Edu Editor" });
    const viewer = await joinTeam(t.server, owner.client, { role: "viewer", name: "Vera Leitora" });
    const refused = await owner.client.post(`/api/replies/${seeded.tamanho}/assign`, { userId: viewer.userId });
    expect(refused.status).toBe(400);
    const assigned = await owner.client.post(`/api/replies/${seeded.tamanho}/assign`, { userId: editor.userId });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { assignee: { name: string; by: string } }).assignee).toMatchObject({
      name: "Edu Editor",
      by: "Maria Souza",
    });
    const mine = await inbox(editor.client, "?mine=1");
    expect(mine.items.map((item) => item.id)).toEqual([seeded.tamanho]);

    await sendRepliesDigests(t.server.context, new Date());
    const message = await waitForEmail(t.server.context.db, editor.email, "Inteligram: 1 comentário espera sua resposta");
    expect(message.html).toContain("Tem no tamanho M?");
    expect(message.html).toContain("(Instagram)");
    expect(message.html).toContain("/respostas?minhas=1");
  });

  it("assigns nobody the comment of an account out of their reach, and leaves it out of their digest", async () => {
    const db = t.server.context.db;
    const [comment] = await db.select().from(comments).where(eq(comments.id, seeded.tamanho));
    const limited = await joinTeam(t.server, owner.client, {
      role: "editor",
      name: "Lia Limitada",
      accountIds: [other.accountId],
    });
    const refused = await owner.client.post(`/api/replies/${seeded.tamanho}/assign`, { userId: limited.userId });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Este membro não tem acesso à conta deste comentário.");

    // Assigned while it reached every account, then limited: the digest leaves the comment out.
    const broad = await joinTeam(t.server, owner.client, { role: "editor", name: "Beto Antes" });
    expect((await owner.client.post(`/api/replies/${seeded.tamanho}/assign`, { userId: broad.userId })).status).toBe(200);
    const limitedLater = await owner.client.request(`/api/team/members/${broad.userId}`, {
      method: "PATCH",
      json: { accountIds: [other.accountId] },
    });
    expect(limitedLater.status).toBe(200);
    await sendRepliesDigests(t.server.context, new Date());
    expect(await countQueuedEmails(db, broad.email, "Inteligram: 1 comentário espera sua resposta")).toBe(0);
    expect(comment!.socialProfileId).not.toBe(other.accountId);
    // Their seats go back to the plan for the tests after this one.
    for (const member of [limited, broad])
      expect((await owner.client.request(`/api/team/members/${member.userId}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("roles", () => {
  it("lets a viewer read but not reply, hide, assign or save a reply", async () => {
    const viewer = await joinTeam(t.server, owner.client, { role: "viewer" });
    const body = await inbox(viewer.client);
    expect(body.canAct).toBe(false);
    expect(body.items.length).toBeGreaterThan(0);
    for (const [path, json] of [
      [`/api/replies/${seeded.tamanho}/reply`, { text: "Oi", idempotencyKey: key() }],
      [`/api/replies/${seeded.tamanho}/hide`, { hidden: true }],
      [`/api/replies/${seeded.tamanho}/handled`, { handled: true }],
      [`/api/replies/${seeded.tamanho}/assign`, { userId: null }],
      ["/api/replies/templates", { title: "Preço", text: "Oi {nome}" }],
    ] as const) {
      const response = await viewer.client.post(path, json);
      expect(response.status, path).toBe(403);
    }
  });

  it("keeps a member limited to one account out of the others' comments", async () => {
    const limited = await joinTeam(t.server, owner.client, { role: "editor", accountIds: [other.accountId] });
    const body = await inbox(limited.client, "?state=all");
    expect(new Set(body.items.map((item) => item.accountId))).toEqual(new Set([other.accountId]));
    const refused = await limited.client.post(`/api/replies/${seeded.tamanho}/reply`, { text: "Oi", idempotencyKey: key() });
    expect(refused.status).toBe(404);
  });
});

describe("saved replies", () => {
  it("saves, lists and deletes a workspace's replies, refusing a repeated name", async () => {
    const created = await owner.client.post("/api/replies/templates", {
      title: "Preço",
      text: "Oi {nome}, o valor está no link da bio.",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await owner.client.post("/api/replies/templates", { title: "Preço", text: "Outro" })).status).toBe(409);
    const list = (await (await owner.client.request("/api/replies/templates")).json()) as { templates: { title: string }[] };
    expect(list.templates.map((template) => template.title)).toEqual(["Preço"]);
    expect((await owner.client.request(`/api/replies/templates/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.client.request(`/api/replies/templates/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});
