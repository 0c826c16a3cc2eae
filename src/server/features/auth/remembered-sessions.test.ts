import { describe, expect, it } from "vitest";
import { RecentChanges, RememberedSessions } from "./remembered-sessions";

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
