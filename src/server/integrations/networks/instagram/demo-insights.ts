import { addDaysTo, listDays, saoPauloDay, startOfSaoPauloDay, type Day } from "@core/analytics/period";
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
  type OnlineFollowers,
  type PostInsights,
  type PostInsightsEntry,
} from "@core/social/owner-insights";
import {
  createDemoDraws,
  findDemoPosts,
  followersOn,
  maturity,
  mediaIdOf,
  postSlotsOf,
  weekdayLikeFactor,
  weekdayOf,
  type Account,
  type DemoDraws,
  type DemoPostAt,
} from "./demo";
import { createRandom, hashText } from "./demo-random";
import { INSIGHTS_DELAY_MS } from "./insight-metrics";
import type { InsightsPostRef, OwnInsightsSource } from "../network.port";

/*
 * The demo's owner insights (docs/decisions/040-owner-insights.md): deterministic per username,
 * post and day like demo.ts, and drawn from the same account, posts and follower curve, so they
 * agree with the demo's posts and day history. Reach stays under the followers for most posts,
 * saves are 1-3% of reach and shares fewer, Reels have watch times in seconds, the audience lives
 * in Brazilian cities with ages skewed by the account's niche, followers are online most in the
 * evening, and a few stories a week have their exits and taps. Every draw is a seeded function of
 * (username, post or day), so a 90-day history costs no more than its days.
 */

const dayMs = 86_400_000;
const hourMs = 3_600_000;
// America/Sao_Paulo is UTC-3 all year since 2019 (demo.ts counts its days the same way).
const saoPauloOffsetHours = 3;

/** The account's insight habits, fixed per username. */
function insightHabitsOf(account: Account) {
  const random = createRandom(`${account.username}|insights`);
  const log = Math.log10(account.baseFollowers);
  return {
    // Smaller accounts reach a larger share of their followers in a day.
    dayReachRate: (0.5 / (log - 1.6)) * random.between(0.6, 1.3),
    feedReachRate: random.between(0.18, 0.42),
    saveRate: random.between(0.01, 0.03),
    profileVisitRate: random.between(0.006, 0.025),
    followRate: random.between(0.0006, 0.003),
    linkTapRate: account.isBusiness ? random.between(0.002, 0.008) : random.between(0.0003, 0.002),
    engagedRate: random.between(0.03, 0.08),
    churnRate: random.between(0.0003, 0.0012),
    storyDayChance: random.between(0.25, 0.75),
    storyReachRate: random.between(0.04, 0.14),
  };
}

// ---------------------------------------------------------------- posts

const round = (value: number) => Math.round(value);

/** A demo post's lifetime figures at `now`, grown with its likes (demo.ts's maturity). */
function postInsightsOf(account: Account, { post, drawn, slot }: DemoPostAt, now: number): PostInsights {
  const habits = insightHabitsOf(account);
  const random = createRandom(`${drawn.seed}|insights`);
  const interactions = post.likesCount + post.commentsCount;
  const grown = maturity(now - slot.time);
  const isReel = post.type === "clips";
  let reach: number;
  let views: number;
  // Everyone who liked or commented was reached, and no more accounts than views.
  const engagedReach = round(interactions * 1.15);
  if (post.videoViewCount !== undefined) {
    // A video's views are the demo's own (demo.ts); the accounts they came from are fewer.
    views = post.videoViewCount;
    reach = Math.min(views, Math.max(round(views * random.between(0.55, 0.8)), engagedReach));
  } else {
    reach = round(
      drawn.followers * habits.feedReachRate * (post.type === "sidecar" ? 1.15 : 1) * drawn.viral * random.spread(0.3) * grown,
    );
    reach = Math.max(reach, engagedReach);
    views = round(reach * random.between(post.type === "sidecar" ? 1.6 : 1.2, post.type === "sidecar" ? 2.6 : 2));
  }
  const saved = round(reach * habits.saveRate * random.between(0.7, 1.3) * (isReel ? 1.2 : 1));
  const shares = round(saved * random.between(0.2, 0.7));
  const duration = post.videoDuration ?? 0;
  const avgWatch = isReel ? Math.max(1.5, Math.round(duration * random.between(0.3, 0.75) * 10) / 10) : null;
  return {
    reach,
    views,
    saved,
    shares,
    totalInteractions: interactions + saved + shares,
    follows: isReel ? null : round(reach * habits.followRate * random.between(0.5, 1.5)),
    profileVisits: isReel ? null : round(reach * habits.profileVisitRate * random.between(0.6, 1.4)),
    avgWatchTimeSeconds: avgWatch,
    totalWatchTimeSeconds: avgWatch === null ? null : round(avgWatch * views),
    fullWatchRate: null,
  };
}

