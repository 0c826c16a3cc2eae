import { alertKinds } from "@core/alerts/alert-rules";
import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatCount } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { accountDays, alertDigests, alertRules, alerts, collectionRuns, workspaceMembers } from "../../db/schema/index";
import { createInstagram } from "../../integrations/networks/instagram/index";
import type { CollectedProfile, PublicProfileSource } from "../../integrations/networks/network.port";
import type { TestClient } from "../../test/http-client";
import { clearComments, insertComments } from "../../test/comments";
import { queryRows } from "../../test/database";
import { waitForEmail } from "../../test/mailbox";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { collectedUser, paidUser, signUpConfirmed } from "../../test/users";
import { sendAlertDigest } from "./alert-digest.job";
import { startCollection } from "../social-accounts/collection.service";
import { evaluateAccountAlerts } from "./alerts.service";

// The demo source, except for "rival_passa": its demo figures drift day by day and crossed the
// account's on some calendar days (2026-11-30), so it has 10 followers and no interactions, in its
// profile and its backfilled history, and overtakes no one unless a test sets `rivalFollowers`.
let rivalFollowers: number | undefined;
const t = useTestServer(() => {
  const env = createTestEnv();
  const real = createInstagram(env);
  const { fetchProfile, fetchHistory } = real.publicProfiles;
  const asRival = (username: string, collected: CollectedProfile): CollectedProfile => {
    if (username !== "rival_passa") return collected;
    const latestPosts = collected.profile.latestPosts.map((post) => ({ ...post, likesCount: 0, commentsCount: 0 }));
    return { ...collected, profile: { ...collected.profile, followersCount: rivalFollowers ?? 10, latestPosts } };
  };
  const publicProfiles: PublicProfileSource = {
    ...real.publicProfiles,
    fetchProfile: async (input) => asRival(input.username, await fetchProfile(input)),
    ...(fetchHistory && {
      fetchHistory: async (input) => (await fetchHistory(input)).map((profile) => asRival(input.username, profile)),
    }),
  };
  return { env, networks: { instagram: { ...real, publicProfiles } } };
});

type Rule = { id: string; kind: string; threshold: number | null; email: boolean; enabled: boolean; accountId: string | null };
type AlertList = { alerts: { id: string; kind: string; title: string; body: string; readAt: string | null }[]; unread: number };

async function json<T>(client: TestClient, path: string, init?: { method: string; body?: unknown }) {
  const response = init ? await client.request(path, { method: init.method, json: init.body ?? {} }) : await client.request(path);
  return { status: response.status, body: (await response.json()) as T };
}
const rulesOf = async (client: TestClient) => (await json<{ rules: Rule[] }>(client, "/api/alerts/rules")).body.rules;
const patchRule = (client: TestClient, id: string, body: unknown) =>
  json<Rule & { error?: { message: string; fields?: Record<string, string> } }>(client, `/api/alerts/rules/${id}`, {
    method: "PATCH",
    body,
  });

