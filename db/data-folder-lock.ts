import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock on its data folder, and two processes writing one folder corrupt it.
 * This lock follows PostgreSQL's own postmaster.pid scheme: create the file exclusively; if it
 * exists, the process it names is asked whether it is alive; a lock left by a dead process is
 * stale and taken over.
 */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`data folder ${folder} is in use by process ${pid}`);
    this.name = "DataFolderInUseError";
  }
}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

export const LOCK_FILE_NAME = "server.lock";

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLockOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * @param folder the data folder, created if missing
 * @param displayName how the folder is named in messages (as the operator configured it)
 */
export function acquireDataFolderLock(folder: string, displayName = folder): DataFolderLock {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      try {
        fs.writeSync(fd, `${process.pid}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return {
        path: lockPath,
        release() {
          if (readLockOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }

    const owner = readLockOwner(lockPath);
    if (owner === undefined) {
      // Either a process is between creating and writing the file, or one died right there.
      // Give a live owner time to write its pid before calling the lock stale.
      const ageMs = Date.now() - (fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (ageMs < 2000) {
        sleepSync(50);
        continue;
      }
    } else if (owner !== process.pid && processIsAlive(owner)) {
      throw new DataFolderInUseError(displayName, owner);
    }
    // Stale: its process is gone (or, after a container restart, had our very pid).
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`could not lock data folder ${displayName}`);
}
