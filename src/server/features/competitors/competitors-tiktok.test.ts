import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AddCompetitorResult, CompetitorComparison, CompetitorList } from "@core/competitors/competitor-figures";
import { accountDays, socialMediaProfiles } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

const t = useTestServer();

const add = (client: TestClient, username: string, platform?: string) => client.post("/api/competitors", { username, platform });
const list = async (client: TestClient) => (await (await client.request("/api/competitors")).json()) as CompetitorList;
type ErrorBody = { error: { code: string; message: string; reason?: string } };

describe("competitors on TikTok (decision 029)", () => {
  it("adds a TikTok profile through TikTok's public-profile source (demo, labelled), collected like any other", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const listed = await list(client);
    // No TikTok scraper is configured in tests: the page is told the source is demo data.
    expect(listed.sources).toEqual([
      { platform: "instagram", kind: "demo" },
      { platform: "tiktok", kind: "demo" },
    ]);

    const response = await add(client, "tiktok.com/@Marca.Rival", "tiktok");
    expect(response.status).toBe(201);
    const body = (await response.json()) as Extract<AddCompetitorResult, { status: "added" }>;
    expect(body.competitor).toMatchObject({ platform: "tiktok", username: "marca.rival", dataSource: "demo" });
    const [row] = await t.server.context.db
      .select()
      .from(socialMediaProfiles)
      .where(eq(socialMediaProfiles.id, body.competitor.id));
    expect(row).toMatchObject({ kind: "competitor", platform: "tiktok" });
    await waitFor(async () => {
      const [day] = await t.server.context.db
        .select()
        .from(accountDays)
        .where(eq(accountDays.socialProfileId, body.competitor.id))
        .limit(1);
      return day ? day : undefined;
    }, 40_000);
    expect((await list(client)).competitors).toEqual([expect.objectContaining({ platform: "tiktok", username: "marca.rival" })]);
  });

  it("keeps the networks apart: the same username on both is two competitors, twice on one is refused", async () => {
    const { client } = await paidUser(t.server, "advanced");
    expect((await add(client, "mesmonome")).status).toBe(201);
    expect((await add(client, "mesmonome", "tiktok")).status).toBe(201);
    const again = await add(client, "@mesmonome", "tiktok");
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe("O concorrente @mesmonome do TikTok já está na sua lista.");
    expect((await list(client)).competitors.map((c) => c.platform).sort()).toEqual(["instagram", "tiktok"]);
  });

  it("checks TikTok's username rules in pt-BR and refuses an unknown network", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const tooShort = await add(client, "a", "tiktok");
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as ErrorBody).error.message).toBe("O nome de usuário do TikTok tem de 2 a 24 caracteres.");
    const unknown = await add(client, "marca", "orkut");
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("Rede social desconhecida.");
  });

  it("counts the plan's competitors across networks (Go: 5 in all)", async () => {
    const { client } = await paidUser(t.server, "advanced");
    for (const [username, platform] of [
      ["rival1", "instagram"],
      ["rival2", "tiktok"],
      ["rival3", "instagram"],
      ["rival4", "tiktok"],
      ["rival5", "tiktok"],
    ] as const) {
      expect((await add(client, username, platform)).status).toBe(201);
    }
    const sixth = await add(client, "rival6", "tiktok");
    expect(sixth.status).toBe(403);
    expect(await sixth.json()).toMatchObject({ error: { code: "PLAN_LIMIT", reason: "COMPETITOR_LIMIT" } });
    const sixthOnInstagram = await add(client, "rival6", "instagram");
    expect(sixthOnInstagram.status).toBe(403);
  });

  it("compares a TikTok competitor in the period beside the others", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const body = (await (await add(client, "comparada", "tiktok")).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    const comparison = await waitFor(async () => {
      const response = await client.request("/api/competitors/comparison?period=30d");
      if (response.status !== 200) return undefined;
      const read = (await response.json()) as CompetitorComparison;
      const mine = read.competitors.find((c) => c.profileId === body.competitor.id);
      // Under load the run can end a moment before its day row is readable: wait for the figures.
      return mine && !mine.collecting && mine.followers !== null ? mine : undefined;
    }, 40_000);
    expect(comparison.followers).toBeGreaterThan(0);
  });
});
