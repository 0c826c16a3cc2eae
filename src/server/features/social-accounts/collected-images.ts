import { and, eq, inArray, like } from "drizzle-orm";
import type { AppContext } from "../../context";
import { posts } from "../../db/schema/index";
import { copyImage, imageStoreFor, imageUrl, type ImageStore } from "../../integrations/images/index";
import type { CollectedProfile } from "../../integrations/networks/network.port";

/*
 * At collection, the images shown later (the avatar, each post's thumbnail or TikTok cover) are
 * copied into the product's storage and the collected profile is rewritten to point at the copies
 * (docs/decisions/049-image-storage.md): the networks' addresses expire (TikTok's covers after
 * about 6 hours). A post already stored with a copy keeps it without a download (the network's
 * address changes every day, the picture does not). A copy that fails keeps the network's
 * address and never fails the collection; a slow CDN cannot hold the collection past a deadline.
 */

export type CopyImagesOptions = {
  store?: ImageStore;
  /** Copies at once. */
  concurrency?: number;
  /** Per image. */
  timeoutMs?: number;
  /** For all of one collection's images: those not started by then keep the network's address. */
  deadlineMs?: number;
  /** Plain http addresses too; by default only outside production. */
  allowHttp?: boolean;
  clock?: () => number;
};

export async function copyCollectedImages(
  ctx: Pick<AppContext, "db" | "env" | "log">,
  accountId: string,
  collected: CollectedProfile,
  options: CopyImagesOptions = {},
): Promise<CollectedProfile> {
  const { concurrency = 4, timeoutMs = 10_000, deadlineMs = 30_000, clock = Date.now } = options;
  // Plain http only outside production (local servers in development and tests).
  const allowHttp = options.allowHttp ?? !ctx.env.isProduction;
  const store = options.store ?? imageStoreFor(ctx.env);
  const ownPrefix = imageUrl(ctx.env.APP_URL, "");
  const { profile } = collected;
  const mediaIds = [...profile.latestPosts, ...profile.latestIgtvVideos].map((post) => post.id);

  // Posts copied on an earlier day keep their copy.
  const earlier = new Map<string, string>();
  if (mediaIds.length > 0) {
    const rows = await ctx.db
      .select({ mediaId: posts.mediaId, thumbnailUrl: posts.thumbnailUrl })
      .from(posts)
      .where(
        and(eq(posts.socialProfileId, accountId), inArray(posts.mediaId, mediaIds), like(posts.thumbnailUrl, `${ownPrefix}%`)),
      );
    for (const row of rows) if (row.thumbnailUrl.startsWith(ownPrefix)) earlier.set(row.mediaId, row.thumbnailUrl);
  }

  const wanted = new Set<string>();
  const want = (url: string) => {
    if (url && !url.startsWith(ownPrefix) && /^https?:\/\//.test(url)) wanted.add(url);
  };
  want(profile.profilePicUrl);
  want(profile.profilePicUrlHD);
  for (const post of [...profile.latestPosts, ...profile.latestIgtvVideos]) if (!earlier.has(post.id)) want(post.displayUrl);

  const copies = new Map<string, string>();
  const failures: Record<string, number> = {};
  const queue = [...wanted];
  const stopAt = clock() + deadlineMs;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && clock() < stopAt; url = queue.shift()) {
      try {
        const outcome = await copyImage(store, url, { timeoutMs, allowHttp });
        if (outcome.ok) copies.set(url, imageUrl(ctx.env.APP_URL, outcome.key));
        else failures[outcome.reason] = (failures[outcome.reason] ?? 0) + 1;
      } catch (error) {
        // The store itself failed (a full disk, the bucket refusing): the network's address stays.
        failures.store = (failures.store ?? 0) + 1;
        ctx.log.warn({ err: error }, "image copy: the store refused a write");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, wanted.size)) }, worker));
  if (wanted.size > 0) {
    ctx.log.info(
      { accountId, copied: copies.size, reused: earlier.size, failed: failures, skipped: queue.length },
      "collection images copied",
    );
  }

  const copyOf = (url: string) => copies.get(url) ?? url;
  const postImage = <P extends { id: string; displayUrl: string }>(post: P): P => ({
    ...post,
    displayUrl: earlier.get(post.id) ?? copyOf(post.displayUrl),
  });
  return {
    ...collected,
    profile: {
      ...profile,
      profilePicUrl: copyOf(profile.profilePicUrl),
      profilePicUrlHD: copyOf(profile.profilePicUrlHD),
      latestPosts: profile.latestPosts.map(postImage),
      latestIgtvVideos: profile.latestIgtvVideos.map(postImage),
    },
  };
}
