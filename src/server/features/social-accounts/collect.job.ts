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

const retryLimit = 3;

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
  async handler({ runId }, ctx) {
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
    await updateRun(ctx.db, runId, { status: "running", startedAt: run.startedAt ?? new Date() });

    const now = new Date();
    const lastAttempt = ctx.retryCount >= retryLimit;
    let collected: CollectedProfile;
    try {
      collected = await fetchAccount(ctx, account, getPlan(planId).limits, now);
    } catch (error) {
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

    const { profile, relatedProfiles } = collected;
    // The owner's insights (docs/decisions/044): each family the network refuses is its reason, never a failed collection.
    const insights = await readOwnerInsights(ctx, run.workspaceId, account.id, collected, now);
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
    const accessToken = await freshAccessToken(ctx, account, now);
    return network.ownProfiles.fetchOwnProfile({ accessToken, postsLimit, commentsLimit, now });
  }
  return network.publicProfiles.fetchProfile({
    username: account.username ?? account.usernameManualInsert ?? "",
    postsLimit,
    commentsLimit,
    now,
  });
}
