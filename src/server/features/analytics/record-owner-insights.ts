import { addDaysTo, saoPauloDay, startOfSaoPauloDay, type Day } from "@core/analytics/period";
import type { CollectedStory, Insight, InsightsUnavailable, InsightsUnavailableReason } from "@core/social/owner-insights";
import type { Platform } from "@core/social/platforms";
import type { DbOrTx } from "../../db/client";
import type { InsightsPostRef, SourceKind, StoryInsightsNotice } from "../../integrations/networks/network.port";
import type { OwnerInsightsRead, OwnerInsightsWanted, StoriesReading } from "../social-accounts/collection.hooks";
import {
  findInsightDaysState,
  findInsightStatus,
  findLatestAudienceDay,
  listPostIdsByMedia,
  listPostInsightLastDays,
  listStoryHolders,
  saveFinalStoryFigures,
  upsertAccountInsightDays,
  upsertAudienceSnapshot,
  upsertInsightStatus,
  upsertLiveStories,
  upsertPostInsightDays,
  type InsightStatusRow,
  type StoryInsert,
} from "./owner-insights.queries";
import { demoBackfillDays } from "./history.service";

/*
 * What a collection reads of the owner's insights and how it is kept (docs/decisions/044): the
 * plan answers the collection's question (ownerInsightsWantedHook), the rest writes what was
 * read, in the collection's transaction.
 */

const dayMs = 86_400_000;
/** Posts whose insights are read at every collection: those still changing. */
const dailyPostsWindowMs = 30 * dayMs;
/** How often an older post, and the audience, are read again. */
const weeklyDays = 7;
/** Instagram serves at most 30 days of an account's insights in one request: the first reading's backfill. */
const networkBackfillDays = 30;
const storyLifetimeMs = dayMs;

/** ownerInsightsWantedHook's answer: what is due for this account now. */
export async function planOwnerInsights(
  db: DbOrTx,
  { accountId, source, posts, now }: { accountId: string; source: SourceKind; posts: InsightsPostRef[]; now: Date },
): Promise<OwnerInsightsWanted> {
  const today = saoPauloDay(now);
  const [lastReads, days, lastAudience] = await Promise.all([
    listPostInsightLastDays(
      db,
      accountId,
      posts.map((post) => post.id),
    ),
    findInsightDaysState(db, accountId),
    findLatestAudienceDay(db, accountId),
  ]);
  const lastReadOf = new Map(lastReads.map((row) => [row.mediaId, row.day]));
  const weekAgo = addDaysTo(today, -weeklyDays);
  const due = posts.filter((post) => {
    const last = lastReadOf.get(post.id);
    const recent = now.getTime() - Date.parse(post.timestamp) <= dailyPostsWindowMs;
    return recent || !last || last <= weekAgo;
  });
  // The first reading backfills what the source gives (the demo: its 90 days of history, as its
  // follower days); later ones read from the first day not yet settled, at most 30 days back.
  const first = days.lastDay === null;
  const earliest = addDaysTo(today, -((first && source === "demo" ? demoBackfillDays : networkBackfillDays) - 1));
  const next = days.lastDay === null ? earliest : addDaysTo(days.lastDay, 1);
  const from = days.firstUnsettled !== null && days.firstUnsettled < next ? days.firstUnsettled : next;
  return {
    posts: due,
    days: { from: clampDay(from, earliest, today), to: today },
    audience: lastAudience === null || lastAudience <= weekAgo,
    storiesSince: first && source === "demo" ? startOfSaoPauloDay(earliest) : null,
  };
}

function clampDay(day: Day, earliest: Day, latest: Day): Day {
  if (day < earliest) return earliest;
  return day > latest ? latest : day;
}

type Recorded = { workspaceId: string; accountId: string; platform: Platform; insights: OwnerInsightsRead; collectedAt: Date };
type Family = "posts" | "days" | "audience" | "stories";
const familyColumns = { posts: "postsReason", days: "daysReason", audience: "audienceReason", stories: "storiesReason" } as const;

