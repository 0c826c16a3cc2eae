import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AddCompetitorResult, CompetitorComparison, CompetitorList } from "@core/competitors/competitor-figures";
import {
  accountDays,
  competitorAddonOrders,
  sandboxSubscriptions,
  socialMediaProfiles,
  subscriptions,
} from "../../db/schema/index";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { SourceError, type PublicProfileSource } from "../../integrations/networks/network.port";
import type { TestClient } from "../../test/http-client";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { collectedUser, paidUser, payWithSandbox } from "../../test/users";
import { fanOutDailyCollection } from "../analytics/daily-collection.job";

// "sumido" is unknown to Instagram, "fechada" is private; every other username uses the demo source.
const t = useTestServer(() => {
  const env = createTestEnv();
  const real = createInstagram(env);
  const publicProfiles: PublicProfileSource = {
    ...real.publicProfiles,
    kind: "demo",
    async fetchProfile(input) {
      if (input.username === "sumido") throw new SourceError("not_found", "no such profile");
      const collected = await real.publicProfiles.fetchProfile(input);
      if (input.username === "fechada") return { ...collected, profile: { ...collected.profile, private: true } };
      return collected;
    },
  };
  return { env, networks: { instagram: { ...real, publicProfiles } } };
});

const add = (client: TestClient, username: string) => client.post("/api/competitors", { username });
const list = async (client: TestClient) => (await (await client.request("/api/competitors")).json()) as CompetitorList;
type ErrorBody = { error: { code: string; message: string; reason?: string } };

async function waitForCollected(profileId: string) {
  await waitFor(async () => {
    const [row] = await t.server.context.db.select().from(accountDays).where(eq(accountDays.socialProfileId, profileId)).limit(1);
    return row ? true : undefined;
  }, 40_000);
}

