import { roundHalfUp } from "../format/round-half-up";
import { engagementRatePerFollower, interactionsOf } from "./engagement";
import {
  notApplicableReason,
  notApplicableResult,
  type IndicatorId,
  type IndicatorResult,
  type IndicatorResults,
} from "./indicator-catalogue";
import type { Platform } from "./platforms";
import type { Post, ProfileData } from "./profile-data";
import { getSaoPauloHour } from "./sao-paulo-time";
import { listVideos } from "./videos";

export {
  INDICATOR_CATALOGUE,
  INDICATOR_IDS,
  INSUFFICIENT_DATA_TEXT,
  NOT_APPLICABLE_TEXT,
  explainIndicator,
  formatIndicatorValue,
  indicatorColor,
  isNotApplicable,
  notApplicableReason,
} from "./indicator-catalogue";
export type {
  IndicatorColor,
  IndicatorDefinition,
  IndicatorId,
  IndicatorResult,
  IndicatorResults,
  IndicatorValueFormat,
} from "./indicator-catalogue";

export type FollowerSnapshot = { followersCount: number; capturedAt: Date };

export type IndicatorInput = {
  profile: ProfileData;
  relatedProfilesCount: number;
  snapshots: readonly FollowerSnapshot[];
  now: Date;
  /** The account's network (decision 029): what an interaction is, and which indicators apply. Instagram when absent. */
  platform?: Platform;
};

const DAY_MS = 86_400_000;
const GROWTH_WINDOW_MS = 30 * DAY_MS;
const TOP_HASHTAGS = 3;
const NETWORKING_RELATED_CAP = 30;

// Instagram usernames: letters, digits, '_' and '.', up to 30. The look-behind keeps e-mail
// addresses ("contato@loja.com") and "@@" from counting as mentions.
const HANDLE_PATTERN = /(?<![\w.@])@([\w.]{1,30})/g;

// Hashtag ranking ties are alphabetical (docs/product/metrics.md), in pt-BR dictionary order.
// Built on first use: a browser's first Intl object is a long task (format/pt-br-number.ts).
let hashtagCollator: Intl.Collator | undefined;

function insufficient(): IndicatorResult {
  return { value: null, score: null, sufficient: false };
}

function clamp(score: number): number {
  return Math.min(100, Math.max(0, score));
}

// docs/product/metrics.md: values to 2 decimals, scores clamped to [0, 100] and rounded half
// up. Scores are computed from the unrounded value.
function measured(value: number | string | null, score: number): IndicatorResult {
  return {
    value: typeof value === "number" ? roundHalfUp(value, 2) : value,
    score: roundHalfUp(clamp(score)),
    sufficient: true,
  };
}

/** Hashtags are compared in lower case without '#' (docs/product/metrics.md); "" means no hashtag at all. */
function normaliseHashtag(raw: string): string {
  return raw.trim().replace(/^#+/, "").toLowerCase();
}

// Handles compare case-insensitively; a sentence's full stop is not part of one ("obrigada @ana.").
function normaliseHandle(raw: string): string {
  let handle = raw.trim();
  if (handle.startsWith("@")) handle = handle.slice(1);
  if (handle.endsWith(".")) handle = handle.replace(/\.+$/, "");
  return handle.toLowerCase();
}

/**
 * docs/product/metrics.md networking: a post counts when its caption has an @handle other than the profile's
 * own, or it tags another profile. `mentions` is the scraper's list of the caption's handles, so
 * it is read as the caption. A profile tagging or mentioning itself is not networking.
 */
function mentionsAnotherProfile(post: Post, ownHandle: string): boolean {
  // Indexed loops: this runs once per post, and iterator objects show at 10,000 posts.
  const { taggedUsers, mentions, caption } = post;
  for (let i = 0; i < taggedUsers.length; i++) {
    if (isAnotherHandle(taggedUsers[i] ?? "", ownHandle)) return true;
  }
  for (let i = 0; i < mentions.length; i++) {
    if (isAnotherHandle(mentions[i] ?? "", ownHandle)) return true;
  }
  HANDLE_PATTERN.lastIndex = 0;
  for (let match = HANDLE_PATTERN.exec(caption); match; match = HANDLE_PATTERN.exec(caption)) {
    if (isAnotherHandle(match[1] ?? "", ownHandle)) return true;
  }
  return false;
}

function isAnotherHandle(raw: string, ownHandle: string): boolean {
  const handle = normaliseHandle(raw);
  return handle !== "" && handle !== ownHandle;
}

/** Population coefficient of variation; null when there is nothing to divide by. */
function computeCv(values: ArrayLike<number>, sum: number): number | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = sum / n;
  if (!(mean > 0)) return null;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const deviation = (values[i] ?? 0) - mean;
    squares += deviation * deviation;
  }
  return Math.sqrt(squares / n) / mean;
}

