import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listenForNotifications } from "../../db/notifications";
import { sessions, userDataVersions, users } from "../../db/schema/index";
import type { RequestSession, SessionUser } from "../../http/hono-env";
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
  close(): Promise<void>;
};

/** The channel migration 0005's triggers notify with a user id. */
const userChangedChannel = "inteligram_user_changed";
// How long a session read from the database is remembered, at most.
const rememberMs = 10_000;
const rememberedMax = 10_000;

/**
 * Reads the signed-in session of a request for the guarded API routes (docs/decisions/012).
 *
 * - A valid session not yet due for its daily extension is read with one prepared query
 *   (session, user and data version by token), after checking the cookie's signature as
 *   better-auth does, and is remembered for up to 10 s.
 * - A remembered session is dropped as soon as its user's sessions, user row or data version
 *   change anywhere: triggers NOTIFY `inteligram_user_changed` on commit (migration 0005) and
 *   this process listens. While the listener is down nothing is remembered; when it goes down,
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
      dataVersion: userDataVersions.version,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userDataVersions, eq(userDataVersions.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("inteligram_session_by_token");

  const remembered = new Map<string, { session: ReadSession; until: number }>();
  // Counts notifications and resets: a session read while one arrived is not remembered, as
  // the change it announces may have committed after the read.
  let changes = 0;
  const forgetUser = (userId: string) => {
    changes++;
    for (const [token, entry] of remembered) if (entry.session.user.id === userId) remembered.delete(token);
  };
  const forgetAll = () => {
    changes++;
    remembered.clear();
  };
  const listener = deps.remember
    ? await listenForNotifications(database, userChangedChannel, { onMessage: forgetUser, onReset: forgetAll }, log)
    : { live: false, close: async () => {} };

  async function readWithBetterAuth(headers: Headers): Promise<ReadSession | null> {
    const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    return {
      user: { id: response.user.id, email: response.user.email, name: response.user.name },
      session: { id: response.session.id, token: response.session.token },
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
      session: { id: row.sessionId, token, dataVersion: row.dataVersion ?? 0 },
      setCookies: [],
    };
    if (listener.live && changes === changesBefore) {
      remembered.set(token, { session, until: Math.min(now + rememberMs, extensionDueAt, row.expiresAt.getTime()) });
      if (remembered.size > rememberedMax) remembered.delete(remembered.keys().next().value!);
    }
    return session;
  }

  return { read, forgetAll, close: () => listener.close() };
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
