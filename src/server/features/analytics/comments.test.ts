// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commentsSummarySchema } from "@core/analytics/comments-summary";
import { saoPauloDay } from "@core/analytics/period";
import { comments } from "../../db/schema/index";
import { clearComments, insertComments } from "../../test/comments";
import type { TestClient } from "../../test/http-client";
import { collectedUser } from "../../test/users";
import { purgeOldHistory } from "./purge-history.job";

const t = useTestServer();

async function summaryOf(client: TestClient, query: string) {
  const response = await client.request(`/api/comments/summary?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return commentsSummarySchema.parse(await response.json());
}

// One collected account for the file: each test starts from no comments at all.
let shared: Promise<Awaited<ReturnType<typeof collectedUser>>> | undefined;
async function account() {
  shared ??= collectedUser(t.server, "loja.da.ana");
  const user = await shared;
  await clearComments(t.server.context.db, user.accountId);
  return user;
}

describe("what the comments say", { timeout: 180_000 }, () => {
  it("says nothing was collected yet for an account without comments, with a zero series for the period", async () => {
    const { client, accountId } = await account();
    const summary = await summaryOf(client, `accountId=${accountId}&period=7d`);
    expect(summary).toMatchObject({
      accountId,
      collected: false,
      total: 0,
      terms: [],
      hashtags: [],
      questions: { total: 0, answered: 0, waiting: 0, unanswered: 0, answeredPercent: null, groups: [] },
      sentimentSource: "lexicon",
      sentiment: { positive: { count: 0, percent: 0 }, neutral: { count: 0, percent: 0 }, negative: { count: 0, percent: 0 } },
    });
    expect(summary.series).toHaveLength(7);
    expect(summary.series.every((point) => point.comments === 0)).toBe(true);
  });

  it("counts the period's comments from others, groups its questions and tells unanswered from answered and waiting", async () => {
    const user = await account();
    const { client, accountId } = user;
    const db = t.server.context.db;
    const [asked] = await insertComments(db, user, [
      { text: "Qual o valor?", username: "ana", hoursAgo: 72, sentiment: "neutral" },
    ]);
    const [answered] = await insertComments(db, user, [
      { text: "Quanto custa o kit?", username: "bia", hoursAgo: 50, repliedHoursAgo: 49, sentiment: "neutral" },
    ]);
    await insertComments(db, user, [
      // Asked an hour ago: still inside the account's 24 hours.
      { text: "Vocês entregam em Curitiba?", username: "caio", hoursAgo: 1, sentiment: "neutral" },
      { text: "Amei demais 😍 #verao", username: "duda", hoursAgo: 48, sentiment: "positive" },
      { text: "Péssimo atendimento", username: "edu", hoursAgo: 47, sentiment: "negative" },
      // Someone else's reply counts as a comment, not as a question.
      {
        text: "Também quero saber o valor #verao",
        username: "fabi",
        hoursAgo: 60,
        replyTo: asked!.commentId,
        sentiment: "neutral",
      },
      // The account's own reply, a comment gone from Instagram and one before the period: none counts.
      {
        text: "Oi Bia! R$ 89,90 com frete grátis",
        hoursAgo: 49,
        replyTo: answered!.commentId,
        fromAccount: true,
        sentiment: "positive",
      },
      { text: "Tem no M?", username: "gabi", hoursAgo: 30, deleted: true, sentiment: "neutral" },
      { text: "Qual o prazo de entrega?", username: "hugo", hoursAgo: 24 * 20, sentiment: "neutral" },
    ]);

    const summary = await summaryOf(client, `accountId=${accountId}&period=7d`);
    expect(summary.collected).toBe(true);
    expect(summary.total).toBe(6);
    expect(summary.series.reduce((sum, point) => sum + point.comments, 0)).toBe(6);
    expect(summary.series.find((point) => point.day === saoPauloDay(asked!.publishedAt))!.comments).toBeGreaterThanOrEqual(1);
    expect(summary.questions).toMatchObject({ total: 3, answered: 1, waiting: 1, unanswered: 1, answeredPercent: 50 });
    // 1 positive, 4 neutral, 1 negative of 6: 16,7% + 66,7% + 16,7%, rounded to add up to 100.
    expect(summary.sentiment).toEqual({
      positive: { count: 1, percent: 17 },
      neutral: { count: 4, percent: 67 },
      negative: { count: 1, percent: 16 },
    });
    expect(summary.terms[0]).toEqual({ term: "valor", count: 2 });
    expect(summary.hashtags).toEqual([{ term: "#verao", count: 2 }]);
    expect(summary.sample).toEqual({ comments: 6, questions: 3 });

    const [price, delivery] = summary.questions.groups;
    expect(price).toMatchObject({ topic: "preco", label: "Preço", count: 2 });
    // Newest first, each with who asked, the post's link and whether it still waits for an answer.
    expect(price!.examples).toEqual([
      {
        text: "Quanto custa o kit?",
        username: "bia",
        publishedAt: answered!.publishedAt.toISOString(),
        permalink: answered!.permalink,
        unanswered: false,
      },
      {
        text: "Qual o valor?",
        username: "ana",
        publishedAt: asked!.publishedAt.toISOString(),
        permalink: asked!.permalink,
        unanswered: true,
      },
    ]);
    expect(delivery).toMatchObject({ topic: "entrega", count: 1, examples: [{ username: "caio", unanswered: false }] });

    // The 30 days reach the older question: unanswered too.
    const month = await summaryOf(client, `accountId=${accountId}&period=30d`);
    expect(month.questions).toMatchObject({ total: 4, unanswered: 2 });
    // Without accountId: the account the person looks at.
    expect((await summaryOf(client, "period=7d")).total).toBe(6);
  });

  it("answers a bad period with its field, and another workspace's account as not found", async () => {
    const { client } = await account();
    const bad = await client.request("/api/comments/summary?period=custom&from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "INVALID_INPUT", fields: { from: "Data inválida. Use o formato AAAA-MM-DD." } },
    });
    const stranger = await collectedUser(t.server, "outra.loja");
    const foreign = await stranger.client.request(`/api/comments/summary?accountId=${(await account()).accountId}`);
    expect(foreign.status).toBe(404);
  });

  it("purges comments older than 3 years with the rest of the history", async () => {
    const user = await account();
    const db = t.server.context.db;
    const [old, recent] = await insertComments(db, user, [
      { text: "Comentário de quatro anos atrás", hoursAgo: 24 * 365 * 4 },
      { text: "Comentário de ontem", hoursAgo: 24 },
    ]);
    const purged = await purgeOldHistory({ db }, new Date());
    expect(purged.comments).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(comments).where(eq(comments.id, old!.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.id, recent!.id))).toHaveLength(1);
  });
});
