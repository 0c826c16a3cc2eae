import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { decryptToken, encryptToken } from "../../crypto/token-cipher";
import type { DbOrTx, Tx } from "../../db/client";
import { facebookConnections, socialMediaProfiles } from "../../db/schema/index";
import { AppError } from "../../http/app-error";
import type { FacebookLogin, FacebookPage } from "../../integrations/networks/instagram/facebook-login";
import type { Platform } from "@core/social/platforms";
import { networkOf } from "../../integrations/networks/index";
import { SourceError, type CollectedProfile } from "../../integrations/networks/network.port";
import { requirePlan } from "../billing/billing.service";
import { chooseCurrentAccount } from "../team/workspace.service";
import { saveWithinAccountLimit } from "./accounts.service";
import { startCollection } from "./collection.service";
import {
  consumeOAuthState,
  findAccountByPlatformId,
  findAccountByUsername,
  findUsableOAuthState,
  insertAccount,
  insertOAuthState,
  ownAccount,
  updateAccount,
  type AccountRow,
} from "./accounts.queries";

// "Conectar com o Facebook" (docs/decisions/022): Facebook Login for Business, a Page with its
// Instagram professional account chosen by the person, and business_discovery for competitors.

type Ctx = Pick<AppContext, "db" | "env" | "networks" | "queue" | "sessions">;
type ConnectionRow = typeof facebookConnections.$inferSelect;

const stateLifetimeMs = 10 * 60 * 1000;
const hashState = (state: string) => createHash("sha256").update(`facebook:${state}`).digest("hex");
export const facebookRedirectPath = "/auth/facebook/callback";

export const facebookMessages = {
  unavailable: "A conexão com o Facebook não está disponível neste ambiente.",
  invalidState: "A autorização do Facebook expirou ou não é válida. Tente conectar novamente.",
  invalidCode: "O código de autorização do Facebook é inválido ou já expirou. Tente conectar novamente.",
  failure: "Não foi possível conectar com o Facebook. Tente novamente em instantes.",
  noPages:
    "Nenhuma página do Facebook com uma conta profissional do Instagram vinculada foi autorizada. Vincule a conta à página e tente de novo.",
  notFound: "Conexão com o Facebook não encontrada.",
  pageNotFound: "Página não encontrada entre as autorizadas.",
  expired: "A conexão com o Facebook expirou. Conecte com o Facebook novamente.",
} as const;

function facebookOf(ctx: Ctx) {
  if (!ctx.networks.instagram.facebook)
    throw new AppError("NOT_FOUND", facebookMessages.unavailable, { reason: "FACEBOOK_UNAVAILABLE" });
  return ctx.networks.instagram.facebook;
}

export async function findConnection(db: DbOrTx, workspaceId: string) {
  const [row] = await db.select().from(facebookConnections).where(eq(facebookConnections.workspaceId, workspaceId));
  return row;
}

function toView(row: ConnectionRow | undefined, kind: "facebook" | "sandbox" | null) {
  return {
    available: kind !== null,
    sandbox: kind === "sandbox",
    status: row ? row.status : ("none" as const),
    pages:
      row?.status === "choosing" ? row.pages.map(({ pageId, pageName, igUsername }) => ({ pageId, pageName, igUsername })) : [],
    pageName: row?.pageName ?? null,
    igUsername: row?.igUsername ?? null,
    connectedAt: row?.status === "active" ? row.updatedAt.toISOString() : null,
  };
}
export type FacebookConnectionView = ReturnType<typeof toView>;

export async function readFacebookConnection(ctx: Ctx, workspaceId: string) {
  return toView(await findConnection(ctx.db, workspaceId), ctx.networks.instagram.facebook?.kind ?? null);
}

export async function startFacebookConnect(ctx: Ctx, workspaceId: string, userId: string) {
  const facebook = facebookOf(ctx);
  await requirePlan(ctx, workspaceId);
  const state = randomBytes(24).toString("base64url");
  await insertOAuthState(ctx.db, {
    userId,
    workspaceId,
    platform: "instagram",
    stateHash: hashState(state),
    expiresAt: new Date(Date.now() + stateLifetimeMs),
  });
  return { url: facebook.authorizeUrl({ state, redirectUri: `${ctx.env.APP_URL}${facebookRedirectPath}` }) };
}

