import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export type DirectoryLock = { release(): void };

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
}

/**
 * An exclusive lock file holding the owner's pid. A lock whose process is gone is stale and
 * is taken over; a live one refuses the second start with a clear message.
 */
export function acquireDirectoryLock(file: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DirectoryLockedError(
        `The data directory is in use by another Inteligram process (pid ${owner}). ` + `Stop it first, or use another DATA_DIR.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
