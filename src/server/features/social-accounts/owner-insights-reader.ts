import type { Day } from "@core/analytics/period";
import {
  insightUnavailable,
  type AccountDayInsights,
  type AudienceInsights,
  type CollectedStory,
  type Insight,
  type InsightsUnavailable,
  type PostInsightsEntry,
} from "@core/social/owner-insights";
import type { AppContext } from "../../context";
import { networkOf } from "../../integrations/networks/index";
import { SourceError, type CollectedProfile, type InsightsPostRef } from "../../integrations/networks/network.port";
import type { AccountRow } from "./accounts.queries";
import { findTrackedProfile } from "./accounts.queries";
import { ownerInsightsWantedHook, type OwnerInsightsRead, type StoriesReading } from "./collection.hooks";
import { decryptConnectionToken, findConnection } from "./facebook.service";
import { freshAccessToken } from "./token-rotation";

/*
 * The owner's insights of one account through its network, with its credentials
 * (docs/decisions/040 and 044): Instagram Login or TikTok through the network's `ownInsights` and
 * the account's token, Facebook Login through the workspace's connection and the IG user id.
 * Accounts connected by username and competitors have none (`username_connection`).
 */

type Ctx = Pick<AppContext, "db" | "env" | "networks" | "log" | "queue">;

/** The account's own insights, its credentials bound. */
export type AccountInsightsReader = {
  fetchPostInsights(posts: InsightsPostRef[], now: Date): Promise<Insight<PostInsightsEntry[]>>;
  fetchAccountDays(from: Day, to: Day, now: Date): Promise<Insight<AccountDayInsights[]>>;
  fetchAudience(followersCount: number | null, now: Date): Promise<AudienceInsights>;
  fetchStories(now: Date): Promise<Insight<CollectedStory[]>>;
};

/** Why a whole request for insights failed, as a figure's reason: a missing permission is named; anything else is read again next time. */
function unavailableOf(error: SourceError): InsightsUnavailable {
  return error.missingPermission
    ? insightUnavailable("missing_permission", error.missingPermission.name)
    : insightUnavailable("unavailable");
}

/** How to read the account's own insights, or why it has none. Rejects with a SourceError when its credentials fail. */
async function openOwnerInsights(
  ctx: Ctx,
  account: AccountRow,
): Promise<{ reader: AccountInsightsReader } | { unavailable: InsightsUnavailable }> {
  if (account.kind === "competitor" || account.connectionType === "manual")
    return { unavailable: insightUnavailable("username_connection") };
  if (account.connectionType === "facebook") {
    const facebook = ctx.networks.instagram.facebook;
    const connection = await findConnection(ctx.db, account.workspaceId);
    if (!facebook || connection?.status !== "active" || !connection.igUserId || connection.igUserId !== account.platformUserId) {
      throw new SourceError("token_revoked", "the workspace's Facebook connection no longer reaches this account");
    }
    const source = facebook.graph.insights;
    const credentials = { igUserId: connection.igUserId, accessToken: decryptConnectionToken(ctx, connection) };
    return {
      reader: {
        fetchPostInsights: (posts, at) => source.fetchPostInsights({ ...credentials, posts, now: at }),
        fetchAccountDays: (from, to, at) => source.fetchAccountDays({ ...credentials, from, to, now: at }),
        fetchAudience: (followersCount, at) => source.fetchAudience({ ...credentials, followersCount, now: at }),
        fetchStories: (at) => source.fetchStories({ ...credentials, now: at }),
      },
    };
  }
  const source = networkOf(ctx.networks, account.platform).ownInsights;
  if (!source) return { unavailable: insightUnavailable("not_supported") };
  // Against the real clock, like the profile's read (collect.job.ts): a resumed run's `now` is its first attempt's.
  const accessToken = await freshAccessToken(ctx, account, new Date());
  return {
    reader: {
      fetchPostInsights: (posts, at) => source.fetchPostInsights({ accessToken, posts, now: at }),
      fetchAccountDays: (from, to, at) => source.fetchAccountDays({ accessToken, from, to, now: at }),
      fetchAudience: (followersCount, at) => source.fetchAudience({ accessToken, followersCount, now: at }),
      fetchStories: (at) => source.fetchStories({ accessToken, now: at }),
    },
  };
}

