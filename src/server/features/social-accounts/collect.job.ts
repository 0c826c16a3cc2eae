import { defineJob, type JobRunContext } from "../../jobs/job";
import { networkOf } from "../../integrations/networks/index";
import { SourceError, type CollectedProfile, type SourceErrorKind } from "../../integrations/networks/network.port";
import { getPlan, type PlanLimits } from "@core/plans/catalogue";
import { platformLabels, type Platform } from "@core/social/platforms";
import { requirePlan } from "../billing/billing.service";
import { findTrackedProfile, findRun, updateAccount, updateRun, writeCollectedData, type AccountRow } from "./accounts.queries";
import { postsLimitFor } from "./collection.service";
import { collectMessage } from "./collect.message";
import { collectionFailedHook, collectionSucceededHook } from "./collection.hooks";
import { fetchCompetitorProfile, fetchFacebookAccountProfile } from "./facebook.service";
import { readOwnerInsights } from "./owner-insights-reader";
import { freshAccessToken } from "./token-rotation";
import { runInCallScope, type CallScope } from "../../integrations/networks/call-scope";
import { clearCollectionJournal, openCollectionJournal, type CollectionJournal } from "./collection-steps";
import { copyCollectedImages } from "./collected-images";

const retryLimit = 3;
/** A run deferred this many times by the networks' limits ends as rate_limited (about a day of waits). */
export const maxDeferrals = 48;

// What the person reads when a collection ends without data (pt-BR), naming the account's network.
export const collectionFailureMessages: Record<
  SourceErrorKind | "disconnected" | "no_plan",
  (username: string, platform: Platform) => string
> = {
  not_found: (u, p) => `Não encontramos o perfil @${u} no ${platformLabels[p]}. Confira o nome de usuário.`,
  private: (u, p) =>
    `O perfil @${u} é privado. Só analisamos perfis públicos ou contas conectadas pelo login do ${platformLabels[p]}.`,
  token_revoked: (_, p) => `A conexão com o ${platformLabels[p]} expirou. Reconecte a conta para continuar coletando dados.`,
  rate_limited: (_, p) => `O ${platformLabels[p]} limitou as consultas no momento. Tente novamente em alguns minutos.`,
  malformed: (_, p) => `Recebemos dados inesperados do ${platformLabels[p]}. Tente novamente mais tarde.`,
  unavailable: () => "O serviço de coleta está indisponível no momento. Tente novamente em alguns minutos.",
  disconnected: () => "A conta foi desconectada antes da coleta.",
  no_plan: () => "Você precisa de um plano ativo para coletar dados.",
};

/** token_revoked because the connection lacks a permission: what to grant when reconnecting. */
export function missingPermissionMessage(permission: string | undefined) {
  return permission
    ? `A conexão perdeu a permissão ${permission}. Reconecte a conta e autorize essa permissão para continuar coletando dados.`
    : "A conexão perdeu uma das permissões necessárias. Reconecte a conta e autorize todas as permissões pedidas para continuar coletando dados.";
}

/**
 * instagram.collect: fetch from the account's source, validate, then write the latest analytics, a
 * snapshot and the day tables in one transaction (nothing partial when it fails).
 */
