import { eq } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { socialMediaProfiles, workspaceDataVersions } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";
import { upsertProfile } from "../onboarding/onboarding.queries";
import { carryDashboardsForward, dashboardCache, withCompanyName } from "./dashboard.service";

const t = useTestServer();
const defaults = { ...dashboardCache.limits };

afterEach(() => Object.assign(dashboardCache.limits, defaults));

type Dashboard = {
  companyName: string | null;
  current: { displayName: string | null } | null;
  indicators: { recalculating: boolean } | null;
};

/** The dashboard as the browser reads it (gzip accepted): its text and its parsed body. */
async function readDashboard(client: TestClient) {
  const response = await client.request("/api/dashboard", { headers: { "accept-encoding": "gzip" } });
  expect(response.status).toBe(200);
  const raw = new Uint8Array(await response.arrayBuffer());
  const text = response.headers.get("content-encoding") === "gzip" ? gunzipSync(raw).toString() : new TextDecoder().decode(raw);
  return { text, body: JSON.parse(text) as Dashboard };
}

/**
 * Reads until one read is served from the cache: the indicators are ready and the session's data
 * version is settled (a notification of the collection's last change may still be on its way).
 */
const readUntilCached = (client: TestClient) =>
  waitFor(async () => {
    const builds = dashboardCache.builds();
    const { body } = await readDashboard(client);
    return body.indicators && !body.indicators.recalculating && dashboardCache.builds() === builds ? true : undefined;
  }, 40_000);

const company = (name: string) => ({
  accountType: "business",
  legalDocument: "11.222.333/0001-81",
  name,
  email: "loja@exemplo.com.br",
  phone: "(11) 91234-5678",
});

describe("the dashboard after a company-name write", () => {
  it("is served from the cached answer moved to the new version, with the new name, as a full read would build it", async () => {
    const user = await collectedUser(t.server, "natgeo");
    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Alfa") })).status).toBe(
      200,
    );
    await readUntilCached(user.client);
    const builds = dashboardCache.builds();

    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Beta") })).status).toBe(
      200,
    );
    const after = await readDashboard(user.client);
    expect(after.body.companyName).toBe("Loja Beta");
    expect(dashboardCache.builds()).toBe(builds);

    // Emptied, the cache builds the same answer byte for byte.
    dashboardCache.limits.entries = 0;
    await readDashboard(user.client);
    dashboardCache.limits.entries = defaults.entries;
    const full = await readDashboard(user.client);
    expect(dashboardCache.builds()).toBeGreaterThan(builds);
    expect(full.text).toBe(after.text);
  });

  it("is read in full when another change of what it shows came in between, with both changes", async () => {
    const user = await collectedUser(t.server, "natgeo");
    const db = t.server.context.db;
    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Alfa") })).status).toBe(
      200,
    );
    await readUntilCached(user.client);
    const [{ version: before }] = (await db
      .select({ version: workspaceDataVersions.version })
      .from(workspaceDataVersions)
      .where(eq(workspaceDataVersions.workspaceId, user.workspaceId))) as [{ version: number }];
    const builds = dashboardCache.builds();

    // Another process renames the account; then this write commits, the request having read
    // the version before the rename.
    await db.update(socialMediaProfiles).set({ displayName: "Outro Nome" }).where(eq(socialMediaProfiles.id, user.accountId));
    const written = await upsertProfile(db, {
      workspaceId: user.workspaceId,
      accountType: "business",
      companyName: "Loja Gama",
      legalDocument: "11.222.333/0001-81",
    });
    expect(written).toMatchObject({ inserted: false, companyNameBefore: "Loja Alfa" });
    await carryDashboardsForward(t.server.context, {
      workspaceId: user.workspaceId,
      fromVersion: before,
      raisedBy: 2,
      companyName: "Loja Gama",
    });

    const after = await readDashboard(user.client);
    expect(after.body.companyName).toBe("Loja Gama");
    expect(after.body.current?.displayName).toBe("Outro Nome");
    expect(dashboardCache.builds()).toBe(builds + 1);
  });

  it("shows the new name through the API when another change came in between", async () => {
    const user = await collectedUser(t.server, "natgeo");
    const db = t.server.context.db;
    await readUntilCached(user.client);
    await db.update(socialMediaProfiles).set({ displayName: "Mais Um Nome" }).where(eq(socialMediaProfiles.id, user.accountId));
    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Delta") })).status).toBe(
      200,
    );
    const after = await readDashboard(user.client);
    expect(after.body.companyName).toBe("Loja Delta");
    expect(after.body.current?.displayName).toBe("Mais Um Nome");
  });
});

describe("a cached dashboard's JSON with another company name", () => {
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  // Names that JSON escapes, or that look like the JSON around them.
  const names = [null, "Loja Alfa", 'Loja "Aspas" \\ barra', "Café & Cia 🎉", '","companyName":"x', "\n\u2028"];
  const users = [
    { name: "Maria Souza", email: "maria@exemplo.com.br" },
    { name: 'Ana "Nana" \\', email: 'ana+"x"@exemplo.com.br' },
  ];

  it("is what serializing the dashboard with the new name gives, for every name before and after", () => {
    for (const user of users) {
      for (const before of names) {
        for (const after of names) {
          const dashboard = {
            user,
            companyName: before,
            accounts: [{ id: "a", companyName: "não esta" }],
            current: null,
            analytics: null,
          };
          expect(decode(withCompanyName(encode(dashboard), user, after))).toBe(
            JSON.stringify({ ...dashboard, companyName: after }),
          );
        }
      }
    }
  });

  it("is right, parsed in full, when the JSON does not start as expected", () => {
    const user = users[0]!;
    const reordered = { companyName: "Loja Alfa", user, accounts: [] };
    expect(decode(withCompanyName(encode(reordered), user, "Loja Beta"))).toBe(
      JSON.stringify({ ...reordered, companyName: "Loja Beta" }),
    );
    const otherPerson = { user: users[1], companyName: "Loja Alfa", accounts: [] };
    expect(decode(withCompanyName(encode(otherPerson), user, null))).toBe(JSON.stringify({ ...otherPerson, companyName: null }));
  });
});
