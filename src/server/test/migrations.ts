import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");

type Journal = { entries: { tag: string }[] };

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/**
 * The full tag of the migration named `name` ("0010_reports" for "reports"): tests name a
 * migration by what it does, so renumbering it when branches merge does not break them.
 */
export function migrationTag(name: string): string {
  const entry = readJournal(migrationsFolder).entries.find((e) => e.tag === name || e.tag.replace(/^\d+_/, "") === name);
  if (!entry) throw new Error(`No migration named ${name}`);
  return entry.tag;
}

/** A copy of the migrations folder that stops after the migration `last` (a tag or a name). */
export function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "inteligram-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true, filter: (source) => !source.endsWith(".ts") });
  const journal = readJournal(folder);
  const index = journal.entries.findIndex((entry) => entry.tag === migrationTag(last));
  journal.entries = journal.entries.slice(0, index + 1);
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

/** A copy of the migrations folder that stops just before the migration `name`. */
export function migrationsBefore(name: string): string {
  const entries = readJournal(migrationsFolder).entries;
  const index = entries.findIndex((entry) => entry.tag === migrationTag(name));
  if (index < 1) throw new Error(`No migration before ${name}`);
  return migrationsUpTo(entries[index - 1]!.tag);
}