/** A request's answer, or (the whole request failed) its reason in the answer's shape. */
async function answerOf<T>(read: () => Promise<T>, failed: (unavailable: InsightsUnavailable) => T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // A bug of ours is not a missing figure: it fails the attempt like any other.
    if (!(error instanceof SourceError)) throw error;
    return failed(unavailableOf(error));
  }
}

const storiesEveryMs = 12 * 3600_000;

/**
 * The account's stories at each of `instants`: the demo's past days when `since` is set (one
 * reading every 12 hours sees every story once while live, as the 4-hourly reading does), else
 * the live ones now.
 */
async function readStories(reader: AccountInsightsReader, since: Date | null, now: Date): Promise<StoriesReading[]> {
  const instants: Date[] = [];
  if (since) for (let at = since.getTime(); at < now.getTime(); at += storiesEveryMs) instants.push(new Date(at));
  instants.push(now);
  const readings: StoriesReading[] = [];
  for (const readAt of instants)
    readings.push({
      readAt,
      stories: await answerOf(
        () => reader.fetchStories(readAt),
        (unavailable) => unavailable,
      ),
    });
  return readings;
}

/**
 * What a collection reads of the account's own insights (docs/decisions/044), after its profile:
 * what analytics says is due (ownerInsightsWantedHook), each family on its own, so a family the
 * network refuses is that family's reason and never fails the collection.
 */
export async function readOwnerInsights(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  collected: CollectedProfile,
  now: Date,
): Promise<OwnerInsightsRead> {
  // Read again: the profile's read may have renewed the account's token.
  const account = await findTrackedProfile(ctx.db, workspaceId, accountId);
  if (!account) return { unavailable: insightUnavailable("unavailable") };
  let opened;
  try {
    opened = await openOwnerInsights(ctx, account);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    return { unavailable: unavailableOf(error) };
  }
  if ("unavailable" in opened) return { unavailable: opened.unavailable };
  const { reader } = opened;
  const [wanted] = await ownerInsightsWantedHook.run(ctx.db, {
    accountId,
    source: collected.source,
    posts: collected.profile.latestPosts.map((post) => ({ id: post.id, type: post.type, timestamp: post.timestamp })),
    now,
  });
  if (!wanted) throw new Error("ownerInsightsWantedHook answered nothing");
  const [posts, days, audience, stories] = await Promise.all([
    wanted.posts.length > 0
      ? answerOf(
          () => reader.fetchPostInsights(wanted.posts, now),
          (unavailable) => unavailable,
        )
      : undefined,
    wanted.days
      ? answerOf(
          () => reader.fetchAccountDays(wanted.days!.from, wanted.days!.to, now),
          (unavailable) => unavailable,
        )
      : undefined,
    wanted.audience
      ? answerOf(
          () => reader.fetchAudience(collected.profile.followersCount, now),
          (unavailable): AudienceInsights => ({ followers: unavailable, engaged: unavailable, online: unavailable }),
        )
      : undefined,
    readStories(reader, wanted.storiesSince, now),
  ]);
  return {
    ...(posts ? { posts } : {}),
    ...(days ? { days } : {}),
    ...(audience ? { audience } : {}),
    stories,
  };
}

/** The account's live stories now (the 4-hourly reading, docs/decisions/044), or why it has none. */
export async function readOwnerStories(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  now: Date,
): Promise<StoriesReading | { unavailable: InsightsUnavailable } | null> {
  const account = await findTrackedProfile(ctx.db, workspaceId, accountId);
  if (!account?.isActive) return null;
  try {
    const opened = await openOwnerInsights(ctx, account);
    if ("unavailable" in opened) return { unavailable: opened.unavailable };
    return { readAt: now, stories: await opened.reader.fetchStories(now) };
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    return { unavailable: unavailableOf(error) };
  }
}
