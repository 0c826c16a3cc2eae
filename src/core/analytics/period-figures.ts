import { formatDay } from "../format/format-date";
import type { Day, Period } from "./period";

// The rules behind a period's figures (docs/decisions/023-period-figures.md), used by every
// surface that shows them: dashboard, charts, PDF, Excel/CSV, /api/v1, competitors and the
// recommendations' evidence.

/**
 * A period is covered when the account's collected history (its first day row) starts on or
 * before the period's first day. A comparison is made only against a covered previous period:
 * otherwise its posts, likes, views and followers are a fraction of what happened and every
 * change would be inflated.
 */
export function isPeriodCovered(firstDay: Day | null, period: Pick<Period, "from">): boolean {
  return firstDay !== null && firstDay <= period.from;
}

/** Why a figure has no comparison with the previous period (the card's note). */
export function noComparisonReason(firstDay: Day | null): string {
  if (firstDay === null) return "Sem base de comparação: ainda não há dados coletados desta conta.";
  return `Sem base de comparação: a coleta desta conta começou em ${formatDay(firstDay)}, depois do início do período anterior.`;
}

/** Followers on a São Paulo day (the day's last collection). */
export type DayFollowers = { day: Day; followers: number };

export type FollowerGrowth = {
  value: number;
  /** The followers the growth is counted from. */
  base: DayFollowers;
  /** The followers it is counted to: the period's last day with data. */
  end: DayFollowers;
  /** True when the history starts inside the period, so the base is its first collected day. */
  baseIsFirstCollectedDay: boolean;
};

/**
 * New followers in a period: followers on its last day with data minus followers on the last
 * day before it (the previous period's end), so consecutive periods add up. When the history
 * starts inside the period there is no day before it: the base is the first collected day, and
 * the result says so. Null without a day in the period.
 * `before`: the last day row before the period; `inPeriod`: the period's day rows, oldest first.
 */
export function measureFollowerGrowth(before: DayFollowers | null, inPeriod: readonly DayFollowers[]): FollowerGrowth | null {
  const last = inPeriod.at(-1);
  if (!last) return null;
  const first = before ?? inPeriod[0]!;
  const base = { day: first.day, followers: first.followers };
  const end = { day: last.day, followers: last.followers };
  return { value: end.followers - base.followers, base, end, baseIsFirstCollectedDay: before === null };
}

/** The rule in one sentence, where growth is shown without its own base (the competitors' table). */
export const followerGrowthRule =
  "Crescimento no período: seguidores no último dia com dados menos os do último dia antes do período (ou do primeiro dia coletado, se a coleta começou depois), como em Novos seguidores no painel.";

/** The growth's base in words, for the "Novos seguidores" card and the followers chart. */
export function describeGrowthBase(growth: FollowerGrowth | null): string {
  if (!growth) return "Sem dados de seguidores coletados neste período.";
  const counted = `Seguidores em ${formatDay(growth.end.day)} menos os de ${formatDay(growth.base.day)}`;
  return growth.baseIsFirstCollectedDay
    ? `${counted}, primeiro dia coletado (a coleta começou dentro do período).`
    : `${counted}, último dia antes do período.`;
}

export type PostMetrics = { likes: number; comments: number; views: number | null; shares?: number | null };

/**
 * A post's metrics as of a period's last day: its last daily snapshot on or before that day.
 * A post first collected after the period ended has none: its first snapshot (the closest to the
 * period's end the product has) stands in. A post never snapshotted (first collected after its
 * first 30 days, when no daily snapshots are taken) has only its latest metrics.
 */
export function metricsAsOf(post: {
  onOrBefore: PostMetrics | null;
  firstAfter: PostMetrics | null;
  latest: PostMetrics;
}): PostMetrics {
  const { likes, comments, views, shares } = post.onOrBefore ?? post.firstAfter ?? post.latest;
  // Shares only where the network reports them (TikTok; decision 029): Instagram's stay as they were.
  return shares === undefined ? { likes, comments, views } : { likes, comments, views, shares };
}
