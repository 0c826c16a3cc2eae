import type { Platform } from "@core/social/platforms";
import { accountAccessCondition } from "../team/account-access";
import { buildDashboardView } from "@core/social/dashboard-view";
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  accountDays,
  collectionRuns,
  dataDeletionRequests,
  followerSnapshots,
  instagramProfileAnalytics,
  oauthStates,
  socialMediaProfiles,
} from "../../db/schema/index";

export type AccountRow = typeof socialMediaProfiles.$inferSelect;
export type RunRow = typeof collectionRuns.$inferSelect;

/** The workspace's own accounts: competitors are tracked profiles too, never listed as accounts. */
export const ownAccount = eq(socialMediaProfiles.kind, "own");

/**
 * A tracked profile's followers now (decision 023): its latest day row, the history every period
 * reads; before its first day row, the count it was connected with.
 */
export const followersNow = sql<
  number | null
>`coalesce((select ad.followers from ${accountDays} ad where ad.social_profile_id = ${socialMediaProfiles.id} order by ad.day desc limit 1), ${socialMediaProfiles.followersCount})`;

/**
 * The workspace's active own accounts that the request may reach (team/account-access.ts): the
 * condition of every query that lists them or sums over them, so a member limited to some
 * accounts never counts the others (docs/decisions/030).
 */
export const reachableActiveAccounts = (workspaceId: string) =>
  and(
    eq(socialMediaProfiles.workspaceId, workspaceId),
    ownAccount,
    eq(socialMediaProfiles.isActive, true),
    accountAccessCondition(socialMediaProfiles.id),
  );

/**
 * docs/product/screens.md: active profiles, newest updated first. Which one a person looks at is their own choice
 * (pickCurrentAccount in accounts.service), not this order.
 */
export function listActiveAccounts(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      account: socialMediaProfiles,
      followersNow,
      lastCollectedAt: instagramProfileAnalytics.lastUpdated,
    })
    .from(socialMediaProfiles)
    .leftJoin(instagramProfileAnalytics, eq(instagramProfileAnalytics.socialProfileId, socialMediaProfiles.id))
    .where(reachableActiveAccounts(workspaceId))
    .orderBy(desc(socialMediaProfiles.updatedAt));
}