export const collectJob = defineJob({
  ...collectMessage,
  // Expiry and heartbeat: app/job-registry.ts and jobs/queue.ts.
  queue: { retryLimit, retryDelay: 5, retryBackoff: true },
  concurrency: 2,
  async handler({ runId, deferrals = 0, priority }, ctx) {
    const run = await findRun(ctx.db, runId);
    if (!run || run.status === "succeeded" || run.status === "failed") return;
    const account = await findTrackedProfile(ctx.db, run.workspaceId, run.socialProfileId);
    const username = account?.username ?? account?.usernameManualInsert ?? "";
    const fail = async (
      kind: keyof typeof collectionFailureMessages,
      message = collectionFailureMessages[kind](username, run.platform),
    ) => {
      await updateRun(ctx.db, runId, {
        status: "failed",
        errorCode: kind,
        errorMessage: message,
        finishedAt: new Date(),
      });
      // Alerts read the failed run (collection failed, reconnection needed).
      if (account?.isActive) await collectionFailedHook.run(ctx, { workspaceId: run.workspaceId, accountId: account.id });
    };
    if (!account || !account.isActive) return fail("disconnected");
    let planId;
    try {
      planId = await requirePlan(ctx, run.workspaceId);
    } catch {
      return fail("no_plan");
    }
    const startedAt = run.startedAt ?? new Date();
    await updateRun(ctx.db, runId, { status: "running", startedAt, resumeAt: null });

    const now = new Date();
    // The first attempt's instant: a resumed attempt makes the same requests, answered from its journal.
    const fetchNow = run.startedAt ?? now;
    const lastAttempt = ctx.retryCount >= retryLimit;
    // Every network call of this collection goes through the shared budget and the run's journal (docs/decisions/047-call-budgets-and-day-schedule.md).
    const journal = await openCollectionJournal(ctx.db, runId);
    const scope: CallScope = { budget: ctx.callBudget, journal, accountKey: account.id, calls: 0, replayed: 0 };
    let collected: CollectedProfile;
    let insights: Awaited<ReturnType<typeof readOwnerInsights>>;
    try {
      ({ collected, insights } = await runInCallScope(scope, async () => {
        const collected = await fetchAccount(ctx, account, getPlan(planId).limits, fetchNow);
        // The owner's insights (docs/decisions/044): each family the network refuses is its reason, never a failed collection.
        const insights = await readOwnerInsights(ctx, run.workspaceId, account.id, collected, fetchNow);
        return { collected, insights };
      }));
    } catch (error) {
      // A limit with its time (the budget's or the network's answer): the run waits for it and resumes.
      if (scope.deferUntil && error instanceof SourceError && error.kind === "rate_limited")
        return defer(ctx, { runId, workspaceId: run.workspaceId, deferrals, priority }, journal, scope.deferUntil);
      await journal.flush();
      if (!(error instanceof SourceError)) {
        // A bug or an outage of ours: retried, and on the last attempt the run ends (never stuck open).
        if (lastAttempt) await fail("unavailable");
        throw error;
      }
      if (error.transient && !lastAttempt) throw error;
      ctx.log.warn({ kind: error.kind, err: error }, "collection failed");
      if (error.kind === "token_revoked") await updateAccount(ctx.db, account.id, { needsReconnect: true });
      return fail(error.kind, error.missingPermission ? missingPermissionMessage(error.missingPermission.name) : undefined);
    }

    // A call refused by a limit that an adapter took as one post's missing figure: not written
    // as complete, resumed once the limit allows.
    if (scope.deferUntil)
      return defer(ctx, { runId, workspaceId: run.workspaceId, deferrals, priority }, journal, scope.deferUntil);

    // The images shown later, copied into the product's storage (a failed copy keeps the network's address).
    const { profile, relatedProfiles } = await copyCollectedImages(ctx, account.id, collected);
    await ctx.db.transaction(async (tx) => {
      await writeCollectedData(tx, {
        workspaceId: run.workspaceId,
        accountId: account.id,
        username: profile.username,
        source: collected.source,
        profileData: profile,
        relatedProfiles,
        recentVideos: profile.latestIgtvVideos,
        platform: account.platform,
        followersCount: profile.followersCount,
        followsCount: profile.followsCount,
        postsCount: profile.postsCount,
        now,
      });
      await updateAccount(tx, account.id, {
        displayName: profile.fullName || profile.username,
        avatarUrl: profile.profilePicUrl || null,
        followersCount: profile.followersCount,
        dataSource: collected.source,
        // An older token without the comments permission: the account says what to grant.
        commentsMissingPermission:
          collected.commentsUnavailable?.reason === "missing_permission" ? collected.commentsUnavailable.permission : null,
        updatedAt: account.updatedAt,
      });
      // The day tables (docs/decisions/014), a new demo account's 90 days, the dashboard's
      // indicators and the alerts: the higher features' handlers, in this transaction.
      const source = networkOf(ctx.networks, account.platform).publicProfiles;
      await collectionSucceededHook.run(ctx, tx, {
        workspaceId: run.workspaceId,
        account: { id: account.id, kind: account.kind, platform: account.platform },
        profile,
        comments: collected.comments,
        insights,
        collectedAt: now,
        demoHistory:
          collected.source === "demo" && source.fetchHistory
            ? (at) => source.fetchHistory!({ username: profile.username, postsLimit: postsLimitFor(planId), at })
            : undefined,
      });
      await updateRun(tx, runId, { status: "succeeded", finishedAt: new Date(), errorCode: null, errorMessage: null });
      await clearCollectionJournal(tx, runId);
      // Written only if this attempt still holds the job: a worker presumed dead (its heartbeat
      // lost) whose job already runs elsewhere rolls back instead of writing a second snapshot.
      await ctx.settle(tx);
    });
  },
  // Retries ran out without the handler ending the run (its worker died or hung on the last
  // attempt): the run must not stay open.
  async onGiveUp({ runId }, ctx) {
    const run = await findRun(ctx.db, runId);
    if (!run || run.status === "succeeded" || run.status === "failed") return;
    await updateRun(ctx.db, runId, {
      status: "failed",
      errorCode: "unavailable",
      errorMessage: collectionFailureMessages.unavailable("", run.platform),
      finishedAt: new Date(),
    });
  },
});

