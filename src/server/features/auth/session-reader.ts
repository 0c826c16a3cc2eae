import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listenForNotifications } from "../../db/notifications";
import { sessions, users, workspaceDataVersions, workspaceMembers } from "../../db/schema/index";
import type { RequestSession, RequestWorkspace, SessionUser } from "../../http/hono-env";
import type { Logger } from "../../logger";
import type { Auth } from "./auth";

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
 *   (session, user, membership of the session's workspace and its data version, by token),
 *   after checking the cookie's signature as better-auth does, and is remembered for up to 10 s.
 * - A remembered session is dropped as soon as its user's sessions, user row or memberships
 *   change anywhere, and takes its workspace's new data version as soon as that changes:
 *   triggers NOTIFY `inteligram_access_changed` on commit (migrations 0007, 0017) and this
 *   process listens. While the listener is down nothing is remembered; when it goes down,
 *   everything is dropped. Sign-out, password change and reset through this process drop
 *   everything at once, without waiting for the notification.
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

  const remembered = new Map<string, { session: ReadSession; until: number }>();
  // Counts notifications and resets: a session read while one arrived is not remembered, as
  // the change it announces may have committed after the read.
  let changes = 0;
  const forget = (matches: (session: ReadSession) => boolean) => {
    changes++;
    for (const [token, entry] of remembered) if (matches(entry.session)) remembered.delete(token);
  };
  const forgetUser = (userId: string) => forget((session) => session.user.id === userId);
  // A workspace's new data version: the sessions remembered in it now carry it, without being
  // read again (the session, its user and membership did not change).
  const raiseDataVersion = (workspaceId: string, version: number) => {
    changes++;
    for (const [token, entry] of remembered) {
      const workspace = entry.session.session.workspace;
      if (workspace?.id !== workspaceId || (workspace.dataVersion ?? 0) >= version) continue;
      const session = { ...entry.session.session, workspace: { ...workspace, dataVersion: version } };
      remembered.set(token, { ...entry, session: { ...entry.session, session } });
    }
  };
  const onAccessChanged = (payload: string) => {
    const change = parseAccessChange(payload);
    if (change.kind === "user") forgetUser(change.userId);
    else if (change.version === undefined) forget((session) => session.session.workspace?.id === change.workspaceId);
    else raiseDataVersion(change.workspaceId, change.version);
  };
  const forgetAll = () => {
    changes++;
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

  async function read(headers: Headers): Promise<ReadSession | null> {
    const context = await auth.$context;
    const token = verifySignedCookie(readCookie(headers.get("cookie"), context.authCookies.sessionToken.name), context.secret);
    if (!token) return readWithBetterAuth(headers);
    const now = Date.now();
    const memo = remembered.get(token);
    if (memo && now < memo.until) return memo.session;
    if (memo) remembered.delete(token);

    const changesBefore = changes;
    const [row] = await findByToken.execute({ token });
    const { expiresIn, updateAge } = context.sessionConfig;
    const extensionDueAt = row ? row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 : 0;
    if (!row || row.expiresAt.getTime() < now || extensionDueAt <= now) return readWithBetterAuth(headers);
    const session: ReadSession = {
      user: { id: row.userId, email: row.email, name: row.name },
      session: { id: row.sessionId, token, workspace: toWorkspace(row, true) },
      setCookies: [],
    };
    if (listener.live && changes === changesBefore) {
      remembered.set(token, { session, until: Math.min(now + rememberMs, extensionDueAt, row.expiresAt.getTime()) });
      if (remembered.size > rememberedMax) remembered.delete(remembered.keys().next().value!);
    }
    return session;
  }

  return { read, forgetAll, forgetUser, close: () => listener.close() };
}

// The membership of the session's user in the session's current workspace, if it still exists.
const membershipOfSession = and(
  eq(workspaceMembers.workspaceId, sessions.activeWorkspaceId),
  eq(workspaceMembers.userId, sessions.userId),
);
const workspaceColumns = {
  workspaceId: workspaceMembers.workspaceId,
  role: workspaceMembers.role,
  dataVersion: workspaceDataVersions.version,
};

function toWorkspace(
  row: { workspaceId: string | null; role: "owner" | "member" | null; dataVersion: number | null } | undefined,
  withDataVersion: boolean,
): RequestWorkspace | undefined {
  if (!row?.workspaceId || !row.role) return undefined;
  return { id: row.workspaceId, role: row.role, dataVersion: withDataVersion ? (row.dataVersion ?? 0) : undefined };
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

type AccessChange = { kind: "user"; userId: string } | { kind: "workspace"; workspaceId: string; version?: number };

/** A notification of `inteligram_access_changed`: whose access changed, or which workspace's data. */
export function parseAccessChange(payload: string): AccessChange {
  const separator = payload.indexOf(":");
  const kind = payload.slice(0, separator);
  const rest = payload.slice(separator + 1);
  if (kind !== "workspace") return { kind: "user", userId: rest };
  const versioned = /^(.+):(\d+)$/.exec(rest);
  return versioned ? { kind: "workspace", workspaceId: versioned[1]!, version: Number(versioned[2]) } : { kind: "workspace", workspaceId: rest };
}
