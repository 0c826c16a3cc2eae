import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCallBudget } from "../../integrations/networks/call-budget";
import { createGraphSource, createInstagramInsightsSource } from "../../integrations/networks/instagram/graph";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { startSimulatedNetwork, type SimulatedNetwork } from "../../integrations/networks/simulated-network";
import type { TestClient } from "../../test/http-client";
import { connectWithInstagramLogin } from "../../test/instagram-login";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

// Collections that resume (docs/decisions/047-call-budgets-and-day-schedule.md): an account connected with Instagram Login, read by
// the product's Graph adapters from the simulated network (its documented limits), through the
// shared call budget. A limit in the middle defers the run to the time the network allows and a
// call cut off in the middle retries it; either way the run continues from the request it stopped
// at: no request already answered is asked again.

// A simulated hour lasts 3600 / 900 = 4 s.
const timeScale = 900;
let sim: SimulatedNetwork;
beforeAll(async () => {
  sim = await startSimulatedNetwork({ timeScale, metaAccountCallsPerHour: 60, defaultPosts: 60, seed: 3 });
});
afterAll(() => sim.close());

const t = useTestServer(() => {
  const env = createTestEnv();
  return {
    env,
    networks: {
      instagram: {
        ...createInstagram(env),
        ownProfiles: createGraphSource({ baseUrl: sim.metaUrl }),
        ownInsights: createInstagramInsightsSource({ baseUrl: sim.metaUrl }),
      },
    },
    callBudget: (database) => createCallBudget({ db: database.db, hosts: sim.hosts, timeScale, metaCooldownSeconds: 3600 }),
  };
});

async function ended(client: TestClient, runId: string) {
  return waitFor(async () => {
    const run = (await (await client.request(`/api/collection-runs/${runId}`)).json()) as {
      status: string;
      errorCode: string | null;
    };
    return run.status === "failed" || run.status === "succeeded" ? run : undefined;
  }, 90_000);
}

describe("a collection stopped in the middle", () => {
  it("is resumed, not restarted, after a limit and after a call cut off", async () => {
    // The first media page's call is cut off once: the attempt fails as "unavailable" and is retried.
    let cut = false;
    const asked: string[] = [];
    sim.dropRequest = ({ method, url }) => {
      asked.push(`${method} ${url.pathname}?${url.searchParams}`);
      if (!cut && url.pathname.endsWith("/me/media")) {
        cut = true;
        return true;
      }
      return false;
    };
    sim.resetStats();
    // Go: 100 posts a collection (60 here), 100 comments, the owner's insights: well over the
    // account's 60 calls a simulated hour, so it must wait at least once.
    const { client } = await paidUser(t.server, "advanced");
    const { run } = await connectWithInstagramLogin(t.server, client, "lojaretomada");
    expect(await ended(client, run.id)).toEqual(expect.objectContaining({ status: "succeeded" }));

    expect(cut).toBe(true);
    expect(sim.stats.overLimit.meta).toBe(0);
    // More calls than one hour allows: the run waited for the limit and went on.
    expect(sim.stats.calls.meta).toBeGreaterThan(60);
    // The profile was read once; the media page twice (the cut-off call, then once more); and no
    // other request twice: neither the retry nor the deferrals started over.
    const times = (pattern: RegExp) => asked.filter((line) => pattern.test(line)).length;
    expect(times(/^GET \/v23\.0\/me\?/)).toBe(1);
    expect(times(/^GET \/v23\.0\/me\/media\?/)).toBe(2);
    // The account's own day figures (GET /me/insights) are left out: other readers ask them too.
    const repeated = sim.stats.repeatedRequests
      .map((request) => request.split(" ").slice(1, 3).join(" "))
      .filter((request) => !request.startsWith("GET /v23.0/me/insights?"));
    expect(repeated).toEqual([expect.stringMatching(/^GET \/v23\.0\/me\/media\?/)]);
  }, 120_000);
});
