import { sortAccounts } from "@core/social/account-label";
import type { Platform } from "@core/social/platforms";
import { constants, gunzipSync, gzipSync } from "node:zlib";
import { buildDashboardView, dashboardViewVersion, withFollowersNow } from "@core/social/dashboard-view";
import { isStale, STALE_AFTER_MS } from "@core/format/format-age";
import type { AppContext } from "../../context";
import type { RequestWorkspace, SessionUser } from "../../http/hono-env";
import { AppError } from "../../http/app-error";
import { noPlanMessage } from "../billing/billing.service";
import { accountNotFoundMessage, listAccounts, pickCurrentAccount, toAccountView } from "../social-accounts/accounts.service";
import type { CompanyNameChange } from "../onboarding/onboarding.hooks";
import { findAnalytics, findDashboardHead, findWorkspaceDataVersion } from "./dashboard.queries";
import { indicatorsJob } from "./indicators.job";
import { calculateIndicators, indicatorsFromRow } from "./indicators.service";

type Ctx = Pick<AppContext, "db" | "queue" | "env">;

// Serialized dashboards, keyed by everything they are a function of: the workspace, the name
// and e-mail shown, the account asked for, the account the person chose (each person's own,
// docs/product/teams-and-roles.md) and the workspace's data version, which triggers raise
// whenever a transaction that wrote what the dashboard shows commits (migration 0004). A
// cached answer is used until the first of its "stale" flags would flip; answers that queue
// an indicators job are not cached. Bounded in bytes (each answer's gzip form, the only one kept,
// and its key; decision 031: a server's memory must not grow with the number of people) and in
// entries; the least recently used go first. Kept compressed, an answer takes about 4 KB instead
// of 29 (decision 031, 2026-11-28): the same bytes hold seven times as many people.
const responses = new Map<string, DashboardBody>();
// The keys held per workspace (a company write carries only its workspace's answers forward).
const keysByWorkspace = new Map<string, Set<string>>();
const responsesLimits = { entries: 20_000, bytes: 24 * 1024 * 1024 };
let responsesBytes = 0;
// What the map holds per entry besides the key's characters and the answer's bytes (V8's
// hash-table slot, the body object and its buffer's header), estimated.
const entryOverheadBytes = 200;

const entryBytes = (key: string, body: DashboardBody) => 2 * key.length + body.gzipped.byteLength + entryOverheadBytes;

function remember(key: string, workspaceId: string, body: DashboardBody) {
  forget(key);
  responses.set(key, body);
  const keys = keysByWorkspace.get(workspaceId);
  if (keys) keys.add(key);
  else keysByWorkspace.set(workspaceId, new Set([key]));
  responsesBytes += entryBytes(key, body);
  while (responses.size > responsesLimits.entries || responsesBytes > responsesLimits.bytes)
    forget(responses.keys().next().value!);
}

function forget(key: string) {
  const body = responses.get(key);
  if (!body) return;
  responses.delete(key);
  const workspaceId = workspaceOfKey(key);
  const keys = keysByWorkspace.get(workspaceId);
  keys?.delete(key);
  if (keys?.size === 0) keysByWorkspace.delete(workspaceId);
  responsesBytes -= entryBytes(key, body);
}

let builds = 0;

/** The cache's size and limits (tests lower the limits to see it evict), and how many answers were built by a full read. */
export const dashboardCache = {
  size: () => ({ entries: responses.size, bytes: responsesBytes, workspaces: keysByWorkspace.size }),
  limits: responsesLimits,
  builds: () => builds,
};

// The key's parts, in order (readDashboardBody): the version is the last.
type CacheKey = [
  workspaceId: string,
  name: string,
  email: string,
  accountId: string | null,
  chosen: string | null,
  access: readonly string[] | null,
  version: number,
];

// A key's JSON starts with `["<workspace id>",`: a uuid, which JSON does not escape.
const workspaceOfKey = (key: string) => key.slice(2, key.indexOf('"', 2));

/**
 * After a company write that changed only the company name and committed: when the workspace's
 * version now is exactly the request's plus what the write raised it by (nothing else changed
 * what the dashboard shows in between, from any process), every cached answer of the workspace at
 * the request's version is kept again at the new one with the new name, so the next read costs no
 * statement. Otherwise nothing moves and the next read builds the answer as before. Either way the
 * sessions remembered here take the new version at once (the writer reads its own write).
 */
export async function carryDashboardsForward(ctx: Pick<AppContext, "db" | "sessions">, change: CompanyNameChange) {
  const version = await findWorkspaceDataVersion(ctx.db, change.workspaceId);
  if (version === change.fromVersion + change.raisedBy) {
    const carried: [CacheKey, DashboardBody][] = [];
    // Only the workspace's keys are looked at (a scan of the whole cache at each write was 8% of
    // the server's time in bench:cold's write loops once it held 1,000 people), and only those
    // that end with the request's version are parsed.
    const end = `,${change.fromVersion}]`;
    for (const key of keysByWorkspace.get(change.workspaceId) ?? []) {
      if (!key.endsWith(end)) continue;
      const parts = JSON.parse(key) as CacheKey;
      if (parts[0] === change.workspaceId && parts[6] === change.fromVersion) carried.push([parts, responses.get(key)!]);
    }
    for (const [parts, body] of carried) {
      const json = withCompanyName(body.json(), { name: parts[1], email: parts[2] }, change.companyName);
      parts[6] = version;
      remember(JSON.stringify(parts), change.workspaceId, DashboardBody.of(json, body.validUntil));
    }
  }
  ctx.sessions.noteDataVersion(change.workspaceId, version);
}