async function collect(client: TestClient, accountId: string) {
  const run = (await (await client.post(`/api/accounts/${accountId}/collect`, {})).json()) as { id: string };
  await waitFor(async () => {
    const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
}

/** Every queued alerts.evaluate job has run, and the digests they queued for now (a digest that waits for the hour's end is left). */
async function evaluationsDone() {
  await waitFor(async () => {
    const [jobs] = await queryRows<{ n: number }>(
      t.server.context.db,
      `select count(*)::int as n from pgboss.job where name in ('alerts.evaluate', 'alerts.digest')
       and state not in ('completed', 'failed', 'cancelled') and start_after <= now()`,
    );
    return Number(jobs!.n) === 0 ? true : undefined;
  }, 60_000);
}

/** A workspace whose first collection has been evaluated, with no alert or digest yet. */
async function quietWorkspace() {
  const owner = await collectedUser(t.server, "marca_alertas");
  const db = t.server.context.db;
  // The first collection's evaluation (and its digest, if it found anything) is over; start
  // from no alerts and no digest sent.
  await waitFor(async () => ((await rulesOf(owner.client)).length === alertKinds.length ? true : undefined), 60_000);
  await evaluationsDone();
  await db.delete(alerts).where(eq(alerts.workspaceId, owner.workspaceId));
  await db.delete(alertDigests).where(eq(alertDigests.userId, owner.userId));
  return owner;
}

/** Yesterday's followers set so that today's collected count is `percent` below them. */
async function makeYesterdayHigher(accountId: string, percent: number) {
  const db = t.server.context.db;
  const today = saoPauloDay(new Date());
  const [row] = await db
    .select()
    .from(accountDays)
    .where(and(eq(accountDays.socialProfileId, accountId), eq(accountDays.day, today)));
  await db
    .update(accountDays)
    .set({ followers: Math.ceil(row!.followers / (1 - percent / 100)) })
    .where(and(eq(accountDays.socialProfileId, accountId), eq(accountDays.day, addDaysTo(today, -1))));
}

/** How far today's followers are below yesterday's, in percent, as stored. */
async function followersDropOfToday(accountId: string) {
  const today = saoPauloDay(new Date());
  const rows = await t.server.context.db
    .select({ day: accountDays.day, followers: accountDays.followers })
    .from(accountDays)
    .where(and(eq(accountDays.socialProfileId, accountId), inArray(accountDays.day, [addDaysTo(today, -1), today])));
  const before = rows.find((row) => row.day !== today)!.followers;
  const now = rows.find((row) => row.day === today)!.followers;
  return ((before - now) / before) * 100;
}

describe("alerts", () => {
  it("creates the default rules per member and refuses bad thresholds without saving anything", async () => {
    const owner = await quietWorkspace();
    const rules = await rulesOf(owner.client);
    expect(rules.map((rule) => [rule.kind, rule.threshold, rule.email, rule.enabled])).toEqual([
      ["followers_drop", 2, true, true],
      ["engagement_drop", 30, true, true],
      ["viral_post", 3, true, true],
      ["competitor_overtake", null, true, true],
      ["reconnect_needed", null, true, true],
      ["collection_failed", 2, true, true],
      ["unanswered_questions", 3, true, true],
      ["reach_drop", 30, true, true],
      ["recommendation_outcome", null, true, true],
    ]);
    const drop = rules.find((rule) => rule.kind === "followers_drop")!;
    const tooHigh = await patchRule(owner.client, drop.id, { threshold: 80, email: false });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error?.message).toBe("O limite deve estar entre 0,5 e 50.");
    const wrongType = await patchRule(owner.client, drop.id, { threshold: "5" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error?.fields?.threshold).toBe("O limite deve ser um número.");
    const noThreshold = await patchRule(owner.client, rules.find((rule) => rule.kind === "reconnect_needed")!.id, {
      threshold: 2,
    });
    expect(noThreshold.status).toBe(400);
    // Nothing half-saved: e-mail is still on.
    expect((await rulesOf(owner.client)).find((rule) => rule.id === drop.id)).toMatchObject({ threshold: 2, email: true });

    const other = await collectedUser(t.server, "outra_marca");
    expect((await patchRule(owner.client, drop.id, { accountId: other.accountId })).status).toBe(404);
    expect((await patchRule(other.client, drop.id, { threshold: 5 })).status).toBe(404);
    const saved = await patchRule(owner.client, drop.id, { threshold: 4.5, accountId: owner.accountId });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ threshold: 4.5, accountId: owner.accountId, email: true });
  }, 120_000);

  it("gives the member the default rules as soon as an account is connected, before any collection or visit", async () => {
    const owner = await paidUser(t.server, "advanced");
    const db = t.server.context.db;
    const rulesInDatabase = () => db.select().from(alertRules).where(eq(alertRules.workspaceId, owner.workspaceId));
    expect(await rulesInDatabase()).toHaveLength(0);
    const connected = await owner.client.post("/api/accounts", { username: "marca_recem_conectada" });
    expect(connected.status).toBe(201);
    const rows = await rulesInDatabase();
    expect(rows.map((rule) => rule.kind).sort()).toEqual([...alertKinds].sort());
    expect(rows.every((rule) => rule.userId === owner.userId && rule.enabled && rule.email)).toBe(true);
  }, 90_000);

  it("turns a collection that drops followers 5% into one alert and one digest; evaluating again adds nothing", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    // Only the follower rule speaks in this test (preferences are honoured).
    for (const rule of await rulesOf(owner.client)) {
      if (rule.kind !== "followers_drop") expect((await patchRule(owner.client, rule.id, { enabled: false })).status).toBe(200);
    }
    // A member of the same workspace who keeps the alert in the app only.
    const member = await signUpConfirmed(t.server, "Rita Lima");
    await db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.userId, role: "editor" });
    await member.client.post(`/api/workspaces/${owner.workspaceId}/select`, {});
    for (const rule of await rulesOf(member.client)) {
      await patchRule(member.client, rule.id, rule.kind === "followers_drop" ? { email: false } : { enabled: false });
    }

    await makeYesterdayHigher(owner.accountId, 5);
    await collect(owner.client, owner.accountId);
    const ownerAlerts = await waitFor(async () => {
      const list = (await json<AlertList>(owner.client, "/api/alerts")).body;
      return list.alerts.length > 0 ? list : undefined;
    }, 60_000);
    expect(ownerAlerts.alerts).toHaveLength(1);
    expect(ownerAlerts.unread).toBe(1);
    // The demo source drifts between the two collections, so the drop is read from the days the
    // collection wrote: about 5%, and the alert names exactly that.
    const drop = await followersDropOfToday(owner.accountId);
    expect(drop).toBeGreaterThan(4.5);
    expect(drop).toBeLessThan(5.5);
    const title = `@marca_alertas (Instagram) perdeu ${formatPercent(drop)} dos seguidores`;
    expect(ownerAlerts.alerts[0]).toMatchObject({ kind: "followers_drop", title });
    const memberAlerts = (await json<AlertList>(member.client, "/api/alerts")).body;
    expect(memberAlerts.alerts.map((alert) => alert.kind)).toEqual(["followers_drop"]);

    // The first collection may have e-mailed other alerts before the test began; this digest is the drop's.
    const digest = await waitForEmail(db, owner.email, "Alerta do Inteligram: @marca_alertas (Instagram) perdeu");
    expect(digest.subject).toBe(`Alerta do Inteligram: ${title}`);
    expect(digest.text).toContain("/alertas");

    // A retried job, or a second worker: the same events write nothing, queue no digest.
    const again = await db.transaction((tx) => evaluateAccountAlerts(t.server.context, tx, owner.workspaceId, owner.accountId));
    expect(again).toEqual([]);
    // Within the hour a digest waits; after it, nothing is left to send.
    expect(await db.transaction((tx) => sendAlertDigest(t.server.context, tx, owner.userId))).toBe("later");
    expect(
      await db.transaction((tx) => sendAlertDigest(t.server.context, tx, owner.userId, new Date(Date.now() + 61 * 60_000))),
    ).toBe("nothing");
    const rows = await db.select().from(alerts).where(eq(alerts.workspaceId, owner.workspaceId));
    expect(rows).toHaveLength(2);
    // The member asked for no e-mail: their alert waits for no digest.
    expect(rows.find((row) => row.userId === member.userId)).toMatchObject({ email: false, emailedAt: null });
  }, 120_000);

  it("sends at most one digest per member per hour: a second one waits for the hour's end", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    const now = new Date();
    const [rule] = (await rulesOf(owner.client)).filter((r) => r.kind === "followers_drop");
    await db.insert(alerts).values([
      {
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        ruleId: rule!.id,
        kind: "followers_drop",
        eventKey: "x:1",
        title: "Primeiro",
        body: "Um.",
        email: true,
      },
    ]);
    expect(await db.transaction((tx) => sendAlertDigest(t.server.context, tx, owner.userId, now))).toBe("sent");
    await db.insert(alerts).values([
      {
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        ruleId: rule!.id,
        kind: "followers_drop",
        eventKey: "x:2",
        title: "Segundo",
        body: "Dois.",
        email: true,
      },
    ]);
    expect(
      await db.transaction((tx) => sendAlertDigest(t.server.context, tx, owner.userId, new Date(now.getTime() + 30 * 60_000))),
    ).toBe("later");
    expect(
      await db.transaction((tx) => sendAlertDigest(t.server.context, tx, owner.userId, new Date(now.getTime() + 61 * 60_000))),
    ).toBe("sent");
  }, 120_000);

  it("marks one alert read, then all, and answers 404 for another member's alert", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    const [rule] = (await rulesOf(owner.client)).filter((r) => r.kind === "viral_post");
    await db.insert(alerts).values(
      ["a", "b", "c"].map((key) => ({
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        ruleId: rule!.id,
        kind: "viral_post",
        eventKey: key,
        title: key,
        body: key,
        email: false,
      })),
    );
    const list = (await json<AlertList>(owner.client, "/api/alerts")).body;
    expect(list.unread).toBe(3);
    expect(
      (await json<{ unread: number }>(owner.client, `/api/alerts/${list.alerts[0]!.id}/read`, { method: "POST" })).body.unread,
    ).toBe(2);
    const stranger = await signUpConfirmed(t.server, "Outra Pessoa");
    expect((await json(stranger.client, `/api/alerts/${list.alerts[1]!.id}/read`, { method: "POST" })).status).toBe(404);
    expect((await json<{ unread: number }>(owner.client, "/api/alerts/read-all", { method: "POST" })).body.unread).toBe(0);
    expect((await json<{ unread: number }>(owner.client, "/api/alerts/unread")).body.unread).toBe(0);
  }, 120_000);
  it("lists the latest 100 alerts with the unread count of all of them, read in one snapshot", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    const [rule] = (await rulesOf(owner.client)).filter((r) => r.kind === "viral_post");
    const start = Date.now() - 200 * 60_000;
    await db.insert(alerts).values(
      Array.from({ length: 104 }, (_, i) => ({
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        ruleId: rule!.id,
        kind: "viral_post",
        eventKey: `many:${i}`,
        title: `Alerta ${i}`,
        body: "Corpo.",
        email: false,
        createdAt: new Date(start + i * 60_000),
        // The two oldest were read already: they are past the list's limit but not in the count.
        readAt: i < 2 ? new Date() : null,
      })),
    );
    const list = (await json<AlertList>(owner.client, "/api/alerts")).body;
    expect(list.alerts).toHaveLength(100);
    expect(list.alerts[0]!.title).toBe("Alerta 103");
    expect(list.unread).toBe(102);
    await json(owner.client, `/api/alerts/${list.alerts[0]!.id}/read`, { method: "POST" });
    const after = (await json<AlertList>(owner.client, "/api/alerts")).body;
    expect(after.unread).toBe(101);
    expect(after.alerts[0]!.readAt).not.toBeNull();
  }, 120_000);

  it("raises one alert when a competitor's collection shows it passing the account in followers; evaluating again adds nothing", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    for (const rule of await rulesOf(owner.client)) {
      if (rule.kind !== "competitor_overtake")
        expect((await patchRule(owner.client, rule.id, { enabled: false })).status).toBe(200);
    }
    const added = (await (await owner.client.post("/api/competitors", { username: "rival_passa" })).json()) as {
      competitor: { id: string };
    };
    const rivalId = added.competitor.id;
    await waitFor(
      async () =>
        (await db.select().from(accountDays).where(eq(accountDays.socialProfileId, rivalId)).limit(1)).length ? true : undefined,
      40_000,
    );
    await evaluationsDone();
    // Adding a competitor (with its backfilled history) overtakes no one.
    expect((await json<AlertList>(owner.client, "/api/alerts")).body.alerts).toEqual([]);

    const today = saoPauloDay(new Date());
    const yesterday = addDaysTo(today, -1);
    const ownOn = async (day: string) =>
      (
        await db
          .select()
          .from(accountDays)
          .where(and(eq(accountDays.socialProfileId, owner.accountId), eq(accountDays.day, day)))
      )[0]!.followers;
    // Yesterday the rival was behind the account; its next collection finds it ahead.
    await db
      .update(accountDays)
      .set({ followers: (await ownOn(yesterday)) - 100 })
      .where(and(eq(accountDays.socialProfileId, rivalId), eq(accountDays.day, yesterday)));
    rivalFollowers = (await ownOn(today)) + 100;
    try {
      const run = await startCollection(t.server.context, owner.workspaceId, rivalId, { includeCompetitors: true });
      await waitFor(
        async () =>
          (await db.select().from(collectionRuns).where(eq(collectionRuns.id, run.id)))[0]?.status === "succeeded"
            ? true
            : undefined,
        40_000,
      );
    } finally {
      rivalFollowers = undefined;
    }
    // The competitor's collection evaluated the own account's alerts.
    await waitFor(
      async () => ((await json<AlertList>(owner.client, "/api/alerts")).body.alerts.length > 0 ? true : undefined),
      60_000,
    );
    await evaluationsDone();
    const list = (await json<AlertList>(owner.client, "/api/alerts")).body;
    expect(list.alerts).toHaveLength(1);
    expect(list.alerts[0]).toMatchObject({
      kind: "competitor_overtake",
      title: "@rival_passa passou @marca_alertas (Instagram) em seguidores",
      body: `@rival_passa tem ${formatCount((await ownOn(today)) + 100)} seguidores; @marca_alertas, ${formatCount(await ownOn(today))}.`,
    });
    // The same overtaking, evaluated again (a retry, the own account's next collection): nothing new.
    expect(await db.transaction((tx) => evaluateAccountAlerts(t.server.context, tx, owner.workspaceId, owner.accountId))).toEqual(
      [],
    );
    expect(await db.select().from(alerts).where(eq(alerts.workspaceId, owner.workspaceId))).toHaveLength(1);
  }, 180_000);

  it("raises one alert when 3 questions of the last 30 days wait over 24 h for the account's reply, and again only for a newer one", async () => {
    const owner = await quietWorkspace();
    const db = t.server.context.db;
    for (const rule of await rulesOf(owner.client)) {
      if (rule.kind !== "unanswered_questions")
        expect((await patchRule(owner.client, rule.id, { enabled: false })).status).toBe(200);
    }
    await clearComments(db, owner.accountId);
    const evaluate = () =>
      db.transaction((tx) => evaluateAccountAlerts(t.server.context, tx, owner.workspaceId, owner.accountId));
    await insertComments(db, owner, [
      { text: "Qual o valor?", hoursAgo: 30 },
      { text: "Quanto custa?", hoursAgo: 40 },
      // Answered, still inside the 24 hours, and older than 30 days: none counts.
      { text: "Tem no M?", hoursAgo: 50, repliedHoursAgo: 49 },
      { text: "Aceita pix?", hoursAgo: 3 },
      { text: "Entrega em Manaus?", hoursAgo: 24 * 45 },
    ]);
    expect(await evaluate()).toEqual([]);
    const [third] = await insertComments(db, owner, [{ text: "Qual o preço do kit?", hoursAgo: 26 }]);
    expect(await evaluate()).toHaveLength(1);
    const [alert] = (await json<AlertList>(owner.client, "/api/alerts")).body.alerts;
    expect(alert).toMatchObject({
      kind: "unanswered_questions",
      title: "@marca_alertas (Instagram) tem 3 perguntas sem resposta há mais de 24 h",
      body: "3 perguntas nos comentários dos últimos 30 dias esperam uma resposta da conta. Todas são sobre preço. Responder rápido ajuda a não perder vendas.",
    });
    const [row] = await db.select().from(alerts).where(eq(alerts.id, alert!.id));
    expect(row!.eventKey).toBe(`unanswered_questions:${owner.accountId}:${third!.id}`);
    // Nothing new: no second alert; a newer question past its 24 hours: one more.
    expect(await evaluate()).toEqual([]);
    await insertComments(db, owner, [{ text: "Vocês entregam em Curitiba?", hoursAgo: 25 }]);
    expect(await evaluate()).toHaveLength(1);
  }, 180_000);
});
