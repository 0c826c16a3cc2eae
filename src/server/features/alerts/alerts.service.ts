import { addDaysTo, saoPauloDay, type Day, type Period } from "@core/analytics/period";
import {
  alertKindDefinitions,
  alertKinds,
  checkThreshold,
  isAlertKind,
  type AlertKind,
  type AlertRuleUpdate,
} from "@core/alerts/alert-rules";
import { evaluateAlerts, type AlertAccountState } from "@core/alerts/evaluate-alerts";
import type { Platform } from "@core/social/platforms";
import type { AppContext } from "../../context";
import type { DbOrTx, Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { refuseWhenSuspended } from "../../http/workspace-suspended";
import { readUnansweredQuestions } from "../analytics/comments.service";
import { listPeriodPosts, readPeriodAnalytics } from "../analytics/history.service";
import { competitorPeriodFigures, listCompetitorsPeriodFigures } from "../competitors/competitor-figures.service";
import { readAccount } from "../social-accounts/accounts.service";
import { accessReaches, readMembersAccountAccess } from "../team/workspace.service";
import { alertDigestJob } from "./alert-digest.job";
import {
  countUnread,
  ensureDefaultRules,
  findAlert,
  findRule,
  insertAlerts,
  listAlerts,
  listRecentRuns,
  listRules,
  markRead,
  updateRule,
  type AlertRuleRow,
} from "./alerts.queries";

type Ctx = Pick<AppContext, "db" | "env">;

export const alertMessages = {
  ruleNotFound: "Regra de alerta não encontrada.",
  alertNotFound: "Alerta não encontrado.",
} as const;

function toRuleView(row: AlertRuleRow) {
  const kind = row.kind as AlertKind;
  const definition = alertKindDefinitions[kind];
  return {
    id: row.id,
    kind,
    label: definition.label,
    description: definition.description(row.threshold),
    threshold: row.threshold,
    thresholdRange: definition.threshold
      ? {
          min: definition.threshold.min,
          max: definition.threshold.max,
          unit: definition.threshold.unit,
          label: definition.threshold.label,
        }
      : null,
    email: row.email,
    enabled: row.enabled,
    accountId: row.socialProfileId,
  };
}

/** GET /api/alerts/rules: the member's own rules (created with the defaults when missing). */
export async function readRules(ctx: Ctx, workspaceId: string, userId: string) {
  await ensureDefaultRules(ctx.db, workspaceId, [userId]);
  const rows = await listRules(ctx.db, workspaceId, userId);
  const order = (row: AlertRuleRow) => alertKinds.indexOf(row.kind as AlertKind);
  return {
    rules: rows
      .filter((row) => isAlertKind(row.kind))
      .sort((a, b) => order(a) - order(b))
      .map(toRuleView),
  };
}

/** PATCH /api/alerts/rules/{id}: all or nothing; a threshold out of range saves nothing. */
export async function changeRule(ctx: Ctx, workspaceId: string, userId: string, ruleId: string, update: AlertRuleUpdate) {
  const rule = await findRule(ctx.db, workspaceId, userId, ruleId);
  if (!rule || !isAlertKind(rule.kind)) throw new AppError("NOT_FOUND", alertMessages.ruleNotFound);
  const problem = checkThreshold(rule.kind, update.threshold);
  if (problem) throw new AppError("INVALID_INPUT", problem, { details: { threshold: problem } });
  // Another workspace's account is not found, as everywhere.
  if (update.accountId) await readAccount(ctx, workspaceId, update.accountId);
  const saved = await updateRule(ctx.db, workspaceId, userId, ruleId, {
    ...(update.threshold !== undefined ? { threshold: update.threshold } : {}),
    ...(update.email !== undefined ? { email: update.email } : {}),
    ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
    ...(update.accountId !== undefined ? { socialProfileId: update.accountId } : {}),
  });
  if (!saved) {
    await refuseWhenSuspended(ctx.db, workspaceId);
    throw new AppError("NOT_FOUND", alertMessages.ruleNotFound);
  }
  return toRuleView(saved);
}

function toAlertView(row: Awaited<ReturnType<typeof listAlerts>>[number]["alert"]) {
  return {
    id: row.id,
    kind: row.kind as AlertKind,
    title: row.title,
    body: row.body,
    accountId: row.socialProfileId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function readAlerts(ctx: Ctx, workspaceId: string, userId: string) {
  const rows = await listAlerts(ctx.db, workspaceId, userId, 100);
  return { alerts: rows.map((row) => toAlertView(row.alert)), unread: rows[0]?.unread ?? 0 };
}

export async function readUnread(ctx: Ctx, workspaceId: string, userId: string) {
  return { unread: await countUnread(ctx.db, workspaceId, userId) };
}

/**
 * One statement marks the alert read and refuses a suspended workspace (decision 020). Only when
 * it marked nothing is the reason read: suspended (403), not the member's alert (404), or read
 * already (the answer as after any mark).
 */
export async function markAlertRead(ctx: Ctx, workspaceId: string, userId: string, alertId: string) {
  if ((await markRead(ctx.db, workspaceId, userId, alertId)).length === 0) {
    await refuseWhenSuspended(ctx.db, workspaceId);
    if (!(await findAlert(ctx.db, workspaceId, userId, alertId))) throw new AppError("NOT_FOUND", alertMessages.alertNotFound);
  }
  return readUnread(ctx, workspaceId, userId);
}

/** As markAlertRead: one statement; nothing marked is either a suspension (403) or nothing unread. */
export async function markAllAlertsRead(ctx: Ctx, workspaceId: string, userId: string) {
  if ((await markRead(ctx.db, workspaceId, userId)).length === 0) await refuseWhenSuspended(ctx.db, workspaceId);
  return readUnread(ctx, workspaceId, userId);
}

/** The account's state after a collection, read through the history service. */
async function readAccountState(ctx: Ctx, workspaceId: string, accountId: string, now: Date): Promise<AlertAccountState | null> {
  let account;
  try {
    account = await readAccount(ctx, workspaceId, accountId);
  } catch {
    return null;
  }
  const runs = await listRecentRuns(ctx.db, workspaceId, accountId, 10);
  const state: AlertAccountState = {
    accountId,
    username: account.username,
    platform: account.platform,
    today: saoPauloDay(now),
    needsReconnect: account.needsReconnect,
    days: [],
    followersEnd: null,
    posts: [],
    runs,
  };
  try {
    const week = await readPeriodAnalytics(ctx, workspaceId, { accountId, preset: "7d" }, now);
    const month = await listPeriodPosts(
      ctx,
      workspaceId,
      { accountId, preset: "30d", sort: "date", order: "desc", page: 1, pageSize: 10_000 },
      now,
    );
    state.days = week.followersSeries;
    state.followersEnd = week.metrics.followers.value;
    state.posts = month.posts.map((post) => ({
      id: post.id,
      publishedAt: new Date(post.publishedAt),
      likes: post.likes,
      comments: post.comments,
      ...(post.shares !== undefined ? { shares: post.shares } : {}),
    }));
    state.reach = await readSettledReach(ctx, workspaceId, accountId, state.today, now);
  } catch (error) {
    // Without a plan there is no history to read; the account's own flags still count.
    if (!(error instanceof AppError)) throw error;
  }
  Object.assign(state, await readCompetitorState(ctx.db, workspaceId, account, state.today));
  // The questions of the last 30 days (as the other rules' window) still without a reply after 24 h.
  state.unansweredQuestions = await readUnansweredQuestions(
    ctx.db,
    accountId,
    { from: addDaysTo(state.today, -29), to: state.today },
    now,
  );
  return state;
}

/**
 * The reach alert's input: the dashboard's "Alcance" (the owner's insights, docs/decisions/044)
 * of the 7 days up to the day before yesterday against the 7 before. The last 48 hours are left
 * out: the network's figures for them are still settling (decision 040) and would read as a fall.
 * Absent without the owner's insights.
 */
async function readSettledReach(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  today: Day,
  now: Date,
): Promise<AlertAccountState["reach"]> {
  const to = addDaysTo(today, -2);
  const from = addDaysTo(to, -6);
  const week = await readPeriodAnalytics(ctx, workspaceId, { accountId, preset: "custom", from, to }, now);
  const reach = week.insights?.reach;
  if (!reach || reach.unavailable) return undefined;
  return { value: reach.value, previous: reach.previous, from, to };
}

/**
 * The competitor overtaking rule's input: the account's and each competitor of its network's
 * (docs/decisions/034) followers and 30-day engagement rate as of today and as of yesterday (the
 * competitors page's figures, same formula). Comparing the two days makes the event the day of
 * the crossing, whichever of the collections (own or competitor) comes last; a competitor
 * without yesterday's figures (just added, no history) can't "overtake".
 */
async function readCompetitorState(
  db: DbOrTx,
  workspaceId: string,
  account: { id: string; platform: Platform },
  today: Day,
): Promise<Partial<AlertAccountState>> {
  const window = (to: Day): Period => ({ preset: "30d", from: addDaysTo(to, -29), to, days: 30 });
  const [now, before] = [window(today), window(addDaysTo(today, -1))];
  const competitorsNow = await listCompetitorsPeriodFigures(db, workspaceId, now, account.platform);
  if (competitorsNow.length === 0) return {};
  const ownNow = await competitorPeriodFigures(db, workspaceId, account.id, now);
  const ownBefore = await competitorPeriodFigures(db, workspaceId, account.id, before);
  if (ownNow?.followers == null || ownBefore?.followers == null) return {};
  const previous = new Map(
    (await listCompetitorsPeriodFigures(db, workspaceId, before, account.platform)).map((figures) => [
      figures.profileId,
      figures,
    ]),
  );
  return {
    ownPrevious: { followers: ownBefore.followers, engagementRate: ownBefore.engagementRate },
    ownEngagementRate: ownNow.engagementRate,
    competitors: competitorsNow.flatMap((figures) => {
      const then = previous.get(figures.profileId);
      if (figures.followers === null || then?.followers == null) return [];
      return [
        {
          username: figures.username,
          followers: figures.followers,
          previousFollowers: then.followers,
          engagementRate: figures.engagementRate,
          previousEngagementRate: then.engagementRate,
        },
      ];
    }),
  };
}

/**
 * After each collection (or failed one): every member's rules over the account's state. Each
 * event is written once per member (a unique key), so a retried job or a second worker adds
 * nothing; members whose new alerts ask for e-mail get a digest job.
 */
export async function evaluateAccountAlerts(
  ctx: Ctx & Pick<AppContext, "queue">,
  tx: Tx,
  workspaceId: string,
  accountId: string,
  now = new Date(),
) {
  const state = await readAccountState({ ...ctx, db: tx }, workspaceId, accountId, now);
  if (!state) return [];
  await ensureDefaultRules(tx, workspaceId);
  const rules = (await listRules(tx, workspaceId)).filter((rule) => isAlertKind(rule.kind));
  const byMember = new Map<string, AlertRuleRow[]>();
  for (const rule of rules) byMember.set(rule.userId, [...(byMember.get(rule.userId) ?? []), rule]);
  const created: { id: string; userId: string; email: boolean }[] = [];
  // A member limited to some accounts hears only of those (docs/decisions/030).
  const access = await readMembersAccountAccess({ db: tx }, workspaceId);
  for (const [userId, memberRules] of byMember) {
    if (!accessReaches(access, userId, accountId)) continue;
    const events = evaluateAlerts(
      state,
      memberRules.map((rule) => ({
        id: rule.id,
        kind: rule.kind as AlertKind,
        threshold: rule.threshold,
        enabled: rule.enabled,
        accountId: rule.socialProfileId,
      })),
    );
    const emailOf = new Map(memberRules.map((rule) => [rule.id, rule.email]));
    created.push(
      ...(await insertAlerts(
        tx,
        events.map((event) => ({
          workspaceId,
          userId,
          ruleId: event.ruleId,
          socialProfileId: event.accountId,
          kind: event.kind,
          eventKey: event.eventKey,
          title: event.title,
          body: event.body,
          email: emailOf.get(event.ruleId) ?? false,
          createdAt: now,
        })),
      )),
    );
  }
  for (const userId of new Set(created.filter((alert) => alert.email).map((alert) => alert.userId))) {
    await ctx.queue.send(alertDigestJob, { userId }, { tx });
  }
  return created;
}
