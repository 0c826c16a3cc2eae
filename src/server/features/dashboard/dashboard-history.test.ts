import { profileDataSchema } from "@core/instagram/profile-data";
import { listRecentVideos } from "@core/instagram/videos";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followerSnapshots, instagramProfileAnalytics } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { collectedUser } from "../../test/users";

const t = useTestServer();

type Dashboard = {
  analytics: { metrics: { videosCount: number; totalViews: number }; recentVideos: { id: string; type: string }[] };
  history: { followers: { capturedAt: string; followers: number }[] };
};

describe("the dashboard's history and videos", () => {
  it("draws one followers point per São Paulo day, the day's last count", async () => {
    const { client, workspaceId, accountId } = await collectedUser(t.server, "natgeo");
    const snapshot = (iso: string, followersCount: number) => ({
      workspaceId,
      socialProfileId: accountId,
      followersCount,
      followsCount: 10,
      postsCount: 100,
      capturedAt: new Date(iso),
    });
    const day = (offset: number, hourUtc: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() - offset);
      date.setUTCHours(hourUtc, 0, 0, 0);
      return date.toISOString();
    };
    // Three collections on one São Paulo day (12h to 18h local), two days ago.
    await t.server.context.db
      .insert(followerSnapshots)
      .values([snapshot(day(2, 15), 941_243), snapshot(day(2, 18), 941_245), snapshot(day(2, 21), 941_247)]);

    const dashboard = (await (await client.request("/api/dashboard")).json()) as Dashboard;

    const points = dashboard.history.followers;
    const days = points.map((point) =>
      new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date(point.capturedAt)),
    );
    expect(new Set(days).size).toBe(points.length);
    expect(points[0]).toEqual({ capturedAt: day(2, 21), followers: 941_247 });
    expect(points).toHaveLength(2);
  });

  it("lists as recent videos the videos the cards count: feed videos and Reels too", async () => {
    const { client, accountId } = await collectedUser(t.server, "lojaaurora");
    const [row] = await t.server.context.db
      .select()
      .from(instagramProfileAnalytics)
      .where(eq(instagramProfileAnalytics.socialProfileId, accountId));
    const expected = listRecentVideos(profileDataSchema.parse(row!.profileData));

    const dashboard = (await (await client.request("/api/dashboard")).json()) as Dashboard;

    expect(dashboard.analytics.recentVideos.map((video) => video.id)).toEqual(expected.slice(0, 6).map((video) => video.id));
    expect(dashboard.analytics.metrics.videosCount).toBe(expected.length);
    expect(dashboard.analytics.recentVideos.some((video) => video.type !== "igtv")).toBe(true);
  });
});
