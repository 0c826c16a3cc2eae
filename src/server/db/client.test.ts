import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "./directory-lock";
import { DatabaseError, openDatabase } from "./client";

describe("openDatabase", () => {
  it("fails with a clear message when PostgreSQL cannot be reached", async () => {
    const attempt = openDatabase({ kind: "postgres", connectionString: "postgres://app:s3cret@127.0.0.1:1/inteligram" });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseError);
    await expect(attempt).rejects.toThrow(/Could not connect to PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1/);
  });
});

describe("data directory lock", () => {
  it("refuses a second owner while the first is alive and frees it on release", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "inteligram-lock-")), "inteligram.lock");
    const first = acquireDirectoryLock(file);
    // The parent process stands in for another live Inteligram process.
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDirectoryLock(file)).toThrow(/in use by another Inteligram process/);
    first.release();
    acquireDirectoryLock(file).release();
  });

  it("takes over a lock left by a process that is gone", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "inteligram-lock-")), "inteligram.lock");
    writeFileSync(file, "999999");
    const lock = acquireDirectoryLock(file);
    lock.release();
  });
});