/** Until the transaction ends, other transactions wait here for the same user's accounts. */
export async function lockWorkspaceAccounts(tx: Tx, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`social_media_profiles:${workspaceId}`}))`);
}

/** Active own accounts of the workspace, on one network or (without one) on all. */
export async function countActiveAccounts(db: DbOrTx, workspaceId: string, platform?: Platform) {
  const [row] = await db
    .select({ n: count() })
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        ownAccount,
        platform ? eq(socialMediaProfiles.platform, platform) : undefined,
        eq(socialMediaProfiles.isActive, true),
      ),
    );
  return row?.n ?? 0;
}

/** The workspace's active own accounts on each network (a network without any is absent). */
export async function countActiveAccountsPerPlatform(db: DbOrTx, workspaceId: string) {
  const rows = await db
    .select({ platform: socialMediaProfiles.platform, n: count() })
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), ownAccount, eq(socialMediaProfiles.isActive, true)))
    .groupBy(socialMediaProfiles.platform);
  return Object.fromEntries(rows.map((row) => [row.platform, row.n])) as Partial<Record<Platform, number>>;
}

/** An own account of this workspace, or undefined (another workspace's id is simply not found). */
export async function findAccount(db: DbOrTx, workspaceId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        ownAccount,
        eq(socialMediaProfiles.id, accountId),
        // One the request may not reach is not found either (docs/decisions/030).
        accountAccessCondition(socialMediaProfiles.id),
      ),
    );
  return row;
}

/** A competitor, or an own account the request may reach (team/account-access.ts). */
function reachableProfile() {
  const reachable = accountAccessCondition(socialMediaProfiles.id);
  return reachable && or(eq(socialMediaProfiles.kind, "competitor"), reachable);
}

/** Any tracked profile of this workspace, own account or competitor (the collection's lookup). */
export async function findTrackedProfile(db: DbOrTx, workspaceId: string, profileId: string) {
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.workspaceId, workspaceId), eq(socialMediaProfiles.id, profileId), reachableProfile()));
  return row;
}

export async function findAccountByPlatformId(db: DbOrTx, workspaceId: string, platform: Platform, platformUserId: string) {
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        ownAccount,
        eq(socialMediaProfiles.platform, platform),
        eq(socialMediaProfiles.platformUserId, platformUserId),
      ),
    );
  return row;
}

/** An own account of this workspace by username (typed or collected), active ones first. */
export async function findAccountByUsername(db: DbOrTx, workspaceId: string, platform: Platform, username: string) {
  const name = username.toLowerCase();
  const [row] = await db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.workspaceId, workspaceId),
        ownAccount,
        eq(socialMediaProfiles.platform, platform),
        or(
          sql`lower(${socialMediaProfiles.username}) = ${name}`,
          sql`lower(${socialMediaProfiles.usernameManualInsert}) = ${name}`,
        ),
      ),
    )
    .orderBy(desc(socialMediaProfiles.isActive), desc(socialMediaProfiles.updatedAt))
    .limit(1);
  return row;
}

export async function insertAccount(db: DbOrTx, row: typeof socialMediaProfiles.$inferInsert) {
  const [saved] = await db.insert(socialMediaProfiles).values(row).returning();
  return saved!;
}

export async function updateAccount(db: DbOrTx, accountId: string, values: Partial<typeof socialMediaProfiles.$inferInsert>) {
  const [saved] = await db
    .update(socialMediaProfiles)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(socialMediaProfiles.id, accountId))
    .returning();
  return saved!;
}

/**
 * Stores a refreshed token pair only if the account still holds the pair it was refreshed from
 * (compared as stored, encrypted): of two workers refreshing at once, the one that stores second
 * finds the pair changed, writes nothing and reads the newer one instead, so the newest refresh
 * token is never overwritten by an older one. undefined when the pair had changed.
 */
export async function saveRotatedTokens(
  db: DbOrTx,
  accountId: string,
  used: { accessToken: string | null; refreshToken: string | null },
  values: Pick<
    typeof socialMediaProfiles.$inferInsert,
    "accessToken" | "tokenExpiresAt" | "refreshToken" | "refreshTokenExpiresAt" | "grantedScopes"
  >,
) {
  const [saved] = await db
    .update(socialMediaProfiles)
    .set(values)
    .where(
      and(
        eq(socialMediaProfiles.id, accountId),
        used.accessToken === null
          ? isNull(socialMediaProfiles.accessToken)
          : eq(socialMediaProfiles.accessToken, used.accessToken),
        used.refreshToken === null
          ? isNull(socialMediaProfiles.refreshToken)
          : eq(socialMediaProfiles.refreshToken, used.refreshToken),
      ),
    )
    .returning();
  return saved;
}

/** OAuth accounts whose token ends before `before` (the refresh job's work list). */
export function listAccountsWithTokensEndingBefore(db: DbOrTx, platform: Platform, before: Date) {
  return db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.platform, platform),
        eq(socialMediaProfiles.connectionType, "oauth"),
        ownAccount,
        eq(socialMediaProfiles.isActive, true),
        eq(socialMediaProfiles.needsReconnect, false),
        lt(socialMediaProfiles.tokenExpiresAt, before),
      ),
    );
}

/** The accounts of these workspaces connected by OAuth with a token still held (a grant to revoke before deleting them). */
export function listOAuthAccountsOf(db: DbOrTx, workspaceIds: string[]) {
  if (workspaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(socialMediaProfiles)
    .where(
      and(
        inArray(socialMediaProfiles.workspaceId, workspaceIds),
        eq(socialMediaProfiles.connectionType, "oauth"),
        isNotNull(socialMediaProfiles.accessToken),
      ),
    );
}

export async function findOpenRun(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(collectionRuns)
    .where(and(eq(collectionRuns.socialProfileId, accountId), inArray(collectionRuns.status, ["queued", "running"])))
    .orderBy(desc(collectionRuns.createdAt))
    .limit(1);
  return row;
}

export async function insertRun(db: DbOrTx, row: typeof collectionRuns.$inferInsert) {
  const [saved] = await db.insert(collectionRuns).values(row).returning();
  return saved!;
}

export async function updateRun(db: DbOrTx, runId: string, values: Partial<typeof collectionRuns.$inferInsert>) {
  await db.update(collectionRuns).set(values).where(eq(collectionRuns.id, runId));
}

/** A run by id: scoped to the workspace when `workspaceId` is given (API), unscoped for the worker. */
export async function findRun(db: DbOrTx, runId: string, workspaceId?: string) {
  const [row] = await db
    .select()
    .from(collectionRuns)
    .where(
      workspaceId
        ? and(
            eq(collectionRuns.id, runId),
            eq(collectionRuns.workspaceId, workspaceId),
            accountAccessCondition(collectionRuns.socialProfileId),
          )
        : eq(collectionRuns.id, runId),
    );
  return row;
}

/** The latest analytics row and a follower snapshot, written together. */
export async function writeCollectedData(
  db: DbOrTx,
  input: {
    workspaceId: string;
    accountId: string;
    username: string;
    source: "demo" | "apify" | "graph";
    profileData: unknown;
    relatedProfiles: unknown;
    recentVideos: unknown;
    /** The account's network: what counts as an interaction in the saved dashboard view (decision 029). */
    platform?: Platform;
    followersCount: number;
    followsCount: number;
    postsCount: number;
    now: Date;
  },
) {
  const values = {
    workspaceId: input.workspaceId,
    socialProfileId: input.accountId,
    username: input.username,
    source: input.source,
    profileData: input.profileData,
    relatedProfiles: input.relatedProfiles,
    recentVideos: input.recentVideos,
    dashboardView: buildDashboardView(input) ?? null,
    lastUpdated: input.now,
  };
  await db
    .insert(instagramProfileAnalytics)
    .values(values)
    .onConflictDoUpdate({ target: instagramProfileAnalytics.socialProfileId, set: values });
  await db.insert(followerSnapshots).values({
    workspaceId: input.workspaceId,
    socialProfileId: input.accountId,
    followersCount: input.followersCount,
    followsCount: input.followsCount,
    postsCount: input.postsCount,
    capturedAt: input.now,
  });
}

export async function insertOAuthState(db: DbOrTx, row: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(row);
}

type StateOwner = { userId: string; workspaceId: string; platform: Platform };

/** An unused state issued to this person, for this workspace and network. */
function unusedStateOf(owner: StateOwner, stateHash: string) {
  return and(
    eq(oauthStates.stateHash, stateHash),
    eq(oauthStates.userId, owner.userId),
    eq(oauthStates.workspaceId, owner.workspaceId),
    eq(oauthStates.platform, owner.platform),
    isNull(oauthStates.usedAt),
  );
}

/** The person's state for this workspace if it is unused and fresh, without spending it. */
export async function findUsableOAuthState(db: DbOrTx, owner: StateOwner, stateHash: string, now: Date) {
  const [row] = await db.select().from(oauthStates).where(unusedStateOf(owner, stateHash));
  if (!row || row.expiresAt < now) return undefined;
  return row;
}

/**
 * Marks the state used and returns it, once; an unknown, used or expired state, or one issued to
 * another person or for another workspace, gives undefined.
 */
export async function consumeOAuthState(db: DbOrTx, owner: StateOwner, stateHash: string, now: Date) {
  const [row] = await db.update(oauthStates).set({ usedAt: now }).where(unusedStateOf(owner, stateHash)).returning();
  if (!row || row.expiresAt < now) return undefined;
  return row;
}

/**
 * The active own accounts of a network's user id, in every workspace, connected through the
 * network's login (Instagram Login or Facebook Login): those a signed webhook about that user
 * concerns (docs/decisions/044).
 */
export function listLoginAccountsByPlatformUserId(db: DbOrTx, platform: Platform, platformUserId: string) {
  return db
    .select({ id: socialMediaProfiles.id, workspaceId: socialMediaProfiles.workspaceId })
    .from(socialMediaProfiles)
    .where(
      and(
        eq(socialMediaProfiles.platform, platform),
        eq(socialMediaProfiles.platformUserId, platformUserId),
        ownAccount,
        eq(socialMediaProfiles.isActive, true),
        inArray(socialMediaProfiles.connectionType, ["oauth", "facebook"]),
      ),
    );
}

/** A network's data-deletion callback: every row of that network's user id, in every workspace. */
export async function deleteAccountsByPlatformUserId(db: DbOrTx, platform: Platform, platformUserId: string) {
  const deleted = await db
    .delete(socialMediaProfiles)
    .where(and(eq(socialMediaProfiles.platform, platform), eq(socialMediaProfiles.platformUserId, platformUserId)))
    .returning({ id: socialMediaProfiles.id });
  return deleted.length;
}

export async function insertDataDeletionRequest(db: DbOrTx, code: string, accountsDeleted: number) {
  await db.insert(dataDeletionRequests).values({ code, accountsDeleted });
}

export async function findDataDeletionRequest(db: DbOrTx, code: string) {
  const [row] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.code, code));
  return row;
}
