import { addDaysTo, listDays, startOfSaoPauloDay, type Day } from "@core/analytics/period";
import {
  AUDIENCE_MIN_FOLLOWERS,
  audienceUnavailable,
  insightOf,
  insightUnavailable,
  type AccountDayInsights,
  type AudienceDemographics,
  type AudienceInsights,
  type AudienceSlice,
  type CollectedStory,
  type Insight,
  type InsightsUnavailable,
  type OnlineFollowers,
  type PostInsights,
  type PostInsightsEntry,
  type StoryInsights,
} from "@core/social/owner-insights";
import { z } from "zod";
import { callGraph, graphErrorOf, graphUrl, nextPageUrl, pagingSchema, parseGraphTime, toIsoTimestamp } from "./graph-api";
import { requestJson } from "./http-json";
import { DEMOGRAPHIC_BREAKDOWNS, INSIGHTS_DELAY_MS, INSIGHT_METRICS, MAX_DAYS_PER_REQUEST } from "./insight-metrics";
import { emptyAccountDays } from "../account-days";
import { mapWithLimit } from "./map-with-limit";
import { SourceError, type InsightsPostRef, type OwnInsightsSource } from "../network.port";

/*
 * The owner's insights through Graph (docs/decisions/040-owner-insights.md), shared by both
 * logins like graph.ts's reader: Instagram Login on graph.instagram.com with `me` as the node,
 * Facebook Login on graph.facebook.com with the IG user id. What was checked against Meta's
 * reference, and what could not be: src/server/integrations/networks/README.md, "Owner insights".
 */

/** The insights permission of each login (oauth.ts's scopes, facebook-login.ts's permissions), named when a connection lacks it. */
export const INSTAGRAM_INSIGHTS_PERMISSION = "instagram_business_manage_insights";
export const FACEBOOK_INSIGHTS_PERMISSION = "instagram_manage_insights";

/** An insights answer: `values` (lifetime or a day series) or `total_value` (with its breakdowns). */
export const insightsAnswerSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      name: z.string(),
      values: z
        .array(
          z.looseObject({
            value: z.union([z.number(), z.record(z.string(), z.number())]).nullish(),
            end_time: z.string().nullish(),
          }),
        )
        .nullish(),
      total_value: z
        .looseObject({
          value: z.number().nullish(),
          breakdowns: z
            .array(
              z.looseObject({
                dimension_keys: z.array(z.string()).nullish(),
                results: z.array(z.looseObject({ dimension_values: z.array(z.string()), value: z.number() })).nullish(),
              }),
            )
            .nullish(),
        })
        .nullish(),
    }),
  ),
});
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;
type InsightsMetric = InsightsAnswer["data"][number];

/** A metric's number: total_value.value, or the first value of a lifetime answer; null when absent. */
export function metricValue(answer: InsightsAnswer, name: string): number | null {
  const metric = answer.data.find((item) => item.name === name);
  const first = metric?.values?.[0]?.value;
  return metric?.total_value?.value ?? (typeof first === "number" ? first : null);
}

/** A metric's first breakdown as slices, as the network ordered them; null when absent. */
function breakdownOf(metric: InsightsMetric | undefined): AudienceSlice[] | null {
  const results = metric?.total_value?.breakdowns?.[0]?.results;
  if (!results) return null;
  return results.flatMap((result) =>
    result.dimension_values[0] === undefined ? [] : [{ key: result.dimension_values[0], value: result.value }],
  );
}

/** A breakdown's value for a dimension, whatever its case ("tap_forward", "FOLLOWER"). */
function sliceValue(slices: AudienceSlice[] | null, ...keys: string[]): number | null {
  const wanted = new Set(keys.map((key) => key.toLowerCase()));
  const slice = slices?.find((candidate) => wanted.has(candidate.key.toLowerCase()));
  return slice?.value ?? null;
}

/**
 * The day a day-series value belongs to. Instagram ends its days at 07:00 or 08:00 UTC (Pacific
 * midnight) in every example; twelve hours before the end falls inside the day, whatever its zone.
 */
