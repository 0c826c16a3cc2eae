import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { workspaceDunning } from "./schema/index";

/**
 * True while the workspace is not suspended (decision 020: a suspended workspace is read-only).
 * A hot write adds it to its own statement instead of the request's separate check
 * (src/server/features/lifecycle/suspension.ts lists the routes that do), so the write is one
 * statement.
 */
export const workspaceNotSuspended = (workspaceId: string | Placeholder): SQL =>
  sql`not exists (select 1 from ${workspaceDunning} where ${workspaceDunning.workspaceId} = ${workspaceId} and ${workspaceDunning.suspendedAt} is not null)`;
