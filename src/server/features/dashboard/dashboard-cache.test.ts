import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";
import { dashboardCache } from "./dashboard.service";

const t = useTestServer();
const defaults = { ...dashboardCache.limits };

afterEach(() => Object.assign(dashboardCache.limits, defaults));

/** Reads the dashboard (gzip accepted, as browsers do) until its answer is cacheable: indicators ready. */
async function readUntilCached(client: TestClient) {
  await waitFor(async () => {
    const response = await client.request("/api/dashboard", { headers: { "accept-encoding": "gzip" } });
    const raw = new Uint8Array(await response.arrayBuffer());
    const text = response.headers.get("content-encoding") === "gzip" ? gunzipSync(raw).toString() : new TextDecoder().decode(raw);
    const body = JSON.parse(text) as { indicators: { recalculating: boolean } | null };
    return body.indicators && !body.indicators.recalculating ? true : undefined;
  }, 40_000);
}

describe("the dashboard's response cache", () => {
  it("is bounded in bytes, JSON and gzip forms counted, the least recently used going first", async () => {
    const first = await collectedUser(t.server, "natgeo");
    const second = await collectedUser(t.server, "padariadoze");
    const empty = dashboardCache.size();
    await readUntilCached(first.client);
    const one = dashboardCache.size();
    expect(one.entries).toBe(empty.entries + 1);
    expect(one.bytes).toBeGreaterThan(empty.bytes);

    // Room for about one answer: the second person's pushes the first's out.
    dashboardCache.limits.bytes = Math.ceil((one.bytes - empty.bytes) * 1.5);
    await readUntilCached(second.client);
    const after = dashboardCache.size();
    expect(after.entries).toBe(1);
    expect(after.bytes).toBeLessThanOrEqual(dashboardCache.limits.bytes);
  });
});
