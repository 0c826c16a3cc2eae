import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, posts } from "../../db/schema/index";
import type { CollectedComment } from "../../integrations/networks/network.port";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";
import { recordComments } from "./record-comments";

const t = useTestServer();

const hour = 3600_000;
const comment = (id: string, text: string, at: Date, extra: Partial<CollectedComment> = {}): CollectedComment => ({
  id,
  parentId: null,
  username: "cliente_1",
  text,
  likeCount: 0,
  timestamp: at.toISOString(),
  ...extra,
});

async function setUp() {
  const user = await collectedUser(t.server, "loja_comentarios");
  const db = t.server.context.db;
  // The collection read the demo's comments: these tests start from none.
  await db.delete(comments).where(eq(comments.socialProfileId, user.accountId));
  const [post] = await db
    .select()
    .from(posts)
    .where(eq(posts.socialProfileId, user.accountId))
    .orderBy(asc(posts.publishedAt))
    .limit(1);
  const record = (read: Parameters<typeof recordComments>[1]["read"], collectedAt: Date) =>
    db.transaction((tx) =>
      recordComments(tx, {
        workspaceId: user.workspaceId,
        accountId: user.accountId,
        platform: "instagram",
        accountUsername: "loja_comentarios",
        read,
        collectedAt,
      }),
    );
  const rows = () =>
    db.select().from(comments).where(eq(comments.socialProfileId, user.accountId)).orderBy(asc(comments.commentId));
  return { ...user, post: post!, record, rows };
}

describe("a collection's comments", () => {
  it("keeps one row per comment across collections, with its question, sentiment and the account's first reply", async () => {
    const { post, record, rows } = await setUp();
    const asked = new Date(Date.now() - 30 * hour);
    const thread = [
      comment("c1", "Vocês entregam em Recife?", asked),
      comment("c1r", "Entregamos sim! Frete grátis acima de R$ 199.", new Date(asked.getTime() + 2 * hour), {
        parentId: "c1",
        username: "@Loja_Comentarios",
      }),
      comment("c2", "Amei demais, perfeito 😍", asked),
      comment("c3", "Qual o valor desse?", asked),
    ];
    expect(await record([{ mediaId: post.mediaId, complete: true, comments: thread }], new Date())).toBe(4);
    // The same read again, later, with one more like: no duplicate, the figure moves.
    await record(
      [{ mediaId: post.mediaId, complete: true, comments: thread.map((c) => (c.id === "c2" ? { ...c, likeCount: 5 } : c)) }],
      new Date(),
    );

    const saved = await rows();
    expect(saved.map((row) => row.commentId)).toEqual(["c1", "c1r", "c2", "c3"]);
    const byId = new Map(saved.map((row) => [row.commentId, row]));
    expect(byId.get("c1")).toMatchObject({ isQuestion: true, fromAccount: false, postId: post.id, platform: "instagram" });
    expect(byId.get("c1")!.accountRepliedAt?.getTime()).toBe(asked.getTime() + 2 * hour);
    expect(byId.get("c1r")).toMatchObject({ fromAccount: true, isQuestion: false, username: "Loja_Comentarios" });
    expect(byId.get("c2")).toMatchObject({ isQuestion: false, sentiment: "positive", likeCount: 5 });
    // A question nobody from the account answered.
    expect(byId.get("c3")).toMatchObject({ isQuestion: true, accountRepliedAt: null });
  });

  it("marks a comment gone when a full read of its post no longer has it, and brings it back when seen again", async () => {
    const { post, record, rows } = await setUp();
    const at = new Date(Date.now() - 5 * hour);
    const first = [comment("a", "Lindo!", at), comment("b", "Tem no tamanho G?", at)];
    await record([{ mediaId: post.mediaId, complete: true, comments: first }], new Date());
    // A partial read (the plan's limit) says nothing about what it did not reach.
    await record([{ mediaId: post.mediaId, complete: false, comments: [first[0]!] }], new Date());
    expect((await rows()).every((row) => row.deletedAt === null)).toBe(true);

    await record([{ mediaId: post.mediaId, complete: true, comments: [first[0]!] }], new Date());
    expect((await rows()).find((row) => row.commentId === "b")!.deletedAt).not.toBeNull();

    await record([{ mediaId: post.mediaId, complete: true, comments: first }], new Date());
    expect((await rows()).find((row) => row.commentId === "b")!.deletedAt).toBeNull();
  });

  it("stores nothing for a post the account does not have", async () => {
    const { record, rows } = await setUp();
    expect(
      await record([{ mediaId: "not-a-post", complete: true, comments: [comment("x", "Oi?", new Date())] }], new Date()),
    ).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it("reads the demo's comments with each collection, without duplicates when collected again", async () => {
    const user = await collectedUser(t.server, "loja_recoleta");
    const db = t.server.context.db;
    const count = async () =>
      (await db.select({ id: comments.id }).from(comments).where(eq(comments.socialProfileId, user.accountId))).length;
    const first = await count();
    // The plan's comments per collection (Go: 100), the account's own replies included.
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(100);
    const run = (await (await user.client.post(`/api/accounts/${user.accountId}/collect`, {})).json()) as { id: string };
    await waitFor(async () => {
      const current = (await (await user.client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
      return current.status === "succeeded" ? current : undefined;
    }, 40_000);
    const ids = await db
      .select({ commentId: comments.commentId })
      .from(comments)
      .where(eq(comments.socialProfileId, user.accountId));
    expect(new Set(ids.map((row) => row.commentId)).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(first);
  });
});
