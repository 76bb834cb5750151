import fs from "node:fs";
import os from "node:os";
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
    readonly host?: string,
  ) {
    super(
      host
        ? `data folder ${folder} is in use by process ${pid} on host ${host} (if that host is gone, delete ${LOCK_FILE_NAME})`
        : `data folder ${folder} is in use by process ${pid}`,
    );
    this.name = "DataFolderInUseError";
  }
}

/** The folder cannot be written: permissions, a read-only file system, or a full disk. */
export class DataFolderUnwritableError extends Error {
  constructor(folder: string, code: string) {
    super(
      `data folder ${folder} is not writable (${code}): check its permissions, that its file system is mounted read-write, and the free space`,
    );
    this.name = "DataFolderUnwritableError";
  }
}

const UNWRITABLE = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT"]);

function unwritable(error: unknown, folder: string): never {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  if (UNWRITABLE.has(code)) throw new DataFolderUnwritableError(folder, code);
  throw error;
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

interface LockOwner {
  pid: number;
  /** Absent in locks written before hosts were recorded. */
  host?: string;
  raw: string;
}

function readLockOwner(lockPath: string): LockOwner | undefined {
  try {
    const raw = fs.readFileSync(lockPath, "utf8");
    const [pidLine = "", host] = raw.split("\n");
    const pid = Number.parseInt(pidLine.trim(), 10);
    return Number.isInteger(pid) && pid > 0
      ? { pid, host: host?.trim() || undefined, raw }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves a stale lock aside, atomically: of several processes taking over at once only one
 * renames the file. If what was moved is not the stale lock that was read (another process
 * took over in between), it is put back.
 */
function takeOverStaleLock(lockPath: string, stale: string | undefined) {
  const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = fs.readFileSync(aside, "utf8");
  if (stale !== undefined && moved !== stale) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // The lock is held anew; the next round reads it.
    }
  }
  fs.rmSync(aside, { force: true });
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * @param folder the data folder, created if missing
 * @param displayName how the folder is named in messages (as the operator configured it)
 */
export function acquireDataFolderLock(folder: string, displayName = folder): DataFolderLock {
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    unwritable(error, displayName);
  }
  const lockPath = path.join(folder, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      try {
        fs.writeSync(fd, `${process.pid}\n${os.hostname()}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return {
        path: lockPath,
        release() {
          const owner = readLockOwner(lockPath);
          if (owner?.pid === process.pid && owner.host === os.hostname())
            fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") unwritable(error, displayName);
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
    } else if (owner.host && owner.host !== os.hostname()) {
      // Another machine or container shares this folder: its process cannot be checked from here.
      throw new DataFolderInUseError(displayName, owner.pid, owner.host);
    } else if (owner.pid !== process.pid && processIsAlive(owner.pid)) {
      throw new DataFolderInUseError(displayName, owner.pid);
    }
    // Stale: its process is gone (or, after a container restart, had our very pid).
    try {
      takeOverStaleLock(lockPath, owner?.raw);
    } catch (error) {
      unwritable(error, displayName);
    }
  }
  throw new Error(`could not lock data folder ${displayName}`);
}
