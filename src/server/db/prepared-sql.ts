import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";

const dialect = new PgDialect();

/**
 * A statement written in SQL (drizzle's `sql`, its values `sql.placeholder(name)`) that a hot path
 * runs often: built into text once per database, and on PostgreSQL a named prepared statement,
 * parsed and planned once per connection. `db.execute(sql…)` builds the text on every call and
 * PostgreSQL parses it every time (decision 031, 2026-11-28: the company write's statement).
 * Resolves to the rows, as `db.execute` does.
 */
export function preparedSql<Row>(name: string, build: () => SQL) {
  const statements = new WeakMap<DbOrTx, ReturnType<DbOrTx["_"]["session"]["prepareQuery"]>>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let statement = statements.get(db);
    if (!statement)
      statements.set(db, (statement = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false)));
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
