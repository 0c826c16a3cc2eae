import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listenForNotifications } from "../../db/notifications";
import { grantedAccountIdsArray, memberRowColumns } from "../../db/member-access";
import { sessions, users, workspaceDataVersions, workspaceMembers } from "../../db/schema/index";
import type { RequestSession, RequestWorkspace, SessionUser } from "../../http/hono-env";
import type { WorkspaceRole } from "@core/team/roles";
import type { Logger } from "../../logger";
import type { Auth } from "./auth";
import { type AccessChange, RecentChanges, RememberedSessions, VerifiedCookies } from "./remembered-sessions";

declare module "../../context" {
  interface AppContext {
    /** The request's signed-in session, for the guarded routes (`requireUser`). */
    sessions: SessionReader;
  }
}

export type ReadSession = {
  user: SessionUser;
  session: RequestSession;
  /** Set-Cookie headers better-auth asked for (a refreshed or cleared session cookie). */
  setCookies: string[];
};

export type SessionReader = {
  /** The request's session, or null (401). */
  read(headers: Headers): Promise<ReadSession | null>;
  /** Drops every remembered session: after a sign-out, a password change or reset here. */
  forgetAll(): void;
  /**
   * Drops the remembered sessions of this person at once, after a change of their access made
   * in this process (membership, current workspace), without waiting for the notification.
   */
  forgetUser(userId: string): void;
  /**
   * A workspace's new data version, known in this process before its notification arrives (a
   * write here read it after its commit): the sessions remembered in it carry it at once, so the
   * writer's next read sees its write.
   */
  noteDataVersion(workspaceId: string, version: number): void;
  close(): Promise<void>;
};

/**
 * The channel migration 0007's triggers notify with 'user:<id>' or 'workspace:<id>', and since
 * migration 0017 'workspace:<id>:<version>' for a workspace's new data version.
 */
const accessChangedChannel = "inteligram_access_changed";
// How long a session read from the database is remembered, at most.
const rememberMs = 10_000;
const rememberedMax = 10_000;

/**
 * Reads the signed-in session of a request for the guarded API routes (docs/decisions/012).
 *
 * - A valid session not yet due for its daily extension is read with one prepared query
 *   (session, user, membership of the session's workspace with the account the person looks
 *   at, and the workspace's data version, by token),
 *   after checking the cookie's signature as better-auth does, and is remembered for up to 10 s.
 * - A remembered session is dropped as soon as its user's sessions, user row or memberships
 *   change anywhere, and takes its workspace's new data version as soon as that changes:
 *   triggers NOTIFY `inteligram_access_changed` on commit (migrations 0007, 0017) and this
 *   process listens. A session read while a change of its own user or workspace arrived is not
 *   remembered (others' changes do not stop it: remembered-sessions.ts). While the listener is
 *   down nothing is remembered; when it goes down, everything is dropped. Sign-out, password
 *   change and reset through this process drop everything at once, without waiting for the
 *   notification.
 * - Every other case (no cookie, a bad signature, an unknown, expired or revoked token, an
 *   extension due) goes to better-auth's getSession, which also deletes expired sessions and
 *   refreshes the cookie. Nothing read that way is remembered.
 */
