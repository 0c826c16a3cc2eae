import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";
import { dashboardCache } from "./dashboard.service";

const t = useTestServer();
const defaults = { ...dashboardCache.limits };

afterEach(() => Object.assign(dashboardCache.limits, defaults));

/**
 * Reads the dashboard (gzip accepted, as browsers do) until its answer is cacheable (indicators
 * ready); returns the sizes of its last answer, compressed and as JSON.
 */
function readUntilCached(client: TestClient) {
  return waitFor(async () => {
    const response = await client.request("/api/dashboard", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const raw = new Uint8Array(await response.arrayBuffer());
    const text = gunzipSync(raw).toString();
    const body = JSON.parse(text) as { indicators: { recalculating: boolean } | null };
    return body.indicators && !body.indicators.recalculating
      ? { gzipped: raw.byteLength, json: Buffer.byteLength(text) }
      : undefined;
  }, 40_000);
}

describe("the dashboard's response cache", () => {
  it("is bounded in bytes, each answer counted by its gzip form (the only one kept) and its key, the least recently used going first", async () => {
    const first = await collectedUser(t.server, "natgeo");
    const second = await collectedUser(t.server, "padariadoze");
    const empty = dashboardCache.size();
    const sizes = await readUntilCached(first.client);
    const one = dashboardCache.size();
    expect(one.entries).toBe(empty.entries + 1);
    expect(one.bytes - empty.bytes).toBeGreaterThan(sizes.gzipped);
    // The JSON is not kept beside it: it alone would be several times the whole entry.
    expect(one.bytes - empty.bytes).toBeLessThan(sizes.json / 2);

    // Room for about one answer: the second person's pushes the first's out.
    dashboardCache.limits.bytes = Math.ceil((one.bytes - empty.bytes) * 1.5);
    await readUntilCached(second.client);
    const after = dashboardCache.size();
    expect(after.entries).toBe(1);
    // The index of keys by workspace forgets the evicted one's with it.
    expect(after.workspaces).toBe(1);
    expect(after.bytes).toBeLessThanOrEqual(dashboardCache.limits.bytes);
  });
});