/** The demo's posts among `posts` with their figures; an id the demo never posted has `no_data`. */
export function demoPostInsights(
  username: string,
  posts: InsightsPostRef[],
  now: Date,
  figuresOf: (account: Account, found: DemoPostAt, now: number) => PostInsights = postInsightsOf,
  draws: DemoDraws = createDemoDraws(),
): PostInsightsEntry[] {
  const found = findDemoPosts(username, new Set(posts.map((post) => post.id)), now.getTime(), draws);
  const { account } = draws.account(username);
  return posts.map(({ id }) => {
    const post = found.get(id);
    return { mediaId: id, insights: post ? insightOf(figuresOf(account, post, now.getTime())) : insightUnavailable("no_data") };
  });
}

// ---------------------------------------------------------------- days

/** Days are counted from 1970-01-01 like demo.ts: a São Paulo date's day number. */
const dayNumberOf = (day: Day) => Date.parse(`${day}T00:00:00Z`) / dayMs;

/**
 * The account's figures of each day from `from` to `to` that has begun by `now` (today's so far).
 * Reach follows the followers and the day's posts; follows minus unfollows is the day's change
 * in followers, as the demo's follower history has it.
 */
export function demoAccountDays(
  username: string,
  from: Day,
  to: Day,
  now: Date,
  draws: DemoDraws = createDemoDraws(),
): AccountDayInsights[] {
  const { account } = draws.account(username);
  const habits = insightHabitsOf(account);
  const today = saoPauloDay(now);
  return listDays(from, to > today ? today : to).map((day) => {
    const number = dayNumberOf(day);
    const random = createRandom(`${username}|insights-day|${number}`);
    const followers = followersOn(account, number);
    const change = followers - followersOn(account, number - 1);
    const posting = 1 + 0.5 * postSlotsOf(account, number).length + 0.25 * postSlotsOf(account, number - 1).length;
    // Today's figures are the part of the day gone by.
    const elapsed = day === today ? (now.getTime() - startOfSaoPauloDay(day).getTime()) / dayMs : 1;
    const reach = round(
      followers * habits.dayReachRate * weekdayLikeFactor[weekdayOf(number)]! * posting * random.spread(0.2) * elapsed,
    );
    const accountsEngaged = round(reach * habits.engagedRate * random.between(0.8, 1.2));
    const churn = round(followers * habits.churnRate * random.between(0.6, 1.4) * elapsed);
    return {
      day,
      reach,
      views: round(reach * random.between(2, 3.5)),
      accountsEngaged,
      totalInteractions: round(accountsEngaged * random.between(1.5, 2.5)),
      profileLinksTaps: round(reach * habits.linkTapRate * random.between(0.6, 1.4)),
      profileViews: null,
      follows: churn + Math.max(change, 0),
      unfollows: churn + Math.max(-change, 0),
      settled: now.getTime() >= startOfSaoPauloDay(addDaysTo(day, 1)).getTime() + INSIGHTS_DELAY_MS,
    };
  });
}

// ---------------------------------------------------------------- audience

