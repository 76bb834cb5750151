import fs from "node:fs";
import path from "node:path";
import { getTableName, type SQL, sql } from "drizzle-orm";
import { type AppDatabase, queryRows } from "./client.server";
import { MIGRATIONS_DIR } from "./paths";
import * as schema from "./schema";

/** The last migration of this version of the site: the schema a backup was taken with. */
export function schemaVersion(): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? "none";
}

/**
 * Logical backups: every table of ours as JSON rows, readable by either engine, so a backup of
 * the embedded database restores into PostgreSQL and the other way round.
 *
 * The format is JSON lines: a header, then one line per row, then one per media file (kept
 * outside the database: app/features/media reads and writes them, db/ only carries them), then
 * an end marker with both counts (a truncated file is refused on restore):
 *   {"format":"aig-backup","version":1,"schema":"0002_…","createdAt":"…","tables":["user",…]}
 *   {"table":"user","row":{…}}
 *   {"media":"a1b2c3-640.webp","contentType":"image/webp","size":1234,"data":"<base64>"}
 *   {"end":true,"rows":123,"media":4}
 * Backups made before the media had no media lines and no media count; they restore as they are.
 */
export const BACKUP_FORMAT = "aig-backup";
export const BACKUP_VERSION = 1;

/** Our tables, parents before children (the order rows are restored in). */
export const TABLES = [
  schema.user,
  schema.session,
  schema.account,
  schema.verification,
  schema.knownDevices,
  schema.twoFactor,
  schema.siteSettings,
  schema.invitations,
  schema.rateLimits,
  schema.media,
  schema.mediaPages,
  schema.mediaDownloads,
  schema.staffProfiles,
  schema.newsArticles,
  schema.slugRedirects,
  schema.videos,
  schema.pages,
  schema.positions,
  schema.applications,
  schema.applicationEvents,
  schema.tenders,
  schema.tenderAmendments,
  schema.tenderQuestions,
  schema.tenderRegistrations,
  schema.documents,
  schema.contentVersions,
  schema.contentReviews,
  schema.contentComments,
  schema.previewLinks,
  schema.activity,
  schema.contactMessages,
  schema.siteContent,
  schema.siteVersions,
  // Alerts: the subscribers (personal data, kept while subscribed), what has alerted (so a
  // restore never alerts an item again) and the queue.
  schema.alertSubscribers,
  schema.alertItems,
  schema.alertMessages,
  schema.alertDeliveries,
  schema.alertSender,
  // Insight: totals only (page views, searches, 404s), today's salt and marks, the redirects
  // staff made and the last link check's findings.
  schema.insightHours,
  schema.insightDays,
  schema.insightSalts,
  schema.insightVisitors,
  schema.insightSearches,
  schema.notFoundPaths,
  schema.redirects,
  schema.linkProblems,
  schema.linkCheckState,
  // Company sign-in: each account's identities at the providers, how each session began.
  schema.oidcIdentities,
  schema.sessionSignIns,
  // Webhooks: the endpoints (their secrets encrypted), the events, the queue and its log, and
  // what was last seen public (so a restore announces nothing twice).
  schema.webhookEndpoints,
  schema.webhookEvents,
  schema.webhookDeliveries,
  schema.webhookAttempts,
  schema.webhookItems,
  schema.webhookSender,
].map((table) => getTableName(table));

/** Tables a migration puts a row in (alert_sender's one row): restored over it. */
const MIGRATION_ROWS = ["alert_sender", "webhook_sender"];

/**
 * The primary key of each table (id when not named), for a stable row order. A PDF's cover is a
 * row of media too: the rows without a cover come first, so each cover is restored before the
 * file that names it.
 */
const ORDER: Record<string, SQL> = {
  rate_limits: sql`${sql.identifier("key")}`,
  site_settings: sql`${sql.identifier("key")}`,
  slug_redirects: sql`${sql.identifier("old_slug")}`,
  site_versions: sql`${sql.identifier("number")}`,
  media: sql`cover_id is not null, id`,
  media_pages: sql`media_id, page`,
  media_downloads: sql`media_id, day`,
  content_reviews: sql`kind, item_id`,
  alert_items: sql`kind, item_id`,
  staff_profiles: sql`${sql.identifier("user_id")}`,
  insight_hours: sql`${sql.identifier("hour")}`,
  insight_days: sql`day, dimension, ${sql.identifier("key")}`,
  insight_salts: sql`day`,
  insight_visitors: sql`day, mark`,
  insight_searches: sql`day, locale, query`,
  not_found_paths: sql`${sql.identifier("path")}`,
  session_sign_ins: sql`${sql.identifier("session_id")}`,
  webhook_items: sql`kind, item_id`,
};

/**
 * Every row of a table as JSON, in a stable order, without its generated columns (the search
 * vectors: the database computes them again from the row on restore).
 */
