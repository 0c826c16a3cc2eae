import { answeredPercent, sentimentPercents, type CommentsSummary } from "@core/analytics/comments-summary";
import { addDaysTo, listDays, previousPeriodOf, startOfSaoPauloDay, type Period } from "@core/analytics/period";
import { responseTimeOf } from "@core/replies/response-time";
import type { ResponseTimeFigures } from "@core/replies/replies-responses";
import { groupQuestions } from "@core/comments/question-groups";
import { topTerms } from "@core/comments/top-terms";
import { ANSWER_WINDOW_HOURS } from "@core/comments/unanswered";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { requirePlan } from "../billing/billing.service";
import { readAccount } from "../social-accounts/accounts.service";
import {
  countCommentFigures,
  countCommentsByDay,
  hasCollectedComments,
  listCommentsPage,
  listNewestCommentTexts,
  listNewestQuestions,
  listAnsweredQuestionTimes,
  listWorkspaceComments,
  recordAccountAnswer,
  setCommentHandled,
  type CommentsPageOptions,
} from "./comments.queries";
import { accountOf, periodOf, type PeriodQuery } from "./history.service";

// "What the comments say" (docs/product/features.md "Comments and search"): the dashboard's section, the PDF
// page, the recommendation and the alert on unanswered questions, /api/v1/comments and the LGPD
// export read the comments here. Comments are the account's history, so they live in analytics,
// below every feature that shows them (docs/decisions/026).

type Ctx = Pick<AppContext, "db" | "env">;

/**
 * The newest comments (and questions) of a period that the top terms (and the question groups)
 * are read from: a 3-year period of a Pro account may hold a million comments, which are counted
 * exactly in SQL but not all read into memory. The answer says how many were read.
 */
export const commentSample = { comments: 5_000, questions: 2_000 } as const;
const topTermsLimit = 10;

const answerWindowMs = ANSWER_WINDOW_HOURS * 3_600_000;
/** Questions asked at or before this instant without a reply are "sem resposta". */
const answeredBy = (now: Date) => new Date(now.getTime() - answerWindowMs);
const bounds = (period: Pick<Period, "from" | "to">) => ({
  start: startOfSaoPauloDay(period.from),
  end: startOfSaoPauloDay(addDaysTo(period.to, 1)),
});

/**
 * GET /api/comments/summary: what people said on the account's posts in the dashboard's period.
 * Counts (per day, total, sentiment, questions by status) are exact over the period; the top
 * terms and the grouped questions read its newest comments (`commentSample`). The sentiment is
 * the one stored with each comment, from core's pt-BR lexicon: the LLM port does not refine it
 * yet, and `sentimentSource` says so.
 */
