/**
 * Backups of the database the configuration names (DATABASE_URL, or the embedded one in
 * DATA_DIR), with the media files in the same file (from DATA_DIR/media, or the S3_* bucket):
 *
 *   npm run db:backup                         # writes backups/aig-<date>.jsonl.gz
 *   npm run db:backup -- --out site.jsonl.gz  # or to a file of your choice ("-" = stdout)
 *   npm run db:restore -- site.jsonl.gz       # into an empty data folder or database
 *
 * A backup is one consistent snapshot (a repeatable-read transaction), taken while the site runs
 * on PostgreSQL; in embedded mode the server must be stopped first (one process per data folder).
 * Files ending in .gz are compressed. See db/backup.ts for the format.
 */
import fs from "node:fs";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { backupWithMedia, restoreWithMedia } from "../app/features/media/backup.server";
import { mediaStorageFor } from "../app/features/media/storage.server";
import { BackupError } from "../db/backup";
import { DataFolderUnreadableError, embeddedDataPath } from "../db/client.server";
import { DataFolderInUseError, DataFolderUnwritableError } from "../db/data-folder-lock";
import { openDatabase } from "../db/open";
import { PROJECT_ROOT } from "../db/paths";
import { ConfigError, loadConfig } from "../server/config";
import { loadEnvFile } from "../server/env-file";

const USAGE = "Usage: npm run db:backup [-- --out <file>]  |  npm run db:restore -- <file>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The lines of a file, read only as they are asked for. Not readline: it reads up to a thousand
 * lines ahead of its reader, and a media line holds a whole file.
 */
async function* linesOf(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  for await (const chunk of source) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      parts.push(chunk.subarray(start, end));
      yield Buffer.concat(parts).toString("utf8");
      parts = [];
      start = end + 1;
    }
    parts.push(chunk.subarray(start));
  }
  const last = Buffer.concat(parts).toString("utf8");
  if (last) yield last;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: "string" } },
  });
  const [command, file] = positionals;
  if (command !== "backup" && command !== "restore") fail(USAGE);
  if (command === "restore" && !file) fail(USAGE);
  if (command === "restore" && !fs.existsSync(file as string)) fail(`${file} does not exist`);

  loadEnvFile();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ NODE_ENV: "development", ...process.env, LOG_LEVEL: "silent" });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // A backup of a folder that holds no database would quietly create an empty one.
  if (
    command === "backup" &&
    !config.databaseUrl &&
    !fs.existsSync(path.join(embeddedDataPath(config.dataDir), "PG_VERSION"))
  ) {
    fail(`the data folder ${config.dataDirSetting} holds no database: nothing to back up`);
  }
  const opened = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataFolderInUseError) {
      fail(`${error.message}: stop the server first (embedded mode allows one process per folder)`);
    }
    if (error instanceof DataFolderUnreadableError || error instanceof DataFolderUnwritableError) {
      fail(error.message);
    }
    throw error;
  });
  const { database, lock } = opened;
  const where = config.databaseUrl
    ? "the PostgreSQL database"
    : `the data folder ${config.dataDir}`;
  const storage = mediaStorageFor(config.media);
  // Applicants' CVs: carried in the same file, restored into their own private storage.
  const applications = mediaStorageFor(config.applications);
  const mediaWhere = config.media.s3 ? `the bucket ${config.media.s3.bucket}` : config.media.dir;
  try {
    if (command === "backup") {
      const out =
        values.out ??
        path.join(
          PROJECT_ROOT,
          "backups",
          `aig-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`,
        );
      if (out !== "-") fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      const target: Writable =
        out === "-" ? process.stdout : fs.createWriteStream(out, { flags: "wx", mode: 0o600 });
      const sink = out.endsWith(".gz") ? zlib.createGzip() : new PassThrough();
      // Any failure on the way to the file (it exists already, the disk is full) ends the backup.
      let failure: Error | undefined;
      const written = pipeline(sink, target).catch((error: Error) => {
        failure = error;
        sink.destroy();
      });
      const write = (line: string) =>
        new Promise<void>((resolve, reject) => {
          if (failure) return reject(failure);
          if (sink.write(`${line}\n`)) return resolve();
          const onDrain = () => resolve();
          sink.once("drain", onDrain);
          void written.then(() => {
            sink.off("drain", onDrain);
            if (failure) reject(failure);
          });
        });
      const result = await backupWithMedia(database.db, storage, write, applications);
      sink.end();
      await written;
      if (failure) throw failure;
      const summary = Object.entries(result.tables)
        .map(([table, count]) => `${table} ${count}`)
        .join(", ");
      console.error(
        `Backed up ${where}: ${result.rows} rows (${summary}) and ${result.media} media files from ${mediaWhere} to ${out}`,
      );
    } else {
      const input = fs.createReadStream(file as string);
      const source = (file as string).endsWith(".gz") ? input.pipe(zlib.createGunzip()) : input;
      const result = await restoreWithMedia(database.db, storage, linesOf(source), applications);
      console.error(
        `Restored ${result.rows} rows and ${result.media} media files from ${file} into ${where} and ${mediaWhere}`,
      );
    }
  } catch (error) {
    await database.close().catch(() => {});
    lock?.release();
    if (error instanceof BackupError) fail(`Nothing was restored: ${error.message}`);
    fail(`The ${command} failed: ${(error as Error).message}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

await main();
