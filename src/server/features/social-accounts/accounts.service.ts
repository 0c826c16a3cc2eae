import { lacksPostsScope, platformLabels, type Platform } from "@core/social/platforms";
import { sortAccounts } from "@core/social/account-label";
import { describePlanLimit, isWithinPlanLimit } from "@core/plans/plan-limits";
import { networkUsernames } from "@core/validation/network-username";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { chooseCurrentAccount } from "../team/workspace.service";
import { networkOf } from "../../integrations/networks/index";
import { accountSavedHook } from "./collection.hooks";
import { facebookConnectionEndingSoon } from "./facebook-token-end";
import { readStoredToken } from "./token-rotation";
import {
  countActiveAccounts,
  countActiveAccountsPerPlatform,
  findAccount,
  findAccountByPlatformId,
  insertAccount,
  listActiveAccounts,
  listLoginAccountsByPlatformUserId,
  listOAuthAccountsOf,
  lockWorkspaceAccounts,
  updateAccount,
  type AccountRow,
} from "./accounts.queries";
import { allowedAccountIds } from "../team/account-access";

type Ctx = Pick<AppContext, "db" | "env">;
/** Who connects or chooses: their own account choice changes (docs/product/teams-and-roles.md), nobody else's. */
type ChoosingCtx = Ctx & Pick<AppContext, "sessions">;

export const accountNotFoundMessage = "Conta não encontrada.";

/** What the client sees of an account: never its tokens. */
/** The columns of an account that its view shows. */
export type AccountViewRow = Pick<
  AccountRow,
  | "id"
  | "platform"
  | "username"
  | "usernameManualInsert"
  | "displayName"
  | "avatarUrl"
  | "followersCount"
  | "connectionType"
  | "dataSource"
  | "needsReconnect"
  | "commentsMissingPermission"
  | "grantedScopes"
  | "updatedAt"
>;

export function toAccountView(account: AccountViewRow, lastCollectedAt: Date | null = null) {
  return {
    id: account.id,
    platform: account.platform,
    username: account.username ?? account.usernameManualInsert ?? "",
    displayName: account.displayName,
    avatarUrl: account.avatarUrl,
    followersCount: account.followersCount,
    connectionType: account.connectionType,
    dataSource: account.dataSource,
    needsReconnect: account.needsReconnect,
    commentsMissingPermission: account.commentsMissingPermission,
    postsNotAuthorized: lacksPostsScope(account.platform, account.grantedScopes),
    lastCollectedAt: lastCollectedAt?.toISOString() ?? null,
    updatedAt: account.updatedAt.toISOString(),
  };
}
export type AccountView = ReturnType<typeof toAccountView>;

/** The workspace's connected accounts on each network, which the plan limits per network. */
export function countConnectedAccounts(ctx: Pick<AppContext, "db">, workspaceId: string) {
  return countActiveAccountsPerPlatform(ctx.db, workspaceId);
}

/** The workspace's active accounts in the one order of accounts (docs/decisions/033-account-labels.md). */
export async function listAccounts(ctx: Ctx, workspaceId: string) {
  const rows = await listActiveAccounts(ctx.db, workspaceId);
  return sortAccounts(
    rows.map((row) => toAccountView({ ...row.account, followersCount: row.followersNow }, row.lastCollectedAt)),
  );
}

/**
 * The account a person looks at when a request names none (docs/product/teams-and-roles.md: the account a person
 * is looking at is that person's choice, per workspace): their choice while it is active, else
 * the first account connected, which no one else's choice or new connection changes.
 */
export function pickCurrentAccount<T>(
  rows: readonly T[],
  chosenAccountId: string | null | undefined,
  accountOf: (row: T) => { id: string; createdAt: Date },
): T | undefined {
  const chosen = chosenAccountId ? rows.find((row) => accountOf(row).id === chosenAccountId) : undefined;
  if (chosen) return chosen;
  let first: T | undefined;
  for (const row of rows) {
    if (!first || compareConnected(accountOf(row), accountOf(first)) < 0) first = row;
  }
  return first;
}

