import { addDaysTo, type Day } from "../analytics/period";
import { formatDay } from "../format/format-date";
import { formatAverage, formatCount } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { engagementRatePerFollower, interactionsOf } from "../social/engagement";
import type { Platform } from "../social/platforms";
import { platformLabels } from "../social/platform-names";
import { formatAccountLabel } from "../social/account-label";
import { describeTopTopicShare } from "../comments/question-groups";
import { alertKindDefinitions, type AlertKind } from "./alert-rules";
import { ptBrNumberFormat } from "../format/pt-br-number";

/** One account's recent state, read after a collection. */
export type AlertAccountState = {
  accountId: string;
  username: string;
  /** The account's network (decision 029: shares count among TikTok's interactions). Instagram when absent. */
  platform?: Platform;
  today: Day;
  needsReconnect: boolean;
  /** The account's last days (oldest first). */
  days: readonly { day: Day; followers: number }[];
  followersEnd: number | null;
  /** Posts published in the last 30 days with their latest metrics. */
  posts: readonly { id: string; publishedAt: Date; likes: number; comments: number; shares?: number | null }[];
  /** The newest collection runs first. */
  runs: readonly { id: string; status: "queued" | "running" | "succeeded" | "failed" }[];
  /**
   * Competitors' figures now and at the previous collection, with the account's own. Optional:
   * without competitor data the overtaking rule stays idle.
   */
  competitors?: readonly {
    username: string;
    followers: number;
    previousFollowers: number;
    engagementRate: number | null;
    previousEngagementRate: number | null;
  }[];
  ownPrevious?: { followers: number; engagementRate: number | null };
  ownEngagementRate?: number | null;
  /**
   * Questions of the last 30 days in the comments without a reply from the account 24 hours
   * after (docs/product/features.md "Comments and search"), the newest one's id and the topic most ask
   * about. Optional: without comments read the rule stays idle.
   */
  unansweredQuestions?: {
    count: number;
    newestId: string | null;
    topTopic: { topic: string; label: string; count: number } | null;
  };
  /**
   * The account's "Alcance" over 7 settled days (`from`-`to`) and over the 7 before (the owner's
   * insights, docs/decisions/044-owner-insights-in-periods.md), null where the network gave none.
   * Optional: without the owner's insights the reach rule stays idle.
   */
  reach?: { value: number | null; previous: number | null; from: Day; to: Day };
};

export type AlertRuleInput = {
  id: string;
  kind: AlertKind;
  threshold: number | null;
  enabled: boolean;
  accountId: string | null;
};

/** One thing that happened; `eventKey` is the same however often it is evaluated. */
export type AlertEvent = { ruleId: string; kind: AlertKind; accountId: string; eventKey: string; title: string; body: string };

export const alertMinimumSamples = { postsLast7Days: 3, postsLast30Days: 8, postsForMedian: 5, reachBefore: 100 } as const;

const dayMs = 86_400_000;
const decimal = ptBrNumberFormat({ maximumFractionDigits: 1 });

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The engagement rate per follower of a group of posts on the account's network (@core/social/engagement). */
function rateOf(posts: AlertAccountState["posts"], followers: number, platform: Platform = "instagram") {
  return engagementRatePerFollower(
    platform,
    {
      likes: posts.reduce((sum, post) => sum + post.likes, 0),
      comments: posts.reduce((sum, post) => sum + post.comments, 0),
      shares: posts.reduce((sum, post) => sum + (post.shares ?? 0), 0),
    },
    posts.length,
    followers,
  );
}

type Found = Omit<AlertEvent, "ruleId" | "kind" | "accountId">;

/** "@loja (Instagram)": the same username may be on two networks (docs/decisions/033-account-labels.md). */
const accountOf = (state: AlertAccountState) =>
  formatAccountLabel({ platform: state.platform ?? "instagram", username: state.username });