/**
 * Defers the run to `until` (a network's limit): what it read stays in its journal, a new job
 * resumes it then (keeping its priority), and this attempt completes — a limit is a wait, never
 * a failure or a spent retry. After `maxDeferrals` the run ends as rate_limited.
 */
async function defer(
  ctx: JobRunContext,
  job: { runId: string; workspaceId: string; deferrals: number; priority: number | undefined },
  journal: CollectionJournal,
  until: Date,
) {
  await journal.flush();
  const run = await findRun(ctx.db, job.runId);
  if (job.deferrals >= maxDeferrals) {
    await updateRun(ctx.db, job.runId, {
      status: "failed",
      errorCode: "rate_limited",
      errorMessage: collectionFailureMessages.rate_limited("", run?.platform ?? "instagram"),
      finishedAt: new Date(),
      resumeAt: null,
    });
    return;
  }
  ctx.log.info({ runId: job.runId, until, deferrals: job.deferrals + 1 }, "collection deferred by a network limit");
  await ctx.db.transaction(async (tx) => {
    await updateRun(tx, job.runId, { status: "queued", resumeAt: until });
    await ctx.queue.send(
      collectMessage,
      { runId: job.runId, workspaceId: job.workspaceId, deferrals: job.deferrals + 1, priority: job.priority },
      { tx, startAfter: until, ...(job.priority !== undefined ? { priority: job.priority } : {}) },
    );
    await ctx.settle(tx);
  });
}

async function fetchAccount(ctx: JobRunContext, account: AccountRow, limits: PlanLimits, now: Date) {
  const network = networkOf(ctx.networks, account.platform);
  const postsLimit = limits.postsPerCollection;
  // Comments are read for own accounts only (competitors: their captions).
  const commentsLimit = limits.commentsPerCollection;
  // A competitor: its network's public profiles (on Instagram, the workspace's Facebook connection first).
  if (account.kind === "competitor") {
    return fetchCompetitorProfile(ctx, account.workspaceId, {
      platform: account.platform,
      username: account.username ?? account.usernameManualInsert ?? "",
      postsLimit,
      now,
    });
  }
  // An own account connected through Facebook Login: the connection's token, Graph on graph.facebook.com.
  if (account.connectionType === "facebook") return fetchFacebookAccountProfile(ctx, account, { postsLimit, commentsLimit, now });
  if (account.connectionType === "oauth") {
    // A short-lived token (TikTok's) that ends within its network's window is renewed first, its
    // rotated pair stored over the one used (token-rotation.ts): no request goes out expired.
    // The token's end against the real clock: a resumed run's `now` is its first attempt's, hours ago.
    const accessToken = await freshAccessToken(ctx, account, new Date());
    return network.ownProfiles.fetchOwnProfile({ accessToken, postsLimit, commentsLimit, now });
  }
  return network.publicProfiles.fetchProfile({
    username: account.username ?? account.usernameManualInsert ?? "",
    postsLimit,
    commentsLimit,
    now,
  });
}
