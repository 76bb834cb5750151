import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, tempDir } from "../tests/support/test-database";
import { embeddedDataPath, queryRows } from "./client.server";
import { DataFolderInUseError, LOCK_FILE_NAME } from "./data-folder-lock";
import { openDatabase } from "./open";

async function tableNames(database: Awaited<ReturnType<typeof openDatabase>>["database"]) {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return rows.map((row) => row.table_name);
}

describe("openDatabase", () => {
  it("opens the embedded database in the data folder, migrated and locked", async () => {
    const dataDir = tempDir();
    const location = { databaseUrl: undefined, dataDir, dataDirSetting: "./data" };
    const { database, lock } = await openDatabase(location);
    try {
      expect(database.kind).toBe("embedded");
      expect(await tableNames(database)).toContain("news_articles");
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8")).toMatch(
        new RegExp(`^${process.pid}\n`),
      );
    } finally {
      await database.close();
      lock?.release();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a data folder another live process holds, before opening anything", async () => {
    const dataDir = tempDir();
    // The process that started this one is alive: its lock is not stale.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n${os.hostname()}\n`);
    await expect(
      openDatabase({ databaseUrl: undefined, dataDir, dataDirSetting: "./data" }),
    ).rejects.toBeInstanceOf(DataFolderInUseError);
    expect(fs.existsSync(embeddedDataPath(dataDir))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no lock behind when the data folder cannot be opened", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(embeddedDataPath(dataDir));
    fs.writeFileSync(path.join(embeddedDataPath(dataDir), "precious.txt"), "keep");
    await expect(
      openDatabase({ databaseUrl: undefined, dataDir, dataDirSetting: dataDir }),
    ).rejects.toThrow(/left untouched/);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "opens PostgreSQL at DATABASE_URL, migrated",
    async () => {
      const test = await createTestDatabase("postgres");
      try {
        const { database, lock } = await openDatabase({
          databaseUrl: test.location,
          dataDir: "/nonexistent",
          dataDirSetting: "/nonexistent",
        });
        try {
          expect(database.kind).toBe("postgres");
          expect(lock).toBeUndefined();
          expect(await tableNames(database)).toContain("news_articles");
        } finally {
          await database.close();
        }
      } finally {
        await test.drop();
      }
    },
  );
});
