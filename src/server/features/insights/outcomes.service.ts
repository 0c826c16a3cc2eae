import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import {
  measureOutcome,
  outcomeHorizons,
  type BaselineWeek,
  type OutcomeHorizon,
  type OutcomeResult,
} from "@core/outcomes/outcome-method";
import type { OutcomeList, OutcomeResultView, OutcomeView, RuleLearning } from "@core/outcomes/outcome-responses";
import {
  buildBaseline,
  changeKinds,
  changeTargetFromTitle,
  changeTargetOf,
  chooseFigure,
  figureOver,
  measureChange,
  targetOfRule,
  wasChangeMade,
  type ChangeKind,
  type OutcomeFigure,
  type OutcomePost,
} from "@core/outcomes/outcome-targets";
import { describeChange, describeLearning, figureLabels, summarizeOutcome, verdictLabels } from "@core/outcomes/outcome-texts";
import type { AppContext } from "../../context";
import type { StoredOutcomeResult } from "../../db/schema/index";
import { AppError } from "../../http/app-error";
import { listPeriodPosts, readPeriodAnalytics, type PeriodQuery } from "../analytics/history.service";
import { requirePlan } from "../billing/billing.service";
import { readAccount, readAccountOrCurrent } from "../social-accounts/accounts.service";
import { outcomeMeasuredHook } from "./outcomes.hooks";
import {
  countRuleOutcomes,
  deleteOpenOutcome,
  insertOutcomeIfNone,
  listAccountOutcomes,
  listDueOutcomes,
  saveOutcomeResult,
  type OutcomeRow,
} from "./outcomes.queries";

// The outcomes of followed recommendations (docs/decisions/050-recommendation-outcomes.md).

type Ctx = Pick<AppContext, "db" | "env">;

const dayMs = 86_400_000;
const baselineDays = 56;

/** The account's posts published in [from, to) and its follower days, through the history service. */
async function readWindow(ctx: Ctx, workspaceId: string, accountId: string, from: Date, to: Date, now: Date) {
  const lastDay = saoPauloDay(Math.min(to.getTime(), now.getTime()));
  const query: PeriodQuery = { accountId, preset: "custom", from: saoPauloDay(from), to: lastDay };
  const [page, analytics] = await Promise.all([
    listPeriodPosts(ctx, workspaceId, { ...query, sort: "date", order: "asc", page: 1, pageSize: 100_000 }, now),
    // A day before the window too: the engagement of its first posts reads the followers before.
    readPeriodAnalytics(ctx, workspaceId, { ...query, from: addDaysTo(saoPauloDay(from), -1) }, now),
  ]);
  const posts: OutcomePost[] = page.posts.map((post) => ({
    publishedAt: new Date(post.publishedAt),
    type: post.type,
    likes: post.likes,
    comments: post.comments,
    ...(post.shares !== undefined ? { shares: post.shares } : {}),
    reach: post.insights?.reach ?? null,
    caption: post.caption,
  }));
  return { platform: page.platform, posts, followerDays: analytics.followersSeries };
}

/** The baseline as of `doneAt`: the figure, its 8 weeks and the change's measure before. */
export async function computeBaseline(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  ruleId: string,
  doneAt: Date,
  now: Date,
  title = "",
) {
  const from = new Date(doneAt.getTime() - baselineDays * dayMs);
  const window = await readWindow(ctx, workspaceId, accountId, from, doneAt, now);
  const before = window.posts.filter((post) => post.publishedAt < doneAt);
  const figure = chooseFigure(ruleId, before);
  const target = targetOfRule(ruleId);
  // What the person was told ("Aposte mais em Reels") first; the baseline's best group otherwise.
  const changeTarget = changeTargetFromTitle(target.change, title) ?? changeTargetOf(target.change, before);
  return {
    platform: window.platform,
    figure,
    baseline: buildBaseline(figure, window.platform, window.posts, window.followerDays, doneAt),
    changeKind: target.change,
    changeTarget,
    changeBefore: measureChange(target.change, changeTarget, window.posts, from, doneAt),
  };
}

/**
 * Marking a recommendation done stores its baseline once: a second "done" (or two at once)
 * keeps the first. Undoing discards the outcome still waiting for its 30-day result.
 */
export async function recordOutcomeBaseline(
  ctx: Ctx,
  workspaceId: string,
  input: { accountId: string; ruleId: string; title: string },
  now: Date,
) {
  const open = (await listAccountOutcomes(ctx.db, workspaceId, input.accountId)).some(
    (row) => row.ruleId === input.ruleId && row.result30 === null,
  );
  if (open) return false;
  const baseline = await computeBaseline(ctx, workspaceId, input.accountId, input.ruleId, now, now, input.title);
  return insertOutcomeIfNone(ctx.db, {
    workspaceId,
    socialProfileId: input.accountId,
    ruleId: input.ruleId,
    title: input.title,
    doneAt: now,
    ...baseline,
  });
}

export async function discardOpenOutcome(ctx: Ctx, workspaceId: string, accountId: string, ruleId: string) {
  await deleteOpenOutcome(ctx.db, workspaceId, accountId, ruleId);
}