/** A family's reason after this reading: the refusal, none when it was read, as before when not asked. */
function familyReason(
  answer: { available: boolean } | InsightsUnavailable | undefined,
  before: InsightsUnavailableReason | null,
) {
  if (answer === undefined) return before;
  return answer.available ? null : (answer as InsightsUnavailable).reason;
}

/** The owner's insights read by a collection, into their tables and the account's reasons. */
export async function recordOwnerInsights(tx: DbOrTx, { workspaceId, accountId, platform, insights, collectedAt }: Recorded) {
  const status = await findInsightStatus(tx, accountId);
  const before = (family: Family) => status?.[familyColumns[family]] ?? null;
  if (insights.unavailable) {
    const { reason, permission } = insights.unavailable;
    await upsertInsightStatus(tx, {
      socialProfileId: accountId,
      workspaceId,
      postsReason: reason,
      daysReason: reason,
      audienceReason: reason,
      storiesReason: reason,
      permission: permission ?? null,
      updatedAt: collectedAt,
    });
    return;
  }
  const today = saoPauloDay(collectedAt);
  const { posts, days, audience, stories } = insights;
  if (posts?.available) {
    const ids = new Map(
      (
        await listPostIdsByMedia(
          tx,
          accountId,
          posts.value.map((entry) => entry.mediaId),
        )
      ).map((row) => [row.mediaId, row.id]),
    );
    await upsertPostInsightDays(
      tx,
      posts.value.flatMap(({ mediaId, insights: read }) => {
        const postId = ids.get(mediaId);
        if (!postId) return [];
        const figures = read.available ? read.value : null;
        return [
          {
            postId,
            day: today,
            workspaceId,
            reach: figures?.reach ?? null,
            views: figures?.views ?? null,
            saved: figures?.saved ?? null,
            shares: figures?.shares ?? null,
            totalInteractions: figures?.totalInteractions ?? null,
            follows: figures?.follows ?? null,
            profileVisits: figures?.profileVisits ?? null,
            avgWatchTimeSeconds: figures?.avgWatchTimeSeconds ?? null,
            totalWatchTimeSeconds: figures?.totalWatchTimeSeconds ?? null,
            fullWatchRate: figures?.fullWatchRate ?? null,
            unavailableReason: read.available ? null : read.reason,
            readAt: collectedAt,
          },
        ];
      }),
    );
  }
  if (days?.available) {
    await upsertAccountInsightDays(
      tx,
      days.value.map(({ settled, ...day }) => ({
        socialProfileId: accountId,
        workspaceId,
        ...day,
        settled,
        readAt: collectedAt,
      })),
    );
  }
  let audienceReason = before("audience");
  if (audience) {
    const parts = [audience.followers, audience.engaged, audience.online];
    if (parts.some((part) => part.available)) {
      await upsertAudienceSnapshot(tx, {
        socialProfileId: accountId,
        day: today,
        workspaceId,
        ...audience,
        capturedAt: collectedAt,
      });
      audienceReason = null;
    } else {
      audienceReason = (audience.followers as InsightsUnavailable).reason;
    }
  }
  let storiesAnswer: Insight<CollectedStory[]> | undefined;
  for (const reading of stories ?? []) {
    storiesAnswer = reading.stories;
    await recordStoriesReading(tx, { workspaceId, accountId, platform }, reading);
  }
  const missingPermission = [posts, days, audience?.followers, storiesAnswer].find(
    (answer): answer is InsightsUnavailable =>
      answer !== undefined && !answer.available && answer.reason === "missing_permission",
  );
  await upsertInsightStatus(tx, {
    socialProfileId: accountId,
    workspaceId,
    postsReason: familyReason(posts, before("posts")),
    daysReason: familyReason(days, before("days")),
    audienceReason,
    storiesReason: familyReason(storiesAnswer, before("stories")),
    permission: missingPermission?.permission ?? (missingPermission ? null : keptPermission(status)),
    updatedAt: collectedAt,
  });
}

