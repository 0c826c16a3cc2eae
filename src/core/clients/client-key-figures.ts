import type { PeriodAnalytics, PeriodPost } from "../analytics/analytics-responses";
import { interactionsOf } from "../social/engagement";
import { describeInsightGap } from "../social/insight-gaps";
import { PLATFORMS, platformLabels, type Platform } from "../social/platform-names";
import { ptBrNumberFormat } from "../format/pt-br-number";

// The first page of a client's report (docs/decisions/045-clients-and-report-links.md): each
// account's key figures of the period side by side, and the best post of each network. One
// definition read by the PDF, the spreadsheet, the online report (/r/<token>), the e-mail's body
// and the API, each figure taken from the period analytics every other surface reads
// (docs/decisions/023), never counted again.

/** A figure, or why it is missing (never a 0 in its place: docs/decisions/040-owner-insights.md). */
export type KeyFigure = { value: number | null; unavailable: string | null };

export type AccountKeyFigures = {
  accountId: string;
  platform: Platform;
  username: string;
  /** Followers at the period's end. */
  followers: KeyFigure;
  /** The owner's reach, summed over the period's days, where an owner's insight exists. */
  reach: KeyFigure;
  /** The period's posts' interactions (the network's definition: likes and comments, plus shares on TikTok). */
  interactions: KeyFigure;
  posts: KeyFigure;
};

export type BestPost = Pick<
  PeriodPost,
  "id" | "caption" | "permalink" | "thumbnailUrl" | "publishedAt" | "likes" | "comments"
> & {
  shares?: number | null;
  platform: Platform;
  username: string;
  interactions: number;
};

export type ClientKeyFigures = { accounts: AccountKeyFigures[]; bestPosts: BestPost[] };

export const keyFigureLabels = {
  followers: "Seguidores",
  reach: "Alcance",
  interactions: "Interações",
  posts: "Publicações",
} as const satisfies Record<Exclude<keyof AccountKeyFigures, "accountId" | "platform" | "username">, string>;
export const keyFigureKeys = Object.keys(keyFigureLabels) as (keyof typeof keyFigureLabels)[];

const known = (value: number | null): KeyFigure => ({ value, unavailable: value === null ? "Sem dados no período" : null });

/**
 * Reach: the owner's insight of the period where the analytics carry one (decision 044), else the
 * period metric; when neither has it, the reason in words.
 */
function reachOf(analytics: PeriodAnalytics, platform: Platform): KeyFigure {
  const insight = analytics.insights?.reach;
  if (insight) {
    if (insight.value !== null) return { value: insight.value, unavailable: null };
    const gap = insight.unavailable ?? analytics.insights?.unavailable;
    return { value: null, unavailable: gap ? describeInsightGap(gap, platform) : "Sem dados no período" };
  }
  const metric = analytics.metrics.reach;
  if (metric.available) return known(metric.value);
  return { value: null, unavailable: metric.reason ?? "Indisponível" };
}

/** One account's key figures of the period, from its period analytics (GET /api/analytics). */
export function accountKeyFigures(
  account: { id: string; platform: Platform; username: string },
  analytics: PeriodAnalytics,
): AccountKeyFigures {
  const { metrics } = analytics;
  const likes = metrics.likes.value;
  const comments = metrics.comments.value;
  return {
    accountId: account.id,
    platform: account.platform,
    username: account.username,
    followers: known(metrics.followers.value),
    reach: reachOf(analytics, account.platform),
    interactions: known(
      likes === null || comments === null
        ? null
        : interactionsOf(account.platform, { likes, comments, shares: metrics.shares?.value ?? null }),
    ),
    posts: known(metrics.posts.value),
  };
}

/**
 * The best post of each network the client has, across that network's accounts: the most
 * interactions, the newest on a tie (as the dashboard's list sorts them).
 */
export function bestPostPerNetwork(
  accounts: readonly { platform: Platform; username: string; posts: readonly PeriodPost[] }[],
): BestPost[] {
  const best: BestPost[] = [];
  for (const platform of PLATFORMS) {
    let found: BestPost | null = null;
    for (const account of accounts.filter((row) => row.platform === platform)) {
      for (const post of account.posts) {
        const interactions = interactionsOf(platform, post);
        if (
          !found ||
          interactions > found.interactions ||
          (interactions === found.interactions && post.publishedAt > found.publishedAt)
        ) {
          found = {
            id: post.id,
            caption: post.caption,
            permalink: post.permalink,
            thumbnailUrl: post.thumbnailUrl,
            publishedAt: post.publishedAt,
            likes: post.likes,
            comments: post.comments,
            ...(post.shares !== undefined ? { shares: post.shares } : {}),
            platform,
            username: account.username,
            interactions,
          };
        }
      }
    }
    if (found) best.push(found);
  }
  return best;
}

const integer = ptBrNumberFormat({ maximumFractionDigits: 0 });

/**
 * One account's key figures in a line, as the e-mail's body writes them: "@loja (Instagram):
 * 12.345 seguidores · alcance 5.432 · 1.234 interações · 12 publicações", a missing figure with
 * its reason.
 */
export function describeAccountKeyFigures(account: AccountKeyFigures): string {
  const part = (figure: KeyFigure, name: string, before = false) =>
    figure.value === null
      ? `${name} indisponível (${figure.unavailable})`
      : before
        ? `${name} ${integer.format(figure.value)}`
        : `${integer.format(figure.value)} ${name}`;
  return `@${account.username} (${platformLabels[account.platform]}): ${[
    part(account.followers, "seguidores"),
    part(account.reach, "alcance", true),
    part(account.interactions, "interações"),
    part(account.posts, "publicações"),
  ].join(" · ")}`;
}

/** "Melhor publicação no TikTok: @loja, 1.234 interações." */
export function describeBestPost(post: BestPost): string {
  return `Melhor publicação no ${platformLabels[post.platform]}: @${post.username}, ${integer.format(post.interactions)} ${post.interactions === 1 ? "interação" : "interações"}.`;
}
