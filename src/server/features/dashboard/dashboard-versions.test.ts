import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instagramAdvancedMetrics, socialMediaProfiles, workspaceDataVersions } from "../../db/schema/index";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser } from "../../test/users";

const t = useTestServer();

// Decision 031 (migration 0023): a workspace's data version, which empties its cached dashboards,
// rises only when what the dashboard shows changes.
describe("the workspace's data version", () => {
  it("rises with the company name, an own account's shown fields and its collections; not with other writes", async () => {
    const user = await collectedUser(t.server, "natgeo", "sparks_pro");
    const db = t.server.context.db;
    // The indicators job the collection queued raises the version when it saves its row: done
    // first, so the writes below are the only changes measured.
    await waitFor(async () => {
      const rows = await db
        .select({ id: instagramAdvancedMetrics.id })
        .from(instagramAdvancedMetrics)
        .where(eq(instagramAdvancedMetrics.socialProfileId, user.accountId));
      return rows.length > 0 ? true : undefined;
    }, 40_000);
    const version = async () =>
      (
        await db
          .select({ version: workspaceDataVersions.version })
          .from(workspaceDataVersions)
          .where(eq(workspaceDataVersions.workspaceId, user.workspaceId))
      )[0]!.version;
    const company = (name: string, phone: string) =>
      user.client.request("/api/onboarding/company", {
        method: "PUT",
        json: {
          accountType: "business",
          legalDocument: "11.222.333/0001-81",
          name,
          email: "loja@exemplo.com.br",
          phone,
        },
      });

    expect((await company("Loja Alfa", "(11) 91234-5678")).status).toBe(200);
    const named = await version();
    // Another phone: not on the dashboard.
    expect((await company("Loja Alfa", "(11) 98888-7777")).status).toBe(200);
    expect(await version()).toBe(named);
    // Another name: on the dashboard.
    expect((await company("Loja Beta", "(11) 98888-7777")).status).toBe(200);
    expect(await version()).toBeGreaterThan(named);

    // A refreshed token alone changes nothing shown; a new display name does.
    const beforeToken = await version();
    await db
      .update(socialMediaProfiles)
      .set({ accessToken: "cipher-2", tokenExpiresAt: sql`now() + interval '1 day'` })
      .where(eq(socialMediaProfiles.id, user.accountId));
    expect(await version()).toBe(beforeToken);
    await db
      .update(socialMediaProfiles)
      .set({ displayName: "National Geographic" })
      .where(eq(socialMediaProfiles.id, user.accountId));
    expect(await version()).toBeGreaterThan(beforeToken);

    // A competitor, its collection included, is not on the dashboard.
    const beforeCompetitor = await version();
    const added = await user.client.post("/api/competitors", { username: "padariadoze" });
    expect(added.status).toBe(201);
    expect(await version()).toBe(beforeCompetitor);

    // A collection of the own account is.
    const run = (await (await user.client.post(`/api/accounts/${user.accountId}/collect`, {})).json()) as { id: string };
    expect(run.id).toBeTruthy();
    await expect.poll(version, { timeout: 40_000 }).toBeGreaterThan(beforeCompetitor);
  });
});