/**
 * The callback: the state must be this person's and workspace's; the code becomes a long-lived
 * token (encrypted), and the Pages with an Instagram professional account are listed. One Page
 * is chosen at once; several wait for the person's choice.
 */
export async function completeFacebookConnect(
  ctx: Ctx,
  workspaceId: string,
  userId: string,
  input: { code: string; state: string },
) {
  const facebook = facebookOf(ctx);
  const owner = { userId, workspaceId, platform: "instagram" as const };
  const stateHash = hashState(input.state);
  if (!(await findUsableOAuthState(ctx.db, owner, stateHash, new Date())))
    throw new AppError("INVALID_INPUT", facebookMessages.invalidState);
  let token;
  let pages;
  try {
    token = await facebook.exchangeCode({ code: input.code, redirectUri: `${ctx.env.APP_URL}${facebookRedirectPath}` });
    pages = await facebook.listPages(token.accessToken);
  } catch (error) {
    if (error instanceof SourceError && error.kind === "token_revoked")
      throw new AppError("INVALID_INPUT", facebookMessages.invalidCode, { cause: error });
    if (error instanceof SourceError) throw new AppError("EXTERNAL_SERVICE", facebookMessages.failure, { cause: error });
    throw error;
  }
  if (!(await consumeOAuthState(ctx.db, owner, stateHash, new Date())))
    throw new AppError("INVALID_INPUT", facebookMessages.invalidState);
  if (pages.length === 0) throw new AppError("INVALID_INPUT", facebookMessages.noPages, { reason: "NO_PAGES" });
  const only = pages.length === 1 ? pages[0]! : null;
  const values = {
    workspaceId,
    status: only ? ("active" as const) : ("choosing" as const),
    accessToken: encryptToken(token.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY),
    tokenExpiresAt: token.expiresAt,
    pages,
    pageId: only?.pageId ?? null,
    pageName: only?.pageName ?? null,
    igUserId: only?.igUserId ?? null,
    igUsername: only?.igUsername ?? null,
    updatedAt: new Date(),
  };
  const previous = await findConnection(ctx.db, workspaceId);
  const saveConnection = async (tx: DbOrTx) => {
    // The account a previous connection brought can't be read through another Page's token.
    if (previous?.igUserId && previous.igUserId !== only?.igUserId) await markFacebookAccountsReconnect(tx, workspaceId);
    await tx
      .insert(facebookConnections)
      .values(values)
      .onConflictDoUpdate({ target: facebookConnections.workspaceId, set: values });
  };
  // Several Pages: the account comes with the person's choice (chooseFacebookPage).
  if (!only) await ctx.db.transaction(saveConnection);
  else await activatePage(ctx, facebook, workspaceId, userId, only, saveConnection);
  return readFacebookConnection(ctx, workspaceId);
}

/**
 * The chosen Page's Instagram account becomes an own account of the workspace (docs/decisions/022),
 * in the same transaction as the connection's change, so a PLAN_LIMIT refusal writes nothing:
 * - the same account already connected (by its Instagram user id, or by username for one added
 *   by name) is reused, never doubled: a working Instagram Login connection stays as it is (it
 *   already reads the account's insights); a manual one, one needing reconnection or a
 *   disconnected one moves to the Facebook connection;
 * - a new or reactivated account counts against the plan's accounts (saveWithinAccountLimit).
 * Its first collection is queued after the commit.
 */
