import type { AddCompetitorResult, CompetitorComparison } from "@core/competitors/competitor-figures";
import { formatPercent } from "@core/format/format-percent";
import { formatCount } from "@core/format/format-number";
import type { RecommendationList } from "@core/recommendations/responses";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDays, posts } from "../../db/schema/index";
import { startContractServer, type ContractServer } from "../../integrations/networks/instagram/contract-server";
import { createOpenAiCompatibleLlm } from "../../integrations/llm/openai-compatible";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { clearComments, insertComments } from "../../test/comments";
import { collectedUser } from "../../test/users";
import { analyseContent } from "./content-analysis.service";

const t = useTestServer();

let llmServer: ContractServer;
beforeAll(async () => {
  llmServer = await startContractServer();
});
afterAll(() => llmServer.close());

async function read<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Shapes the demo history so a trend rule (followers falling) and an improvement rule (no comments) speak. */
async function shapeHistory(accountId: string) {
  const db = t.server.context.db;
  await db
    .update(accountDays)
    // 20 fewer followers a day: about -3.6% over 30 days.
    .set({ followers: sql`20000 - (${accountDays.day} - current_date + 200) * 20` })
    .where(eq(accountDays.socialProfileId, accountId));
  await db.update(posts).set({ comments: 0 }).where(eq(posts.socialProfileId, accountId));
  await db.execute(
    sql`update post_days set comments = 0 where post_id in (select id from posts where social_profile_id = ${accountId})`,
  );
}

describe("recommendations", () => {
  it("shows Start the essential ones and the others as locked cards naming the plan", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_start", "basic");
    await shapeHistory(accountId);
    const list = await read<RecommendationList>(client, "/api/insights/recommendations?period=30d");
    expect(list.planId).toBe("basic");
    expect(list.recommendations.every((item) => item.tier === "essential")).toBe(true);
    expect(list.locked.map((item) => [item.id, item.planName])).toEqual(
      expect.arrayContaining([
        ["follower_loss", "Inteligram Go"],
        ["comment_like_ratio", "Inteligram Pro"],
      ]),
    );
    // Locked cards say what they are about, never the numbers.
    expect(Object.keys(list.locked[0]!).sort()).toEqual(["category", "id", "planId", "planName", "tier", "title"]);
    expect(list.contentAnalysis).toBe(false);
  }, 120_000);

  it("gives Pro every tier, ranked, with the dashboard's own numbers as evidence", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_pro", "sparks_pro");
    await shapeHistory(accountId);
    const list = await read<RecommendationList>(client, "/api/insights/recommendations?period=30d");
    expect(list.locked).toEqual([]);
    const ids = list.recommendations.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(["follower_loss", "comment_like_ratio"]));
    for (let i = 1; i < list.recommendations.length; i++)
      expect(list.recommendations[i - 1]!.priority).toBeGreaterThanOrEqual(list.recommendations[i]!.priority);
    const analytics = await read<{
      metrics: { likes: { value: number }; comments: { value: number } };
      byFormat: { type: string; engagementRate: number }[];
    }>(client, "/api/analytics?period=30d");
    const ratio = list.recommendations.find((item) => item.id === "comment_like_ratio")!;
    expect(ratio.evidence).toContain(formatPercent((analytics.metrics.comments.value / analytics.metrics.likes.value) * 100));
    const format = list.recommendations.find((item) => item.id === "format_best");
    if (format) {
      const rates = analytics.byFormat.map((entry) => formatPercent(entry.engagementRate));
      expect(rates.filter((rate) => format.evidence.includes(rate))).toHaveLength(2);
    }
  }, 120_000);

  it("keeps a dismissal and a 'done' per workspace, reopens, and refuses another workspace's account", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_go", "advanced");
    await shapeHistory(accountId);
    const put = (ruleId: string, body: unknown, as = client) =>
      as.request(`/api/insights/recommendations/${ruleId}/status`, { method: "PUT", json: body });
    expect((await put("follower_loss", { accountId, status: "dismissed" })).status).toBe(200);
    expect((await put("format_try_reels", { accountId, status: "done" })).status).toBe(200);
    let list = await read<RecommendationList>(client, "/api/insights/recommendations");
    expect(list.recommendations.find((item) => item.id === "follower_loss")!.status).toBe("dismissed");
    expect((await put("follower_loss", { accountId, status: "open" })).status).toBe(200);
    list = await read<RecommendationList>(client, "/api/insights/recommendations");
    expect(list.recommendations.find((item) => item.id === "follower_loss")!.status).toBe("open");

    expect((await put("nao_existe", { accountId, status: "done" })).status).toBe(404);
    expect((await put("follower_loss", { accountId, status: "talvez" })).status).toBe(400);
    const other = await collectedUser(t.server, "outra_loja", "advanced");
    expect((await put("follower_loss", { accountId, status: "done" }, other.client)).status).toBe(404);
    expect((await other.client.request(`/api/insights/recommendations?accountId=${accountId}`)).status).toBe(404);
  }, 120_000);
});