/** The permission named before, while a family still lacks it. */
function keptPermission(status: InsightStatusRow | undefined) {
  if (!status) return null;
  const stillMissing = [status.postsReason, status.daysReason, status.audienceReason, status.storiesReason].includes(
    "missing_permission",
  );
  return stillMissing ? status.permission : null;
}

/** One reading of the live stories (a collection's or the 4-hourly one's). */
export async function recordStoriesReading(
  tx: DbOrTx,
  account: { workspaceId: string; accountId: string; platform: Platform },
  reading: StoriesReading,
) {
  if (!reading.stories.available) return;
  await upsertLiveStories(
    tx,
    reading.stories.value.map((story): StoryInsert => {
      const postedAt = new Date(story.timestamp);
      const figures = story.insights.available ? story.insights.value : null;
      return {
        socialProfileId: account.accountId,
        workspaceId: account.workspaceId,
        platform: account.platform,
        mediaId: story.id,
        mediaType: story.mediaType,
        displayUrl: story.displayUrl,
        permalink: story.permalink,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + storyLifetimeMs),
        day: saoPauloDay(postedAt),
        reach: figures?.reach ?? null,
        views: figures?.views ?? null,
        replies: figures?.replies ?? null,
        shares: figures?.shares ?? null,
        tapsForward: figures?.navigation.tapsForward ?? null,
        tapsBack: figures?.navigation.tapsBack ?? null,
        exits: figures?.navigation.exits ?? null,
        swipesForward: figures?.navigation.swipesForward ?? null,
        unavailableReason: story.insights.available ? null : story.insights.reason,
        capturedAt: reading.readAt,
      };
    }),
  );
}

/** The 4-hourly reading's outcome for an account: its stories, or why it has none. */
export async function recordStoriesOutcome(
  tx: DbOrTx,
  account: { workspaceId: string; accountId: string; platform: Platform },
  outcome: StoriesReading | { unavailable: InsightsUnavailable },
) {
  const status = await findInsightStatus(tx, account.accountId);
  const answer = "unavailable" in outcome ? outcome.unavailable : outcome.stories;
  if (!("unavailable" in outcome)) await recordStoriesReading(tx, account, outcome);
  await upsertInsightStatus(tx, {
    socialProfileId: account.accountId,
    workspaceId: account.workspaceId,
    postsReason: status?.postsReason ?? null,
    daysReason: status?.daysReason ?? null,
    audienceReason: status?.audienceReason ?? null,
    storiesReason: familyReason(answer, null),
    permission:
      !answer.available && answer.reason === "missing_permission" ? (answer.permission ?? null) : keptPermission(status),
    updatedAt: "readAt" in outcome ? outcome.readAt : new Date(),
  });
}

/**
 * A story's final figures from the network's webhook: onto the story wherever it was captured
 * live, else (never seen live) a missed story of each account the notice names, its media
 * unknown and its posting 24 hours before it expired. Returns how many stories it touched.
 */
export async function recordStoryNotice(
  tx: DbOrTx,
  platform: Platform,
  notice: StoryInsightsNotice,
  accountsOf: (platformUserId: string) => Promise<{ id: string; workspaceId: string }[]>,
) {
  const figures = {
    reach: notice.reach,
    views: notice.views,
    replies: notice.replies,
    tapsForward: notice.tapsForward,
    tapsBack: notice.tapsBack,
    exits: notice.exits,
    unavailableReason: null,
    finalAt: notice.sentAt,
  };
  const holders = await listStoryHolders(tx, platform, notice.mediaId);
  const targets =
    holders.length > 0
      ? holders
      : (await accountsOf(notice.accountId)).map((account) => {
          const postedAt = new Date(notice.sentAt.getTime() - storyLifetimeMs);
          return {
            socialProfileId: account.id,
            workspaceId: account.workspaceId,
            postedAt,
            expiresAt: notice.sentAt,
            day: saoPauloDay(postedAt),
          };
        });
  for (const target of targets) await saveFinalStoryFigures(tx, { ...target, platform, mediaId: notice.mediaId, ...figures });
  return targets.length;
}
