import { profileDataSchema } from "@core/social/profile-data";
import { listRecentVideos } from "@core/social/videos";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instagramProfileAnalytics } from "../../db/schema/index";
import { useTestServer } from "../../test/server";
import { collectedUser } from "../../test/users";

const t = useTestServer();

type Dashboard = {
  analytics: { metrics: { videosCount: number; totalViews: number }; recentVideos: { id: string; type: string }[] };
};

describe("the dashboard's videos", () => {
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
