import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { classifyCall, createCallBudget, defaultBudgetHosts, readMetaUsage } from "./call-budget";
import { runInCallScope, type CallScope, type StepJournal } from "./call-scope";
import { requestJson } from "./instagram/http-json";
import { createGraphSource } from "./instagram/graph";
import { SourceError } from "./network.port";
import { simToken, startSimulatedNetwork, type SimulatedNetwork } from "./simulated-network";
import { createDisplayApiSource } from "./tiktok/display-api";

// The call budget against the simulated network's documented limits (simulated-network.ts): the
// product's adapters, through the shared HTTP layer, never send a call over a limit; a call the
// budget refuses is a wait with its time, never a failure of its own.

let testDb: TestDatabase;
let sim: SimulatedNetwork;
// A simulated minute lasts 60 / 120 = 0.5 s, an hour 30 s.
const timeScale = 120;

beforeAll(async () => {
  testDb = await createTestDatabase();
  sim = await startSimulatedNetwork({ timeScale, tiktokPerMinute: 60, metaAccountCallsPerHour: 60, seed: 7 });
});
afterAll(async () => {
  await sim.close();
  await testDb.destroy();
});

const scopeFor = (budget: CallScope["budget"], accountKey: string): CallScope => ({ budget, accountKey, calls: 0, replayed: 0 });

describe("TikTok's per-endpoint minute", () => {
  it("keeps every sliding minute of an endpoint within its limit across many collections, waiting when spent", async () => {
    const budget = createCallBudget({ db: testDb.database.db, hosts: sim.hosts, tiktokPerMinute: 60, timeScale });
    const source = createDisplayApiSource({ apiBase: sim.tiktokUrl });
    sim.resetStats();
    let waits = 0;
    let done = 0;
    // 40 accounts of 45 videos: 40 user-info and 120 video-list calls, over the 60-a-minute limit of each.
    await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        for (;;) {
          const scope = scopeFor(budget, `tt${index}`);
          try {
            await runInCallScope(scope, () =>
              source.fetchOwnProfile({ accessToken: simToken("tiktok", index, 45), postsLimit: 45, now: new Date() }),
            );
            done += 1;
            return;
          } catch (error) {
            if (!(error instanceof SourceError) || error.kind !== "rate_limited" || !scope.deferUntil) throw error;
            waits += 1;
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, scope.deferUntil!.getTime() - Date.now())));
          }
        }
      }),
    );
    expect(done).toBe(40);
    expect(waits).toBeGreaterThan(0);
    expect(sim.stats.overLimit.tiktok).toBe(0);
    expect(sim.stats.calls.tiktok).toBeGreaterThanOrEqual(160);
  }, 60_000);
});

describe("Meta's usage headers", () => {
  it("reads the app's and the account's usage, with the time to regain access and Retry-After", () => {
    const headers = new Headers({
      "x-app-usage": JSON.stringify({ call_count: 12, total_time: 40, total_cputime: 3 }),
      "x-business-use-case-usage": JSON.stringify({
        "1784": [{ type: "instagram", call_count: 95, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 7 }],
      }),
      "retry-after": "120",
    });
    expect(readMetaUsage(headers)).toEqual({
      app: { percent: 40, regainSeconds: 0 },
      account: { percent: 95, regainSeconds: 420 },
      retryAfterSeconds: 120,
    });
  });

  it("stops an account's calls before its limit and says until when", async () => {
    const budget = createCallBudget({ db: testDb.database.db, hosts: sim.hosts, timeScale, metaCooldownSeconds: 3600 });
    const source = createGraphSource({ baseUrl: sim.metaUrl });
    sim.resetStats();
    const scope = scopeFor(budget, "ig-1");
    // 200 posts: a profile, two media pages and 80 videos' views, more than the account's 60 an hour.
    await runInCallScope(scope, () =>
      source.fetchOwnProfile({ accessToken: simToken("meta", 1, 200), postsLimit: 200, now: new Date() }),
    ).catch(() => undefined);
    expect(scope.deferUntil).toBeDefined();
    // Stopped at 90% (54 of 60) plus the views already in flight (4 at once), none over.
    expect(sim.stats.calls.meta).toBeGreaterThanOrEqual(54);
    expect(sim.stats.calls.meta).toBeLessThan(59);
    expect(sim.stats.overLimit.meta).toBe(0);
    const spent = sim.stats.calls.meta;
    // Another worker asking for this account now is told to wait, without a call.
    expect(await budget.reserve(budget.classify(`${sim.metaUrl}/v23.0/me`, {})!, "ig-1")).toEqual(expect.any(Date));
    expect(sim.stats.calls.meta).toBe(spent);
  });
});

describe("TikTok's API for Business in the budget and the journal", () => {
  it("takes its token calls for OAuth: never journaled, so their secrets are never stored", () => {
    const call = (path: string) =>
      classifyCall(defaultBudgetHosts, `https://business-api.tiktok.com/open_api/v1.3/${path}`, { method: "POST" });
    expect(call("tt_user/oauth2/token/")?.oauth).toBe(true);
    expect(call("tt_user/oauth2/refresh_token/")?.oauth).toBe(true);
    expect(call("tt_user/token_info/get/")?.oauth).toBe(true);
    expect(call("business/get/")?.oauth).toBe(false);
  });

  it("waits on a 200 answer whose code says too frequent, and journals no answer that carries an error", async () => {
    const answers = [
      { code: 40100, message: "Requests made too frequently." },
      { code: 0, data: { videos: [] } },
    ];
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answers.shift()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const budget = createCallBudget({ db: testDb.database.db, hosts: { tiktok: [origin] }, timeScale });
      const written: unknown[] = [];
      const journal: StepJournal = { read: async () => undefined, write: async (_call, entry) => void written.push(entry) };
      const scope: CallScope = { ...scopeFor(budget, "tt-business"), journal };
      const ask = () =>
        runInCallScope(scope, () =>
          requestJson(`http://${origin}/open_api/v1.3/business/video/list/?business_id=b1`, {
            timeoutMs: 5_000,
            service: "TikTok",
          }),
        );
      expect((await ask()).json).toMatchObject({ code: 40100 });
      expect(scope.deferUntil?.getTime()).toBeGreaterThan(Date.now());
      expect(written).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, scope.deferUntil!.getTime() - Date.now())));
      scope.deferUntil = undefined;
      expect((await ask()).json).toMatchObject({ code: 0 });
      expect(written).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
