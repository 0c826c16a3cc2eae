import { describe, expect, it } from "vitest";
import { socialMediaProfiles } from "../../db/schema/index";
import { createTikTokDemoProfile } from "../../integrations/networks/tiktok/demo";
import { useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { readPeriodPosts, recordCollections } from "./history.service";

const t = useTestServer();

// Decision 029: TikTok's formats compare durations; a video keeps its duration once collected,
// also when a later collection no longer lists it (fewer posts read, or older than the window).
describe("a TikTok video's duration", () => {
  it("stays with the post when a later collection does not list the video", async () => {
    const user = await paidUser(t.server);
    const db = t.server.context.db;
    const [account] = await db
      .insert(socialMediaProfiles)
      .values({ workspaceId: user.workspaceId, platform: "tiktok", platformUserId: "tt_duracao", username: "duracao.loja" })
      .returning();
    const first = new Date("2026-11-20T23:00:00Z");
    const later = new Date("2026-11-21T23:00:00Z");
    const full = createTikTokDemoProfile({ username: "duracao.loja", postsLimit: 30, now: first });
    const fewer = createTikTokDemoProfile({ username: "duracao.loja", postsLimit: 3, now: later });
    const dropped = full.profile.latestPosts.filter((post) => !fewer.profile.latestPosts.some((kept) => kept.id === post.id));
    expect(dropped.length).toBeGreaterThan(0);

    const ids = { workspaceId: user.workspaceId, accountId: account!.id, platform: "tiktok" as const };
    await recordCollections(db, { ...ids, collections: [{ profile: full.profile, collectedAt: first }] });
    await recordCollections(db, { ...ids, collections: [{ profile: fewer.profile, collectedAt: later }] });

    const posts = await readPeriodPosts(db, account!.id, { from: "2026-10-01", to: "2026-11-21" }, "tiktok");
    const inPeriod = dropped.filter((post) => post.timestamp >= "2026-10-01T03:00:00Z");
    expect(inPeriod.length).toBeGreaterThan(0);
    for (const video of inPeriod) {
      const read = posts.find((post) => post.permalink === video.url);
      expect(read?.duration, video.id).toBe(video.videoDuration);
    }
  });
});