const encoder = new TextEncoder();
const [quote, backslash, comma] = ['"', "\\", ","].map((character) => character.charCodeAt(0)) as [number, number, number];
const nullBytes = encoder.encode("null");

/**
 * A dashboard's JSON with another company name, byte for byte what a full read would build. The
 * JSON starts with the person and the company name (readDashboard's `base`): when it starts as
 * expected, that head is replaced and the rest kept as it is (parsing and serializing 25 KB at
 * each carried answer was most of carryDashboardsForward's time); otherwise it is parsed.
 */
export function withCompanyName(
  json: Uint8Array<ArrayBuffer>,
  user: Pick<SessionUser, "name" | "email">,
  companyName: string | null,
): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`{"user":${JSON.stringify({ name: user.name, email: user.email })},"companyName":`);
  const end = json.length > head.length && head.every((byte, i) => json[i] === byte) ? endOfNullOrString(json, head.length) : -1;
  if (end > 0 && json[end] === comma) {
    const name = encoder.encode(JSON.stringify(companyName));
    const result = new Uint8Array(head.length + name.length + json.length - end);
    result.set(head);
    result.set(name, head.length);
    result.set(json.subarray(end), head.length + name.length);
    return result;
  }
  const dashboard = JSON.parse(new TextDecoder().decode(json)) as { companyName: string | null };
  // The key keeps its place in the JSON.
  dashboard.companyName = companyName;
  return encoder.encode(JSON.stringify(dashboard));
}

/** Where the JSON `null` or string at `start` ends, or -1 when there is neither. */
function endOfNullOrString(json: Uint8Array, start: number) {
  if (nullBytes.every((byte, i) => json[start + i] === byte)) return start + nullBytes.length;
  if (json[start] !== quote) return -1;
  for (let i = start + 1; i < json.length; i++) {
    if (json[i] === backslash) i++;
    else if (json[i] === quote) return i + 1;
  }
  return -1;
}

/**
 * A serialized dashboard, kept in its gzip form only: what browsers accept, and a seventh of the
 * JSON's bytes. A client that does not accept gzip (rare: scripts, tests) gets it decompressed.
 */
class DashboardBody {
  private constructor(
    readonly gzipped: Uint8Array<ArrayBuffer>,
    readonly validUntil: number,
  ) {}

  /**
   * Compressed once, at the fastest level: most bodies are read a few times (a cold read, or
   * until the next write), and level 1 costs a third of the default's time for a few more bytes.
   * On this thread, not zlib's pool: a dashboard (about 25 KB of JSON) takes well under a
   * millisecond at level 1, and the asynchronous form's stream, hand-off to the pool and wake-up
   * cost several times that CPU under load (decision 031: zlib was 17% of a cold round's samples).
   * A copy: zlib's result is a view of its 16 KB output buffer, which it would keep alive.
   */
  static of(json: Uint8Array, validUntil: number) {
    return new DashboardBody(new Uint8Array(gzipSync(json, { level: constants.Z_BEST_SPEED })), validUntil);
  }

  /** The JSON, decompressed on each call. */
  json(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(gunzipSync(this.gzipped));
  }
}

/**
 * GET /api/dashboard's body: the dashboard as UTF-8 JSON, from the cache when the workspace's data
 * has not changed since it was built (docs/decisions/012). 403 NO_PLAN without an active plan.
 */
export async function readDashboardBody(
  ctx: Ctx,
  user: SessionUser,
  workspace: RequestWorkspace,
  accountId?: string,
  now = new Date(),
): Promise<DashboardBody> {
  // Only ever read after this request's membership check (requireMember): a person removed
  // from the workspace never reaches its key.
  const key =
    workspace.dataVersion === undefined
      ? undefined
      : JSON.stringify([
          workspace.id,
          user.name,
          user.email,
          accountId ?? null,
          workspace.currentAccountId ?? null,
          // A member limited to some accounts sees only theirs, and a new limit a new dashboard.
          workspace.accountIds ?? null,
          workspace.dataVersion,
        ] satisfies CacheKey);
  const cached = key === undefined ? undefined : responses.get(key);
  if (key !== undefined && cached && now.getTime() < cached.validUntil) {
    remember(key, workspace.id, cached);
    return cached;
  }
  const dashboard = await readDashboard(ctx, user, workspace.id, { accountId, chosenAccountId: workspace.currentAccountId }, now);
  builds += 1;
  const body = DashboardBody.of(encoder.encode(JSON.stringify(dashboard)), cacheableUntil(dashboard, now));
  if (key !== undefined) remember(key, workspace.id, body);
  return body;
}

