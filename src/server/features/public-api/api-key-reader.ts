import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listenForNotifications } from "../../db/notifications";
import { apiKeys } from "../../db/schema/index";
import type { Logger } from "../../logger";
import type { WorkspaceRole } from "@core/team/roles";
import { apiKeyLookupColumns } from "./api-keys.queries";

declare module "../../context" {
  interface AppContext {
    /** API keys for /api/v1, remembered briefly and dropped on revocation (docs/decisions/019). */
    apiKeys: ApiKeyReader;
  }
}

/** What a request's authentication needs of a key row. */
export type ApiKeyLookup = {
  id: string;
  workspaceId: string;
  keyHash: string;
  revokedAt: Date | null;
  createdBy: string | null;
  creatorRole: WorkspaceRole | null;
  creatorAccountIds: string[] | null;
};

export type ApiKeyReader = {
  /** The key with this public prefix (revoked or not), or undefined. */
  find(prefix: string): Promise<ApiKeyLookup | undefined>;
  /** Drops every remembered key at once: after a revocation made in this process. */
  forgetAll(): void;
  close(): Promise<void>;
};

/** The channel migration 0015's trigger notifies with a key's prefix when it is revoked or deleted. */
export const apiKeysChangedChannel = "inteligram_api_keys_changed";
/** How long an active key read from the database is remembered, at most (docs/decisions/019). */
export const apiKeyRememberMs = 10_000;
const rememberedMax = 10_000;

/**
 * Reads API keys for /api/v1 with one prepared query by prefix, and remembers an active key
 * for up to 10 s so that a burst of requests does not read the same row each time.
 *
 * Revocation still stops a key at once on every process: revoking (or deleting the workspace)
 * fires a trigger that NOTIFYs `inteligram_api_keys_changed` with the prefix on commit, and
 * every web process listens and drops that key. While the listener is down nothing is
 * remembered, and when it goes down everything is dropped, so a missed notification cannot
 * keep a revoked key alive; a revocation through this process also drops everything without
 * waiting for the notification. The 10 s are a bound in case of a bug, not the expected delay.
 * A key read while a notification arrives is not remembered (the change it announces may have
 * committed after the read). Revoked and unknown keys are never remembered.
 */
export async function createApiKeyReader(deps: {
  database: Database;
  log: Logger;
  /** False in a worker process, which serves no requests: no listener, nothing remembered. */
  remember: boolean;
  now?: () => number;
}): Promise<ApiKeyReader> {
  const { database } = deps;
  const now = deps.now ?? Date.now;
  const findByPrefix = database.db
    .select(apiKeyLookupColumns)
    .from(apiKeys)
    .where(eq(apiKeys.prefix, sql.placeholder("prefix")))
    .prepare("inteligram_api_key_by_prefix");

  const remembered = new Map<string, { row: ApiKeyLookup; until: number }>();
  // Counts notifications and resets, as the session reader does.
  let changes = 0;
  const forget = (prefix: string) => {
    changes++;
    remembered.delete(prefix);
  };
  const forgetAll = () => {
    changes++;
    remembered.clear();
  };
  const listener = deps.remember
    ? await listenForNotifications(database, apiKeysChangedChannel, { onMessage: forget, onReset: forgetAll }, deps.log)
    : { live: false, close: async () => {} };

  return {
    async find(prefix) {
      const at = now();
      const memo = remembered.get(prefix);
      if (memo && at < memo.until) return memo.row;
      if (memo) remembered.delete(prefix);
      const changesBefore = changes;
      const [row] = await findByPrefix.execute({ prefix });
      if (row && !row.revokedAt && listener.live && changes === changesBefore) {
        remembered.set(prefix, { row, until: at + apiKeyRememberMs });
        if (remembered.size > rememberedMax) remembered.delete(remembered.keys().next().value!);
      }
      return row;
    },
    forgetAll,
    close: () => listener.close(),
  };
}