async function rowsOf<Row>(db: AppDatabase, table: string): Promise<Row[]> {
  const generated = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and is_generated = 'ALWAYS'`,
  );
  const order = ORDER[table] ?? sql`id`;
  const rows = await queryRows<{ row: Row }>(
    db,
    sql`select to_jsonb(t) - ${`{${generated.map((g) => g.name).join(",")}}`}::text[] as row from ${sql.identifier(table)} t order by ${order}`,
  );
  return rows.map((r) => r.row);
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** One media file in a backup: its key, its content type, and its bytes in base64. */
export interface MediaEntry {
  media: string;
  contentType: string;
  size: number;
  data: string;
}

function isMediaEntry(
  entry: Record<string, unknown>,
): entry is MediaEntry & Record<string, unknown> {
  return (
    typeof entry.media === "string" &&
    typeof entry.contentType === "string" &&
    typeof entry.size === "number" &&
    typeof entry.data === "string"
  );
}

/**
 * Writes every row of every table through `write`, inside one read-only, repeatable-read
 * transaction: the dump is a single consistent snapshot even while the site is in use. Then the
 * media files, one at a time, once that transaction is over (copying them can take a while).
 */
export async function backupDatabase(
  db: AppDatabase,
  write: (line: string) => Promise<void> | void,
  media: AsyncIterable<MediaEntry> | Iterable<MediaEntry> = [],
): Promise<{ rows: number; tables: Record<string, number>; media: number }> {
  const result = await db.transaction(
    async (tx) => {
      const counts: Record<string, number> = {};
      let rows = 0;
      await write(
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          schema: schemaVersion(),
          createdAt: new Date().toISOString(),
          tables: TABLES,
        }),
      );
      for (const table of TABLES) {
        const result = await rowsOf<Record<string, unknown>>(tx as unknown as AppDatabase, table);
        for (const row of result) await write(JSON.stringify({ table, row }));
        counts[table] = result.length;
        rows += result.length;
      }
      return { rows, tables: counts };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  let files = 0;
  for await (const entry of media) {
    await write(JSON.stringify(entry));
    files++;
  }
  await write(JSON.stringify({ end: true, rows: result.rows, media: files }));
  return { ...result, media: files };
}

/**
 * Restores a backup into a migrated, empty database, in one transaction: either every row is
 * there afterwards or none is. A database that already holds rows is refused, as is a file that
 * is not a complete backup. Each media file is handed to `restoreMedia` as it comes, within the
 * transaction (a backup with media files and no `restoreMedia` is refused).
 */
export async function restoreDatabase(
  db: AppDatabase,
  lines: AsyncIterable<string> | Iterable<string>,
  restoreMedia?: (entry: MediaEntry) => Promise<void>,
): Promise<{ rows: number; media: number }> {
  return db.transaction(async (tx) => {
    const run = tx as unknown as AppDatabase;
    // A migration's own row (alerts' shared state) is the backup's to replace.
    for (const table of MIGRATION_ROWS)
      await run.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of TABLES) {
      const [found] = await queryRows<{ one: number }>(
        run,
        sql`select 1 as one from ${sql.identifier(table)} limit 1`,
      );
      if (found) {
        throw new BackupError(
          `the target database is not empty (table ${table} has rows); restore needs an empty data folder or database`,
        );
      }
    }
    // Each row is inserted with the columns it names, so a column added since the backup gets
    // its default; a column this version does not know means a backup from a newer version.
    const columns = new Map<string, Set<string>>();
    for (const table of TABLES) {
      const rows = await queryRows<{ name: string }>(
        run,
        sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`,
      );
      columns.set(table, new Set(rows.map((r) => r.name)));
    }
    let header: { format?: string; version?: number; schema?: string } | null = null;
    let rows = 0;
    let media = 0;
    let lineNumber = 0;
    let ended = false;
    for await (const line of lines) {
      lineNumber++;
      if (!line.trim()) continue;
      if (ended) throw new BackupError("the backup has data after its end marker");
      let entry: {
        table?: string;
        row?: unknown;
        end?: boolean;
        rows?: number;
        media?: unknown;
        format?: string;
        version?: number;
        schema?: string;
      };
      try {
        entry = JSON.parse(line);
      } catch {
        throw new BackupError(`line ${lineNumber} of the backup is not JSON`);
      }
      if (!header) {
        header = entry;
        if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
          throw new BackupError(
            `not a backup of this site (expected ${BACKUP_FORMAT} version ${BACKUP_VERSION})`,
          );
        }
        continue;
      }
      if (entry.end) {
        if (entry.rows !== rows) {
          throw new BackupError(`the backup holds ${rows} rows but says it has ${entry.rows}`);
        }
        if ((entry.media ?? 0) !== media) {
          throw new BackupError(
            `the backup holds ${media} media files but says it has ${entry.media}`,
          );
        }
        ended = true;
        continue;
      }
      if (entry.media !== undefined) {
        if (!isMediaEntry(entry)) {
          throw new BackupError(`line ${lineNumber} of the backup is not a valid media file`);
        }
        if (!restoreMedia) {
          throw new BackupError("the backup holds media files and there is nowhere to put them");
        }
        await restoreMedia(entry);
        media++;
        continue;
      }
      if (
        !entry.table ||
        !(TABLES as string[]).includes(entry.table) ||
        typeof entry.row !== "object"
      ) {
        throw new BackupError(`line ${lineNumber} of the backup names no known table`);
      }
      const known = columns.get(entry.table) ?? new Set<string>();
      const names = Object.keys(entry.row as object);
      const unknown = names.filter((name) => !known.has(name));
      if (unknown.length > 0) {
        throw new BackupError(
          `the backup has columns this version does not know (${entry.table}.${unknown.join(", ")}); it was taken with schema ${header.schema ?? "?"}, this version has ${schemaVersion()}`,
        );
      }
      const table = sql.identifier(entry.table);
      const list = sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      );
      await run.execute(
        sql`insert into ${table} (${list}) select ${list} from json_populate_record(null::${table}, ${JSON.stringify(entry.row)}::json)`,
      );
      rows++;
    }
    if (!header) throw new BackupError("the backup is empty");
    if (!ended) throw new BackupError("the backup is incomplete (its end marker is missing)");
    return { rows, media };
  });
}

/** Every row of every table, in a stable order: what a round trip must preserve. */
export async function snapshotTables(db: AppDatabase): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    snapshot[table] = await rowsOf(db, table);
  }
  return snapshot;
}
