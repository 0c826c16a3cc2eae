import type { OutcomeList } from "@core/outcomes/outcome-responses";
import type { RecommendationList } from "@core/recommendations/responses";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alerts, recommendationOutcomes, socialMediaProfiles } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { pdfText } from "../../test/pdf";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";
import { saveBaseline } from "./outcomes.queries";
import { computeBaseline, measureDueOutcomes, readRuleLearning } from "./outcomes.service";

const t = useTestServer();
const dayMs = 86_400_000;

/** A finished 30-day result as the job stores it. */
const storedResult = (verdict: "worked" | "no_clear_effect" | "worse" | "unknown") => ({
  horizon: 30 as const,
  verdict,
  reason: verdict === "unknown" ? ("few_posts" as const) : null,
  before: 1,
  after: verdict === "unknown" ? null : 1.5,
  predicted: verdict === "unknown" ? null : 1.1,
  effect: verdict === "unknown" ? null : 0.4,
  interval: verdict === "unknown" ? null : { low: 0.1, high: 0.7 },
  relativeEffect: verdict === "unknown" ? null : 36,
  weeksUsed: 8,
  changeAfter: null,
  changeMade: null,
  measuredAt: new Date().toISOString(),
});

async function read<T>(client: TestClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const mark = (client: TestClient, accountId: string, ruleId: string, status: "done" | "open" | "dismissed") =>
  client.request(`/api/insights/recommendations/${ruleId}/status`, { method: "PUT", json: { accountId, status } });

const outcomeRows = (accountId: string) =>
  t.server.context.db.select().from(recommendationOutcomes).where(eq(recommendationOutcomes.socialProfileId, accountId));

/** As if the account's outcomes had been marked done `days` ago, their baseline read as of then. */
async function moveBack(workspaceId: string, accountId: string, days: number, now: Date) {
  const ctx = t.server.context;
  for (const row of await outcomeRows(accountId)) {
    const doneAt = new Date(row.doneAt.getTime() - days * dayMs);
    await ctx.db.update(recommendationOutcomes).set({ doneAt }).where(eq(recommendationOutcomes.id, row.id));
    await saveBaseline(ctx.db, row.id, await computeBaseline(ctx, workspaceId, accountId, row.ruleId, doneAt, now));
  }
}

describe("the outcome of a followed recommendation", () => {
  it("stores a baseline when marked done, keeps the first one when marked done again, and discards it on undo", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_base", "advanced");
    expect((await mark(client, accountId, "format_try_reels", "done")).status).toBe(200);
    const [first, ...others] = await outcomeRows(accountId);
    expect(others).toEqual([]);
    expect(first!.figure).toBe("engagement_rate");
    expect(first!.changeKind).toBe("reels_share");
    expect(first!.baseline).toHaveLength(8);
    // The demo account has 90 days of history: every week before has posts and a figure.
    expect(first!.baseline.filter((week) => week.value !== null).length).toBeGreaterThanOrEqual(6);

    expect((await mark(client, accountId, "format_try_reels", "done")).status).toBe(200);
    const again = await outcomeRows(accountId);
    expect(again.map((row) => [row.id, row.doneAt.toISOString()])).toEqual([[first!.id, first!.doneAt.toISOString()]]);

    const listed = await read<OutcomeList>(client, `/api/insights/outcomes?accountId=${accountId}`);
    expect(listed.outcomes.map((outcome) => [outcome.ruleId, outcome.latest, outcome.baseline.weeks.length])).toEqual([
      ["format_try_reels", null, 8],
    ]);

    expect((await mark(client, accountId, "format_try_reels", "open")).status).toBe(200);
    expect(await outcomeRows(accountId)).toEqual([]);
    await mark(client, accountId, "best_hour", "done");
    await mark(client, accountId, "best_hour", "dismissed");
    expect(await outcomeRows(accountId)).toEqual([]);
  }, 120_000);

  it("is measured at 14 and 30 days by a job that writes each result and its alert once", async () => {
    const { client, accountId, workspaceId, userId } = await collectedUser(t.server, "loja_job", "advanced");
    const now = new Date();
    await mark(client, accountId, "posting_frequency", "done");
    await moveBack(workspaceId, accountId, 31, now);
    const ctx = t.server.context;

    expect(await measureDueOutcomes(ctx, now, accountId)).toBe(2);
    expect(await measureDueOutcomes(ctx, now, accountId)).toBe(0);
    const [row] = await outcomeRows(accountId);
    expect([row!.result14?.horizon, row!.result30?.horizon, row!.verdict30]).toEqual([14, 30, row!.result30!.verdict]);

    const listed = await read<OutcomeList>(client, `/api/insights/outcomes?accountId=${accountId}`);
    const outcome = listed.outcomes[0]!;
    expect(outcome.results.map((result) => result.horizon)).toEqual([14, 30]);
    expect(outcome.nextDueAt).toBeNull();
    expect(["Funcionou", "Sem efeito claro", "Piorou", "Ainda não dá para saber"]).toContain(outcome.latest!.verdictLabel);
    if (outcome.latest!.verdict !== "unknown") {
      expect(outcome.latest!.effect).toBeCloseTo(outcome.latest!.after! - outcome.latest!.predicted!, 6);
      expect(outcome.latest!.interval!.low).toBeLessThanOrEqual(outcome.latest!.effect!);
    }

    const raised = await ctx.db
      .select({ key: alerts.eventKey, title: alerts.title })
      .from(alerts)
      .where(and(eq(alerts.userId, userId), eq(alerts.kind, "recommendation_outcome")));
    expect(raised.map((alert) => alert.key).sort()).toEqual([
      `recommendation_outcome:${outcome.id}:14`,
      `recommendation_outcome:${outcome.id}:30`,
    ]);
    expect(raised.find((alert) => alert.key.endsWith(":30"))!.title).toContain(outcome.latest!.verdictLabel);

    // Marking it done again starts a new outcome; the finished one stays.
    await mark(client, accountId, "posting_frequency", "open");
    await mark(client, accountId, "posting_frequency", "done");
    expect((await outcomeRows(accountId)).length).toBe(2);
  }, 120_000);

  it("says 'Ainda não dá para saber' when the account was disconnected before the outcome", async () => {
    const { client, accountId, workspaceId } = await collectedUser(t.server, "loja_desconectada", "advanced");
    const now = new Date();
    await mark(client, accountId, "format_try_reels", "done");
    await moveBack(workspaceId, accountId, 15, now);
    const ctx = t.server.context;
    await ctx.db.update(socialMediaProfiles).set({ isActive: false }).where(eq(socialMediaProfiles.id, accountId));
    expect(await measureDueOutcomes(ctx, now, accountId)).toBe(1);
    const [row] = await outcomeRows(accountId);
    expect(row!.result14).toMatchObject({ verdict: "unknown", reason: "disconnected", effect: null });
    expect(row!.result30).toBeNull();
  }, 120_000);

  it("learns per rule from counts of every workspace, shows the share from 30 outcomes on, and shows no workspace another's outcomes", async () => {
    const a = await collectedUser(t.server, "loja_aprende", "advanced");
    const b = await collectedUser(t.server, "loja_vizinha", "advanced");
    const db = t.server.context.db;
    const baseline = Array.from({ length: 8 }, (_, index) => ({ week: index + 1, value: 1, samples: 3 }));
    const finished = (verdict: "worked" | "no_clear_effect" | "worse" | "unknown") => ({
      workspaceId: b.workspaceId,
      socialProfileId: b.accountId,
      platform: "instagram" as const,
      ruleId: "learning_probe",
      title: "Sonda",
      doneAt: new Date(Date.now() - 40 * dayMs),
      figure: "engagement_rate" as const,
      baseline,
      verdict30: verdict,
      result30: storedResult(verdict),
    });
    // 29 told outcomes (and undecided ones, which do not count): no share yet.
    const rows = [
      ...Array.from({ length: 19 }, () => finished("worked")),
      ...Array.from({ length: 10 }, () => finished("no_clear_effect")),
      ...Array.from({ length: 5 }, () => finished("unknown")),
    ];
    await db.insert(recommendationOutcomes).values(rows);
    expect((await readRuleLearning(t.server.context)).get("learning_probe")).toEqual({
      ruleId: "learning_probe",
      worked: 19,
      total: 29,
      text: null,
    });
    await db.insert(recommendationOutcomes).values([finished("worse")]);
    const learned = (await readRuleLearning(t.server.context)).get("learning_probe")!;
    expect(learned).toEqual({
      ruleId: "learning_probe",
      worked: 19,
      total: 30,
      text: "funcionou para 63% das contas que seguiram",
    });
    // Only counts travel: the learning names no workspace, account or figure.
    expect(Object.keys(learned).sort()).toEqual(["ruleId", "text", "total", "worked"]);

    const own = await read<OutcomeList>(a.client, `/api/insights/outcomes?accountId=${a.accountId}`);
    expect(own.outcomes).toEqual([]);
    expect((await a.client.request(`/api/insights/outcomes?accountId=${b.accountId}`)).status).toBe(404);
  }, 120_000);

  it("shows a rule's learned share beside its recommendation and orders by it", async () => {
    const { client, accountId, workspaceId } = await collectedUser(t.server, "loja_ordem", "advanced");
    const before = (await read<RecommendationList>(client, `/api/insights/recommendations?accountId=${accountId}`))
      .recommendations;
    // A rule that 30 outcomes say worked every time weighs 1.5x its priority: one that then passes the one above it.
    const index = before.findIndex((item, i) => i > 0 && item.priority * 1.5 > before[i - 1]!.priority);
    expect(index).toBeGreaterThan(0);
    const rule = before[index]!;
    const db = t.server.context.db;
    const baseline = Array.from({ length: 8 }, (_, week) => ({ week: week + 1, value: 1, samples: 3 }));
    await db.insert(recommendationOutcomes).values(
      Array.from({ length: 30 }, () => ({
        workspaceId,
        socialProfileId: accountId,
        platform: "instagram" as const,
        ruleId: rule.id,
        title: rule.title,
        doneAt: new Date(Date.now() - 40 * dayMs),
        figure: "engagement_rate" as const,
        baseline,
        verdict30: "worked",
        result30: storedResult("worked"),
      })),
    );
    const after = (await read<RecommendationList>(client, `/api/insights/recommendations?accountId=${accountId}`))
      .recommendations;
    expect(after.find((item) => item.id === rule.id)!.learning).toBe("funcionou para 100% das contas que seguiram");
    expect(after.findIndex((item) => item.id === rule.id)).toBeLessThan(index);
    expect(after.filter((item) => item.id !== rule.id && item.learning)).toEqual([]);
  }, 120_000);

  it("ages a demo account's outcomes through the development route and shows the 30-day verdict", async () => {
    const { client, accountId } = await collectedUser(t.server, "loja_envelhece", "advanced");
    await mark(client, accountId, "format_try_reels", "done");
    const aged = await client.request("/dev/age-outcomes", { method: "POST", json: { accountId, days: 30 } });
    expect(aged.status, await aged.clone().text()).toBe(200);
    expect(await aged.json()).toEqual({ ok: true, aged: 1, measured: 2 });
    const listed = await read<OutcomeList>(client, `/api/insights/outcomes?accountId=${accountId}`);
    const latest = listed.outcomes[0]!.latest!;
    expect(latest.horizon).toBe(30);
    expect(listed.outcomes[0]!.change!.before).not.toBeNull();

    // The PDF report has a section with it, the same sentence as the screen.
    const queued = await client.post("/api/reports", { accountId, period: "30d" });
    expect(queued.status).toBe(202);
    const { id } = (await queued.json()) as { id: string };
    await waitFor(async () => {
      const report = (await (await client.request(`/api/reports/${id}`)).json()) as { status: string };
      return report.status === "done" ? report : undefined;
    }, 90_000);
    const download = await client.request(`/api/reports/${id}/download`);
    const { text } = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain("Resultados das recomendações seguidas");
    expect(text).toContain(`${listed.outcomes[0]!.title}: ${latest.verdictLabel}`);
    expect(text).toContain(latest.summary.slice(0, 40));
  }, 180_000);
});
