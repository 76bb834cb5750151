/**
 * What every write to content shares: a row's state as a version keeps it, edit conflicts, and
 * keeping a version (ADR 016). The commands are save.server.ts (create, save, publish, restore a
 * version) and trash.server.ts (trash, restore, purge); history.server.ts reads what they keep.
 */
import { and, eq, lte } from "drizzle-orm";
import type { ContentStore, StoredRow } from "~/features/content/kind.server";
import { getContent } from "~/features/content/store.server";
import { parseTranslationKey, storedTranslations } from "~/features/content/translations";
import type { ActivityEntry } from "~/lib/activity.server";
import type { AppDatabase } from "../../../../db/client.server";
import { contentVersions, user } from "../../../../db/schema";
import { type VersionData, versionData } from "./history.server";

/** The most versions kept per item: the oldest go first, never the current one. */
export const HISTORY_LIMIT = 200;

/** What a save (or publish, delete…) met instead of the version it was opened at. */
export interface EditConflict {
  /** Who made the current version (null: not known) and when. */
  by: string | null;
  at: string;
  /** The current version: saving again with it is the explicit 'Save anyway'. */
  version: number;
  /** The version the form was opened at (its fields, to show what the other save changed). */
  base: VersionData | null;
  current: VersionData;
}

export type WriteResult =
  | { ok: true; id: string; version: number }
  | { missing: true }
  | { conflict: EditConflict };

/**
 * A value as a version keeps it: times as ISO strings, a list or an object (a tender's files) as
 * its JSON, anything absent as null.
 */
function versionValue(value: unknown): string | boolean | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return value === undefined || value === null ? null : String(value);
}

/**
 * A row's versioned fields, as history keeps them; its translations under their flat names
 * ('translations.am.title', null where there is none).
 */
export function snapshotOf(
  store: ContentStore,
  row: Readonly<Record<string, unknown>>,
): VersionData {
  const data: VersionData = {};
  const translations = storedTranslations(row.translations);
  for (const { name } of store.fields) {
    const translated = parseTranslationKey(name);
    data[name] = translated
      ? (translations[translated.locale]?.[translated.field] ?? null)
      : versionValue(row[name]);
  }
  return data;
}

/** Whether `data` is published at a time still to come. */
export function isScheduled(
  data: { published?: unknown; publishedAt?: unknown },
  now = new Date(),
) {
  return (
    data.published === true &&
    typeof data.publishedAt === "string" &&
    new Date(data.publishedAt) > now
  );
}

/** Published and not waiting for its time: anyone can read it already. */
export function isPublic(row: { published: boolean; publishedAt: Date | null }) {
  const publishedAt = row.publishedAt?.toISOString();
  return row.published && !isScheduled({ published: true, publishedAt });
}

function isLive(data: VersionData, now: Date) {
  return data.published === true && !isScheduled(data, now);
}

/**
 * The fields that differ between two versions. A live item's publication time is restamped by
 * every save ('Publish immediately'), which is not a change anyone made: it counts only when the
 * item is or was scheduled.
 */
export function changedFields(
  store: ContentStore,
  before: VersionData,
  after: VersionData,
  now = new Date(),
): string[] {
  return store.fields
    .map((f) => f.name)
    .filter((name) => {
      if ((before[name] ?? null) === (after[name] ?? null)) return false;
      if (name === "publishedAt" && isLive(before, now) && isLive(after, now)) return false;
      return true;
    });
}

/** The activity a change of publication reads as: publish, schedule, unpublish, or edit. */
export function actionOf(
  before: VersionData,
  after: VersionData,
  now: Date,
): ActivityEntry["action"] {
  if (isScheduled(after, now)) {
    return isScheduled(before, now) && before.publishedAt === after.publishedAt
      ? "edit"
      : "schedule";
  }
  if (after.published === true) return isLive(before, now) ? "edit" : "publish";
  return before.published === true ? "unpublish" : "edit";
}

/** 'Draft', 'Published', or 'Scheduled for 2026-11-24T06:30:00.000Z' (the log formats it). */
export function publicationWords(data: VersionData, now: Date) {
  if (isScheduled(data, now)) return `Scheduled for ${data.publishedAt}`;
  return data.published === true ? "Published" : "Draft";
}

async function emailOf(db: AppDatabase, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/** The row, locked until the transaction ends; undefined when it is gone or in the trash. */
export function lockRow(db: AppDatabase, store: ContentStore, id: string) {
  return getContent(db, store, id, { lock: true });
}

/** Who changed the row since `openedAt`, when, and what it holds now. */
export async function conflictWith(
  db: AppDatabase,
  store: ContentStore,
  row: StoredRow,
  openedAt: number,
): Promise<EditConflict> {
  return {
    by: await emailOf(db, row.updatedBy ?? row.createdBy),
    at: row.updatedAt.toISOString(),
    version: row.version,
    base: await versionData(db, store.kind, row.id, openedAt),
    current: snapshotOf(store, row),
  };
}

/**
 * Keeps a version: the item's state numbered `number`. An item saved before history existed
 * gets its earlier state kept first. Versions beyond HISTORY_LIMIT are pruned, oldest first.
 */
export async function keepVersion(
  db: AppDatabase,
  store: ContentStore,
  itemId: string,
  version: {
    number: number;
    data: VersionData;
    changed: string[];
    action: string;
    savedBy: string | null;
  },
) {
  await db.insert(contentVersions).values({
    kind: store.kind,
    itemId,
    number: version.number,
    data: version.data,
    changed: version.changed,
    action: version.action,
    savedBy: version.savedBy,
    savedByEmail: await emailOf(db, version.savedBy),
  });
  await db
    .delete(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, store.kind),
        eq(contentVersions.itemId, itemId),
        lte(contentVersions.number, version.number - HISTORY_LIMIT),
      ),
    );
}

/** An item saved before history existed: its state before this save becomes a version. */
export async function keepEarlierState(db: AppDatabase, store: ContentStore, row: StoredRow) {
  if (await versionData(db, store.kind, row.id, row.version)) return;
  const savedBy = row.updatedBy ?? row.createdBy ?? null;
  await db.insert(contentVersions).values({
    kind: store.kind,
    itemId: row.id,
    number: row.version,
    data: snapshotOf(store, row),
    changed: [],
    action: "save",
    savedBy,
    savedByEmail: await emailOf(db, savedBy),
    savedAt: row.updatedAt,
  });
}