export async function readCommentsSummary(
  ctx: Ctx,
  workspaceId: string,
  query: PeriodQuery,
  now = new Date(),
): Promise<CommentsSummary> {
  const { period } = periodOf(query, now);
  const account = await accountOf(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const { start, end } = bounds(period);
  const deadline = answeredBy(now);
  const [byDay, figures, texts, questions, collected, responseTime] = await Promise.all([
    countCommentsByDay(ctx.db, account.id, start, end),
    countCommentFigures(ctx.db, account.id, start, end, deadline),
    listNewestCommentTexts(ctx.db, account.id, start, end, commentSample.comments),
    listNewestQuestions(ctx.db, account.id, start, end, commentSample.questions),
    hasCollectedComments(ctx.db, account.id),
    readResponseTime(ctx.db, account.id, period),
  ]);
  const perDay = new Map(byDay.map((row) => [row.day, row.comments]));
  const { terms, hashtags } = topTerms(
    texts.map((row) => row.text),
    topTermsLimit,
  );
  const counts = { positive: figures.positive, neutral: figures.neutral, negative: figures.negative };
  const percents = sentimentPercents(counts);
  const groups = groupQuestions(questions).map((group) => ({
    topic: group.topic,
    label: group.label,
    count: group.count,
    examples: group.examples.map((question) => ({
      text: question.text,
      username: question.username,
      publishedAt: question.publishedAt.toISOString(),
      permalink: question.permalink,
      unanswered: !question.answered && question.publishedAt <= deadline,
    })),
  }));
  return {
    accountId: account.id,
    period,
    collected,
    total: figures.total,
    series: listDays(period.from, period.to).map((day) => ({ day, comments: perDay.get(day) ?? 0 })),
    sample: { comments: texts.length, questions: questions.length },
    terms,
    hashtags,
    questions: {
      total: figures.questions,
      answered: figures.answered,
      waiting: figures.questions - figures.answered - figures.unanswered,
      unanswered: figures.unanswered,
      answeredPercent: answeredPercent(figures.answered, figures.unanswered),
      groups,
    },
    responseTime,
    sentimentSource: "lexicon",
    sentiment: {
      positive: { count: counts.positive, percent: percents.positive },
      neutral: { count: counts.neutral, percent: percents.neutral },
      negative: { count: counts.negative, percent: percents.negative },
    },
  };
}

/**
 * The account's response time in the period and in the one before it (same length, just before):
 * the median time from a question to its first answer (@core/replies/response-time).
 */
export async function readResponseTime(db: DbOrTx, accountId: string, period: Period): Promise<ResponseTimeFigures> {
  const currentBounds = bounds(period);
  const previousBounds = bounds(previousPeriodOf(period));
  // One after the other: a caller may pass a transaction (one connection).
  const current = await listAnsweredQuestionTimes(db, accountId, currentBounds.start, currentBounds.end);
  const previous = await listAnsweredQuestionTimes(db, accountId, previousBounds.start, previousBounds.end);
  return { current: responseTimeOf(current), previous: responseTimeOf(previous) };
}

/**
 * The account's answer to a comment was accepted by the network at `at` (a reply sent from
 * Inteligram): the comment is answered from now on, everywhere (docs/decisions/048-replies.md).
 */
export function markCommentAnswered(db: DbOrTx, workspaceId: string, commentId: string, at: Date) {
  return recordAccountAnswer(db, workspaceId, commentId, at);
}

/** A member marked a comment handled without replying here (null: undone); it counts as answered. */
export function markCommentHandled(db: DbOrTx, workspaceId: string, commentId: string, userId: string | null, at: Date) {
  return setCommentHandled(db, workspaceId, commentId, userId, at);
}

/**
 * The questions of `period` still "sem resposta" at `now` (no reply from the account 24 hours
 * or more after they were asked), the newest one's id and the topic most of them ask about (of
 * the newest `commentSample.questions`): the recommendation's and the alert's input.
 */
export async function readUnansweredQuestions(db: DbOrTx, accountId: string, period: Pick<Period, "from" | "to">, now: Date) {
  const { start, end } = bounds(period);
  const deadline = answeredBy(now);
  // One after the other: the alerts read this inside their job's transaction (one connection).
  const figures = await countCommentFigures(db, accountId, start, end, deadline);
  const newest = await listNewestQuestions(db, accountId, start, end, commentSample.questions, deadline);
  const [top] = groupQuestions(newest);
  return {
    count: figures.unanswered,
    newestId: newest[0]?.id ?? null,
    topTopic: top ? { topic: top.topic, label: top.label, count: top.count } : null,
  };
}

export type CommentsPageQuery = Omit<CommentsPageOptions, "answeredBy" | "start" | "end"> & {
  /** São Paulo days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
};

/** One page of an account's comments for the public API's cursors (plan and account checked first). */
export async function listAccountCommentsPage(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  query: CommentsPageQuery,
  now = new Date(),
) {
  await requirePlan(ctx, workspaceId);
  const account = await readAccount(ctx, workspaceId, accountId);
  const { from, to, ...options } = query;
  const rows = await listCommentsPage(ctx.db, workspaceId, account.id, {
    ...options,
    start: from ? startOfSaoPauloDay(from) : undefined,
    end: to ? startOfSaoPauloDay(addDaysTo(to, 1)) : undefined,
    answeredBy: answeredBy(now),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    comments: page,
    next: rows.length > query.limit && last ? { publishedAtMicros: last.positionMicros, id: last.id } : null,
  };
}

/** Every comment of the workspace's accounts, for the LGPD export ("Meus dados"). */
export function listCommentsForExport(ctx: Pick<AppContext, "db">, workspaceId: string) {
  return listWorkspaceComments(ctx.db, workspaceId);
}