/** When the first time-dependent part of a dashboard changes; 0 = do not cache it. */
function cacheableUntil(dashboard: Awaited<ReturnType<typeof readDashboard>>, now: Date) {
  if (!dashboard.analytics) return Number.POSITIVE_INFINITY;
  if (!dashboard.indicators || dashboard.indicators.recalculating) return 0;
  const flips = [dashboard.analytics.lastUpdated, dashboard.indicators.updatedAt]
    .map((instant) => Date.parse(instant) + STALE_AFTER_MS + 1)
    .filter((time) => time > now.getTime());
  return Math.min(...flips, Number.POSITIVE_INFINITY);
}

/**
 * Everything the dashboard shows, in one request: profile, metrics, posts, videos, related
 * profiles and indicators of the account asked for, else the one the person looks at
 * (pickCurrentAccount: their choice, else the first connected). Never tokens. One statement
 * reads the plan, the accounts, the company name, the indicators and the collection's saved view;
 * a collection saved without that view, or with another version of it, is read and its view
 * built (a second query).
 * 403 NO_PLAN without an active plan, checked before the account asked for.
 */
async function readDashboard(
  ctx: Ctx,
  user: SessionUser,
  workspaceId: string,
  { accountId, chosenAccountId }: { accountId?: string; chosenAccountId?: string | null },
  now = new Date(),
) {
  const rows = await findDashboardHead(ctx.db, workspaceId, accountId ?? chosenAccountId);
  if (!rows[0]?.planType) throw new AppError("FORBIDDEN", noPlanMessage, { reason: "NO_PLAN" });
  // Followers now are the latest day row's (decision 023), on the account and on its cards.
  const accounts = rows.flatMap((row) =>
    row.account && row.connectedAt
      ? [
          {
            ...row,
            connectedAt: row.connectedAt,
            view: toAccountView({ ...row.account, followersCount: row.followersNow }, row.lastCollectedAt),
          },
        ]
      : [],
  );
  const currentRow = accountId
    ? accounts.find((account) => account.view.id === accountId)
    : pickCurrentAccount(accounts, chosenAccountId, (account) => ({ id: account.view.id, createdAt: account.connectedAt }));
  if (accountId && !currentRow) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const base = {
    user: { name: user.name, email: user.email },
    companyName: rows[0].companyName,
    // The switcher's list, in the one order of accounts (docs/decisions/033-account-labels.md).
    accounts: sortAccounts(accounts.map((account) => account.view)),
    current: currentRow?.view ?? null,
  };
  const lastCollectedAt = currentRow?.view.lastCollectedAt;
  if (!currentRow || !lastCollectedAt) return { ...base, analytics: null, indicators: null };
  const current = currentRow.view;

  const saved = currentRow.dashboardView;
  const view =
    saved?.version === dashboardViewVersion
      ? saved
      : await buildViewOfOlderCollection(ctx, workspaceId, current.id, current.platform);
  if (!view) return { ...base, analytics: null, indicators: null };
  const { version: _version, ...shown } = withFollowersNow(view, currentRow.followersNow);

  // docs/product/screens.md: indicators are recalculated when none exist or they are older than 24 h.
  const indicatorRow = currentRow.indicators?.id ? currentRow.indicators : undefined;
  const indicatorsStale = !indicatorRow || isStale(indicatorRow.updatedAt, now);
  if (indicatorsStale) {
    await ctx.queue.send(indicatorsJob, { workspaceId, accountId: current.id }, { singletonKey: current.id });
  }

  return {
    ...base,
    analytics: { lastUpdated: lastCollectedAt, ...shown, stale: isStale(lastCollectedAt, now) },
    indicators: indicatorRow
      ? {
          values: indicatorsFromRow(indicatorRow),
          createdAt: indicatorRow.createdAt.toISOString(),
          updatedAt: indicatorRow.updatedAt.toISOString(),
          recalculating: indicatorsStale,
        }
      : null,
  };
}

/** The view of a collection saved before migration 0016 or by another view version, built from its stored profile. */
async function buildViewOfOlderCollection(ctx: Ctx, workspaceId: string, accountId: string, platform: Platform) {
  const analytics = await findAnalytics(ctx.db, workspaceId, accountId);
  if (!analytics) return undefined;
  const view = buildDashboardView({ ...analytics, platform });
  // The stored profile is ours; one that no longer parses is a bug, not a missing collection.
  if (!view) throw new Error(`Stored profile of account ${accountId} does not parse`);
  return view;
}

/** 'Calcular Indicadores' on demand (docs/product/screens.md). */
export async function recalculateIndicators(ctx: Ctx, workspaceId: string, accountId: string) {
  const accounts = await listAccounts(ctx, workspaceId);
  if (!accounts.some((account) => account.id === accountId)) throw new AppError("NOT_FOUND", accountNotFoundMessage);
  const row = await calculateIndicators(ctx, workspaceId, accountId);
  return {
    values: indicatorsFromRow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recalculating: false,
  };
}