const evaluators: Record<AlertKind, (state: AlertAccountState, threshold: number) => Found[]> = {
  followers_drop(state, threshold) {
    const last = state.days.at(-1);
    const before = state.days.at(-2);
    if (!last || !before || before.day !== addDaysTo(last.day, -1) || before.followers <= 0) return [];
    const drop = ((before.followers - last.followers) / before.followers) * 100;
    if (drop < threshold) return [];
    return [
      {
        eventKey: `followers_drop:${state.accountId}:${last.day}`,
        title: `${accountOf(state)} perdeu ${formatPercent(drop)} dos seguidores`,
        body: `De ${formatCount(before.followers)} para ${formatCount(last.followers)} seguidores entre ${formatDay(before.day)} e ${formatDay(last.day)}.`,
      },
    ];
  },
  engagement_drop(state, threshold) {
    if (!state.followersEnd) return [];
    const now = Date.parse(`${state.today}T23:59:59-03:00`);
    const week = state.posts.filter((post) => now - post.publishedAt.getTime() < 7 * dayMs);
    const month = state.posts.filter((post) => now - post.publishedAt.getTime() < 30 * dayMs);
    if (week.length < alertMinimumSamples.postsLast7Days || month.length < alertMinimumSamples.postsLast30Days) return [];
    const recent = rateOf(week, state.followersEnd, state.platform);
    const baseline = rateOf(month, state.followersEnd, state.platform);
    if (baseline <= 0) return [];
    const below = ((baseline - recent) / baseline) * 100;
    if (below < threshold) return [];
    return [
      {
        eventKey: `engagement_drop:${state.accountId}:${state.today}`,
        title: `O engajamento de ${accountOf(state)} caiu ${decimal.format(Math.round(below))}%`,
        body: `Taxa de engajamento dos últimos 7 dias: ${formatPercent(recent)}, contra ${formatPercent(baseline)} na média de 30 dias.`,
      },
    ];
  },
  viral_post(state, threshold) {
    if (state.posts.length < alertMinimumSamples.postsForMedian) return [];
    const interactions = (post: AlertAccountState["posts"][number]) => interactionsOf(state.platform ?? "instagram", post);
    const middle = median(state.posts.map(interactions));
    if (middle <= 0) return [];
    const now = Date.parse(`${state.today}T23:59:59-03:00`);
    return state.posts
      .filter((post) => now - post.publishedAt.getTime() < 7 * dayMs && interactions(post) >= threshold * middle)
      .map((post) => ({
        eventKey: `viral_post:${state.accountId}:${post.id}`,
        title: `Uma publicação de ${accountOf(state)} está em destaque`,
        body: `${formatCount(interactions(post))} interações, ${decimal.format(interactions(post) / middle)}x a mediana dos últimos 30 dias (${formatAverage(middle)}).`,
      }));
  },
  competitor_overtake(state) {
    if (!state.competitors?.length || !state.ownPrevious || state.followersEnd === null) return [];
    const own = { followers: state.followersEnd, rate: state.ownEngagementRate ?? null };
    const found: Found[] = [];
    for (const competitor of state.competitors) {
      if (competitor.previousFollowers <= state.ownPrevious.followers && competitor.followers > own.followers) {
        found.push({
          eventKey: `competitor_overtake:${state.accountId}:${competitor.username}:followers:${state.today}`,
          title: `@${competitor.username} passou ${accountOf(state)} em seguidores`,
          body: `@${competitor.username} tem ${formatCount(competitor.followers)} seguidores; @${state.username}, ${formatCount(own.followers)}.`,
        });
      }
      const before = state.ownPrevious.engagementRate;
      if (
        competitor.engagementRate !== null &&
        competitor.previousEngagementRate !== null &&
        own.rate !== null &&
        before !== null &&
        competitor.previousEngagementRate <= before &&
        competitor.engagementRate > own.rate
      ) {
        found.push({
          eventKey: `competitor_overtake:${state.accountId}:${competitor.username}:engagement:${state.today}`,
          title: `@${competitor.username} passou ${accountOf(state)} em engajamento`,
          body: `Taxa de engajamento de @${competitor.username}: ${formatPercent(competitor.engagementRate)}; de @${state.username}: ${formatPercent(own.rate)}.`,
        });
      }
    }
    return found;
  },
  reconnect_needed(state) {
    if (!state.needsReconnect) return [];
    // A reminder a day while the account stays disconnected.
    return [
      {
        eventKey: `reconnect_needed:${state.accountId}:${state.today}`,
        title: `Reconecte ${accountOf(state)}`,
        body: `A conexão com o ${platformLabels[state.platform ?? "instagram"]} expirou. Reconecte a conta para voltar a coletar os dados.`,
      },
    ];
  },
  collection_failed(state, threshold) {
    const newest = state.runs.filter((run) => run.status === "succeeded" || run.status === "failed").slice(0, threshold);
    if (newest.length < threshold || newest.some((run) => run.status !== "failed")) return [];
    return [
      {
        eventKey: `collection_failed:${state.accountId}:${newest[0]!.id}`,
        title: `A coleta de ${accountOf(state)} falhou ${threshold} vezes seguidas`,
        body: "Confira se o perfil continua público e conectado. Vamos tentar de novo na próxima coleta.",
      },
    ];
  },
  unanswered_questions(state, threshold) {
    const questions = state.unansweredQuestions;
    if (!questions?.newestId || questions.count < threshold) return [];
    const { count, topTopic } = questions;
    const share = describeTopTopicShare(count, topTopic);
    const about = share ? ` ${share.charAt(0).toUpperCase()}${share.slice(1)}.` : "";
    return [
      {
        // Again only when another question passes its 24 hours while the count is at the threshold.
        eventKey: `unanswered_questions:${state.accountId}:${questions.newestId}`,
        title: `${accountOf(state)} tem ${count === 1 ? "1 pergunta" : `${formatCount(count)} perguntas`} sem resposta há mais de 24 h`,
        body: `${count === 1 ? "Uma pergunta nos comentários dos últimos 30 dias espera" : `${formatCount(count)} perguntas nos comentários dos últimos 30 dias esperam`} uma resposta da conta.${about} Responder rápido ajuda a não perder vendas.`,
      },
    ];
  },
  reach_drop(state, threshold) {
    const reach = state.reach;
    if (!reach || reach.value === null || reach.previous === null || reach.previous < alertMinimumSamples.reachBefore) return [];
    const drop = ((reach.previous - reach.value) / reach.previous) * 100;
    if (drop < threshold) return [];
    return [
      {
        // Once per 7-day window: the next day's window may raise it again.
        eventKey: `reach_drop:${state.accountId}:${reach.to}`,
        title: `O alcance de ${accountOf(state)} caiu ${decimal.format(Math.round(drop))}%`,
        body: `Alcance de ${formatDay(reach.from)} a ${formatDay(reach.to)}: ${formatCount(reach.value)} contas, contra ${formatCount(reach.previous)} nos 7 dias anteriores.`,
      },
    ];
  },
  // The outcomes job raises these when a result is measured (src/server/features/alerts/outcome-alerts.ts).
  recommendation_outcome: () => [],
};

/** The events an account's state raises under a member's rules (disabled rules raise none). */
export function evaluateAlerts(state: AlertAccountState, rules: readonly AlertRuleInput[]): AlertEvent[] {
  const events: AlertEvent[] = [];
  for (const rule of rules) {
    if (!rule.enabled || (rule.accountId !== null && rule.accountId !== state.accountId)) continue;
    const threshold = rule.threshold ?? alertKindDefinitions[rule.kind].threshold?.default ?? 0;
    for (const found of evaluators[rule.kind](state, threshold)) {
      events.push({ ruleId: rule.id, kind: rule.kind, accountId: state.accountId, ...found });
    }
  }
  return events;
}