describe("competitors on Go (5 included)", () => {
  it("adds by username with the manual connect's rules, refuses own, duplicate, unknown and private, and stops at 5", async () => {
    const { client } = await collectedUser(t.server, "minha_marca", "advanced");

    const first = await add(client, " @Rival_Um ");
    expect(first.status).toBe(201);
    const added = (await first.json()) as AddCompetitorResult;
    expect(added).toMatchObject({ status: "added", competitor: { username: "rival_um", billing: "included" } });

    const own = await add(client, "minha_marca");
    expect(own.status).toBe(409);
    expect(((await own.json()) as ErrorBody).error).toMatchObject({
      reason: "OWN_ACCOUNT",
      message: "O @minha_marca é uma das suas contas conectadas. Adicione o perfil de um concorrente.",
    });

    const twice = await add(client, "rival_um");
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorBody).error.message).toBe("O concorrente @rival_um já está na sua lista.");

    const invalid = await add(client, "nome com espaço");
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.message).toBe(
      "Use apenas letras sem acento, números, ponto (.) e sublinhado (_).",
    );

    const unknown = await add(client, "sumido");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error).toMatchObject({
      reason: "PROFILE_NOT_FOUND",
      message: "Não encontramos o perfil @sumido no Instagram. Confira o nome de usuário.",
    });
    const closed = await add(client, "fechada");
    expect(closed.status).toBe(400);
    expect(((await closed.json()) as ErrorBody).error.reason).toBe("PROFILE_PRIVATE");

    for (const name of ["rival_dois", "rival_tres", "rival_quatro", "rival_cinco"])
      expect((await add(client, name)).status).toBe(201);
    const sixth = await add(client, "rival_seis");
    expect(sixth.status).toBe(403);
    expect(((await sixth.json()) as ErrorBody).error.message).toBe(
      "Seu plano Inteligram Go permite até 5 concorrentes. Faça upgrade para o Inteligram Pro para monitorar até 10.",
    );
    const { competitors, limit } = await list(client);
    // Unknown and private profiles were not counted.
    expect(competitors.map((c) => c.username)).toEqual(["rival_um", "rival_dois", "rival_tres", "rival_quatro", "rival_cinco"]);
    expect(limit).toMatchObject({ max: 5, included: 5 });

    // The own accounts' list, and the account limit, never see competitors.
    const accounts = (await (await client.request("/api/accounts")).json()) as { accounts: { username: string }[] };
    expect(accounts.accounts.map((a) => a.username)).toEqual(["minha_marca"]);

    // Removed at any time; the slot is free again.
    const removed = await client.request(`/api/competitors/${competitors[0]!.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await add(client, "rival_seis")).status).toBe(201);
    expect((await list(client)).competitors.map((c) => c.username)).not.toContain("rival_um");
  }, 120_000);

  it("compares the current account with each competitor over the period, from the shared day tables", async () => {
    const { client } = await collectedUser(t.server, "loja_base", "advanced");
    const a = (await (await add(client, "concorrente_a")).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    const b = (await (await add(client, "concorrente_b")).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    await waitForCollected(a.competitor.id);
    await waitForCollected(b.competitor.id);
    const response = await client.request("/api/competitors/comparison?period=30d");
    expect(response.status).toBe(200);
    const comparison = (await response.json()) as CompetitorComparison;
    expect(comparison.own?.username).toBe("loja_base");
    expect(comparison.competitors.map((c) => c.username)).toEqual(["concorrente_a", "concorrente_b"]);
    for (const profile of [comparison.own!, ...comparison.competitors]) {
      expect(profile.collecting).toBe(false);
      // 90 backfilled demo days: a full 30-day followers series per profile.
      expect(profile.followersSeries).toHaveLength(30);
      expect(profile.followers).toBe(profile.followersSeries.at(-1)!.followers);
    }
    // Distinct histories (the demo source is seeded by username).
    expect(new Set([comparison.own!, ...comparison.competitors].map((p) => p.followers)).size).toBe(3);
    // The rank is the own account's place among the three values of the column.
    const followers = [comparison.own!, ...comparison.competitors].map((p) => p.followers!);
    expect(comparison.ranks.followers).toEqual({
      position: followers.filter((f) => f > comparison.own!.followers!).length + 1,
      of: 3,
    });
    const shares = comparison.engagementShare.reduce((sum, s) => sum + s.share, 0);
    expect(shares).toBeCloseTo(1, 2);

    // Another workspace's account id is not found here.
    const other = await collectedUser(t.server, "outra_loja", "advanced");
    expect((await client.request(`/api/competitors/comparison?accountId=${other.accountId}`)).status).toBe(404);
  }, 120_000);

  it("refuses a downgrade that would exceed the new plan's competitors", async () => {
    const { client } = await paidUser(t.server, "sparks_pro");
    for (const name of Array.from({ length: 6 }, (_, i) => `pro_rival_${i}`)) expect((await add(client, name)).status).toBe(201);
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    const toGo = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "advanced",
    });
    expect(toGo.status).toBe(403);
    expect(((await toGo.json()) as ErrorBody).error).toMatchObject({
      reason: "COMPETITOR_LIMIT",
      message:
        "O Inteligram Go permite até 5 concorrentes e você monitora 6 concorrentes. Remova concorrentes antes de mudar de plano.",
    });
    const toStart = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "basic",
    });
    expect(toStart.status).toBe(403);
  }, 120_000);
});

describe("isolation", () => {
  it("a workspace never reads nor removes another's competitors", async () => {
    const owner = await paidUser(t.server, "advanced");
    const stranger = await paidUser(t.server, "advanced");
    const added = (await (await add(owner.client, "segredo_a")).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    expect((await stranger.client.request(`/api/competitors/${added.competitor.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await list(stranger.client)).competitors).toEqual([]);
    const theirs = (await (await stranger.client.request("/api/competitors/comparison")).json()) as CompetitorComparison;
    expect(theirs.competitors).toEqual([]);
    // The same username is each workspace's own row.
    expect((await add(stranger.client, "segredo_a")).status).toBe(201);
    expect((await list(owner.client)).competitors).toHaveLength(1);
  }, 60_000);
});

