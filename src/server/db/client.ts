import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index";
import { acquireDirectoryLock, type DirectoryLock } from "./directory-lock";

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

/** The pg settings that apply `timeouts` to every connection of a pool. */
export function poolTimeoutSettings(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
  };
}

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

// Bundled: dist/server/migrations; from source: src/server/db/migrations.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions =
  /** Without `timeouts` (tests, benchmarks): no statement timeout, 5 s to connect. */
  | { kind: "postgres"; connectionString: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  /**
   * dataDir undefined = in memory (tests). loadDataDir: starts from a copy of another database's
   * files (PGlite's dumpDataDir), e.g. the tests' migrated template.
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/**
 * Opens the database and applies every pending migration; a clear DatabaseError otherwise.
 * `migrationsFolder` is for tests that fill a database through earlier migrations only.
 */
export async function openDatabase(options: OpenOptions, migrations = { migrationsFolder }): Promise<Database> {
  const database = options.kind === "postgres" ? await openPostgres(options) : await openPglite(options.dataDir, options.loadDataDir);
  try {
    await migrateDatabase(database, migrations.migrationsFolder);
  } catch (error) {
    await database.close();
    throw new DatabaseError(`A database migration failed: ${describe(error)}`, { cause: error });
  }
  return database;
}

/** Applies the migrations of the folder not yet applied. */
export async function migrateDatabase(database: Database, folder = migrationsFolder) {
  const migrationsFolder = folder;
  if (database.kind === "pglite") {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    // A migration may rewrite a whole table: it runs on a connection of its own, without the
    // statement timeout that requests and jobs have.
    const client = new pg.Client({ connectionString: database.connectionString, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client, schema }) as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    } finally {
      await client.end();
    }
  }
}

async function openPostgres(options: { connectionString: string; poolSize?: number; timeouts?: DatabaseTimeouts }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(options.timeouts ? poolTimeoutSettings(options.timeouts) : {}),
  });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  keepClientsAccountedFor(pool);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseError(
      `Could not connect to PostgreSQL at ${redact(options.connectionString)}: ${describe(error)}`,
      { cause: error },
    );
  }
  return {
    kind: "postgres",
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    connectionString: options.connectionString,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    close: () => pool.end(),
  };
}

/**
 * A statement that times out on a hung connection fails its transaction's `begin` too, and
 * Drizzle then never releases the client (its release sits in a `finally` after the `begin`):
 * once the connection ends, the pool would count it for ever and, after enough of them, refuse
 * every request. Here a held client whose connection ends goes back to the pool as broken, a
 * later release of it is a no-op, and its connection's error reaches its queries only, never the
 * process.
 */
function keepClientsAccountedFor(pool: pg.Pool) {
  const held = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    client.on("error", () => {});
    client.on("end", () => {
      if (held.has(client)) client.release(new Error("connection ended while the client was held"));
    });
  });
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  // pg's own pool.query() connects with a callback and always releases: left as it is.
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      held.add(client);
      client.release = (error?: Error | boolean) => {
        if (held.delete(client)) release(error);
      };
      return client;
    });
  }) as typeof pool.connect;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let lock: DirectoryLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite does not lock its directory and two processes on it corrupt it.
    lock = acquireDirectoryLock(path.join(dataDir, "inteligram.lock"));
  }
  let pglite: PGlite;
  try {
    // unaccent backs the search's Portuguese configuration (migration 0021); PGlite needs the
    // extension at every open, a copied data directory included.
    pglite = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, { extensions: { unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    lock?.release();
    throw new DatabaseError(`Could not open the embedded database in ${dataDir}: ${describe(error)}`, {
      cause: error,
    });
  }
  return {
    kind: "pglite",
    db: drizzlePglite({ client: pglite, schema }) as unknown as Db,
    pglite,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describe).join("; ");
  return error instanceof Error ? error.message : String(error);
}

function redact(connectionString: string) {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(invalid URL)";
  }
}
