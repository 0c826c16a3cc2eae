import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index";
import type { Database, DatabaseTimeouts, Db } from "./database";
import { DatabaseError, describe } from "./database-error";

export { DatabaseError } from "./database-error";

export type { Database, DatabaseKind, DatabaseTimeouts, Db, DbOrTx, Schema, Tx } from "./database";

/** The pg settings that apply `timeouts` to every connection of a pool. */
export function poolTimeoutSettings(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
  };
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
  const database =
    options.kind === "postgres"
      ? await openPostgres(options)
      : await (await import("./pglite")).openPglite(options.dataDir, options.loadDataDir);
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
    await (await import("./pglite")).migratePgliteDatabase(database, migrationsFolder);
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

async function openPostgres(options: {
  connectionString: string;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
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
    throw new DatabaseError(`Could not connect to PostgreSQL at ${redact(options.connectionString)}: ${describe(error)}`, {
      cause: error,
    });
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

function redact(connectionString: string) {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(invalid URL)";
  }
}
