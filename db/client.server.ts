import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "./paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle handle the app queries, whichever engine is behind it. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: "embedded" | "postgres";
  readonly db: AppDatabase;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Tells every instance on this database (PostgreSQL NOTIFY); nothing to tell with one process. */
  notify(channel: string): Promise<void>;
  /**
   * Calls `onNotify` whenever another instance notifies `channel` (not this one: it has done what
   * its own change needs, and hearing itself later would undo work done since).
   */
  listen(channel: string, onNotify: () => void): void;
  close(): Promise<void>;
  /** The connection pool's counts (PostgreSQL); the embedded engine has one connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** An arbitrary constant that names the migration lock among all advisory locks. */
const MIGRATION_LOCK_KEY = 7_202_635_001;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class DataFolderUnreadableError extends Error {
  override name = "DataFolderUnreadableError";
}

/** Creates the database in a child process: PGlite's first run in a new folder (initdb). */
const CREATE_SOURCE = `
const m = await import(process.argv[1]);
const client = await (m.PGlite ?? m.default.PGlite).create(process.argv[2]);
await client.close();
`;

/**
 * Creating a database (initdb) takes PGlite about 600 MB of memory that its WebAssembly
 * instance never gives back. Done in a short-lived child process, that memory goes away with
 * it, and the server opens the new database at its usual ~150 MB.
 */
async function createEmbeddedDatabase(pgDataDir: string) {
  const module = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const child = spawn(
    process.execPath,
    ["--input-type=module", "--eval", CREATE_SOURCE, module, pgDataDir],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`creating the database failed: ${stderr.trim().slice(-500)}`);
}

/**
 * Opens (or, when the folder is new or empty, creates) the embedded database in `pgDataDir`.
 * A folder that holds something other than a database, or a database PGlite cannot open, is
 * reported and left exactly as it is: never deleted, never re-initialised.
 */
export async function openEmbeddedDatabase(pgDataDir: string): Promise<Database> {
  const entries = fs.existsSync(pgDataDir) ? fs.readdirSync(pgDataDir) : [];
  if (entries.length > 0 && !entries.includes("PG_VERSION")) {
    throw new DataFolderUnreadableError(
      `${pgDataDir} is not empty but holds no database (PG_VERSION is missing); it was left untouched`,
    );
  }
  let client: PGlite;
  try {
    if (entries.length === 0) {
      fs.mkdirSync(pgDataDir, { recursive: true });
      await createEmbeddedDatabase(pgDataDir);
    }
    client = await PGlite.create(pgDataDir, {
      // PostgreSQL's default 128 MB of shared buffers is touched at start and stays resident;
      // a site of this size reads far less, and the operating system caches the files anyway.
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
    });
  } catch (error) {
    throw new DataFolderUnreadableError(
      `the embedded database in ${pgDataDir} could not be opened; it was left untouched (${(error as Error).message})`,
      { cause: error },
    );
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: "embedded",
    db: db as unknown as AppDatabase,
    async ping(timeoutMs = 2000) {
      await withTimeout(client.query("select 1"), timeoutMs, "the embedded database");
    },
    async migrate() {
      // One process owns the folder (see data-folder-lock.ts), so no further lock is needed.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    // One process per folder: there is no other instance to tell.
    async notify() {},
    listen() {},
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  /** Called when an idle connection fails (e.g. the server restarted); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  maxConnections?: number;
}

export async function openPostgresDatabase(
  url: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener, an idle client's error (a restart of PostgreSQL) would crash the process.
  pool.on("error", (error) => options.onIdleError?.(error));
  // The pool listens to a connection only while it is idle. One checked out (a transaction
  // between statements) that loses its server would emit an unhandled 'error' and end the
  // process: the work using it fails with that error instead, and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const listeners = new Map<string, (() => void)[]>();
  /** This instance's name in its announcements, so that it does not act on its own. */
  const instance = crypto.randomUUID();
  let listenClient: pg.Client | undefined;
  let announcementsMissed = false;
  // A dedicated connection for LISTEN, opened again after a failure (e.g. a server restart).
  const connectListener = async (): Promise<void> => {
    if (closed || listeners.size === 0) return;
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.payload === instance) return;
      for (const callback of listeners.get(message.channel) ?? []) callback();
    });
    // A lost connection may report more than one error (the reset, then its end), and a failed
    // LISTEN both rejects and emits: one reconnection per connection, never two.
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      options.onIdleError?.(error);
      if (listenClient === client) {
        listenClient = undefined;
        announcementsMissed = true;
      }
      client.end().catch(() => {});
      setTimeout(() => void connectListener(), 2000).unref();
    };
    client.on("error", fail);
    try {
      await client.connect();
      for (const channel of listeners.keys())
        await client.query(`listen "${channel.replace(/"/g, "")}"`);
      if (failed) return;
      if (closed) {
        // Closed while this connection was opening.
        await client.end().catch(() => {});
        return;
      }
      listenClient = client;
      // Whatever was announced while disconnected is unknown: treat it as a change, once
      // listening again (not at the loss: cached pages still serve while PostgreSQL is away).
      if (announcementsMissed) {
        announcementsMissed = false;
        for (const callbacks of listeners.values()) for (const callback of callbacks) callback();
      }
    } catch (error) {
      fail(error as Error);
    }
  };
  return {
    kind: "postgres",
    db: db as unknown as AppDatabase,
    async ping(timeoutMs = 2000) {
      await withTimeout(pool.query("select 1"), timeoutMs, "PostgreSQL");
    },
    async migrate() {
      // Instances starting together take turns: the first migrates, the others then find nothing to do.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        lockClient.release();
      }
    },
    async notify(channel) {
      await pool.query("select pg_notify($1, $2)", [channel, instance]);
    },
    listen(channel, onNotify) {
      const first = listeners.size === 0;
      listeners.set(channel, [...(listeners.get(channel) ?? []), onNotify]);
      if (first) void connectListener();
      else
        listenClient
          ?.query(`listen "${channel.replace(/"/g, "")}"`)
          .catch((error: Error) => options.onIdleError?.(error));
    },
    async close() {
      if (closed) return;
      closed = true;
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export function embeddedDataPath(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Whether `error` (or an error it wraps) is PostgreSQL's `code` error on `constraint`. */
function isViolation(error: unknown, code: string, constraint: string): boolean {
  for (
    let e = error as
      | { code?: string; constraint?: string; message?: string; cause?: unknown }
      | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === code && (e.constraint === constraint || e.message?.includes(constraint)))
      return true;
  }
  return false;
}

/** A unique violation on `constraint` (a slug taken meanwhile). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, "23505", constraint);
}

/** A foreign key violation on `constraint` (a referenced row deleted meanwhile). */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, "23503", constraint);
}