function computeMedian(values: Float64Array): number {
  values.sort();
  const middle = values.length >> 1;
  return values.length % 2 === 1 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
}

// docs/product/metrics.md: 100 x m / 3 below 3, 100 from 3 to 5, 100 x (30 - m) / 25 above 5, never below 0.
function scoreHashtagDensity(mean: number): number {
  if (mean < 3) return (100 * mean) / 3;
  if (mean <= 5) return 100;
  return (100 * (30 - mean)) / 25;
}

/**
 * The twelve advanced indicators of docs/product/metrics.md.
 *
 * P = profile.latestPosts. One pass over P gathers every sum; only the time-ordered indicators sort,
 * and they sort numbers, not posts. Posts whose timestamp does not parse are left out of the
 * time-based indicators (peak hour, posting consistency, growth fallback) and counted elsewhere.
 */
export function computeIndicators(input: IndicatorInput): IndicatorResults {
  const { profile, now } = input;
  const platform = input.platform ?? "instagram";
  const posts = profile.latestPosts;
  const n = posts.length;
  const followers = profile.followersCount;
  const ownHandle = normaliseHandle(profile.username);

  let sumLikes = 0;
  let sumComments = 0;
  let sumShares = 0;
  let sumEngagement = 0;
  let videoPosts = 0;
  let networkingPosts = 0;
  const engagement = new Float64Array(n);
  const times = new Float64Array(n);
  const hourEngagement = new Float64Array(24);
  const hourPosts = new Uint32Array(24);
  let datedPosts = 0;
  let newestFirst = true;
  let previousTime = Number.POSITIVE_INFINITY;

  // Hashtags become small integer ids; raw spellings are cached so each is normalised once.
  const idByRaw = new Map<string, number>();
  const idByTag = new Map<string, number>();
  const tagNames: string[] = [];
  const tagCounts: number[] = [];
  let hashtagSlots = 0;
  for (let i = 0; i < n; i++) hashtagSlots += (posts[i] as Post).hashtags.length;
  const postTagIds = new Uint32Array(hashtagSlots);
  const postTagStart = new Uint32Array(n + 1);
  let hashtagUses = 0;

  for (let i = 0; i < n; i++) {
    const post = posts[i] as Post;
    const e = interactionsOf(platform, { likes: post.likesCount, comments: post.commentsCount, shares: post.sharesCount });
    engagement[i] = e;
    sumLikes += post.likesCount;
    sumComments += post.commentsCount;
    sumShares += post.sharesCount ?? 0;
    sumEngagement += e;
    if (post.type === "video" || post.type === "clips") videoPosts++;
    // Most posts have no tag, no mention and no '@': skip the call for them.
    if (
      (post.taggedUsers.length > 0 || post.mentions.length > 0 || post.caption.indexOf("@") >= 0) &&
      mentionsAnotherProfile(post, ownHandle)
    ) {
      networkingPosts++;
    }

    const time = Date.parse(post.timestamp);
    times[i] = time;
    if (!Number.isNaN(time)) {
      const hour = getSaoPauloHour(time);
      hourEngagement[hour] = (hourEngagement[hour] ?? 0) + e;
      hourPosts[hour] = (hourPosts[hour] ?? 0) + 1;
      datedPosts++;
      if (time > previousTime) newestFirst = false;
      previousTime = time;
    }

    postTagStart[i] = hashtagUses;
    const hashtags = post.hashtags;
    for (let h = 0; h < hashtags.length; h++) {
      const raw = hashtags[h] ?? "";
      let id = idByRaw.get(raw);
      if (id === undefined) {
        const tag = normaliseHashtag(raw);
        if (tag === "") continue;
        id = idByTag.get(tag);
        if (id === undefined) {
          id = tagNames.length;
          idByTag.set(tag, id);
          tagNames.push(tag);
          tagCounts.push(0);
        }
        idByRaw.set(raw, id);
      }
      tagCounts[id] = (tagCounts[id] ?? 0) + 1;
      postTagIds[hashtagUses++] = id;
    }
  }
  postTagStart[n] = hashtagUses;

  // Dated posts from oldest to newest; equal times keep the later list position (older) first.
  // Collections come newest first, which makes this a reversal instead of a sort.
  const chronological = new Uint32Array(datedPosts);
  {
    let k = 0;
    for (let i = n - 1; i >= 0; i--) if (!Number.isNaN(times[i])) chronological[k++] = i;
    if (!newestFirst) chronological.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || b - a);
  }

  // Top hashtags: count descending, then alphabetical (docs/product/metrics.md), by selection — no full sort.
  const topTags: number[] = [];
  for (let id = 0; id < tagNames.length; id++) {
    let at = topTags.length;
    while (at > 0 && compareHashtags(id, topTags[at - 1] ?? 0, tagCounts, tagNames) < 0) at--;
    if (at < TOP_HASHTAGS) {
      topTags.splice(at, 0, id);
      if (topTags.length > TOP_HASHTAGS) topTags.pop();
    }
  }

  const results: IndicatorResults = {
    comment_like_ratio: computeCommentLikeRatio(sumLikes, sumComments),
    view_retention_rate: computeViewRetention(profile, followers),
    engagement_consistency: computeEngagementConsistency(engagement, sumEngagement),
    hashtag_density: n === 0 ? insufficient() : measured(hashtagUses / n, scoreHashtagDensity(hashtagUses / n)),
    hashtag_diversity_score: computeHashtagDiversity(n, tagNames.length, hashtagUses),
    peak_performance_hour: computePeakHour(hourEngagement, hourPosts),
    posting_consistency_score: computePostingConsistency(chronological, times),
    growth_trend_score: computeGrowthTrend(input.snapshots, now, chronological, engagement),
    authority_index: computeAuthority(
      followers,
      engagementRatePerFollower(platform, { likes: sumLikes, comments: sumComments, shares: sumShares }, n, followers),
      profile.verified,
    ),
    networking_score: computeNetworking(n, networkingPosts, input.relatedProfilesCount),
    niche_indicator: computeNiche(profile.businessCategoryName, n, topTags, tagNames, postTagIds, postTagStart),
    video_content_ratio: n === 0 ? insufficient() : measured((videoPosts / n) * 100, (videoPosts / n) * 200),
  };
  // Decision 029: an indicator without meaning on the network is "não se aplica", with why.
  for (const id of Object.keys(results) as IndicatorId[]) {
    const reason = notApplicableReason(platform, id);
    if (reason) results[id] = notApplicableResult(reason);
  }
  return results;
}

