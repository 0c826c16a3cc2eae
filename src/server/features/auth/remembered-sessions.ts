// The session reader's memory (session-reader.ts): the sessions it remembers, found by token and
// by workspace, and the access changes notified while reads were in flight.

/** A change of access or data, as the database notifies it (session-reader.ts's parseAccessChange). */
export type AccessChange = { kind: "user"; userId: string } | { kind: "workspace"; workspaceId: string; version?: number };

type Entry<S> = { session: S; until: number };

/**
 * Remembered sessions by token, with the tokens of each workspace, so a workspace's new data
 * version reaches its sessions without a walk over every remembered one (a busy process gets a
 * notification per write). Oldest first, for eviction.
 */
export class RememberedSessions<S> {
  private readonly byToken = new Map<string, Entry<S>>();
  private readonly byWorkspace = new Map<string, Set<string>>();

  /** `workspaceOf`: the workspace a session is in, if any (it never changes for a token). */
  constructor(private readonly workspaceOf: (session: S) => string | undefined) {}

  get size() {
    return this.byToken.size;
  }

  get(token: string): Entry<S> | undefined {
    return this.byToken.get(token);
  }

  set(token: string, entry: Entry<S>) {
    this.delete(token);
    this.byToken.set(token, entry);
    const workspaceId = this.workspaceOf(entry.session);
    if (workspaceId === undefined) return;
    const tokens = this.byWorkspace.get(workspaceId);
    if (tokens) tokens.add(token);
    else this.byWorkspace.set(workspaceId, new Set([token]));
  }

  /** Replaces a remembered session in place (same token, same workspace, same age). */
  update(token: string, session: S) {
    const entry = this.byToken.get(token);
    if (entry) entry.session = session;
  }

  delete(token: string) {
    const entry = this.byToken.get(token);
    if (!entry) return;
    this.byToken.delete(token);
    const workspaceId = this.workspaceOf(entry.session);
    if (workspaceId === undefined) return;
    const tokens = this.byWorkspace.get(workspaceId)!;
    tokens.delete(token);
    if (tokens.size === 0) this.byWorkspace.delete(workspaceId);
  }

  deleteWhere(matches: (session: S) => boolean) {
    for (const [token, entry] of this.byToken) if (matches(entry.session)) this.delete(token);
  }

  deleteOldest() {
    const oldest = this.byToken.keys().next();
    if (!oldest.done) this.delete(oldest.value);
  }

  clear() {
    this.byToken.clear();
    this.byWorkspace.clear();
  }

  /** The tokens remembered in a workspace (a copy: the caller may change the sessions). */
  tokensIn(workspaceId: string): string[] {
    return [...(this.byWorkspace.get(workspaceId) ?? [])];
  }
}

/**
 * The changes notified lately, numbered. A session read while a change of its own user or
 * workspace arrived is not remembered (that change may have committed after the read); a change
 * of someone else's does not concern it, so a process busy with other people's writes still
 * remembers sessions. A reset concerns everyone. The last `capacity` changes are kept: a read
 * that began before the oldest of them is treated as concerned.
 */
export class RecentChanges {
  private sequence = 0;
  private readonly log: { at: number; change: AccessChange | "reset" }[] = [];

  constructor(private readonly capacity = 1_000) {}

  /** The number of the last change: a read notes it before it starts. */
  get last() {
    return this.sequence;
  }

  add(change: AccessChange | "reset") {
    this.log.push({ at: ++this.sequence, change });
    if (this.log.length > this.capacity) this.log.shift();
  }

  /** Whether a change after `since` concerns this user or this workspace. */
  concernsSince(since: number, userId: string, workspaceId: string | undefined): boolean {
    if (this.sequence === since) return false;
    if ((this.log[0]?.at ?? 0) > since + 1) return true;
    for (let i = this.log.length - 1; i >= 0 && this.log[i]!.at > since; i--) {
      const { change } = this.log[i]!;
      if (change === "reset") return true;
      if (change.kind === "user" ? change.userId === userId : change.workspaceId === workspaceId) return true;
    }
    return false;
  }
}

/**
 * Signed cookies whose signature checked out, by their whole signed text (the value and its
 * signature), each with the value it carries: one text checks out the same way every time under
 * one secret, so finding it here answers exactly what the HMAC would, without computing it (the
 * session cookie's HMAC was 2% of the server's time under bench:cold, decision 031). Only a text
 * that passed is kept: any other, a forged or altered one among them, is checked in full every
 * time. Bounded in entries and in characters (a text longer than `longest` is never kept); the
 * oldest go first.
 */
export class VerifiedCookies {
  private readonly values = new Map<string, string>();
  private characters = 0;

  constructor(
    /** The value of a signed text whose signature matches, else undefined. */
    private readonly verify: (signed: string) => string | undefined,
    readonly limits = { entries: 10_000, characters: 1_500_000, longest: 512 },
  ) {}

  get size() {
    return { entries: this.values.size, characters: this.characters };
  }

  /** The value of a signed text whose signature matches, else undefined (as `verify`). */
  valueOf(signed: string): string | undefined {
    const known = this.values.get(signed);
    if (known !== undefined) return known;
    const value = this.verify(signed);
    if (value === undefined || signed.length > this.limits.longest) return value;
    this.values.set(signed, value);
    this.characters += signed.length + value.length;
    while (this.values.size > this.limits.entries || this.characters > this.limits.characters) {
      const [oldest, oldestValue] = this.values.entries().next().value!;
      this.values.delete(oldest);
      this.characters -= oldest.length + oldestValue.length;
    }
    return value;
  }
}
