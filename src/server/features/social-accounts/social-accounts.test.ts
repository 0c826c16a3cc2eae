import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collectionRuns, followerSnapshots, instagramProfileAnalytics, socialMediaProfiles } from "../../db/schema/index";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { SourceError, type PublicProfileSource } from "../../integrations/networks/network.port";
import type { TestClient } from "../../test/http-client";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { paidUser, signUpConfirmed } from "../../test/users";

// Usernames starting with "flaky" fail twice (transient), "sumido" is not found, "lenta" waits
// until the test releases it; others use the demo source.
const attempts = new Map<string, number>();
let releaseSlow!: () => void;
const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));

const t = useTestServer(() => {
  const env = createTestEnv();
  const real = createInstagram(env);
  const publicProfiles: PublicProfileSource = {
    kind: "demo",
    async fetchProfile(input) {
      const count = (attempts.get(input.username) ?? 0) + 1;
      attempts.set(input.username, count);
      if (input.username.startsWith("flaky") && count <= 2) throw new SourceError("unavailable", "upstream 503");
      if (input.username === "sumido") throw new SourceError("not_found", "no such profile");
      if (input.username === "lenta") await slowReleased;
      return real.publicProfiles.fetchProfile(input);
    },
  };
  return { env, networks: { instagram: { ...real, publicProfiles } } };
});

const paid = (plan?: "basic" | "advanced" | "sparks_pro") => paidUser(t.server, plan);

async function connect(client: TestClient, username: string) {
  return client.post("/api/accounts", { username });
}

type Account = { id: string; username: string; dataSource: string; connectionType: string };
type Run = { id: string; status: string; errorMessage: string | null };

async function collectAndWait(client: TestClient, accountId: string) {
  const started = (await (await client.post(`/api/accounts/${accountId}/collect`, {})).json()) as Run;
  return waitFor(async () => {
    const run = (await (await client.request(`/api/collection-runs/${started.id}`)).json()) as Run;
    return run.status === "succeeded" || run.status === "failed" ? run : undefined;
  }, 40_000);
}

describe("manual connect", () => {
  it("needs a plan", async () => {
    const { client } = await signUpConfirmed(t.server);
    const response = await connect(client, "natgeo");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { reason: "NO_PLAN" } });
  });

  it("trims, strips the first @, and refuses an active duplicate with the spec's message", async () => {
    const { client } = await paid("advanced");
    const first = await connect(client, "  @natgeo ");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ username: "natgeo", connectionType: "manual", dataSource: "demo" });
    const again = await connect(client, "natgeo");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "CONFLICT", message: "O Instagram @natgeo já está conectado." } });
  });

  it("refuses usernames Instagram would not allow", async () => {
    const { client } = await paid();
    const response = await connect(client, "nome com espaço");
    expect(response.status).toBe(400);
    const empty = await connect(client, "  ");
    expect(await empty.json()).toMatchObject({ error: { message: "Por favor, digite um nome de usuário válido." } });
  });

  it("enforces the plan's accounts per network with a message naming the plan that allows more", async () => {
    const { client } = await paid("basic");
    expect((await connect(client, "primeira")).status).toBe(201);
    const second = await connect(client, "segunda");
    expect(second.status).toBe(403);
    expect(await second.json()).toMatchObject({
      error: {
        code: "PLAN_LIMIT",
        message: "Seu plano Inteligram Start permite 1 conta por rede. Faça upgrade para o Inteligram Go para conectar até 3.",
      },
    });
  });

  it("lets only one of two simultaneous connects through when the plan has room for one", async () => {
    const { client } = await paid("basic");
    const responses = await Promise.all([connect(client, "ao_mesmo_tempo_1"), connect(client, "ao_mesmo_tempo_2")]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 403]);
    const accounts = (await (await client.request("/api/accounts")).json()) as { accounts: unknown[] };
    expect(accounts.accounts).toHaveLength(1);
  });

  it("disconnects softly and reactivates the same row when connected again", async () => {
    const { client } = await paid("basic");
    const account = (await (await connect(client, "reativada")).json()) as Account;
    expect((await client.request(`/api/accounts/${account.id}`, { method: "DELETE" })).status).toBe(200);
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, account.id));
    expect(row!.isActive).toBe(false);
    const again = (await (await connect(client, "reativada")).json()) as Account;
    expect(again.id).toBe(account.id);
  });

  it("switches the current profile to the one chosen, listed first", async () => {
    const { client } = await paid("advanced");
    const a = (await (await connect(client, "conta_a")).json()) as Account;
    await connect(client, "conta_b");
    let list = (await (await client.request("/api/accounts")).json()) as { accounts: Account[] };
    expect(list.accounts.map((x) => x.username)).toEqual(["conta_b", "conta_a"]);
    expect((await client.post(`/api/accounts/${a.id}/select`, {})).status).toBe(200);
    list = (await (await client.request("/api/accounts")).json()) as { accounts: Account[] };
    expect(list.accounts[0]!.username).toBe("conta_a");
  });

  it("answers 404 for another user's account, whatever the action", async () => {
    const owner = await paid();
    const account = (await (await connect(owner.client, "alheia")).json()) as Account;
    const other = await paid();
    for (const [path, method] of [
      [`/api/accounts/${account.id}`, "DELETE"],
      [`/api/accounts/${account.id}/select`, "POST"],
      [`/api/accounts/${account.id}/collect`, "POST"],
    ] as const) {
      const response = await other.client.request(path, { method, json: method === "POST" ? {} : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await other.client.request("/api/accounts")).json()) as { accounts: Account[] };
    expect(list.accounts).toHaveLength(0);
  });
});