function compareHashtags(a: number, b: number, counts: number[], names: string[]): number {
  const byCount = (counts[b] ?? 0) - (counts[a] ?? 0);
  if (byCount !== 0) return byCount;
  const nameA = names[a] ?? "";
  const nameB = names[b] ?? "";
  // For tags of only a-z and 0-9 the collator's order is code-unit order, which costs far less.
  // The collator can call two spellings equal; code-unit order then keeps the ranking total.
  const byCodeUnit = nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
  if (isPlainTag(nameA) && isPlainTag(nameB)) return byCodeUnit;
  hashtagCollator ??= new Intl.Collator("pt-BR");
  return hashtagCollator.compare(nameA, nameB) || byCodeUnit;
}

function isPlainTag(tag: string): boolean {
  for (let i = 0; i < tag.length; i++) {
    const code = tag.charCodeAt(i);
    if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57))) return false;
  }
  return true;
}

// Needs sum likes > 0 (docs/product/metrics.md).
function computeCommentLikeRatio(sumLikes: number, sumComments: number): IndicatorResult {
  if (sumLikes <= 0) return insufficient();
  const ratio = (sumComments / sumLikes) * 100;
  return measured(ratio, Math.min(100, ratio * 20));
}

/**
 * Needs F > 0 and a video with views. A view count of 0 is read as "not reported": Instagram
 * returns 0 for reels whose plays it no longer exposes, and a 0 would sink the median.
 */
