import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../tests/support/test-database";
import { acquireDataFolderLock, DataFolderInUseError, LOCK_FILE_NAME } from "./data-folder-lock";

function deadPid(): number {
  return Number(
    spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString(),
  );
}

describe("the data folder lock", () => {
  it("records this process and host, and releases", () => {
    const dir = tempDir();
    const lock = acquireDataFolderLock(dir, "./data");
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).toBe(
      `${process.pid}\n${os.hostname()}\n`,
    );
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("refuses a folder a live process holds, naming it", () => {
    const dir = tempDir();
    // The parent of this test process is alive for sure.
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid}\n${os.hostname()}\n`);
    expect(() => acquireDataFolderLock(dir, "./data")).toThrow(
      new DataFolderInUseError("./data", process.ppid),
    );
    expect(() => acquireDataFolderLock(dir, "./data")).toThrow(
      `data folder ./data is in use by process ${process.ppid}`,
    );
  });

  it("never takes over a lock written on another host", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\nsome-other-host\n`);
    expect(() => acquireDataFolderLock(dir, "./data")).toThrow(/on host some-other-host/);
  });

  it("takes over a lock whose process is gone, leaving nothing behind", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\n${os.hostname()}\n`);
    const lock = acquireDataFolderLock(dir, "./data");
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
    lock.release();
  });
});
