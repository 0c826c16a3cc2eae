import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../context";
import { encryptToken } from "../../crypto/token-cipher";
import { AppError } from "../../http/app-error";
import { SourceError } from "../../integrations/instagram/instagram.port";
import { requirePlan } from "../billing/billing.service";
import { saveWithinAccountLimit, toAccountView } from "./accounts.service";
import { startCollection } from "./collection.service";
import { chooseCurrentAccount } from "../team/workspace.service";
import {
  consumeOAuthState,
  findAccountByPlatformId,
  findUsableOAuthState,
  insertAccount,
  insertOAuthState,
  updateAccount,
} from "./instagram.queries";

type Ctx = Pick<AppContext, "db" | "env" | "queue" | "instagram" | "sessions">;

const stateLifetimeMs = 10 * 60 * 1000;
const hashState = (state: string) => createHash("sha256").update(state).digest("hex");
export const oauthRedirectPath = "/auth/instagram/callback";
export const oauthFailureMessage = "Não foi possível conectar sua conta do Instagram.";

/**
 * Issues a state bound to the person and their current workspace (kept hashed on the server)
 * and returns the authorize URL.
 */
export async function startInstagramOAuth(ctx: Ctx, workspaceId: string, userId: string) {
  // Only a plan is needed here: reconnecting an account at the plan's limit must work, and a new
  // account is checked against the limit on return, when it is known which account it is.
  await requirePlan(ctx, workspaceId);
  const state = randomBytes(24).toString("base64url");
  await insertOAuthState(ctx.db, { userId, workspaceId, stateHash: hashState(state), expiresAt: new Date(Date.now() + stateLifetimeMs) });
  return { url: ctx.instagram.oauth.authorizeUrl({ state, redirectUri: `${ctx.env.APP_URL}${oauthRedirectPath}` }) };
}

const invalidStateError = () =>
  new AppError("INVALID_INPUT", "A autorização do Instagram expirou ou não é válida. Tente conectar novamente.");

export const invalidOAuthCodeMessage =
  "O código de autorização do Instagram é inválido ou já expirou. Tente conectar novamente.";

/** Instagram refusing the code is the caller's 400; Instagram failing is a 502. */
function oauthExchangeError(error: unknown) {
  if (!(error instanceof SourceError)) return error;
  if (error.kind === "token_revoked") return new AppError("INVALID_INPUT", invalidOAuthCodeMessage, { cause: error });
  return new AppError("EXTERNAL_SERVICE", oauthFailureMessage, { cause: error });
}

/**
 * The callback: the state must be this person's and this workspace's, unused and fresh; the
 * code becomes a long-lived token (stored encrypted), the account is saved (or reactivated) and
 * its first collection queued.
 */
export async function completeInstagramOAuth(
  ctx: Ctx,
  workspaceId: string,
  userId: string,
  input: { code: string; state: string },
) {
  const owner = { userId, workspaceId };
  const stateHash = hashState(input.state);
  if (!(await findUsableOAuthState(ctx.db, owner, stateHash, new Date()))) throw invalidStateError();
  const redirectUri = `${ctx.env.APP_URL}${oauthRedirectPath}`;
  let tokens;
  let identity;
  try {
    tokens = await ctx.instagram.oauth.exchangeCode({ code: input.code, redirectUri });
    identity = await ctx.instagram.oauth.fetchIdentity(tokens.accessToken);
  } catch (error) {
    throw oauthExchangeError(error);
  }
  // The state is spent only by a code that worked: a bad code (a typo, a stale tab) leaves it
  // usable until it expires, and of two racing callbacks one wins.
  if (!(await consumeOAuthState(ctx.db, owner, stateHash, new Date()))) throw invalidStateError();
  const existing = await findAccountByPlatformId(ctx.db, workspaceId, identity.id);
  const values = {
    username: identity.username,
    displayName: identity.name ?? identity.username,
    avatarUrl: identity.profilePictureUrl,
    followersCount: identity.followersCount,
    accessToken: encryptToken(tokens.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY),
    tokenExpiresAt: tokens.expiresAt,
    connectionType: "oauth" as const,
    dataSource: ctx.instagram.oauth.kind === "graph" ? ("graph" as const) : ("demo" as const),
    needsReconnect: false,
    isActive: true,
  };
  const create = { workspaceId, platform: "instagram" as const, platformUserId: identity.id, ...values };
  const account = existing?.isActive
    ? await updateAccount(ctx.db, existing.id, values)
    : await saveWithinAccountLimit(ctx, workspaceId, (tx) => (existing ? updateAccount(tx, existing.id, values) : insertAccount(tx, create)));
  // The person who connected it looks at it now; everyone else keeps their choice.
  await chooseCurrentAccount(ctx, workspaceId, userId, account.id);
  const run = await startCollection(ctx, workspaceId, account.id);
  return { account: toAccountView(account), run };
}