export const AGE_BANDS = ["13-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;

/** Age bands (per 100) and the share of women, by the demo niche's category (demo.ts). */
const audienceByCategory: Record<string, { ages: readonly number[]; women: number }> = {
  "Agência de marketing": { ages: [1, 14, 40, 27, 11, 5, 2], women: 0.58 },
  Restaurante: { ages: [2, 16, 31, 25, 15, 8, 3], women: 0.62 },
  Academia: { ages: [2, 24, 38, 22, 9, 4, 1], women: 0.52 },
  "Loja de roupas": { ages: [4, 30, 36, 18, 8, 3, 1], women: 0.8 },
  "Viagem e turismo": { ages: [1, 18, 34, 25, 13, 6, 3], women: 0.5 },
  Fotógrafo: { ages: [2, 22, 35, 23, 11, 5, 2], women: 0.56 },
  "Saúde/beleza": { ages: [5, 33, 34, 16, 8, 3, 1], women: 0.84 },
  Educação: { ages: [4, 30, 35, 18, 8, 4, 1], women: 0.42 },
};
const generalAudience = { ages: [2, 22, 35, 22, 11, 6, 2], women: 0.56 };

/** Brazilian cities as Meta names them ("city, state"), with their weight in a national audience. */
const brazilianCities: readonly [string, number][] = [
  ["São Paulo, São Paulo", 30],
  ["Rio de Janeiro, Rio de Janeiro", 14],
  ["Belo Horizonte, Minas Gerais", 6],
  ["Brasília, Distrito Federal", 5],
  ["Curitiba, Paraná", 4.5],
  ["Porto Alegre, Rio Grande do Sul", 4],
  ["Salvador, Bahia", 4],
  ["Recife, Pernambuco", 3.5],
  ["Fortaleza, Ceará", 3.5],
  ["Goiânia, Goiás", 2.5],
  ["Campinas, São Paulo", 2.5],
  ["Florianópolis, Santa Catarina", 2],
  ["Manaus, Amazonas", 1.5],
  ["Belém, Pará", 1.5],
  ["Guarulhos, São Paulo", 1.4],
  ["Santos, São Paulo", 1.2],
  ["Vitória, Espírito Santo", 1.1],
  ["Natal, Rio Grande do Norte", 1],
  ["Niterói, Rio de Janeiro", 1],
  ["Ribeirão Preto, São Paulo", 0.9],
];
const countries: readonly [string, number][] = [
  ["BR", 92],
  ["PT", 2.2],
  ["US", 1.6],
  ["AR", 0.6],
  ["JP", 0.4],
  ["DE", 0.4],
  ["AO", 0.3],
  ["ES", 0.3],
];
// Share of the followers whose city Meta reports among its top cities.
const citiesShare = 0.62;

function slicesOf(
  weights: readonly (readonly [string, number])[],
  total: number,
  random: ReturnType<typeof createRandom>,
): AudienceSlice[] {
  const noisy = weights.map(([key, weight]) => [key, weight * random.between(0.85, 1.15)] as const);
  const sum = noisy.reduce((acc, [, weight]) => acc + weight, 0);
  return noisy
    .map(([key, weight]) => ({ key, value: round((total * weight) / sum) }))
    .filter((slice) => slice.value > 0)
    .sort((a, b) => b.value - a.value);
}

/** An audience of `total` people, skewed by the niche and the account's city; `younger` tilts the ages. */
export function demoDemographics(account: Account, total: number, seed: string, younger = 1): AudienceDemographics {
  const random = createRandom(seed);
  const { ages, women } = audienceByCategory[account.niche.category] ?? generalAudience;
  const unknown = random.between(0.015, 0.04);
  const womenShare = Math.min(0.95, women * random.between(0.93, 1.07));
  const cityWeights = brazilianCities.map(
    ([city, weight]) => [city, city.startsWith(`${account.city},`) ? weight * 3 : weight] as const,
  );
  return {
    age: slicesOf(
      AGE_BANDS.map((band, index) => [band, (ages[index] ?? 0) * (index <= 2 ? younger : 1 / younger)] as const),
      total,
      random,
    ),
    gender: slicesOf(
      [
        ["F", womenShare * (1 - unknown)],
        ["M", (1 - womenShare) * (1 - unknown)],
        ["U", unknown],
      ],
      total,
      random,
    ),
    city: slicesOf(cityWeights, total * citiesShare, random),
    country: slicesOf(countries, total, random),
  };
}

// Share of the followers online at each hour, São Paulo time: low at dawn, a lunch bump, the peak at 20-21h.
const onlineByHour = [
  0.1, 0.06, 0.04, 0.03, 0.03, 0.04, 0.08, 0.15, 0.2, 0.22, 0.23, 0.26, 0.3, 0.28, 0.25, 0.25, 0.27, 0.31, 0.36, 0.42, 0.48, 0.5,
  0.44, 0.26,
];

/** Followers online per hour on the 30 days before `now`'s day, on São Paulo's clock. */
export function demoOnlineFollowers(account: Account, today: Day, followersScale = 1): OnlineFollowers {
  const days = listDays(addDaysTo(today, -30), addDaysTo(today, -1)).map((day) => {
    const number = dayNumberOf(day);
    const random = createRandom(`${account.username}|online|${number}`);
    const followers = followersOn(account, number) * followersScale;
    // Weekends keep people online later into the night.
    const weekend = [0, 6].includes(weekdayOf(number));
    const hours = onlineByHour.map((share, hour) =>
      round(followers * share * (weekend && (hour >= 22 || hour <= 1) ? 1.25 : 1) * random.between(0.9, 1.1)),
    );
    return { day, hours };
  });
  return { timeZone: "America/Sao_Paulo", days };
}

/** The account's audience as Meta gives it: followers and engaged accounts this month, and online hours. */
export function demoAudience(username: string, now: Date, draws: DemoDraws = createDemoDraws()): AudienceInsights {
  const { account } = draws.account(username);
  const today = saoPauloDay(now);
  const number = dayNumberOf(today);
  const followers = followersOn(account, number);
  const habits = insightHabitsOf(account);
  // The audience shifts a little from week to week, so a period can show it change.
  const week = Math.floor((number + 3) / 7);
  return {
    followers: insightOf(demoDemographics(account, followers, `${username}|audience|${week}`)),
    engaged: insightOf(demoDemographics(account, followers * habits.engagedRate * 2.5, `${username}|engaged|${week}`, 1.15)),
    online: insightOf(demoOnlineFollowers(account, today)),
  };
}

// ---------------------------------------------------------------- stories

function storyPicture(seed: string, colors: [string, string]) {
  const angle = hashText(seed) % 360;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320" viewBox="0 0 180 320">` +
      `<defs><linearGradient id="g" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
      `<rect width="180" height="320" fill="url(#g)"/>` +
      `<text x="90" y="160" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" fill-opacity=".85">Story</text></svg>`,
  )}`;
}

/** The stories of a day: on some days (a few a week), one to four, at daytime hours. */
function storyTimesOf(account: Account, day: number): number[] {
  const random = createRandom(`${account.username}|stories|${day}`);
  if (!random.chance(insightHabitsOf(account).storyDayChance * 0.6)) return [];
  const count = random.int(1, 4);
  return Array.from(
    { length: count },
    () => day * dayMs + (random.int(8, 22) + saoPauloOffsetHours) * hourMs + random.int(0, 59) * 60_000,
  ).sort((a, b) => a - b);
}

/** The stories live at `now` (posted in the 24 hours before it), their figures growing over those hours. */
export function demoStories(username: string, now: Date, draws: DemoDraws = createDemoDraws()): CollectedStory[] {
  const { account } = draws.account(username);
  const habits = insightHabitsOf(account);
  const time = now.getTime();
  // A story posted late on a São Paulo day is still live on the next UTC day but one.
  const today = Math.floor(time / dayMs);
  const stories: CollectedStory[] = [];
  for (const day of [today - 2, today - 1, today]) {
    storyTimesOf(account, day).forEach((posted, index) => {
      const age = time - posted;
      if (age < 0 || age >= dayMs) return;
      const seed = `${username}|story|${day}|${index}`;
      const random = createRandom(seed);
      const isVideo = random.chance(0.4);
      const grown = 1 - Math.exp(-age / (3 * hourMs));
      const reach = round(followersOn(account, day) * habits.storyReachRate * random.spread(0.3) * grown);
      const views = round(reach * random.between(1.15, 1.6));
      const tapsForward = round(views * random.between(0.45, 0.7));
      const tapsBack = round(views * random.between(0.03, 0.08));
      const exits = round(views * random.between(0.08, 0.18));
      const swipesForward = round(views * random.between(0.05, 0.12));
      const id = mediaIdOf(seed);
      stories.push({
        id,
        mediaType: isVideo ? "video" : "image",
        displayUrl: storyPicture(seed, account.niche.colors),
        permalink: `https://www.instagram.com/stories/${username}/${id}/`,
        timestamp: new Date(posted).toISOString(),
        insights: insightOf({
          reach,
          views,
          replies: round(reach * random.between(0.002, 0.01)),
          shares: round(reach * random.between(0.001, 0.004)),
          navigation: { total: tapsForward + tapsBack + exits + swipesForward, tapsForward, tapsBack, exits, swipesForward },
        }),
      });
    });
  }
  return stories.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

// ---------------------------------------------------------------- the source

/**
 * The demo's insights for the account a token names (the sandbox's): Instagram's owner insights
 * of its username's demo profile, labelled as demonstration data like the profile itself.
 */
export function createDemoInsightsSource(usernameOf: (accessToken: string) => string): OwnInsightsSource {
  return {
    fetchPostInsights: async ({ accessToken, posts, now }) => insightOf(demoPostInsights(usernameOf(accessToken), posts, now)),
    fetchAccountDays: async ({ accessToken, from, to, now }) =>
      insightOf(demoAccountDays(usernameOf(accessToken), from, to, now)),
    fetchAudience: async ({ accessToken, followersCount, now }): Promise<AudienceInsights> => {
      if (followersCount !== null && followersCount < AUDIENCE_MIN_FOLLOWERS) return audienceUnavailable("few_followers");
      return demoAudience(usernameOf(accessToken), now);
    },
    fetchStories: async ({ accessToken, now }): Promise<Insight<CollectedStory[]>> =>
      insightOf(demoStories(usernameOf(accessToken), now)),
  };
}
