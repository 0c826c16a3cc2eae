import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listenForNotifications } from "../../db/notifications";
import { profiles, sessions, workspaceDataVersions } from "../../db/schema/index";
import { TestClient } from "../../test/http-client";
import { useTestServer, waitFor } from "../../test/server";
import { paidUser, signUpConfirmed, testPassword } from "../../test/users";
import { parseAccessChange, readCookie, verifySignedCookie } from "./session-reader";

const t = useTestServer();
const day = 24 * 60 * 60 * 1000;
const sessionCookie = "inteligram.session_token";
// Shorter than the 10 s a session is remembered: only the database's notification ends it in time.
const notificationTimeoutMs = 5_000;

/** A guarded route (401 without a session). */
const me = (client: TestClient) => client.request("/api/onboarding");

async function signedIn() {
  const { client, email } = await signUpConfirmed(t.server);
  const token = verifySignedCookie(readCookie(client.cookieHeader(), sessionCookie), t.server.context.env.AUTH_SECRET);
  if (!token) throw new Error("no signed session cookie after sign-in");
  return { client, email, token };
}

describe("readCookie and verifySignedCookie", () => {
  const secret = "a-secret-of-the-test";
  const sign = (value: string) => `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;

  it("finds one cookie among several and URI-decodes it", () => {
    expect(readCookie("a=1; inteligram.session_token=abc%2Edef; b=2", sessionCookie)).toBe("abc.def");
    expect(readCookie("a=1", sessionCookie)).toBeUndefined();
    expect(readCookie(null, sessionCookie)).toBeUndefined();
    expect(readCookie(`${sessionCookie}=%E0%A4%A`, sessionCookie)).toBeUndefined();
  });

  it("returns the value only when the signature is the secret's", () => {
    expect(verifySignedCookie(sign("token123"), secret)).toBe("token123");
    expect(verifySignedCookie(sign("token123").replace("token123", "token124"), secret)).toBeUndefined();
    expect(
      verifySignedCookie(`token123.${createHmac("sha256", "other").update("token123").digest("base64")}`, secret),
    ).toBeUndefined();
    expect(verifySignedCookie("token123", secret)).toBeUndefined();
    expect(verifySignedCookie("token123.", secret)).toBeUndefined();
  });
});

describe("the session of a guarded request", () => {
  it("is refused when the cookie's signature was tampered with", async () => {
    const { client, token } = await signedIn();
    const forged = new TestClient(t.server.app);
    const response = await forged.request("/api/onboarding", {
      headers: { cookie: `${sessionCookie}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}` },
    });
    expect(response.status).toBe(401);
    expect((await me(client)).status).toBe(200);
  });

  it("ends on the next request after sign-out, even where it was remembered", async () => {
    const { client } = await signedIn();
    const copy = client.onApp(t.server.app);
    expect((await me(copy)).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await me(copy)).status).toBe(401);
  });

  it("ends, once the database's notification arrives, when its row is removed by anyone", async () => {
    const { client, token } = await signedIn();
    expect((await me(client)).status).toBe(200);
    await t.server.context.db.delete(sessions).where(eq(sessions.token, token));
    await waitFor(async () => ((await me(client)).status === 401 ? true : undefined), notificationTimeoutMs);
  });

  it("is refused once expired, and the expired session is deleted", async () => {
    const { client, token } = await signedIn();
    expect((await me(client)).status).toBe(200);
    await t.server.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    await waitFor(async () => ((await me(client)).status === 401 ? true : undefined), notificationTimeoutMs);
    expect(await t.server.context.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it("ends the user's other sessions at once when the password changes", async () => {
    const { client, email } = await signedIn();
    const other = new TestClient(t.server.app);
    expect((await other.post("/api/auth/sign-in/email", { email, password: testPassword })).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    const changed = await client.post("/api/account/password", {
      currentPassword: testPassword,
      newPassword: "Outra-Senha-Forte-2026",
      confirmPassword: "Outra-Senha-Forte-2026",
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(client)).status).toBe(200);
  });

  it("is extended once a day while in use, with a refreshed cookie", async () => {
    const { client, token } = await signedIn();
    // As if signed in 29 days ago: one day left, past the daily extension.
    await t.server.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + day) })
      .where(eq(sessions.token, token));
    // The update's notification makes the process forget the session it remembered; until it
    // arrives, a request may still read the remembered one (and extend nothing).
    const response = await waitFor(async () => {
      const answer = await me(client);
      return answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${sessionCookie}=`)) ? answer : undefined;
    }, notificationTimeoutMs);
    expect(response.status).toBe(200);
    const [row] = await t.server.context.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);

    // Freshly extended: the next request neither writes the row nor sends a cookie.
    const next = await me(client);
    expect(next.status).toBe(200);
    expect(next.headers.getSetCookie()).toEqual([]);
  });
});

describe("the notifications of a change of access or data", () => {
  it("name the person, or the workspace with its new data version (or without one, as before migration 0017)", () => {
    expect(parseAccessChange("user:abc123")).toEqual({ kind: "user", userId: "abc123" });
    const workspaceId = "0f0e8a8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
    expect(parseAccessChange(`workspace:${workspaceId}:42`)).toEqual({ kind: "workspace", workspaceId, version: 42 });
    expect(parseAccessChange(`workspace:${workspaceId}`)).toEqual({ kind: "workspace", workspaceId });
  });

  it("carry a workspace's new data version, which the next request's session has", async () => {
    const { client, workspaceId } = await paidUser(t.server);
    const messages: string[] = [];
    const listener = await listenForNotifications(
      t.server.context.database,
      "inteligram_access_changed",
      { onMessage: (payload) => messages.push(payload), onReset: () => {} },
      t.server.context.log,
    );
    try {
      // Read once: the session is remembered, and the answer cached, with the version before.
      expect(((await (await client.request("/api/dashboard")).json()) as { companyName: string | null }).companyName).toBeNull();
      await t.server.context.db.insert(profiles).values({ workspaceId, accountType: "business", companyName: "Nova Razão Ltda" });
      const [row] = await t.server.context.db
        .select()
        .from(workspaceDataVersions)
        .where(eq(workspaceDataVersions.workspaceId, workspaceId));
      const expected = `workspace:${workspaceId}:${row!.version}`;
      await waitFor(async () => (messages.includes(expected) ? true : undefined), notificationTimeoutMs);
    } finally {
      await listener.close();
    }
    // Within the 5 s, well before the remembered session's 10 s: it took the new version, and the
    // dashboard shows the new name.
    await waitFor(async () => {
      const dashboard = (await (await client.request("/api/dashboard")).json()) as { companyName: string | null };
      return dashboard.companyName === "Nova Razão Ltda" ? true : undefined;
    }, notificationTimeoutMs);
  });
});
