// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { saoPauloDay } from "@core/analytics/period";
import { describe, expect, it } from "vitest";
import { clearComments, insertComments } from "../../test/comments";
import { collectedUser } from "../../test/users";
import { v1CommentPageSchema } from "./public-api.schemas";

const t = useTestServer();

type Page = ReturnType<typeof v1CommentPageSchema.parse>;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

function call(path: string, key: string) {
  return t.server.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
}

async function read(path: string, key: string): Promise<Page> {
  const response = await call(path, key);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return v1CommentPageSchema.parse(await response.json());
}

/** Every page of a query, following nextCursor. */
async function allPages(query: string, key: string) {
  const seen: Page["data"] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await read(`/comments?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, key);
    seen.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("GET /api/v1/comments", { timeout: 180_000 }, () => {
  it("pages an account's comments by date with a cursor and filters questions, unanswered ones and days", async () => {
    const owner = await collectedUser(t.server, "api_comentarios");
    const db = t.server.context.db;
    await clearComments(db, owner.accountId);
    const [asked] = await insertComments(db, owner, [
      { text: "Qual o valor?", username: "ana", hoursAgo: 30, repliedHoursAgo: 2, likeCount: 4 },
    ]);
    const [waiting] = await insertComments(db, owner, [{ text: "Tem no M?", username: "gabi", hoursAgo: 40 }]);
    const [older] = await insertComments(db, owner, [{ text: "Amei demais 😍", username: "duda", hoursAgo: 24 * 10 }]);
    await insertComments(db, owner, [
      { text: "Oi Ana! R$ 89,90", hoursAgo: 2, replyTo: asked!.commentId, fromAccount: true },
      { text: "Quanto custa o kit?", username: "bia", hoursAgo: 50, repliedHoursAgo: 49 },
      { text: "Vocês entregam em Curitiba?", username: "caio", hoursAgo: 1 },
      { text: "Apagado no Instagram", username: "edu", hoursAgo: 5, deleted: true },
      ...Array.from({ length: 7 }, (_, index) => ({ text: `Lindo ${index}`, hoursAgo: 100 + index })),
    ]);
    const { key } = (await (await owner.client.post("/api/api-keys", { name: "Comentários" })).json()) as { key: string };

    const all = await allPages(`accountId=${owner.accountId}&limit=3`, key);
    // Newest first, each once, the one deleted on Instagram left out.
    expect(all).toHaveLength(13);
    expect(new Set(all.map((comment) => comment.id)).size).toBe(13);
    const times = all.map((comment) => Date.parse(comment.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.map((comment) => comment.text)).not.toContain("Apagado no Instagram");
    expect(all.find((comment) => comment.id === asked!.id)).toEqual({
      id: asked!.id,
      postId: asked!.postId,
      mediaId: expect.any(String),
      platform: "instagram",
      commentId: asked!.commentId,
      parentCommentId: null,
      username: "ana",
      text: "Qual o valor?",
      likeCount: 4,
      publishedAt: asked!.publishedAt.toISOString(),
      fromAccount: false,
      isQuestion: true,
      unanswered: false,
      accountRepliedAt: asked!.accountRepliedAt!.toISOString(),
      sentiment: "neutral",
    });
    const reply = all.find((comment) => comment.fromAccount)!;
    expect(reply).toMatchObject({ parentCommentId: asked!.commentId, isQuestion: false, unanswered: false });

    const questions = await allPages(`accountId=${owner.accountId}&questions=true&limit=2`, key);
    expect(questions.map((comment) => comment.username).sort()).toEqual(["ana", "bia", "caio", "gabi"]);
    // Over 24 h without a reply; Caio asked an hour ago and still has time.
    expect(await allPages(`accountId=${owner.accountId}&unanswered=1`, key)).toEqual([
      expect.objectContaining({ id: waiting!.id, unanswered: true }),
    ]);
    const day = saoPauloDay(older!.publishedAt);
    const thatDay = await allPages(`accountId=${owner.accountId}&from=${day}&to=${day}&order=asc`, key);
    expect(thatDay.map((comment) => comment.id)).toEqual([older!.id]);
    const oldestFirst = await allPages(`accountId=${owner.accountId}&order=asc&limit=5`, key);
    expect(oldestFirst.map((comment) => comment.id)).toEqual(all.map((comment) => comment.id).reverse());
  });

  it("refuses a missing account, a bad cursor or flag and an inverted range in pt-BR, and another workspace's account as not found", async () => {
    const owner = await collectedUser(t.server, "api_comentarios_erros");
    const { key } = (await (await owner.client.post("/api/api-keys", { name: "Erros" })).json()) as { key: string };
    const refusal = async (path: string, status: number) => {
      const response = await call(path, key);
      expect(response.status, path).toBe(status);
      return ((await response.json()) as ErrorBody).error;
    };
    expect((await refusal("/comments", 400)).fields?.accountId).toBe("Identificador inválido.");
    expect((await refusal(`/comments?accountId=${owner.accountId}&cursor=nao-e-um-cursor`, 400)).fields?.cursor).toBe(
      "Cursor inválido. Use o nextCursor da página anterior.",
    );
    expect((await refusal(`/comments?accountId=${owner.accountId}&unanswered=talvez`, 400)).fields?.unanswered).toBe(
      "Use true ou false.",
    );
    expect((await refusal(`/comments?accountId=${owner.accountId}&from=2026-10-10&to=2026-10-01`, 400)).fields?.from).toBe(
      "A data inicial deve ser anterior ou igual à data final.",
    );
    const stranger = await collectedUser(t.server, "api_comentarios_outra");
    expect((await refusal(`/comments?accountId=${stranger.accountId}`, 404)).code).toBe("NOT_FOUND");
    expect((await call(`/comments?accountId=${owner.accountId}`, "igk_invalida")).status).toBe(401);
  });
});