/** One horizon of one outcome, measured on the account's posts after "done". */
export async function measureOutcomeAt(ctx: Ctx, row: OutcomeRow, horizon: OutcomeHorizon, now: Date) {
  const end = new Date(row.doneAt.getTime() + horizon * dayMs);
  const disconnected = await readAccount(ctx, row.workspaceId, row.socialProfileId).then(
    (account) => account.needsReconnect,
    (error: unknown) => {
      if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
      return true;
    },
  );
  const kind = isChangeKind(row.changeKind) ? row.changeKind : null;
  let after = { value: null as number | null, samples: 0 };
  let changeAfter: number | null = null;
  if (!disconnected) {
    const window = await readWindow(ctx, row.workspaceId, row.socialProfileId, row.doneAt, end, now);
    after = figureOver(row.figure, window.platform, window.posts, window.followerDays, row.doneAt, end);
    changeAfter = measureChange(kind, row.changeTarget, window.posts, row.doneAt, end);
  }
  const changeMade = wasChangeMade(kind, row.changeBefore, changeAfter);
  const result = measureOutcome({
    horizon,
    baseline: row.baseline,
    after,
    changed: changeMade,
    disconnected,
    floor: row.figure === "follower_growth" ? null : 0,
  });
  return { ...result, changeAfter, changeMade, measuredAt: now.toISOString() } satisfies StoredOutcomeResult;
}

const isChangeKind = (value: string | null): value is ChangeKind =>
  value !== null && (changeKinds as readonly string[]).includes(value);

/**
 * The job's work: every outcome with a horizon due and not measured yet, in every workspace (or
 * one account's). Each result is saved only where it is still missing, and its alert is written
 * in the same transaction, so a retried or doubled run changes nothing.
 */
export async function measureDueOutcomes(ctx: Ctx & Pick<AppContext, "log" | "queue">, now: Date, accountId?: string) {
  let measured = 0;
  for (const row of await listDueOutcomes(ctx.db, now, accountId)) {
    for (const horizon of outcomeHorizons) {
      const missing = horizon === 14 ? row.result14 === null : row.result30 === null;
      if (!missing || row.doneAt.getTime() + horizon * dayMs > now.getTime()) continue;
      let result: StoredOutcomeResult;
      try {
        result = await measureOutcomeAt(ctx, row, horizon, now);
      } catch (error) {
        // Without a plan there is no history to read: measured on a later run, once there is.
        if (!(error instanceof AppError)) throw error;
        ctx.log.warn({ outcomeId: row.id, code: error.code }, "outcome not measured");
        continue;
      }
      await ctx.db.transaction(async (tx) => {
        if (!(await saveOutcomeResult(tx, row.id, result))) return;
        measured++;
        await outcomeMeasuredHook.run(ctx, tx, {
          workspaceId: row.workspaceId,
          accountId: row.socialProfileId,
          outcomeId: row.id,
          title: row.title,
          horizon,
          verdictLabel: verdictLabels[result.verdict],
          summary: summarizeOutcome(result, row.figure),
        });
      });
    }
  }
  return measured;
}

function toResultView(result: StoredOutcomeResult, figure: OutcomeFigure): OutcomeResultView {
  const core: OutcomeResult = result;
  return {
    horizon: result.horizon,
    verdict: result.verdict,
    verdictLabel: verdictLabels[result.verdict],
    reason: result.reason,
    before: result.before,
    after: result.after,
    predicted: result.predicted,
    effect: result.effect,
    interval: result.interval,
    relativeEffect: result.relativeEffect,
    summary: summarizeOutcome(core, figure),
    measuredAt: result.measuredAt,
  };
}

export function toOutcomeView(row: OutcomeRow): OutcomeView {
  const stored = [row.result14, row.result30].filter((result): result is StoredOutcomeResult => result !== null);
  const results = stored.map((result) => toResultView(result, row.figure));
  const latest = stored.at(-1) ?? null;
  const values = row.baseline.filter((week: BaselineWeek) => week.value !== null).map((week) => week.value!);
  const kind = isChangeKind(row.changeKind) ? row.changeKind : null;
  const text = (value: number | null) => (kind === null || value === null ? null : describeChange(kind, row.changeTarget, value));
  return {
    id: row.id,
    accountId: row.socialProfileId,
    ruleId: row.ruleId,
    title: row.title,
    doneAt: row.doneAt.toISOString(),
    figure: row.figure,
    figureLabel: figureLabels[row.figure],
    baseline: { value: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null, weeks: row.baseline },
    change:
      kind === null
        ? null
        : {
            kind,
            before: row.changeBefore,
            beforeText: text(row.changeBefore),
            after: latest?.changeAfter ?? null,
            afterText: text(latest?.changeAfter ?? null),
            made: latest?.changeMade ?? null,
          },
    results,
    latest: results.at(-1) ?? null,
    nextDueAt: row.result30 ? null : new Date(row.doneAt.getTime() + (row.result14 ? 30 : 14) * dayMs).toISOString(),
  };
}

/** GET /api/insights/outcomes: the account's outcomes, newest first. */
export async function readOutcomes(
  ctx: Ctx,
  workspaceId: string,
  query: { accountId?: string; chosenAccountId?: string | null },
): Promise<OutcomeList> {
  await requirePlan(ctx, workspaceId);
  const account = await readAccountOrCurrent(ctx, workspaceId, query.accountId, query.chosenAccountId);
  const rows = await listAccountOutcomes(ctx.db, workspaceId, account.id);
  return { accountId: account.id, outcomes: rows.map(toOutcomeView) };
}

/** Per rule, the share of 30-day outcomes that worked in every workspace: counts only. */
export async function readRuleLearning(ctx: Pick<AppContext, "db">): Promise<Map<string, RuleLearning>> {
  const rows = await countRuleOutcomes(ctx.db);
  return new Map(rows.map((row) => [row.ruleId, { ...row, text: describeLearning(row) }]));
}