function computeViewRetention(profile: ProfileData, followers: number): IndicatorResult {
  if (followers <= 0) return insufficient();
  const videos = listVideos(profile);
  const views = new Float64Array(videos.length);
  let count = 0;
  for (let i = 0; i < videos.length; i++) {
    const viewCount = videos[i]?.videoViewCount;
    if (viewCount !== undefined && viewCount > 0) views[count++] = viewCount;
  }
  if (count === 0) return insufficient();
  const retention = (computeMedian(views.subarray(0, count)) / followers) * 100;
  return measured(retention, Math.min(100, retention));
}

// Needs >= 2 posts and a mean engagement above 0.
function computeEngagementConsistency(engagement: Float64Array, sum: number): IndicatorResult {
  if (engagement.length < 2) return insufficient();
  const cv = computeCv(engagement, sum);
  if (cv === null) return insufficient();
  return measured(1 - cv, 100 * (1 - cv));
}

// "0 with no hashtags" (docs/product/metrics.md) once there are posts to have none; no posts is no data.
function computeHashtagDiversity(n: number, distinct: number, uses: number): IndicatorResult {
  if (n === 0) return insufficient();
  if (uses === 0) return measured(0, 0);
  const diversity = (distinct / uses) * 100;
  return measured(diversity, diversity);
}

// Highest mean engagement per São Paulo hour; a strict '>' keeps the earliest hour on ties. Equal
// means of integer sums divide to the same double, so no tolerance is needed.
function computePeakHour(hourEngagement: Float64Array, hourPosts: Uint32Array): IndicatorResult {
  let best = -1;
  let bestMean = Number.NEGATIVE_INFINITY;
  for (let hour = 0; hour < 24; hour++) {
    const count = hourPosts[hour] ?? 0;
    if (count === 0) continue;
    const mean = (hourEngagement[hour] ?? 0) / count;
    if (mean > bestMean) {
      bestMean = mean;
      best = hour;
    }
  }
  if (best < 0) return insufficient();
  return { value: best, score: null, sufficient: true };
}

// Needs >= 3 dated posts and a mean gap above 0.
function computePostingConsistency(chronological: Uint32Array, times: Float64Array): IndicatorResult {
  const k = chronological.length;
  if (k < 3) return insufficient();
  const gaps = new Float64Array(k - 1);
  let sum = 0;
  for (let j = 1; j < k; j++) {
    const gap = (times[chronological[j] ?? 0] ?? 0) - (times[chronological[j - 1] ?? 0] ?? 0);
    gaps[j - 1] = gap;
    sum += gap;
  }
  const cv = computeCv(gaps, sum);
  if (cv === null) return insufficient();
  return measured(1 - cv, 100 * (1 - cv));
}

