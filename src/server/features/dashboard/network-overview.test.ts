import { addDaysTo, startOfSaoPauloDay } from "@core/analytics/period";
import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountDays, posts } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { connectTikTok } from "../../test/tiktok";
import { collectedUser, paidUser, signUpConfirmed } from "../../test/users";

const t = useTestServer();

type Overview = {
  period: { from: string; to: string };
  networks: { platform: string; accounts: number; followers: number | null; interactions: number; posts: number }[];
};

/** The figures computed here from the rows, independently of the service's statement. */
async function expectedFor(accountId: string, period: Overview["period"]) {
  const db = t.server.context.db;
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        inArray(posts.socialProfileId, [accountId]),
        gte(posts.publishedAt, startOfSaoPauloDay(period.from)),
        lt(posts.publishedAt, startOfSaoPauloDay(addDaysTo(period.to, 1))),
      ),
    );
  const [day] = await db
    .select()
    .from(accountDays)
    .where(eq(accountDays.socialProfileId, accountId))
    .orderBy(desc(accountDays.day))
    .limit(1);
  return {
    posts: rows.length,
    likesAndComments: rows.reduce((sum, row) => sum + row.likes + row.comments, 0),
    shares: rows.reduce((sum, row) => sum + (row.shares ?? 0), 0),
    followers: day!.followers,
  };
}

describe("GET /api/dashboard/overview (Visão geral)", () => {
  it("puts Instagram and TikTok side by side, TikTok's interactions with shares, this workspace's accounts only", async () => {
    const user = await collectedUser(t.server, "lojadamaria", "advanced");
    const tiktokId = await connectTikTok(t.server, user.client, "lojadamaria");
    // Another workspace's TikTok account never counts here.
    const other = await paidUser(t.server);
    await connectTikTok(t.server, other.client, "outraloja");

    const response = await user.client.request("/api/dashboard/overview?period=30d");
    expect(response.status).toBe(200);
    const overview = (await response.json()) as Overview;
    expect(overview.networks.map((network) => network.platform)).toEqual(["instagram", "tiktok"]);

    const instagram = await expectedFor(user.accountId, overview.period);
    const tiktok = await expectedFor(tiktokId, overview.period);
    expect(tiktok.posts).toBeGreaterThan(0);
    expect(tiktok.shares).toBeGreaterThan(0);
    expect(overview.networks[0]).toEqual({
      platform: "instagram",
      accounts: 1,
      followers: instagram.followers,
      interactions: instagram.likesAndComments,
      posts: instagram.posts,
    });
    expect(overview.networks[1]).toEqual({
      platform: "tiktok",
      accounts: 1,
      followers: tiktok.followers,
      interactions: tiktok.likesAndComments + tiktok.shares,
      posts: tiktok.posts,
    });
  });

  it("refuses a bad period in pt-BR and answers 403 without a plan", async () => {
    const user = await paidUser(t.server);
    const bad = await user.client.request("/api/dashboard/overview?period=custom&from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/[ãçéõ]|Data|data/);
    const planless = await signUpConfirmed(t.server);
    const refused = await planless.client.request("/api/dashboard/overview");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { reason: "NO_PLAN" } });
  });
});
