import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  close(): Promise<void>;
};

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

// Bundled: dist/server/migrations; from source: src/server/db/migrations.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions =
  | { kind: "postgres"; connectionString: string; poolSize?: number }
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
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

async function openPostgres(options: { connectionString: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on("error", () => {});
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
    close: () => pool.end(),
  };
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
    pglite = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, loadDataDir ? { loadDataDir } : undefined);
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