describe("unanswered questions (Pro's improvement suggestions)", () => {
  it("asks Pro to answer the period's questions without a reply after 24 h, naming the most asked topic; Start sees it locked", async () => {
    const pro = await collectedUser(t.server, "loja_perguntas", "sparks_pro");
    const db = t.server.context.db;
    await clearComments(db, pro.accountId);
    const path = `/api/insights/recommendations?accountId=${pro.accountId}&period=30d`;
    expect((await read<RecommendationList>(pro.client, path)).recommendations.map((item) => item.id)).not.toContain(
      "unanswered_questions",
    );
    await insertComments(db, pro, [
      { text: "Qual o valor?", hoursAgo: 30 },
      { text: "Quanto custa o kit?", hoursAgo: 50 },
      { text: "Vocês entregam em Curitiba?", hoursAgo: 70 },
      // Answered, and still inside the 24 hours: not counted.
      { text: "Tem no M?", hoursAgo: 40, repliedHoursAgo: 39 },
      { text: "Aceita pix?", hoursAgo: 2 },
    ]);
    const found = (await read<RecommendationList>(pro.client, path)).recommendations.find(
      (item) => item.id === "unanswered_questions",
    );
    expect(found).toMatchObject({
      tier: "improvement",
      title: "Responda às perguntas sem resposta",
      evidence:
        "3 perguntas feitas nos comentários nos últimos 30 dias estão sem resposta da conta há mais de 24 h; 2 delas são sobre preço.",
      status: "open",
    });
    const comments = await read<{ questions: { unanswered: number } }>(
      pro.client,
      `/api/comments/summary?accountId=${pro.accountId}&period=30d`,
    );
    expect(comments.questions.unanswered).toBe(3);

    const start = await collectedUser(t.server, "loja_perguntas_start", "basic");
    await clearComments(db, start.accountId);
    await insertComments(db, start, [{ text: "Qual o valor?", hoursAgo: 30 }]);
    const locked = (
      await read<RecommendationList>(start.client, `/api/insights/recommendations?accountId=${start.accountId}&period=30d`)
    ).locked;
    expect(locked).toContainEqual(expect.objectContaining({ id: "unanswered_questions", planName: "Inteligram Pro" }));
  }, 180_000);
});

describe("competitor recommendations (Go's trend insights)", () => {
  it("compares the account with its competitors' figures for the same period, and says nothing without competitors", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_comparada", "advanced");
    const competitorIds = (list: RecommendationList) =>
      [...list.recommendations, ...list.locked].map((item) => item.id).filter((id) => id.startsWith("competitor_"));
    expect(competitorIds(await read<RecommendationList>(client, "/api/insights/recommendations?period=30d"))).toEqual([]);

    const added = (await (await client.post("/api/competitors", { username: "rival_maior" })).json()) as Extract<
      AddCompetitorResult,
      { status: "added" }
    >;
    const rivalId = added.competitor.id;
    const db = t.server.context.db;
    await waitFor(
      async () =>
        (await db.select().from(accountDays).where(eq(accountDays.socialProfileId, rivalId)).limit(1)).length ? true : undefined,
      40_000,
    );
    // The rival: 3x the account's followers, and every post liked by as many people as the account has followers.
    const own = await read<{ metrics: { followers: { value: number }; engagementRate: { value: number } } }>(
      client,
      `/api/analytics?period=30d&accountId=${accountId}`,
    );
    const followers = own.metrics.followers.value;
    await db
      .update(accountDays)
      .set({ followers: followers * 3 })
      .where(eq(accountDays.socialProfileId, rivalId));
    await db.update(posts).set({ likes: followers }).where(eq(posts.socialProfileId, rivalId));
    await db.execute(
      sql`update post_days set likes = ${followers} where post_id in (select id from posts where social_profile_id = ${rivalId})`,
    );

    const list = await read<RecommendationList>(client, "/api/insights/recommendations?period=30d");
    const comparison = await read<CompetitorComparison>(client, "/api/competitors/comparison?period=30d");
    const rival = comparison.competitors.find((c) => c.username === "rival_maior")!;
    expect(rival.followers).toBe(followers * 3);
    const byId = (id: string) => list.recommendations.find((item) => item.id === id);
    // The evidence numbers are the competitors page's and the dashboard's.
    expect(byId("competitor_followers_gap")).toMatchObject({
      tier: "trend",
      title: "@rival_maior está à sua frente em seguidores",
      evidence: expect.stringContaining(
        `@rival_maior tem ${formatCount(rival.followers!)} seguidores, 3,0x os seus ${formatCount(followers)}`,
      ),
    });
    expect(byId("competitor_engagement_gap")).toMatchObject({
      title: "@rival_maior engaja mais que você",
      evidence: expect.stringContaining(`foi ${formatPercent(rival.engagementRate!)}`),
    });
    expect(byId("competitor_engagement_gap")!.evidence).toContain(`(${formatPercent(own.metrics.engagementRate.value)})`);
  }, 120_000);
});

