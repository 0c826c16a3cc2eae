import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type Db } from "../db/client";
import { readTestDatabaseUrl } from "../env";

export type TestDatabase = {
  database: Database;
  /** The PostgreSQL database's URL (unset on PGlite). */
  connectionString?: string;
  /** Options that open the same database again (for restart tests). */
  reopen(): Promise<Database>;
  /** Drops what the test created. */
  destroy(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (or in `dataDir`),
 * or a new PostgreSQL database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(options: { dataDir?: string; migrationsFolder?: string } = {}): Promise<TestDatabase> {
  const serverUrl = readTestDatabaseUrl();
  const migrations = options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : undefined;
  if (!serverUrl) {
    // An in-memory database with every migration starts as a copy of this process's template.
    const loadDataDir = options.dataDir || migrations ? undefined : await migratedPgliteTemplate();
    const database = await openDatabase({ kind: "pglite", dataDir: options.dataDir, loadDataDir }, migrations);
    return {
      database,
      reopen: () => openDatabase({ kind: "pglite", dataDir: options.dataDir }),
      destroy: async () => {},
    };
  }
  const name = `inteligram_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const database = await openDatabase({ kind: "postgres", connectionString, poolSize: 5 }, migrations);
  return {
    database,
    connectionString,
    reopen: () => openDatabase({ kind: "postgres", connectionString, poolSize: 5 }),
    destroy: async () => {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// Test files share their worker process (vitest.config.ts), so a PGlite migrated once is copied
// for each file's database (PGlite's dumpDataDir/loadDataDir, ~2 s) instead of a new one being
// created and migrated (~5 s). openDatabase still applies any migration the copy lacks.
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteTemplate() {
  pgliteTemplate ??= (async () => {
    const template = await openDatabase({ kind: "pglite" });
    try {
      return await template.pglite!.dumpDataDir("none");
    } finally {
      await template.close();
    }
  })();
  return pgliteTemplate;
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}