/**
 * docs/product/metrics.md growth_trend. Snapshots first: the oldest and newest in the last 30 days, when at
 * least 24 h apart and the oldest has followers to divide by. Otherwise the posts: older half =
 * the floor(n/2) oldest dated posts, newer half = the rest; needs >= 4 and an older mean above 0.
 */
function computeGrowthTrend(
  snapshots: readonly FollowerSnapshot[],
  now: Date,
  chronological: Uint32Array,
  engagement: Float64Array,
): IndicatorResult {
  const nowMs = now.getTime();
  let oldest: { time: number; followers: number } | null = null;
  let newest: { time: number; followers: number } | null = null;
  for (const snapshot of snapshots) {
    const time = snapshot.capturedAt.getTime();
    if (!(time >= nowMs - GROWTH_WINDOW_MS && time <= nowMs)) continue;
    if (!oldest || time < oldest.time) oldest = { time, followers: snapshot.followersCount };
    if (!newest || time > newest.time) newest = { time, followers: snapshot.followersCount };
  }
  if (oldest && newest && newest.time - oldest.time >= DAY_MS && oldest.followers > 0) {
    const growth = ((newest.followers - oldest.followers) / oldest.followers) * 100;
    return { ...measured(growth, 50 + 10 * growth), basis: "followers" };
  }

  const k = chronological.length;
  if (k < 4) return insufficient();
  const olderCount = Math.floor(k / 2);
  let older = 0;
  let newer = 0;
  for (let j = 0; j < k; j++) {
    const e = engagement[chronological[j] ?? 0] ?? 0;
    if (j < olderCount) older += e;
    else newer += e;
  }
  const olderMean = older / olderCount;
  if (!(olderMean > 0)) return insufficient();
  const change = ((newer / (k - olderCount) - olderMean) / olderMean) * 100;
  return { ...measured(change, 50 + change / 2), basis: "engagement" };
}

// docs/product/metrics.md: no data requirement; F = 0 (or 1) gives 0 for the size part. Uses the base
// metrics' engagementRate, which is itself defined to 2 decimals.
function computeAuthority(followers: number, engagementRate: number, verified: boolean): IndicatorResult {
  const size = followers > 0 ? Math.min(60, 10 * Math.log10(followers)) : 0;
  const engagementPart = Math.min(30, 10 * engagementRate);
  return measured(null, size + engagementPart + (verified ? 10 : 0));
}

// The value is the share of P as a percentage; the score weighs it 60 and related profiles 40.
function computeNetworking(n: number, networkingPosts: number, relatedProfilesCount: number): IndicatorResult {
  if (n === 0) return insufficient();
  const share = networkingPosts / n;
  const related = Math.min(1, Math.max(0, relatedProfilesCount) / NETWORKING_RELATED_CAP);
  return measured(share * 100, 60 * share + 40 * related);
}

/**
 * Value: the business category, else the most used hashtag (lower case, no '#'). Score: share of P
 * with one of the three most used hashtags, 0 when P has no hashtags. Insufficient with no posts,
 * or with neither a category nor a hashtag to name the niche.
 */
function computeNiche(
  category: string | null,
  n: number,
  topTags: number[],
  tagNames: string[],
  postTagIds: Uint32Array,
  postTagStart: Uint32Array,
): IndicatorResult {
  if (n === 0) return insufficient();
  const topTag = topTags[0];
  const value = category ?? (topTag === undefined ? null : (tagNames[topTag] ?? null));
  if (value === null) return insufficient();
  const isTop = new Uint8Array(tagNames.length);
  for (const id of topTags) isTop[id] = 1;
  let postsWithTop = 0;
  for (let i = 0; i < n; i++) {
    const end = postTagStart[i + 1] ?? 0;
    for (let j = postTagStart[i] ?? 0; j < end; j++) {
      if (isTop[postTagIds[j] ?? 0]) {
        postsWithTop++;
        break;
      }
    }
  }
  return measured(value, (postsWithTop / n) * 100);
}
