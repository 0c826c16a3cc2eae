import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../context";
import { encryptToken } from "../../crypto/token-cipher";
import { AppError } from "../../http/app-error";
import { platformLabels, type Platform } from "@core/social/platforms";
import { networkOf } from "../../integrations/networks/index";
import { SourceError } from "../../integrations/networks/network.port";
import { requirePlan } from "../billing/billing.service";
import { saveWithinAccountLimit, toAccountView } from "./accounts.service";
import { startCollection } from "./collection.service";
import { chooseCurrentAccount } from "../team/workspace.service";
import { scheduleRefreshAhead } from "./token-rotation";
import {
  consumeOAuthState,
  findAccountByPlatformId,
  findUsableOAuthState,
  insertAccount,
  insertOAuthState,
  updateAccount,
} from "./accounts.queries";

type Ctx = Pick<AppContext, "db" | "env" | "queue" | "networks" | "sessions" | "log">;

const stateLifetimeMs = 10 * 60 * 1000;
const hashState = (state: string) => createHash("sha256").update(state).digest("hex");
export const oauthFailureMessage = (platform: Platform) => `Não foi possível conectar sua conta do ${platformLabels[platform]}.`;

/**
 * Issues a state bound to the person, their current workspace and the network (kept hashed on
 * the server) and returns the network's authorize URL.
 */
export async function startOAuth(ctx: Ctx, platform: Platform, workspaceId: string, userId: string) {
  const network = networkOf(ctx.networks, platform);
  // Only a plan is needed here: reconnecting an account at the plan's limit must work, and a new
  // account is checked against the limit on return, when it is known which account it is.
  await requirePlan(ctx, workspaceId);
  const state = randomBytes(24).toString("base64url");
  const stateHash = hashState(state);
  await insertOAuthState(ctx.db, { userId, workspaceId, platform, stateHash, expiresAt: new Date(Date.now() + stateLifetimeMs) });
  return { url: network.oauth.authorizeUrl({ state, redirectUri: `${ctx.env.APP_URL}${network.oauthRedirectPath}` }) };
}

const invalidStateError = (platform: Platform) =>
  new AppError(
    "INVALID_INPUT",
    `A autorização do ${platformLabels[platform]} expirou ou não é válida. Tente conectar novamente.`,
  );

export const invalidOAuthCodeMessage = (platform: Platform) =>
  `O código de autorização do ${platformLabels[platform]} é inválido ou já expirou. Tente conectar novamente.`;

/** The network refusing the code is the caller's 400; the network failing is a 502. */
function oauthExchangeError(platform: Platform, error: unknown) {
  if (!(error instanceof SourceError)) return error;
  if (error.kind === "token_revoked") return new AppError("INVALID_INPUT", invalidOAuthCodeMessage(platform), { cause: error });
  return new AppError("EXTERNAL_SERVICE", oauthFailureMessage(platform), { cause: error });
}

/**
 * The callback: the state must be this person's and this workspace's, unused and fresh; the
 * code becomes the network's tokens (stored encrypted), the account is saved (or reactivated) and
 * its first collection queued.
 */
export async function completeOAuth(
  ctx: Ctx,
  platform: Platform,
  workspaceId: string,
  userId: string,
  input: { code: string; state: string },
) {
  const network = networkOf(ctx.networks, platform);
  const owner = { userId, workspaceId, platform };
  const stateHash = hashState(input.state);
  if (!(await findUsableOAuthState(ctx.db, owner, stateHash, new Date()))) throw invalidStateError(platform);
  const redirectUri = `${ctx.env.APP_URL}${network.oauthRedirectPath}`;
  let tokens;
  let identity;
  try {
    tokens = await network.oauth.exchangeCode({ code: input.code, redirectUri });
    identity = await network.oauth.fetchIdentity(tokens.accessToken);
  } catch (error) {
    throw oauthExchangeError(platform, error);
  }
  // The state is spent only by a code that worked: a bad code (a typo, a stale tab) leaves it
  // usable until it expires, and of two racing callbacks one wins.
  if (!(await consumeOAuthState(ctx.db, owner, stateHash, new Date()))) throw invalidStateError(platform);
  const existing = await findAccountByPlatformId(ctx.db, workspaceId, platform, identity.id);
  const values = {
    username: identity.username,
    displayName: identity.name ?? identity.username,
    avatarUrl: identity.profilePictureUrl,
    followersCount: identity.followersCount,
    accessToken: encryptToken(tokens.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY),
    tokenExpiresAt: tokens.expiresAt,
    refreshToken: tokens.refreshToken ? encryptToken(tokens.refreshToken, ctx.env.TOKEN_ENCRYPTION_KEY) : null,
    refreshTokenExpiresAt: tokens.refreshExpiresAt ?? null,
    grantedScopes: tokens.grantedScopes ?? null,
    connectionType: "oauth" as const,
    dataSource: network.oauth.kind === "live" ? ("graph" as const) : ("demo" as const),
    needsReconnect: false,
    isActive: true,
  };
  const create = { workspaceId, platform, platformUserId: identity.id, ...values };
  const account = existing?.isActive
    ? await updateAccount(ctx.db, existing.id, values)
    : await saveWithinAccountLimit(ctx, workspaceId, platform, (tx) =>
        existing ? updateAccount(tx, existing.id, values) : insertAccount(tx, create),
      );
  // Short-lived tokens (TikTok's) are renewed a little before they end (token-rotation.ts).
  await scheduleRefreshAhead(ctx, account);
  // The person who connected it looks at it now; everyone else keeps their choice.
  await chooseCurrentAccount(ctx, workspaceId, userId, account.id);
  const run = await startCollection(ctx, workspaceId, account.id);
  // Connecting an account that is already active here renews its authorization: the person is told so.
  return { account: toAccountView(account), run, alreadyConnected: existing?.isActive === true };
}