describe("content analysis", () => {
  it("is Pro only: other plans get a pt-BR error naming Inteligram Pro", async () => {
    const { client } = await collectedUser(t.server, "loja_go2", "advanced");
    const response = await client.post("/api/insights/content-analysis", { period: "30d" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "A Análise de conteúdo com IA faz parte do plano Inteligram Pro.",
    );
  }, 120_000);

  it("writes from templates without an LLM, and says so", async () => {
    const { client } = await collectedUser(t.server, "loja_pro2", "sparks_pro");
    const response = await client.post("/api/insights/content-analysis", { period: "30d" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { source: string; text: string };
    expect(body.source).toBe("template");
    expect(body.text).toMatch(/^Suas publicações com mais engajamento nos últimos 30 dias foram: /);
    expect(body.text).toContain("Sugestões de legenda:");
  }, 120_000);

  it("uses the LLM's answer when acceptable, falls back on a bad one, and keeps to the daily budget", async () => {
    const { workspaceId } = await collectedUser(t.server, "loja_pro3", "sparks_pro");
    const ctx = t.server.context;
    const llm = createOpenAiCompatibleLlm({ baseUrl: llmServer.url, model: "teste", retries: 0 });
    const good =
      "Seus Reels tiveram o melhor desempenho do período, com mais comentários que as fotos. Para as próximas legendas, comece com uma pergunta e termine com um convite para salvar o post. Use a mesma abertura da sua melhor publicação.";
    const reply =
      (content: string, tokens = 400) =>
      () => ({ body: { choices: [{ message: { role: "assistant", content } }], usage: { total_tokens: tokens } } });

    llmServer.handle(reply(good));
    const first = await analyseContent(ctx, workspaceId, { preset: "30d", refresh: true }, { llm });
    expect(first).toMatchObject({ source: "llm", text: good });
    // The prompt carries only the evidence and the captions.
    const sent = JSON.parse(llmServer.requests[0]!.body) as { messages: { content: string }[] };
    expect(sent.messages[1]!.content).toMatch(/^Período: nos últimos 30 dias\.\nMelhores publicações:/);

    for (const bad of [
      "",
      "x".repeat(4000),
      "Your Reels did great this month and the captions with questions got more comments than the rest of the posts.",
    ]) {
      llmServer.handle(reply(bad));
      expect((await analyseContent(ctx, workspaceId, { preset: "30d", refresh: true }, { llm })).source).toBe("template");
    }
    llmServer.handle(() => ({ status: 500, body: {} }));
    expect((await analyseContent(ctx, workspaceId, { preset: "30d", refresh: true }, { llm })).source).toBe("template");

    // The budget: a workspace that spent its day's tokens gets the templates, and no call is made.
    llmServer.handle(reply(good, ctx.env.LLM_DAILY_TOKEN_BUDGET));
    expect((await analyseContent(ctx, workspaceId, { preset: "30d", refresh: true }, { llm })).source).toBe("llm");
    llmServer.handle(reply(good));
    expect((await analyseContent(ctx, workspaceId, { preset: "30d", refresh: true }, { llm })).source).toBe("template");
    expect(llmServer.requests).toHaveLength(0);
    // Without refresh, the last analysis is read back.
    expect((await analyseContent(ctx, workspaceId, { preset: "30d" }, { llm })).source).toBe("template");
  }, 120_000);
});
