import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "../../db/client.server";

export type Engine = "embedded" | "postgres";

/** Every engine the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ["embedded", "postgres"]
  : ["embedded"];

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL of the fresh database; for PGlite: its folder. */
  location: string;
  /** Opens a second, independent connection to the same database (PostgreSQL only). */
  connectAgain(): Promise<Database>;
  drop(): Promise<void>;
}

export function tempDir(prefix = "aig-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A fresh, unmigrated database on the given engine; `drop()` removes it. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "embedded") {
    const dir = tempDir();
    const database = await openEmbeddedDatabase(path.join(dir, "pgdata"));
    return {
      database,
      location: dir,
      connectAgain: () => Promise.reject(new Error("one process per embedded database")),
      async drop() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `aig_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const location = url.toString();
  const opened: Database[] = [];
  const connect = async () => {
    const database = await openPostgresDatabase(location);
    opened.push(database);
    return database;
  };
  const database = await connect();
  return {
    database,
    location,
    connectAgain: connect,
    async drop() {
      await Promise.all(opened.map((d) => d.close()));
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