describe("collection", () => {
  it("writes the analytics row and a follower snapshot, and never returns tokens", async () => {
    const { client, workspaceId } = await paid();
    const account = (await (await connect(client, "natgeo")).json()) as Account;
    const run = await collectAndWait(client, account.id);
    expect(run.status).toBe("succeeded");
    const [analytics] = await t.server.context.db
      .select()
      .from(instagramProfileAnalytics)
      .where(eq(instagramProfileAnalytics.socialProfileId, account.id));
    expect(analytics).toMatchObject({ workspaceId, username: "natgeo", source: "demo" });
    expect((analytics!.profileData as { latestPosts: unknown[] }).latestPosts.length).toBeGreaterThan(0);
    expect((analytics!.profileData as { latestPosts: unknown[] }).latestPosts.length).toBeLessThanOrEqual(30);
    const snapshots = await t.server.context.db
      .select()
      .from(followerSnapshots)
      .where(eq(followerSnapshots.socialProfileId, account.id));
    expect(snapshots).toHaveLength(1);
    const list = await (await client.request("/api/accounts")).text();
    expect(list).not.toMatch(/access_?token/i);
  });

  it("returns the run already queued instead of queueing a duplicate", async () => {
    const { client } = await paid();
    const account = (await (await connect(client, "lenta")).json()) as Account;
    const [a, b] = await Promise.all([
      client.post(`/api/accounts/${account.id}/collect`, {}),
      client.post(`/api/accounts/${account.id}/collect`, {}),
    ]);
    const runA = (await a.json()) as Run;
    const runB = (await b.json()) as Run;
    expect(runA.id).toBe(runB.id);
    // Still open while the source works: a third request gets the same run.
    const runC = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as Run;
    expect(runC.id).toBe(runA.id);
    releaseSlow();
    const done = await waitFor(async () => {
      const run = (await (await client.request(`/api/collection-runs/${runA.id}`)).json()) as Run;
      return run.status === "succeeded" ? run : undefined;
    });
    expect(done.status).toBe("succeeded");
  });

  it("replaces a run left open for over 15 minutes instead of waiting on it forever", async () => {
    const { client, workspaceId } = await paid();
    const account = (await (await connect(client, "abandonada")).json()) as Account;
    const [stuck] = await t.server.context.db
      .insert(collectionRuns)
      .values({
        workspaceId,
        socialProfileId: account.id,
        platform: "instagram",
        status: "running",
        createdAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning();
    const run = await collectAndWait(client, account.id);
    expect(run.id).not.toBe(stuck!.id);
    expect(run.status).toBe("succeeded");
    const [old] = await t.server.context.db.select().from(collectionRuns).where(eq(collectionRuns.id, stuck!.id));
    expect(old).toMatchObject({ status: "failed", errorCode: "abandoned" });
  });

  // The job's own retry delays (5 s, then 10 s with backoff) take ~20 s of real time.
  it("retries a transient failure and succeeds on the third attempt", async () => {
    const { client } = await paid();
    const account = (await (await connect(client, "flaky_loja")).json()) as Account;
    const run = await collectAndWait(client, account.id);
    expect(run.status).toBe("succeeded");
    expect(attempts.get("flaky_loja")).toBe(3);
  }, 60_000);

  it("ends a permanent failure with a clear pt-BR message", async () => {
    const { client } = await paid();
    const account = (await (await connect(client, "sumido")).json()) as Account;
    const run = await collectAndWait(client, account.id);
    expect(run).toMatchObject({
      status: "failed",
      errorMessage: "Não encontramos o perfil @sumido no Instagram. Confira o nome de usuário.",
    });
  });
});
