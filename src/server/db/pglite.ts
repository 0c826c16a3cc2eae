// The embedded database (PGlite), in a module of its own: openDatabase loads it only when the
// database is embedded, so a server on PostgreSQL never loads PGlite (docs/decisions/031).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema/index";
import type { Database, Db } from "./database";
import { DatabaseError, describe } from "./database-error";
import { acquireDirectoryLock, type DirectoryLock } from "./directory-lock";

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
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
    pglite = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, {
      extensions: { unaccent },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
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

export async function migratePgliteDatabase(database: Database, migrationsFolder: string) {
  await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
}
