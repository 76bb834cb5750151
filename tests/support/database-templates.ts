import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openEmbeddedDatabase, openPostgresDatabase } from "../../db/client.server";

/**
 * Databases made once per test run (by the global setup) that every test database is copied
 * from: creating a PGlite database (initdb) takes seconds, copying a folder a fraction of that.
 */
export interface DatabaseTemplates {
  /** A PGlite data folder (what `DATA_DIR/pgdata` holds), created but not migrated. */
  embeddedEmpty: string;
  /** A PGlite data folder with every migration applied. */
  embeddedMigrated: string;
  /**
   * A database on TEST_DATABASE_URL's server with every migration applied, for
   * `create database … template …`; undefined when TEST_DATABASE_URL is not set.
   */
  postgresMigrated?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** `TEST_DATABASE_URL` with another database name. */
export function postgresUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function createEmbeddedTemplates(root: string) {
  const embeddedEmpty = path.join(root, "empty");
  const empty = await openEmbeddedDatabase(embeddedEmpty);
  await empty.close();
  const embeddedMigrated = path.join(root, "migrated");
  fs.cpSync(embeddedEmpty, embeddedMigrated, { recursive: true });
  const migrated = await openEmbeddedDatabase(embeddedMigrated);
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  return { embeddedEmpty, embeddedMigrated };
}

async function createPostgresTemplate(adminUrl: string, name: string) {
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openPostgresDatabase(postgresUrl(adminUrl, name), { maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * Drops a database from a detached process that outlives this one: for a run that is
 * interrupted, when there is no time left to wait for PostgreSQL.
 */
function dropInBackground(adminUrl: string, name: string) {
  const script = `
    const { Client } = require(process.argv[1]);
    const client = new Client({ connectionString: process.argv[2] });
    client.connect()
      .then(() => client.query("drop database if exists ${name} with (force)"))
      .catch(() => {})
      .finally(() => client.end());
  `;
  const pgModule = createRequire(import.meta.url).resolve("pg");
  spawn(process.execPath, ["-e", script, pgModule, adminUrl], {
    detached: true,
    stdio: "ignore",
  }).unref();
}

/**
 * Makes the templates. `remove()` deletes them at the end of the run; `removeNow()` is for an
 * interrupted run (it only starts dropping the PostgreSQL template).
 */
export async function createDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): Promise<void>;
  removeNow(): void;
}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "aig-templates-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresMigrated = adminUrl
    ? `aig_template_${crypto.randomBytes(6).toString("hex")}`
    : undefined;
  const remove = async () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (adminUrl && postgresMigrated) {
      await adminQuery(adminUrl, `drop database if exists ${postgresMigrated} with (force)`);
    }
  };
  const removeNow = () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (adminUrl && postgresMigrated) dropInBackground(adminUrl, postgresMigrated);
  };
  // Both at once; either failing removes whatever was made.
  const [embedded, postgres] = await Promise.allSettled([
    createEmbeddedTemplates(root),
    adminUrl && postgresMigrated ? createPostgresTemplate(adminUrl, postgresMigrated) : null,
  ]);
  if (embedded.status === "rejected" || postgres.status === "rejected") {
    await remove().catch(() => {});
    throw embedded.status === "rejected"
      ? embedded.reason
      : (postgres as PromiseRejectedResult).reason;
  }
  return { templates: { ...embedded.value, postgresMigrated }, remove, removeNow };
}
