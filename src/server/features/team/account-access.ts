import { AsyncLocalStorage } from "node:async_hooks";
import { inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The accounts a request may reach (docs/decisions/030): null for all of the workspace's, or
 * the ids a member limited to some accounts was granted. Set once per request by the
 * membership check (requireMember) and the API-key check, and by a job working for one person
 * (a scheduled report, "Meus dados"); read by the queries that list or find accounts and what
 * hangs off them, so no route can forget it. Outside any of those (the daily collection, the
 * alerts' evaluation), every account of the workspace.
 */
export type AccountAccess = readonly string[] | null;

const storage = new AsyncLocalStorage<AccountAccess>();

/** Runs `work` reaching only `accountIds` (null or undefined: every account). */
export function runWithAccountAccess<T>(accountIds: AccountAccess | undefined, work: () => T): T {
  return storage.run(accountIds ?? null, work);
}

/** The accounts the current request or job may reach; null for all. */
export function allowedAccountIds(): AccountAccess {
  return storage.getStore() ?? null;
}

/** Whether the current request or job may reach the account. */
export function mayReachAccount(accountId: string) {
  const allowed = allowedAccountIds();
  return allowed === null || allowed.includes(accountId);
}

/**
 * A where-condition keeping the rows of the accounts the request may reach (`column` holds an
 * account's id), or undefined when it reaches them all (drizzle's `and` skips it).
 */
export function accountAccessCondition(column: AnyColumn | SQL): SQL | undefined {
  const allowed = allowedAccountIds();
  if (allowed === null) return undefined;
  if (allowed.length === 0) return sql`false`;
  return inArray(column as AnyColumn, [...allowed]);
}
