import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RecentChanges, RememberedSessions, VerifiedCookies } from "./remembered-sessions";
import { verifySignedCookie } from "./session-reader";

describe("RecentChanges", () => {
  const ana = { userId: "ana", workspaceId: "w-ana" };

  it("lets a read be remembered when nothing, or only someone else's change, arrived during it", () => {
    const changes = new RecentChanges();
    const since = changes.last;
    expect(changes.concernsSince(since, ana.userId, ana.workspaceId)).toBe(false);
    changes.add({ kind: "workspace", workspaceId: "w-bia", version: 7 });
    changes.add({ kind: "user", userId: "bia" });
    expect(changes.concernsSince(since, ana.userId, ana.workspaceId)).toBe(false);
  });

  it("stops it after a change of the read's own user or workspace, or a reset", () => {
    for (const change of [
      { kind: "user", userId: "ana" } as const,
      { kind: "workspace", workspaceId: "w-ana", version: 3 } as const,
      { kind: "workspace", workspaceId: "w-ana" } as const,
      "reset" as const,
    ]) {
      const changes = new RecentChanges();
      changes.add({ kind: "user", userId: "bia" });
      const since = changes.last;
      changes.add(change);
      changes.add({ kind: "user", userId: "caio" });
      expect(changes.concernsSince(since, ana.userId, ana.workspaceId), JSON.stringify(change)).toBe(true);
      // A change before the read began does not concern it.
      expect(changes.concernsSince(changes.last, ana.userId, ana.workspaceId)).toBe(false);
    }
  });

  it("treats a read older than the changes it keeps as concerned", () => {
    const changes = new RecentChanges(3);
    const since = changes.last;
    for (const userId of ["b", "c", "d", "e"]) changes.add({ kind: "user", userId });
    expect(changes.concernsSince(since, ana.userId, ana.workspaceId)).toBe(true);
    expect(changes.concernsSince(since + 1, ana.userId, ana.workspaceId)).toBe(false);
  });
});

describe("RememberedSessions", () => {
  type Session = { name: string; workspaceId?: string };
  const entry = (name: string, workspaceId: string | undefined) => ({ session: { name, workspaceId }, until: 0 });
  const remembered = () => new RememberedSessions<Session>((session) => session.workspaceId);

  it("finds a workspace's sessions, and forgets them by token, by match, oldest first or all", () => {
    const sessions = remembered();
    sessions.set("t1", entry("ana", "w1"));
    sessions.set("t2", entry("bia", "w1"));
    sessions.set("t3", entry("caio", "w2"));
    sessions.set("t4", entry("duda", undefined));
    expect(sessions.tokensIn("w1")).toEqual(["t1", "t2"]);

    sessions.update("t2", { name: "bia 2", workspaceId: "w1" });
    expect(sessions.get("t2")?.session).toEqual({ name: "bia 2", workspaceId: "w1" });

    sessions.delete("t1");
    expect(sessions.tokensIn("w1")).toEqual(["t2"]);
    sessions.deleteWhere((session) => session.name === "caio");
    expect(sessions.tokensIn("w2")).toEqual([]);
    sessions.deleteOldest();
    expect(sessions.get("t2")).toBeUndefined();
    expect(sessions.size).toBe(1);
    sessions.clear();
    expect(sessions.size).toBe(0);
  });

  it("moves a token to its new workspace when it is remembered again", () => {
    const sessions = remembered();
    sessions.set("t1", entry("ana", "w1"));
    sessions.set("t1", entry("ana", "w2"));
    expect(sessions.tokensIn("w1")).toEqual([]);
    expect(sessions.tokensIn("w2")).toEqual(["t1"]);
    expect(sessions.size).toBe(1);
  });
});

describe("VerifiedCookies", () => {
  const secret = "a-secret-of-the-test";
  const sign = (value: string) => `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;
  /** VerifiedCookies over the real check, counting the HMACs computed. */
  const counted = (limits?: VerifiedCookies["limits"]) => {
    const checks = { count: 0 };
    const cookies = new VerifiedCookies((signed) => {
      checks.count += 1;
      return verifySignedCookie(signed, secret);
    }, limits);
    return { cookies, checks };
  };

  it("knows a cookie that checked out without its HMAC again, and checks every refused one in full", () => {
    const { cookies, checks } = counted();
    expect(cookies.valueOf(sign("token1"))).toBe("token1");
    expect(cookies.valueOf(sign("token1"))).toBe("token1");
    expect(checks.count).toBe(1);

    const forged = `token1.${"A".repeat(43)}=`;
    expect(cookies.valueOf(forged)).toBeUndefined();
    expect(cookies.valueOf(forged)).toBeUndefined();
    expect(checks.count).toBe(3);
    // The kept cookie's value under another signature, or its signature under another value.
    expect(cookies.valueOf(sign("token1").replace("token1", "token2"))).toBeUndefined();
    expect(cookies.valueOf(`token1.${createHmac("sha256", "other").update("token1").digest("base64")}`)).toBeUndefined();
    expect(cookies.size.entries).toBe(1);
  });

  it("is bounded in entries and in characters, the oldest going first, and never keeps a long text", () => {
    const { cookies, checks } = counted({ entries: 2, characters: 1_000, longest: 100 });
    for (const token of ["t1", "t2", "t3"]) cookies.valueOf(sign(token));
    expect(cookies.size.entries).toBe(2);
    checks.count = 0;
    cookies.valueOf(sign("t3"));
    expect(checks.count).toBe(0);
    cookies.valueOf(sign("t1"));
    expect(checks.count).toBe(1);

    const long = sign("x".repeat(100));
    expect(cookies.valueOf(long)).toBe("x".repeat(100));
    expect(cookies.valueOf(long)).toBe("x".repeat(100));
    expect(checks.count).toBe(3);

    const small = counted({ entries: 100, characters: 3 * (sign("t1").length + 2), longest: 100 });
    for (const token of ["t1", "t2", "t3", "t4"]) small.cookies.valueOf(sign(token));
    expect(small.cookies.size).toEqual({ entries: 3, characters: 3 * (sign("t1").length + 2) });
  });
});
