// The database's types, apart from client.ts so that the embedded database's module
// (pglite.ts, loaded on demand) and client.ts both use them without importing each other.
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** The PGlite instance when embedded (pg-boss runs on it too). */
  pglite?: PGlite;
  connectionString?: string;
  /** PostgreSQL: the bounds every connection of the application (and of pg-boss) works within. */
  timeouts?: DatabaseTimeouts;
  close(): Promise<void>;
};

/**
 * Decision 016: a database that hangs must answer like one that refuses. `statementMs` cancels a
 * statement on the server (SQLSTATE 57014) and, with a second's margin, gives up on an answer
 * that never comes over the network; `connectMs` bounds both opening a connection and waiting
 * for a free one in the pool.
 */
export type DatabaseTimeouts = { statementMs: number; connectMs: number };
