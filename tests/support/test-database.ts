import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, inject } from "vitest";
import {
  type Database,
  embeddedDataPath,
  openEmbeddedDatabase,
  openPostgresDatabase,
  queryRows,
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
 * For the tests of one describe block: `fresh()` gives the running test a migrated database on
 * `engine` with every table empty. The block makes one database, at its first test, and empties
 * it (TRUNCATE) for each later one instead of making another: opening an embedded database
 * boots PostgreSQL in WebAssembly (about 2 s), emptying it takes milliseconds. A test that closes
 * its database (an outage) gets a new one next time. Dropped after the block.
 */
export function perTestDatabase(engine: Engine): () => Promise<TestDatabase> {
  let shared: { test: TestDatabase; closed: boolean; tables: string[]; schema: string } | undefined;
  afterAll(async () => {
    await shared?.test.drop();
    shared = undefined;
  });
  return async () => {
    // A test that changed the schema (renamed a table, added a trigger, to stand for a fault)
    // leaves a database the next test cannot use: it gets a new one.
    if (shared && !shared.closed && (await schemaPrint(shared.test.database)) === shared.schema) {
      await emptyTables(shared.test.database, shared.tables);
      return shared.test;
    }
    await shared?.test.drop();
    const test = await createTestDatabase(engine);
    const state = {
      test,
      closed: false,
      tables: await tablesOf(test.database),
      schema: await schemaPrint(test.database),
    };
    const close = test.database.close.bind(test.database);
    // Closing it in a test (to stand for an outage) ends its use for the block.
    test.database.close = async () => {
      state.closed = true;
      await close();
    };
    shared = state;
    return test;
  };
}

/** The application's tables (the migrations' own bookkeeping lives in another schema). */
async function tablesOf(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A digest of the schema's tables, columns, indexes, constraints, triggers and functions. */
async function schemaPrint(database: Database): Promise<string> {
  const [row] = await queryRows<{ print: string }>(
    database.db,
    sql`select md5(coalesce(string_agg(item, ',' order by item), '')) as print from (
      select 'c:' || table_name || '.' || column_name || ':' || data_type || ':' ||
        coalesce(column_default, '') || is_nullable as item
        from information_schema.columns where table_schema = 'public'
      union all select 'i:' || indexdef from pg_indexes where schemaname = 'public'
      union all select 'k:' || conname || ':' || conrelid::regclass::text
        from pg_constraint where connamespace = 'public'::regnamespace
      union all select 't:' || tgname || ':' || tgrelid::regclass::text || ':' || tgenabled::text
        from pg_trigger where not tgisinternal
      union all select 'f:' || proname || ':' || md5(prosrc)
        from pg_proc where pronamespace = 'public'::regnamespace
      union all select 'e:' || enumtypid::regtype::text || ':' || enumlabel from pg_enum
    ) items`,
  );
  return row?.print ?? "";
}

/** Every row of every table gone, sequences back at their start: as the template left it. */
async function emptyTables(database: Database, tables: string[]) {
  if (tables.length === 0) return;
  await database.db.execute(
    sql.raw(`truncate table ${tables.join(", ")} restart identity cascade`),
  );
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
