import { describePlanLimit, isWithinPlanLimit } from "@core/plans/plan-limits";
import { normalizeManualUsername, validateInstagramUsername } from "@core/validation/instagram-username";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { accountSavedHook } from "./instagram.hooks";
import {
  countActiveAccounts,
  findAccount,
  findAccountByPlatformId,
  insertAccount,
  listActiveAccounts,
  lockWorkspaceAccounts,
  updateAccount,
  type AccountRow,
} from "./instagram.queries";

type Ctx = Pick<AppContext, "db" | "env">;

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
    lastCollectedAt: lastCollectedAt?.toISOString() ?? null,
    updatedAt: account.updatedAt.toISOString(),
  };
}
export type AccountView = ReturnType<typeof toAccountView>;

export function countConnectedAccounts(ctx: Pick<AppContext, "db">, workspaceId: string) {
  return countActiveAccounts(ctx.db, workspaceId);
}

export async function listAccounts(ctx: Ctx, workspaceId: string) {
  const rows = await listActiveAccounts(ctx.db, workspaceId);
  return rows.map((row) => toAccountView(row.account, row.lastCollectedAt));
}

/** One active account of the workspace, or NOT_FOUND (another workspace's id is not found). */
export async function readAccount(ctx: Pick<AppContext, "db">, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  return toAccountView(account);
}

/**
 * Saves an account that becomes active (new or reactivated) if the plan's accounts per network
 * allow one more, with the members' default alert rules; PLAN_LIMIT otherwise. The check and the save run in one transaction holding
 * a lock on the user's accounts, so two simultaneous connects cannot both pass the check.
 */
export async function saveWithinAccountLimit(ctx: Ctx, workspaceId: string, save: (tx: Tx) => Promise<AccountRow>) {
  return ctx.db.transaction(async (tx) => {
    await lockWorkspaceAccounts(tx, workspaceId);
    const planId = await requirePlan({ db: tx }, workspaceId);
    const active = await countActiveAccounts(tx, workspaceId);
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
 * Spec §4/§5 manual connect: trimmed, first '@' stripped, Instagram's rules; an active duplicate
 * is refused; a disconnected one is reactivated.
 */
export async function connectManualAccount(ctx: Ctx, workspaceId: string, rawUsername: string) {
  const username = normalizeManualUsername(rawUsername);
  const problem = validateInstagramUsername(username);
  if (problem) throw new AppError("INVALID_INPUT", problem, { details: { username: problem } });
  const platformUserId = `manual_${username}`;
  const existing = await findAccountByPlatformId(ctx.db, workspaceId, platformUserId);
  if (existing?.isActive) {
    throw new AppError("CONFLICT", `O Instagram @${username} já está conectado.`, { reason: "ALREADY_CONNECTED" });
  }
  const dataSource = ctx.env.providers.scraper;
  const account = await saveWithinAccountLimit(ctx, workspaceId, (tx) =>
    existing
      ? updateAccount(tx, existing.id, { isActive: true, dataSource })
      : insertAccount(tx, {
          workspaceId,
          platform: "instagram",
          platformUserId,
          username,
          usernameManualInsert: username,
          displayName: username,
          // Spec §7: manual accounts carry a placeholder token; they are read from the public profile.
          accessToken: null,
          connectionType: "manual",
          dataSource,
          isActive: true,
        }),
  );
  return toAccountView(account);
}

export async function disconnectAccount(ctx: Ctx, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  await updateAccount(ctx.db, account.id, { isActive: false });
}

/** Spec §7 profile switch: the newest updated active profile is the current one. */
export async function selectAccount(ctx: Ctx, workspaceId: string, accountId: string) {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  return toAccountView(await updateAccount(ctx.db, account.id, {}));
}