async function activatePage(
  ctx: Ctx,
  facebook: FacebookLogin,
  workspaceId: string,
  userId: string,
  page: FacebookPage,
  saveConnection: (tx: Tx) => Promise<unknown>,
) {
  const existing =
    (await findAccountByPlatformId(ctx.db, workspaceId, "instagram", page.igUserId)) ??
    (page.igUsername ? await findAccountByUsername(ctx.db, workspaceId, "instagram", page.igUsername) : undefined);
  const keepsInstagramLogin = existing?.isActive && existing.connectionType === "oauth" && !existing.needsReconnect;
  const values = {
    platformUserId: page.igUserId,
    username: page.igUsername || existing?.username || page.igUserId,
    connectionType: "facebook" as const,
    dataSource: facebook.kind === "facebook" ? ("graph" as const) : ("demo" as const),
    // The token is the connection's, read at each collection: one copy, refreshed in one place.
    accessToken: null,
    tokenExpiresAt: null,
    needsReconnect: false,
    isActive: true,
  };
  const save = async (tx: Tx): Promise<AccountRow> => {
    await saveConnection(tx);
    if (keepsInstagramLogin) return existing;
    if (existing) return updateAccount(tx, existing.id, values);
    return insertAccount(tx, { workspaceId, platform: "instagram", displayName: page.igUsername || page.pageName, ...values });
  };
  const account = existing?.isActive
    ? await ctx.db.transaction(save)
    : await saveWithinAccountLimit(ctx, workspaceId, "instagram", save);
  // The person who chose the Page looks at its account now; everyone else keeps their choice.
  await chooseCurrentAccount(ctx, workspaceId, userId, account.id);
  if (!keepsInstagramLogin) await startCollection(ctx, workspaceId, account.id);
  return account;
}

/** The person's choice among the authorised Pages. */
export async function chooseFacebookPage(ctx: Ctx, workspaceId: string, userId: string, pageId: string) {
  const row = await findConnection(ctx.db, workspaceId);
  if (!row) throw new AppError("NOT_FOUND", facebookMessages.notFound);
  // Its token no longer works: a new login comes first.
  if (row.status === "reconnect_needed")
    throw new AppError("INVALID_INPUT", facebookMessages.expired, { reason: "FACEBOOK_RECONNECT_NEEDED" });
  const facebook = facebookOf(ctx);
  const page = row.pages.find((p) => p.pageId === pageId);
  if (!page) throw new AppError("NOT_FOUND", facebookMessages.pageNotFound);
  await activatePage(ctx, facebook, workspaceId, userId, page, async (tx) => {
    // Another Page chosen: the account the previous one brought can no longer be read through it.
    if (row.igUserId && row.igUserId !== page.igUserId) await markFacebookAccountsReconnect(tx, workspaceId);
    await tx
      .update(facebookConnections)
      .set({
        status: "active",
        pageId: page.pageId,
        pageName: page.pageName,
        igUserId: page.igUserId,
        igUsername: page.igUsername,
        updatedAt: new Date(),
      })
      .where(and(eq(facebookConnections.id, row.id), eq(facebookConnections.workspaceId, workspaceId)));
  });
  return readFacebookConnection(ctx, workspaceId);
}

/** The workspace's own accounts read through its Facebook connection are marked 'Reconexão necessária'. */
export async function markFacebookAccountsReconnect(db: DbOrTx, workspaceId: string) {
  await db
    .update(socialMediaProfiles)
    .set({ needsReconnect: true, updatedAt: sql`${socialMediaProfiles.updatedAt}` })
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        ownAccount,
        eq(socialMediaProfiles.connectionType, "facebook"),
        eq(socialMediaProfiles.isActive, true),
      ),
    );
}

/** Disconnecting also leaves the account it brought needing reconnection (its history stays). */
export async function disconnectFacebook(ctx: Ctx, workspaceId: string) {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(facebookConnections)
      .where(eq(facebookConnections.workspaceId, workspaceId))
      .returning({ id: facebookConnections.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", facebookMessages.notFound);
    await markFacebookAccountsReconnect(tx, workspaceId);
  });
}

