import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, inject } from "vitest";
import {
  type Database,
  embeddedDataPath,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from "../../db/client.server";
import { type DatabaseTemplates, postgresUrl } from "./database-templates";

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

export interface TestDatabaseOptions {
  /**
   * true (the default): every migration is applied already, so `migrate()` finds nothing to do.
   * false: the database exists but holds nothing, for tests of the migrations themselves.
   */
  migrated?: boolean;
}

export function tempDir(prefix = "aig-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The templates the global setup (tests/support/global-setup.ts) made for this run. */
function templates(): DatabaseTemplates {
  const provided = inject("databaseTemplates");
  if (!provided) {
    throw new Error("no database templates: run the tests with tests/support/global-setup.ts");
  }
  return provided;
}

/**
 * A new data folder (for DATA_DIR) that already holds a migrated embedded database, copied from
 * the run's template: a server or CLI started on it opens it and has no migration to apply.
 * Use `tempDir()` instead where creating the database in an empty folder is what is tested.
 */
export function migratedDataDir(prefix = "aig-test-"): string {
  const dir = tempDir(prefix);
  fs.cpSync(templates().embeddedMigrated, embeddedDataPath(dir), { recursive: true });
  return dir;
}

/**
 * For the tests of one describe block: `fresh()` makes a migrated database on `engine` for the
 * running test; every database a test made is dropped after it.
 */
export function perTestDatabase(engine: Engine): () => Promise<TestDatabase> {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of made.splice(0)) await database.drop();
  });
  return async () => {
    const database = await createTestDatabase(engine);
    made.push(database);
    return database;
  };
}

/**
 * A fresh database on the given engine, copied from the run's template (migrated unless
 * `{ migrated: false }`); `drop()` removes it.
 */
export async function createTestDatabase(
  engine: Engine,
  { migrated = true }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const { embeddedEmpty, embeddedMigrated, postgresMigrated } = templates();
  if (engine === "embedded") {
    const dir = tempDir();
    const pgdata = embeddedDataPath(dir);
    fs.cpSync(migrated ? embeddedMigrated : embeddedEmpty, pgdata, { recursive: true });
    const database = await openEmbeddedDatabase(pgdata);
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
  try {
    if (migrated && !postgresMigrated) throw new Error("no migrated PostgreSQL template");
    await admin.query(`create database ${name}${migrated ? ` template ${postgresMigrated}` : ""}`);
  } finally {
    await admin.end();
  }
  const location = postgresUrl(adminUrl, name);
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