export async function createSessionReader(deps: {
  auth: Auth;
  database: Database;
  log: Logger;
  /** False in a worker process, which serves no requests: no listener, nothing remembered. */
  remember: boolean;
}): Promise<SessionReader> {
  const { auth, database, log } = deps;
  const findByToken = database.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      ...workspaceColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workspaceMembers, membershipOfSession)
    .leftJoin(workspaceDataVersions, eq(workspaceDataVersions.workspaceId, workspaceMembers.workspaceId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("inteligram_session_by_token");
  const findWorkspaceBySessionId = database.db
    .select(workspaceColumns)
    .from(sessions)
    .innerJoin(workspaceMembers, membershipOfSession)
    .leftJoin(workspaceDataVersions, eq(workspaceDataVersions.workspaceId, workspaceMembers.workspaceId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare("inteligram_session_workspace_by_id");

  const remembered = new RememberedSessions<ReadSession>((session) => session.session.workspace?.id);
  const recentChanges = new RecentChanges();
  const applyChange = (change: AccessChange) => {
    recentChanges.add(change);
    if (change.kind === "user") {
      remembered.deleteWhere((session) => session.user.id === change.userId);
      return;
    }
    // A workspace's new data version: the sessions remembered in it now carry it, without being
    // read again (the session, its user and membership did not change). Without a version (the
    // form before migration 0017), they are read again.
    for (const token of remembered.tokensIn(change.workspaceId)) {
      const { session } = remembered.get(token)!;
      const workspace = session.session.workspace!;
      if (change.version === undefined) remembered.delete(token);
      else if ((workspace.dataVersion ?? 0) < change.version) {
        remembered.update(token, {
          ...session,
          session: { ...session.session, workspace: { ...workspace, dataVersion: change.version } },
        });
      }
    }
  };
  const forgetUser = (userId: string) => applyChange({ kind: "user", userId });
  const onAccessChanged = (payload: string) => applyChange(parseAccessChange(payload));
  const forgetAll = () => {
    recentChanges.add("reset");
    remembered.clear();
  };
  const listener = deps.remember
    ? await listenForNotifications(database, accessChangedChannel, { onMessage: onAccessChanged, onReset: forgetAll }, log)
    : { live: false, close: async () => {} };

  async function readWithBetterAuth(headers: Headers): Promise<ReadSession | null> {
    const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const [row] = await findWorkspaceBySessionId.execute({ sessionId: response.session.id });
    return {
      user: { id: response.user.id, email: response.user.email, name: response.user.name },
      // Read outside the cache's notifications: its data version keys nothing.
      session: { id: response.session.id, token: response.session.token, workspace: toWorkspace(row, false) },
      setCookies: responseHeaders.getSetCookie(),
    };
  }

  // The session cookies whose signature checked out, for the secret they were checked with.
  let verified: { secret: string; cookies: VerifiedCookies } | undefined;
  const verifyCookie = (signed: string | undefined, secret: string) => {
    if (!signed) return undefined;
    if (verified?.secret !== secret)
      verified = { secret, cookies: new VerifiedCookies((text) => verifySignedCookie(text, secret)) };
    return verified.cookies.valueOf(signed);
  };

  async function read(headers: Headers): Promise<ReadSession | null> {
    const context = await auth.$context;
    const token = verifyCookie(readCookie(headers.get("cookie"), context.authCookies.sessionToken.name), context.secret);
    if (!token) return readWithBetterAuth(headers);
    const now = Date.now();
    const memo = remembered.get(token);
    if (memo && now < memo.until) return memo.session;
    if (memo) remembered.delete(token);

    const changesBefore = recentChanges.last;
    const [row] = await findByToken.execute({ token });
    const { expiresIn, updateAge } = context.sessionConfig;
    const extensionDueAt = row ? row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 : 0;
    if (!row || row.expiresAt.getTime() < now || extensionDueAt <= now) return readWithBetterAuth(headers);
    const session: ReadSession = {
      user: { id: row.userId, email: row.email, name: row.name },
      session: { id: row.sessionId, token, workspace: toWorkspace(row, true) },
      setCookies: [],
    };
    if (listener.live && !recentChanges.concernsSince(changesBefore, row.userId, session.session.workspace?.id)) {
      remembered.set(token, { session, until: Math.min(now + rememberMs, extensionDueAt, row.expiresAt.getTime()) });
      if (remembered.size > rememberedMax) remembered.deleteOldest();
    }
    return session;
  }

  const noteDataVersion = (workspaceId: string, version: number) => applyChange({ kind: "workspace", workspaceId, version });

  return { read, forgetAll, forgetUser, noteDataVersion, close: () => listener.close() };
}

// The membership of the session's user in the session's current workspace, if it still exists.
const membershipOfSession = and(
  eq(workspaceMembers.workspaceId, sessions.activeWorkspaceId),
  eq(workspaceMembers.userId, sessions.userId),
);
const workspaceColumns = {
  workspaceId: workspaceMembers.workspaceId,
  role: workspaceMembers.role,
  // The accounts of a member limited to some (docs/decisions/030), read only for them: those
  // granted and those of the clients granted (db/member-access.ts).
  accountIds: sql<
    string[] | null
  >`case when ${workspaceMembers.accountAccess} = 'some' then ${grantedAccountIdsArray(memberRowColumns.workspaceId, memberRowColumns.userId)} end`,
  currentAccountId: workspaceMembers.currentAccountId,
  dataVersion: workspaceDataVersions.version,
};

function toWorkspace(
  row:
    | {
        workspaceId: string | null;
        role: WorkspaceRole | null;
        accountIds: string[] | null;
        currentAccountId: string | null;
        dataVersion: number | null;
      }
    | undefined,
  withDataVersion: boolean,
): RequestWorkspace | undefined {
  if (!row?.workspaceId || !row.role) return undefined;
  return {
    id: row.workspaceId,
    role: row.role,
    currentAccountId: row.currentAccountId,
    accountIds: row.accountIds,
    dataVersion: withDataVersion ? (row.dataVersion ?? 0) : undefined,
  };
}

/** One cookie's value from a Cookie header, URI-decoded as browsers' cookies are read. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The value of a cookie signed as better-call signs them (`value.base64(HMAC-SHA256(secret,
 * value))`), or undefined when the signature does not match.
 */
export function verifySignedCookie(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : undefined;
}

/** A notification of `inteligram_access_changed`: whose access changed, or which workspace's data. */
export function parseAccessChange(payload: string): AccessChange {
  const separator = payload.indexOf(":");
  const kind = payload.slice(0, separator);
  const rest = payload.slice(separator + 1);
  if (kind !== "workspace") return { kind: "user", userId: rest };
  const versioned = /^(.+):(\d+)$/.exec(rest);
  return versioned
    ? { kind: "workspace", workspaceId: versioned[1]!, version: Number(versioned[2]) }
    : { kind: "workspace", workspaceId: rest };
}