function dayOfEndTime(endTime: string): Day | null {
  const time = parseGraphTime(endTime);
  if (Number.isNaN(time)) return null;
  return new Date(time - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const millisecondsToSeconds = (value: number | null, decimals: number) =>
  value === null ? null : Math.round((value / 1000) * 10 ** decimals) / 10 ** decimals;

const graphErrorSchema = z.looseObject({
  error: z.looseObject({ code: z.number().nullish(), message: z.string().nullish(), is_transient: z.boolean().nullish() }),
});
// Meta's answer for a post or story seen by too few accounts (Media Insights reference): code 10,
// which is otherwise a missing permission.
const notEnoughViewers = /not enough viewers/i;

/** Whether a Graph error's message is Meta's "(#10) Not enough viewers for the media to show insights". */
export function isNotEnoughViewers(message: string): boolean {
  return notEnoughViewers.test(message);
}

/** Why one post's or story's insights could not be read, and whether asking for the next ones is pointless. */
type ItemFailure = { unavailable: InsightsUnavailable; stop: boolean };

/**
 * One item's failed answer. Too few viewers, an unsupported media or any other refusal for that
 * item is `no_data` for it alone; throttling, a refused token or a missing permission would refuse
 * every other item too, so the reading stops there (the profile's own read reports the token).
 */
function itemFailure(status: number, body: unknown, permission: string): ItemFailure {
  const error = graphErrorSchema.safeParse(body).data?.error;
  const code = error?.code ?? undefined;
  const message = error?.message ?? "";
  const failure = graphErrorOf(status, body, "insights");
  if (failure.kind === "rate_limited") return { unavailable: insightUnavailable("unavailable"), stop: true };
  if (code === 10 && notEnoughViewers.test(message)) return { unavailable: insightUnavailable("no_data"), stop: false };
  if (failure.missingPermission) {
    return { unavailable: insightUnavailable("missing_permission", failure.missingPermission.name ?? permission), stop: true };
  }
  if (failure.kind === "token_revoked") return { unavailable: insightUnavailable("unavailable"), stop: true };
  if (status >= 500 || error?.is_transient) return { unavailable: insightUnavailable("unavailable"), stop: false };
  return { unavailable: insightUnavailable("no_data"), stop: false };
}

type ItemAnswer = { ok: true; answer: InsightsAnswer } | ({ ok: false } & ItemFailure);

/** The answer for one account-wide request: the insights, or why there are none. */
type AccountAnswer = { ok: true; answer: InsightsAnswer } | { ok: false; unavailable: InsightsUnavailable };

type InsightsReaderOptions = {
  /** The host with its API version ("https://graph.instagram.com/v23.0"). */
  versioned: string;
  timeoutMs: number;
  /** Requests in flight at once (posts, stories, days). */
  concurrency: number;
  /** The login's name of the insights permission, to name when it is missing. */
  permission: string;
};

const storyFields = ["id", "media_type", "media_url", "thumbnail_url", "permalink", "timestamp"] as const;
const storySchema = z.looseObject({
  id: z.string().min(1),
  media_type: z.string().nullish(),
  media_url: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
  permalink: z.string().nullish(),
  timestamp: z.string().nullish(),
});
const storiesPageSchema = z.looseObject({ data: z.array(storySchema), paging: pagingSchema });
// Stories live at once are far fewer; this only bounds a paging loop.
const maxStories = 200;

/** The insights reader both logins share; each method takes the profile node where it needs one. */
export function createGraphInsightsReader({ versioned, timeoutMs, concurrency, permission }: InsightsReaderOptions) {
  const origin = new URL(versioned).origin;

  /** A request about one post or story: its answer, or why that item has none (never a throw for the item). */
  async function readItem(url: URL): Promise<ItemAnswer> {
    let response;
    try {
      response = await requestJson(url.toString(), { headers: { accept: "application/json" }, timeoutMs, service: "Instagram" });
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      // Unreachable or silent: the next items would wait as long for nothing.
      return { ok: false, unavailable: insightUnavailable("unavailable"), stop: true };
    }
    if (response.status < 200 || response.status >= 300)
      return { ok: false, ...itemFailure(response.status, response.json, permission) };
    const parsed = insightsAnswerSchema.safeParse(response.json);
    if (!parsed.success) return { ok: false, unavailable: insightUnavailable("no_data"), stop: false };
    return { ok: true, answer: parsed.data };
  }

  /**
   * A request about the whole account. A missing permission is an answer (the rest of the
   * collection goes on); throttling, a refused token or an outage reject with their SourceError.
   */
  async function readAccount(url: URL, what: string): Promise<AccountAnswer> {
    try {
      return { ok: true, answer: (await callGraph(url, insightsAnswerSchema, { timeoutMs, what })).data };
    } catch (error) {
      if (error instanceof SourceError && error.missingPermission) {
        return { ok: false, unavailable: insightUnavailable("missing_permission", error.missingPermission.name ?? permission) };
      }
      throw error;
    }
  }

  /** Reads items `limit` at a time; after a failure that would repeat, the rest get its reason without being asked. */
  async function readItems<T>(items: readonly T[], read: (item: T) => Promise<ItemAnswer>): Promise<ItemAnswer[]> {
    const answers: ItemAnswer[] = new Array(items.length);
    let stopped: InsightsUnavailable | null = null;
    await mapWithLimit(items, concurrency, async (item, index) => {
      if (stopped) {
        answers[index] = { ok: false, unavailable: stopped, stop: true };
        return;
      }
      const answer = await read(item);
      if (!answer.ok && answer.stop) stopped ??= answer.unavailable;
      answers[index] = answer;
    });
    return answers;
  }

  function postInsightsOf(answer: InsightsAnswer, post: InsightsPostRef, now: Date): Insight<PostInsights> {
    const value = (name: string) => metricValue(answer, name);
    const insights: PostInsights = {
      reach: value("reach"),
      views: value("views"),
      saved: value("saved"),
      shares: value("shares"),
      totalInteractions: value("total_interactions"),
      follows: value("follows"),
      profileVisits: value("profile_visits"),
      avgWatchTimeSeconds: millisecondsToSeconds(value("ig_reels_avg_watch_time"), 1),
      totalWatchTimeSeconds: millisecondsToSeconds(value("ig_reels_video_view_total_time"), 0),
      fullWatchRate: null,
    };
    if (Object.values(insights).some((figure) => figure !== null)) return insightOf(insights);
    // Meta answers an empty set, not zeros, for what it has not computed (up to 48 h) or does not have.
    const age = now.getTime() - Date.parse(post.timestamp);
    return insightUnavailable(age < INSIGHTS_DELAY_MS ? "delayed" : "no_data");
  }

  async function fetchPostInsights(
    accessToken: string,
    posts: InsightsPostRef[],
    now: Date,
  ): Promise<Insight<PostInsightsEntry[]>> {
    const answers = await readItems(posts, (post) =>
      readItem(
        graphUrl(versioned, `${encodeURIComponent(post.id)}/insights`, {
          metric: (post.type === "clips" ? INSIGHT_METRICS.reel : INSIGHT_METRICS.feed).join(","),
          access_token: accessToken,
        }),
      ),
    );
    return insightOf(
      posts.map((post, index) => {
        const answer = answers[index] as ItemAnswer;
        return { mediaId: post.id, insights: answer.ok ? postInsightsOf(answer.answer, post, now) : answer.unavailable };
      }),
    );
  }

  async function fetchAccountDays(
    node: string,
    accessToken: string,
    from: Day,
    to: Day,
    now: Date,
  ): Promise<Insight<AccountDayInsights[]>> {
    const days = listDays(from, to);
    const rows = emptyAccountDays(from, to, now);
    const path = `${node}/insights`;
    const dayRange = (first: Day, last: Day) => ({
      since: unixSeconds(startOfSaoPauloDay(first)),
      until: unixSeconds(startOfSaoPauloDay(addDaysTo(last, 1))),
    });

    // Reach, the one daily series, 30 days a request.
    for (let start = 0; start < days.length; start += MAX_DAYS_PER_REQUEST) {
      const chunk = days.slice(start, start + MAX_DAYS_PER_REQUEST);
      const read = await readAccount(
        graphUrl(versioned, path, {
          metric: INSIGHT_METRICS.accountDaySeries.join(","),
          period: "day",
          metric_type: "time_series",
          ...dayRange(chunk[0] as Day, chunk.at(-1) as Day),
          access_token: accessToken,
        }),
        `GET /${path} (reach by day)`,
      );
      if (!read.ok) return read.unavailable;
      for (const point of read.answer.data.find((metric) => metric.name === "reach")?.values ?? []) {
        const row = point.end_time ? rows.get(dayOfEndTime(point.end_time) ?? "") : undefined;
        if (row && typeof point.value === "number") row.reach = point.value;
      }
    }

    // The other figures are totals only: one day a request, and follows apart for their breakdown.
    const failure: { unavailable?: InsightsUnavailable } = {};
    await mapWithLimit(days, concurrency, async (day) => {
      if (failure.unavailable) return;
      const row = rows.get(day) as AccountDayInsights;
      const totals = await readAccount(
        graphUrl(versioned, path, {
          metric: INSIGHT_METRICS.accountDay.join(","),
          period: "day",
          metric_type: "total_value",
          ...dayRange(day, day),
          access_token: accessToken,
        }),
        `GET /${path} (${day})`,
      );
      if (!totals.ok) {
        failure.unavailable ??= totals.unavailable;
        return;
      }
      row.views = metricValue(totals.answer, "views");
      row.accountsEngaged = metricValue(totals.answer, "accounts_engaged");
      row.totalInteractions = metricValue(totals.answer, "total_interactions");
      row.profileLinksTaps = metricValue(totals.answer, "profile_links_taps");
      const follows = await readAccount(
        graphUrl(versioned, path, {
          metric: INSIGHT_METRICS.accountDayFollows.join(","),
          period: "day",
          metric_type: "total_value",
          breakdown: "follow_type",
          ...dayRange(day, day),
          access_token: accessToken,
        }),
        `GET /${path} (follows ${day})`,
      );
      if (!follows.ok) {
        failure.unavailable ??= follows.unavailable;
        return;
      }
      const slices = breakdownOf(follows.answer.data.find((metric) => metric.name === "follows_and_unfollows"));
      // follow_type's values as Meta's breakdown lists them, in either spelling seen.
      row.follows = sliceValue(slices, "FOLLOWER", "FOLLOWS", "FOLLOW");
      row.unfollows = sliceValue(slices, "NON_FOLLOWER", "UNFOLLOWS", "UNFOLLOW");
    });
    if (failure.unavailable) return failure.unavailable;
    return insightOf(days.map((day) => rows.get(day) as AccountDayInsights));
  }

  async function readDemographics(node: string, accessToken: string, metric: string): Promise<Insight<AudienceDemographics>> {
    const demographics: AudienceDemographics = { age: null, gender: null, city: null, country: null };
    const failure: { unavailable?: InsightsUnavailable } = {};
    await mapWithLimit(DEMOGRAPHIC_BREAKDOWNS, concurrency, async (breakdown) => {
      const read = await readAccount(
        graphUrl(versioned, `${node}/insights`, {
          metric,
          period: "lifetime",
          metric_type: "total_value",
          timeframe: "this_month",
          breakdown,
          access_token: accessToken,
        }),
        `GET /${node}/insights (${metric} by ${breakdown})`,
      );
      if (!read.ok) {
        failure.unavailable ??= read.unavailable;
        return;
      }
      const slices = breakdownOf(read.answer.data.find((item) => item.name === metric));
      demographics[breakdown] = slices ? [...slices].sort((a, b) => b.value - a.value) : null;
    });
    if (failure.unavailable) return failure.unavailable;
    const empty = DEMOGRAPHIC_BREAKDOWNS.every((breakdown) => !demographics[breakdown]?.length);
    return empty ? insightUnavailable("no_data") : insightOf(demographics);
  }

  async function readOnlineFollowers(node: string, accessToken: string): Promise<Insight<OnlineFollowers>> {
    const read = await readAccount(
      graphUrl(versioned, `${node}/insights`, {
        metric: INSIGHT_METRICS.online.join(","),
        period: "lifetime",
        access_token: accessToken,
      }),
      `GET /${node}/insights (online_followers)`,
    );
    if (!read.ok) return read.unavailable;
    const days = (read.answer.data.find((metric) => metric.name === "online_followers")?.values ?? []).flatMap((point) => {
      const day = point.end_time ? dayOfEndTime(point.end_time) : null;
      if (!day || typeof point.value !== "object" || point.value === null) return [];
      const byHour = point.value;
      const hours = Array.from({ length: 24 }, (_, hour) => byHour[String(hour)] ?? null);
      return hours.some((count) => count !== null) ? [{ day, hours }] : [];
    });
    // The hours are keyed like the days, on Instagram's clock (Pacific time; src/server/integrations/networks/README.md "Owner insights").
    return days.length === 0 ? insightUnavailable("no_data") : insightOf({ timeZone: "America/Los_Angeles", days });
  }

  async function fetchAudience(node: string, accessToken: string, followersCount: number | null): Promise<AudienceInsights> {
    if (followersCount !== null && followersCount < AUDIENCE_MIN_FOLLOWERS) return audienceUnavailable("few_followers");
    const [followers, engaged, online] = [
      await readDemographics(node, accessToken, "follower_demographics"),
      await readDemographics(node, accessToken, "engaged_audience_demographics"),
      await readOnlineFollowers(node, accessToken),
    ];
    return { followers, engaged, online };
  }

  function storyInsightsOf(metrics: InsightsAnswer, navigation: InsightsAnswer | null): Insight<StoryInsights> {
    const navigationMetric = navigation?.data.find((metric) => metric.name === "navigation");
    const slices = breakdownOf(navigationMetric);
    const insights: StoryInsights = {
      reach: metricValue(metrics, "reach"),
      views: metricValue(metrics, "views"),
      replies: metricValue(metrics, "replies"),
      shares: metricValue(metrics, "shares"),
      navigation: {
        total: navigation ? metricValue(navigation, "navigation") : null,
        tapsForward: sliceValue(slices, "tap_forward"),
        tapsBack: sliceValue(slices, "tap_back"),
        exits: sliceValue(slices, "tap_exit"),
        swipesForward: sliceValue(slices, "swipe_forward"),
      },
    };
    return insights.reach === null && insights.views === null && insights.navigation.total === null
      ? insightUnavailable("delayed")
      : insightOf(insights);
  }

  async function fetchStories(node: string, accessToken: string): Promise<Insight<CollectedStory[]>> {
    const stories: z.infer<typeof storySchema>[] = [];
    const path = `${node}/stories`;
    const firstPage = () => graphUrl(versioned, path, { fields: storyFields.join(","), access_token: accessToken });
    let url: URL | undefined = firstPage();
    while (url && stories.length < maxStories) {
      let page: z.infer<typeof storiesPageSchema>;
      try {
        page = (await callGraph(url, storiesPageSchema, { timeoutMs, what: `GET /${path}` })).data;
      } catch (error) {
        if (error instanceof SourceError && error.missingPermission)
          return insightUnavailable("missing_permission", error.missingPermission.name ?? permission);
        throw error;
      }
      stories.push(...page.data);
      url =
        page.data.length === 0
          ? undefined
          : nextPageUrl(page.paging, origin, (after) =>
              graphUrl(versioned, path, { fields: storyFields.join(","), after, access_token: accessToken }),
            );
    }
    const live = stories.slice(0, maxStories);
    const metrics = await readItems(live, (story) =>
      readItem(
        graphUrl(versioned, `${encodeURIComponent(story.id)}/insights`, {
          metric: INSIGHT_METRICS.story.join(","),
          access_token: accessToken,
        }),
      ),
    );
    const navigations = await readItems(live, (story) =>
      readItem(
        graphUrl(versioned, `${encodeURIComponent(story.id)}/insights`, {
          metric: INSIGHT_METRICS.storyNavigation.join(","),
          metric_type: "total_value",
          breakdown: "story_navigation_action_type",
          access_token: accessToken,
        }),
      ),
    );
    return insightOf(
      live.map((story, index): CollectedStory => {
        const isVideo = story.media_type === "VIDEO";
        const answer = metrics[index] as ItemAnswer;
        const navigation = navigations[index] as ItemAnswer;
        return {
          id: story.id,
          mediaType: isVideo ? "video" : "image",
          displayUrl: (isVideo ? story.thumbnail_url : story.media_url) ?? null,
          permalink: story.permalink ?? null,
          timestamp: toIsoTimestamp(story.timestamp),
          insights: answer.ok ? storyInsightsOf(answer.answer, navigation.ok ? navigation.answer : null) : answer.unavailable,
        };
      }),
    );
  }

  return { fetchPostInsights, fetchAccountDays, fetchAudience, fetchStories };
}

export type GraphInsightsReader = ReturnType<typeof createGraphInsightsReader>;

/** Instagram Login's insights: graph.instagram.com, the token's own account as `me`. */
export function createGraphInsightsSource(reader: GraphInsightsReader): OwnInsightsSource {
  return {
    fetchPostInsights: ({ accessToken, posts, now }) => reader.fetchPostInsights(accessToken, posts, now),
    fetchAccountDays: ({ accessToken, from, to, now }) => reader.fetchAccountDays("me", accessToken, from, to, now),
    fetchAudience: ({ accessToken, followersCount }) => reader.fetchAudience("me", accessToken, followersCount),
    fetchStories: ({ accessToken }) => reader.fetchStories("me", accessToken),
  };
}