describe("daily collection", () => {
  it("collects the competitors with the own accounts, by the same pipeline", async () => {
    const user = await collectedUser(t.server, "diaria_base", "advanced");
    const added = (await (await add(user.client, "diaria_rival")).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    const db = t.server.context.db;
    await waitForCollected(added.competitor.id);
    const sent: string[] = [];
    const queue = {
      sendMany: async (_definition: unknown, jobs: { payload: { accountId: string } }[]) => {
        sent.push(...jobs.map((job) => job.payload.accountId));
      },
    } as unknown as Parameters<typeof fanOutDailyCollection>[0]["queue"];
    await fanOutDailyCollection({ db, queue }, new Date());
    expect(sent).toContain(user.accountId);
    expect(sent).toContain(added.competitor.id);
    // A removed competitor is not collected.
    await user.client.request(`/api/competitors/${added.competitor.id}`, { method: "DELETE" });
    sent.length = 0;
    await fanOutDailyCollection({ db, queue }, new Date());
    expect(sent).toContain(user.accountId);
    expect(sent).not.toContain(added.competitor.id);
  }, 90_000);
});

describe("Start's competitor add-on (R$ 9,90 each, up to 3)", () => {
  async function paidAddons(workspaceId: string) {
    const [row] = await t.server.context.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
    const [remote] = await t.server.context.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.workspaceId, workspaceId));
    return { ours: row!.competitorAddons, provider: remote!.competitorAddons };
  }

  it("adds a competitor only once its prorated add-on is paid; a declined card leaves nothing", async () => {
    const { client, workspaceId } = await paidUser(t.server, "basic");
    const started = await add(client, "rival_start");
    expect(started.status).toBe(201);
    const pending = (await started.json()) as Extract<AddCompetitorResult, { status: "payment_required" }>;
    expect(pending.status).toBe("payment_required");
    // Almost a whole period ahead: almost the whole R$ 9,90.
    expect(pending.amountCentavos).toBeGreaterThan(950);
    expect(pending.amountCentavos).toBeLessThanOrEqual(990);
    expect((await list(client)).competitors).toEqual([]);

    const declined = await payWithSandbox(t.server, pending.checkoutUrl, { method: "card", number: "4000000000000002" });
    expect(declined.status).toBe(402);
    expect((await list(client)).competitors).toEqual([]);
    expect(await paidAddons(workspaceId)).toEqual({ ours: 0, provider: 0 });
    const db = t.server.context.db;
    const inactive = await db
      .select()
      .from(socialMediaProfiles)
      .where(
        and(
          eq(socialMediaProfiles.workspaceId, workspaceId),
          eq(socialMediaProfiles.kind, "competitor"),
          eq(socialMediaProfiles.isActive, true),
        ),
      );
    expect(inactive).toEqual([]);

    const paid = await payWithSandbox(t.server, pending.checkoutUrl, { method: "card", number: "4242424242424242" });
    expect(paid.status).toBe(303);
    const { competitors } = await waitFor(async () => {
      const current = await list(client);
      return current.competitors.length > 0 ? current : undefined;
    }, 60_000);
    expect(competitors).toMatchObject([{ username: "rival_start", billing: "addon" }]);
    expect(await paidAddons(workspaceId)).toEqual({ ours: 1, provider: 1 });
    const [order] = await db.select().from(competitorAddonOrders).where(eq(competitorAddonOrders.workspaceId, workspaceId));
    expect(order!.status).toBe("paid");

    // Billing history shows the add-on's line.
    const line = await waitFor(async () => {
      const { payments } = (await (await client.request("/api/billing/payments")).json()) as {
        payments: { description: string; amount: number }[];
      };
      return payments.find((p) => p.description === "Concorrente adicional: @rival_start");
    }, 60_000);
    expect(line.amount).toBe(pending.amountCentavos);

    // Removal lowers the quantity (no proration: from the next period).
    expect((await client.request(`/api/competitors/${competitors[0]!.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await list(client)).competitors).toEqual([]);
    expect(await paidAddons(workspaceId)).toEqual({ ours: 0, provider: 0 });
  }, 120_000);

  it("lowers the add-on's quantity later when the provider fails at the removal", async () => {
    const { client, workspaceId } = await paidUser(t.server, "basic");
    const pending = (await (await add(client, "rival_instavel")).json()) as Extract<
      AddCompetitorResult,
      { status: "payment_required" }
    >;
    expect((await payWithSandbox(t.server, pending.checkoutUrl, { method: "card", number: "4242424242424242" })).status).toBe(
      303,
    );
    const { competitors } = await waitFor(async () => {
      const current = await list(client);
      return current.competitors.length > 0 ? current : undefined;
    }, 60_000);
    expect(await paidAddons(workspaceId)).toEqual({ ours: 1, provider: 1 });

    // The provider is down for the removal's own call.
    const payments = t.server.context.payments;
    const setCompetitorAddons = payments.setCompetitorAddons.bind(payments);
    let failures = 1;
    payments.setCompetitorAddons = async (subscriptionId, quantity) => {
      if (failures-- > 0) throw new Error("provider unavailable");
      return setCompetitorAddons(subscriptionId, quantity);
    };
    try {
      expect((await client.request(`/api/competitors/${competitors[0]!.id}`, { method: "DELETE" })).status).toBe(200);
      expect((await list(client)).competitors).toEqual([]);
      // The queued job asks again and the quantity follows.
      await waitFor(async () => {
        const addons = await paidAddons(workspaceId);
        return addons.ours === 0 && addons.provider === 0 ? true : undefined;
      }, 60_000);
      expect(failures).toBeLessThan(0);
    } finally {
      payments.setCompetitorAddons = setCompetitorAddons;
    }
  }, 120_000);

  it("counts purchases waiting for payment, so two checkouts can't pass the maximum", async () => {
    const { client } = await paidUser(t.server, "basic");
    for (const name of ["p_um", "p_dois", "p_tres"])
      expect(((await (await add(client, name)).json()) as AddCompetitorResult).status).toBe("payment_required");
    const fourth = await add(client, "p_quatro");
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as ErrorBody).error.reason).toBe("COMPETITOR_LIMIT");
    // Asking again for one already waiting replaces its checkout.
    expect(((await (await add(client, "p_um")).json()) as AddCompetitorResult).status).toBe("payment_required");
  }, 60_000);

  it("stops at 3 with a message naming Go, and refuses a downgrade to Start with competitors", async () => {
    const { client, workspaceId } = await paidUser(t.server, "basic");
    for (const name of ["s_um", "s_dois", "s_tres"]) {
      const pending = (await (await add(client, name)).json()) as Extract<AddCompetitorResult, { status: "payment_required" }>;
      expect((await payWithSandbox(t.server, pending.checkoutUrl, { method: "card", number: "4242424242424242" })).status).toBe(
        303,
      );
    }
    await waitFor(async () => ((await list(client)).competitors.length === 3 ? true : undefined), 60_000);
    const fourth = await add(client, "s_quatro");
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as ErrorBody).error.message).toBe(
      "Seu plano Inteligram Start permite até 3 concorrentes. Faça upgrade para o Inteligram Go para monitorar até 5.",
    );
    expect(await paidAddons(workspaceId)).toEqual({ ours: 3, provider: 3 });

    // Upgrading to Go: its 5 are included, the add-on's quantity goes.
    const plan = (await (await client.request("/api/billing/subscription")).json()) as { subscription: { id: string } };
    expect(
      (await client.post("/api/billing/subscription/change", { subscriptionId: plan.subscription.id, planType: "advanced" }))
        .status,
    ).toBe(200);
    expect(await paidAddons(workspaceId)).toEqual({ ours: 0, provider: 0 });
    expect((await list(client)).competitors).toHaveLength(3);
    // And back to Start is refused while they are tracked.
    const back = await client.post("/api/billing/subscription/change", {
      subscriptionId: plan.subscription.id,
      planType: "basic",
    });
    expect(back.status).toBe(403);
    expect(((await back.json()) as ErrorBody).error.reason).toBe("COMPETITOR_LIMIT");
  }, 150_000);
});
