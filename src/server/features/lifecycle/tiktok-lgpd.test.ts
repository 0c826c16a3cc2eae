// TikTok's data is the workspace's data like Instagram's (decision 029): in "Meus dados" (tokens
// never), and gone with the account's deletion.
import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { accountDays, posts, socialMediaProfiles } from "../../db/schema/index";
import { useTestServer, waitFor } from "../../test/server";
import { connectTikTok } from "../../test/tiktok";
import { collectedUser, testPassword } from "../../test/users";

const t = useTestServer();

describe("TikTok and the LGPD", { timeout: 240_000 }, () => {
  it("exports both networks' accounts, posts and days (no token) with a spreadsheet each, and deletes them with the account", async () => {
    // The same username on both networks: two accounts, two spreadsheets.
    const user = await collectedUser(t.server, "marca_nas_duas", "advanced");
    const tiktokId = await connectTikTok(t.server, user.client, "marca_nas_duas");
    const db = t.server.context.db;

    expect((await user.client.post("/api/lifecycle/exports", {})).status).toBe(202);
    const downloadUrl = await waitFor(async () => {
      const body = (await (await user.client.request("/api/lifecycle/exports/latest")).json()) as {
        export: { downloadUrl: string | null } | null;
      };
      return body.export?.downloadUrl ?? undefined;
    }, 120_000);
    const files = unzipSync(new Uint8Array(await (await user.client.request(downloadUrl)).arrayBuffer()));
    const table = (name: string) => JSON.parse(strFromU8(files[`espaco-de-trabalho/${name}.json`]!)) as Record<string, unknown>[];

    const accounts = table("social_media_profiles");
    expect(accounts.map((row) => row.platform).sort()).toEqual(["instagram", "tiktok"]);
    const tiktok = accounts.find((row) => row.platform === "tiktok")!;
    expect(tiktok).toMatchObject({ id: tiktokId, username: "marca_nas_duas" });
    expect(tiktok.granted_scopes ?? tiktok.grantedScopes).toBeDefined();
    for (const secret of ["access_token", "refresh_token", "accessToken", "refreshToken"])
      expect(tiktok).not.toHaveProperty(secret);

    const exportedPosts = table("posts").filter((row) => (row.social_profile_id ?? row.socialProfileId) === tiktokId);
    const storedPosts = await db.select().from(posts).where(eq(posts.socialProfileId, tiktokId));
    expect(storedPosts.length).toBeGreaterThan(0);
    expect(exportedPosts).toHaveLength(storedPosts.length);
    expect(exportedPosts.every((row) => row.platform === "tiktok")).toBe(true);
    expect(table("account_days").some((row) => (row.social_profile_id ?? row.socialProfileId) === tiktokId)).toBe(true);

    const sheets = Object.keys(files).filter(
      (name) => name.startsWith("espaco-de-trabalho/planilhas/") && name.endsWith(".xlsx"),
    );
    // One file per account, each naming its network (docs/decisions/033-account-labels.md).
    expect(
      sheets
        .filter((name) => name.includes("marca_nas_duas"))
        .map((name) => /marca_nas_duas-(\w+)-/.exec(name)?.[1])
        .sort(),
    ).toEqual(["instagram", "tiktok"]);
    expect(strFromU8(files["LEIA-ME.txt"]!)).toContain("uma planilha Excel por conta (Instagram ou TikTok)");

    // Deleting the account also revokes the TikTok grant it held (after the rows are gone).
    const revoke = vi.spyOn(t.server.context.networks.tiktok.oauth, "revoke");
    const deleted = await user.client.post("/api/lifecycle/account/delete", {
      email: user.email,
      password: testPassword,
      deleteOwnedWorkspaces: true,
    });
    expect(deleted.status).toBe(200);
    expect(revoke).toHaveBeenCalledTimes(1);
    revoke.mockRestore();
    expect(
      await db
        .select()
        .from(socialMediaProfiles)
        .where(inArray(socialMediaProfiles.id, [tiktokId, user.accountId])),
    ).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.socialProfileId, tiktokId))).toEqual([]);
    expect(await db.select().from(accountDays).where(eq(accountDays.socialProfileId, tiktokId))).toEqual([]);
  });
});