/** A connection whose token Meta refused or that could not be refreshed: reconnect to use it again. */
export async function markFacebookReconnectNeeded(db: DbOrTx, connection: Pick<ConnectionRow, "id" | "workspaceId">) {
  await db.transaction(async (tx) => {
    await tx
      .update(facebookConnections)
      .set({ status: "reconnect_needed", updatedAt: new Date() })
      .where(and(eq(facebookConnections.id, connection.id), eq(facebookConnections.workspaceId, connection.workspaceId)));
    await markFacebookAccountsReconnect(tx, connection.workspaceId);
  });
}

/** The refresh job's work list: tokens of usable connections that end before `before`. */
export function listFacebookConnectionsEndingBefore(db: DbOrTx, before: Date) {
  return db
    .select()
    .from(facebookConnections)
    .where(and(inArray(facebookConnections.status, ["active", "choosing"]), lt(facebookConnections.tokenExpiresAt, before)));
}

export async function saveRefreshedFacebookToken(
  ctx: Pick<AppContext, "db" | "env">,
  connection: ConnectionRow,
  token: { accessToken: string; expiresAt: Date },
) {
  await ctx.db
    .update(facebookConnections)
    .set({
      accessToken: encryptToken(token.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY),
      tokenExpiresAt: token.expiresAt,
      updatedAt: connection.updatedAt,
    })
    .where(and(eq(facebookConnections.id, connection.id), eq(facebookConnections.workspaceId, connection.workspaceId)));
}

function decryptConnectionToken(ctx: Pick<AppContext, "env">, connection: ConnectionRow) {
  try {
    return decryptToken(connection.accessToken, ctx.env.TOKEN_ENCRYPTION_KEY);
  } catch (error) {
    throw new SourceError("token_revoked", "the stored Facebook token can't be decrypted", { cause: error });
  }
}
export { decryptConnectionToken };

/**
 * An own account connected through Facebook: its profile, media and insights through the
 * Instagram API with Facebook Login, with the connection's token. A connection gone, needing
 * reconnection, or now on another Page's account is a revoked token (the account then asks for
 * reconnection, like an Instagram Login one).
 */
export async function fetchFacebookAccountProfile(
  ctx: Pick<AppContext, "db" | "env" | "networks">,
  account: Pick<AccountRow, "workspaceId" | "platformUserId">,
  input: { postsLimit: number; commentsLimit?: number; now: Date },
): Promise<CollectedProfile> {
  const facebook = ctx.networks.instagram.facebook;
  const connection = await findConnection(ctx.db, account.workspaceId);
  if (!facebook || !connection || connection.status !== "active" || connection.igUserId !== account.platformUserId) {
    throw new SourceError("token_revoked", "the workspace's Facebook connection no longer reaches this account");
  }
  try {
    return await facebook.graph.fetchOwnProfile({
      igUserId: connection.igUserId,
      accessToken: decryptConnectionToken(ctx, connection),
      ...input,
    });
  } catch (error) {
    if (error instanceof SourceError && error.kind === "token_revoked") await markFacebookReconnectNeeded(ctx.db, connection);
    throw error;
  }
}

/**
 * A competitor's profile: through its network's public-profile port, except that an Instagram
 * competitor goes through the workspace's Facebook connection (business_discovery, Instagram's
 * own way to read another business account) when it has an active one. Used by the add check
 * and the collection, so both read the same source.
 */
export async function fetchCompetitorProfile(
  ctx: Pick<AppContext, "db" | "env" | "networks">,
  workspaceId: string,
  { platform, ...input }: { platform: Platform; username: string; postsLimit: number; now: Date },
): Promise<CollectedProfile> {
  const facebook = platform === "instagram" ? ctx.networks.instagram.facebook : null;
  const connection = facebook ? await findConnection(ctx.db, workspaceId) : undefined;
  // A connection needing reconnection is not used: competitors go back to the public-profile port.
  if (facebook && connection?.status === "active" && connection.igUserId) {
    const accessToken = decryptConnectionToken(ctx, connection);
    return facebook.discovery.fetchProfile({ igUserId: connection.igUserId, accessToken, ...input });
  }
  return networkOf(ctx.networks, platform).publicProfiles.fetchProfile(input);
}