// The order of connection; the id breaks ties as the dashboard's statement does (`created_at, id`).
function compareConnected(a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The accounts as one person sees them: the one they look at first (the setup page marks it
 * "Perfil atual"), then the others in the one order of accounts (docs/decisions/033-account-labels.md).
 */
export async function listAccountsFor(ctx: Ctx, workspaceId: string, chosenAccountId: string | null | undefined) {
  const rows = await listActiveAccounts(ctx.db, workspaceId);
  const current = pickCurrentAccount(rows, chosenAccountId, (row) => row.account);
  // The Facebook connection's token ending within a week: its accounts' cards say when, with a reconnect button.
  const endsAt = rows.some((row) => row.account.connectionType === "facebook")
    ? await facebookConnectionEndingSoon(ctx.db, workspaceId, new Date())
    : null;
  const view = (row: (typeof rows)[number]) => {
    const account = toAccountView(row.account, row.lastCollectedAt);
    return endsAt && account.connectionType === "facebook" && !account.needsReconnect
      ? { ...account, connectionEndsAt: endsAt.toISOString() }
      : account;
  };
  const others = sortAccounts(rows.filter((row) => row !== current).map(view));
  return current ? [view(current), ...others] : others;
}

/** The account the person looks at (pickCurrentAccount), or undefined when the workspace has none. */
export async function readCurrentAccount(ctx: Ctx, workspaceId: string, chosenAccountId: string | null | undefined) {
  const current = pickCurrentAccount(await listActiveAccounts(ctx.db, workspaceId), chosenAccountId, (row) => row.account);
  return current && toAccountView(current.account, current.lastCollectedAt);
}

/** The account asked for (NOT_FOUND when it is not this workspace's), else the one the person looks at. */
export async function readAccountOrCurrent(
  ctx: Ctx,
  workspaceId: string,
  accountId: string | undefined,
  chosenAccountId: string | null | undefined,
) {
  if (accountId) return readAccount(ctx, workspaceId, accountId);
  const current = await readCurrentAccount(ctx, workspaceId, chosenAccountId);
  if (!current) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  return current;
}

/** One active account of the workspace, or NOT_FOUND (another workspace's id is not found). */
export async function readAccount(ctx: Pick<AppContext, "db">, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  return toAccountView(account);
}

export const limitedConnectMessage =
  "Seu acesso está limitado a algumas contas: peça a um administrador para conectar uma conta nova.";

/**
 * Saves an account that becomes active (new or reactivated) if the plan's accounts per network
 * allow one more, with the members' default alert rules; PLAN_LIMIT otherwise. The check and the save run in one transaction holding
 * a lock on the user's accounts, so two simultaneous connects cannot both pass the check.
 */
export async function saveWithinAccountLimit(
  ctx: Ctx,
  workspaceId: string,
  platform: Platform,
  save: (tx: Tx) => Promise<AccountRow>,
) {
  // A member limited to some accounts would not reach the account they connect (docs/decisions/030).
  if (allowedAccountIds() !== null) throw new AppError("FORBIDDEN", limitedConnectMessage, { reason: "LIMITED_ACCESS" });
  return ctx.db.transaction(async (tx) => {
    await lockWorkspaceAccounts(tx, workspaceId);
    const planId = await requirePlan({ db: tx }, workspaceId);
    const active = await countActiveAccounts(tx, workspaceId, platform);
    if (!isWithinPlanLimit(planId, "accountsPerNetwork", active + 1)) {
      throw new AppError("PLAN_LIMIT", describePlanLimit(planId, "accountsPerNetwork", active + 1));
    }
    const account = await save(tx);
    // Alerts start with their defaults for every member as soon as there is an account to watch.
    await accountSavedHook.run(tx, workspaceId);
    return account;
  });
}

/**
 * docs/product/screens.md manual connect: trimmed, first '@' stripped, the network's username rules; an
 * active duplicate is refused; a disconnected one is reactivated.
 */
export async function connectManualAccount(ctx: Ctx, workspaceId: string, platform: Platform, rawUsername: string) {
  const rules = networkUsernames[platform];
  const username = rules.normalize(rawUsername);
  const problem = rules.validate(username);
  if (problem) throw new AppError("INVALID_INPUT", problem, { details: { username: problem } });
  const platformUserId = `manual_${username}`;
  const existing = await findAccountByPlatformId(ctx.db, workspaceId, platform, platformUserId);
  if (existing?.isActive) {
    throw new AppError("CONFLICT", `O ${platformLabels[platform]} @${username} já está conectado.`, {
      reason: "ALREADY_CONNECTED",
    });
  }
  const dataSource = ctx.env.providers.scraper;
  const account = await saveWithinAccountLimit(ctx, workspaceId, platform, (tx) =>
    existing
      ? updateAccount(tx, existing.id, { isActive: true, dataSource })
      : insertAccount(tx, {
          workspaceId,
          platform,
          platformUserId,
          username,
          usernameManualInsert: username,
          displayName: username,
          // docs/product/screens.md: manual accounts carry a placeholder token; they are read from the public profile.
          accessToken: null,
          connectionType: "manual",
          dataSource,
          isActive: true,
        }),
  );
  return toAccountView(account);
}

/** Manual connect by a person, who then looks at the new account; everyone else keeps theirs. */
export async function connectManualAccountAs(
  ctx: ChoosingCtx,
  workspaceId: string,
  userId: string,
  input: { platform: Platform; username: string },
) {
  const account = await connectManualAccount(ctx, workspaceId, input.platform, input.username);
  await chooseCurrentAccount(ctx, workspaceId, userId, account.id);
  return account;
}

/**
 * Disconnects an own account. On a network with a revoke endpoint (TikTok), the OAuth grant is
 * revoked there too and the tokens are forgotten here; a revoke that fails (the network down, the
 * grant already gone) is logged and never stops the disconnect.
 */
export async function disconnectAccount(ctx: Ctx & Pick<AppContext, "networks" | "log">, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const oauth = networkOf(ctx.networks, account.platform).oauth;
  const revocable = account.connectionType === "oauth" && account.accessToken !== null && oauth.revoke !== undefined;
  await updateAccount(ctx.db, account.id, {
    isActive: false,
    ...(revocable ? { accessToken: null, tokenExpiresAt: null, refreshToken: null, refreshTokenExpiresAt: null } : {}),
  });
  if (revocable) await revokeGrant(ctx, account);
}

/**
 * Before workspaces are deleted (a person deleting their account, a workspace ended for an unpaid
 * plan): the grants their accounts hold at networks that can revoke them (TikTok). Read before the
 * rows go; revoke with `revokeGrants` once the deletion has committed.
 */
export async function listRevocableGrants(ctx: Pick<AppContext, "db" | "networks">, workspaceIds: string[]) {
  const accounts = await listOAuthAccountsOf(ctx.db, workspaceIds);
  return accounts.filter((account) => networkOf(ctx.networks, account.platform).oauth.revoke !== undefined);
}

/** Revokes each grant at its network; one that fails is logged and never undoes the deletion. */
export async function revokeGrants(ctx: Pick<AppContext, "env" | "networks" | "log">, accounts: AccountRow[]) {
  for (const account of accounts) await revokeGrant(ctx, account);
}

async function revokeGrant(ctx: Pick<AppContext, "env" | "networks" | "log">, account: AccountRow) {
  const oauth = networkOf(ctx.networks, account.platform).oauth;
  try {
    let accessToken = readStoredToken(ctx, account.accessToken!);
    // An access token that has ended can't be revoked: a refresh gives one that can (not stored).
    if (account.tokenExpiresAt && account.tokenExpiresAt.getTime() <= Date.now() && account.refreshToken) {
      accessToken = (await oauth.refreshToken({ accessToken, refreshToken: readStoredToken(ctx, account.refreshToken) }))
        .accessToken;
    }
    await oauth.revoke!(accessToken);
  } catch (error) {
    ctx.log.warn(
      { err: error, accountId: account.id, platform: account.platform },
      "revoking the grant at the network failed; the account is disconnected here",
    );
  }
}

/**
 * docs/product/screens.md profile switch, per person (docs/product/teams-and-roles.md): the account becomes the one this person
 * looks at in the workspace. The account row is left as it is, so no one else's list or
 * dashboard changes.
 */
export async function selectAccount(ctx: ChoosingCtx, workspaceId: string, userId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  await chooseCurrentAccount(ctx, workspaceId, userId, account.id);
  return toAccountView(account);
}

/** The accounts a network's signed webhook about one of its users concerns, in every workspace (docs/decisions/044). */
export function listLoginAccountsOf(ctx: Pick<AppContext, "db">, platform: Platform, platformUserId: string) {
  return listLoginAccountsByPlatformUserId(ctx.db, platform, platformUserId);
}
