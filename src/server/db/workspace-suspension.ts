import { eq, getTableColumns, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";
import { workspaceDunning } from "./schema/index";

const suspendedRow = (workspaceId: string | Placeholder): SQL =>
  sql`select 1 from ${workspaceDunning} where ${workspaceDunning.workspaceId} = ${workspaceId} and ${workspaceDunning.suspendedAt} is not null`;

/**
 * True while the workspace is not suspended (decision 020: a suspended workspace is read-only).
 * A hot write adds it to its own statement instead of the request's separate check
 * (src/server/features/lifecycle/suspension.ts lists the routes that do), so the write is one
 * statement.
 */
export const workspaceNotSuspended = (workspaceId: string | Placeholder): SQL => sql`not exists (${suspendedRow(workspaceId)})`;

/** True while the workspace is suspended: a column of a statement the write runs anyway (a plan limit's count). */
export const workspaceSuspended = (workspaceId: string): SQL<boolean> => sql<boolean>`exists (${suspendedRow(workspaceId)})`;

/**
 * `insert into <table> (<the row's columns>) select <its values> where <the workspace is not
 * suspended>`, for the caller to end (`on conflict …`, `returning …`): no row back means suspended
 * (or the conflict clause's own "nothing"). Columns the row leaves out take their SQL defaults;
 * values are encoded by their column, as drizzle's own insert does.
 */
export function insertUnlessSuspended<T extends PgTable>(table: T, workspaceId: string, row: Partial<T["$inferInsert"]>): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`${key} is not a column`);
      return { column, value };
    });
  return sql`insert into ${table} (${sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(
    given.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  )} where ${workspaceNotSuspended(workspaceId)}`;
}

/**
 * Whether the workspace is suspended. Read only after a write that carried workspaceNotSuspended
 * changed nothing, to tell a suspension from the write's own "nothing" (not found, already done):
 * a query on that path, never on the write that succeeds.
 */
export async function isWorkspaceSuspended(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ suspendedAt: workspaceDunning.suspendedAt })
    .from(workspaceDunning)
    .where(eq(workspaceDunning.workspaceId, workspaceId));
  return !!row?.suspendedAt;
}
