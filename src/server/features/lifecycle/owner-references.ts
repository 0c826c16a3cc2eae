import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

export type OwnerReference = { table: string; column: string; target: "users" | "workspaces" };

/**
 * Every column of the app's tables that references a person (`users`) or a workspace, read from
 * the catalog (pg_constraint), so a table another feature adds is exported and covered by the
 * deletion test without a list to keep up to date.
 */
export async function listOwnerReferences(db: DbOrTx): Promise<OwnerReference[]> {
  const result = (await db.execute(sql`
    select child.relname as "table", attribute.attname as "column", parent.relname as "target"
    from pg_constraint constraint_
    join pg_class child on child.oid = constraint_.conrelid
    join pg_class parent on parent.oid = constraint_.confrelid
    join pg_namespace namespace on namespace.oid = child.relnamespace
    join pg_attribute attribute on attribute.attrelid = constraint_.conrelid and attribute.attnum = constraint_.conkey[1]
    where constraint_.contype = 'f' and namespace.nspname = 'public' and parent.relname in ('users', 'workspaces')
      and array_length(constraint_.conkey, 1) = 1
    order by 1, 2
  `)) as unknown as { rows: OwnerReference[] };
  return result.rows;
}

/** The rows of `table` whose `column` is `id`, as plain JSON-ready objects. */
export async function selectOwnedRows(db: DbOrTx, table: string, column: string, id: string) {
  const result = (await db.execute(
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** How many rows of `table` still name `id` in `column`. */
export async function countOwnedRows(db: DbOrTx, table: string, column: string, id: string) {
  const result = (await db.execute(
    sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
