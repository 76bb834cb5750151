import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { type ActivityEntry, recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../db/client.server";
import { contentVersions, previewLinks, user } from "../../../db/schema";
import type { ContentKind } from "./kinds";
import { type ContentStore, contentTransaction, saveUploadAlt, tableOf } from "./store.server";
import {
  applyTranslationChanges,
  parseTranslationKey,
  storedTranslations,
  type TranslationChanges,
  translationsFromFlat,
} from "./translations";

/** The most versions kept per item: the oldest go first, never the current one. */
export const HISTORY_LIMIT = 200;

/** A version's fields, as stored: text, booleans, ids, and times as ISO strings. */
export type VersionData = Record<string, string | boolean | null>;

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

type Row = Record<string, unknown>;

/**
 * A row's versioned fields, as history keeps them; its translations under their flat names
 * ('translations.am.title', null where there is none).
 */
export function snapshotOf(store: ContentStore<unknown>, row: Row): VersionData {
  const data: VersionData = {};
  const translations = storedTranslations(row.translations);
  for (const { name } of store.fields) {
    const translated = parseTranslationKey(name);
    if (translated) {
      data[name] = translations[translated.locale]?.[translated.field] ?? null;
      continue;
    }
    const value = row[name];
    data[name] =
      value instanceof Date
        ? value.toISOString()
        : value === undefined
          ? null
          : (value as string | boolean | null);
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

function isLive(data: VersionData, now: Date) {
  return data.published === true && !isScheduled(data, now);
}

/**
 * The fields that differ between two versions. A live item's publication time is restamped by
 * every save ('Publish immediately'), which is not a change anyone made: it counts only when the
 * item is or was scheduled.
 */
export function changedFields(
  store: ContentStore<unknown>,
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
function actionOf(before: VersionData, after: VersionData, now: Date): ActivityEntry["action"] {
  if (isScheduled(after, now)) {
    return isScheduled(before, now) && before.publishedAt === after.publishedAt
      ? "edit"
      : "schedule";
  }
  if (after.published === true) return isLive(before, now) ? "edit" : "publish";
  return before.published === true ? "unpublish" : "edit";
}

async function emailOf(db: AppDatabase, id: unknown): Promise<string | null> {
  if (typeof id !== "string") return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/** A version's fields, or null when history no longer (or never) had it. */
export async function versionData(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
  number: number,
): Promise<VersionData | null> {
  const version = await getVersion(db, kind, itemId, number);
  return (version?.data as VersionData | undefined) ?? null;
}

/** The row, locked until the transaction ends; undefined when it is gone or in the trash. */
async function lockRow(db: AppDatabase, store: ContentStore<unknown>, id: string) {
  const t = tableOf(store);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .for("update");
  return row as Row | undefined;
}

async function conflictWith(
  db: AppDatabase,
  store: ContentStore<unknown>,
  row: Row,
  openedAt: number,
): Promise<EditConflict> {
  return {
    by: await emailOf(db, row.updatedBy ?? row.createdBy),
    at: (row.updatedAt as Date).toISOString(),
    version: row.version as number,
    base: await versionData(db, store.kind, row.id as string, openedAt),
    current: snapshotOf(store, row),
  };
}

/**
 * Keeps a version: the item's state numbered `number`. An item saved before history existed
 * gets its earlier state kept first. Versions beyond HISTORY_LIMIT are pruned, oldest first.
 */
async function keepVersion(
  db: AppDatabase,
  store: ContentStore<unknown>,
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
async function keepEarlierState(db: AppDatabase, store: ContentStore<unknown>, row: Row) {
  const id = row.id as string;
  const number = row.version as number;
  if (await versionData(db, store.kind, id, number)) return;
  const savedBy = (row.updatedBy ?? row.createdBy ?? null) as string | null;
  await db.insert(contentVersions).values({
    kind: store.kind,
    itemId: id,
    number,
    data: snapshotOf(store, row),
    changed: [],
    action: "save",
    savedBy,
    savedByEmail: await emailOf(db, savedBy),
    savedAt: row.updatedAt as Date,
  });
}

/**
 * The fields a save writes: the form's input with its publication, stamped now. Its translation
 * changes apply to what the row holds (`stored`: none for a new row): a language the input does
 * not name keeps its translation.
 */
function columnsOf(store: ContentStore<unknown>, input: Row, now: Date, stored?: Row): Row {
  const values: Row = {};
  for (const { name } of store.fields) {
    if (name in input && !parseTranslationKey(name)) values[name] = input[name];
  }
  if (store.translated && input.translations !== undefined) {
    values.translations = applyTranslationChanges(
      stored?.translations,
      input.translations as TranslationChanges<string>,
    );
  }
  values.updatedAt = now;
  return values;
}

/** Inserts an item from the form's input (its publication already decided): version 1. */
export async function createContent(
  db: AppDatabase,
  store: ContentStore<unknown>,
  input: object,
  actorId: string,
): Promise<string | undefined> {
  const s = store;
  const t = tableOf(s);
  return contentTransaction(db, s, async (tx) => {
    await saveUploadAlt(tx, s, input);
    const now = new Date();
    const [row] = (await tx
      .insert(t)
      .values({
        ...columnsOf(s, input as Row, now),
        createdBy: actorId,
        updatedBy: actorId,
      } as never)
      .returning()) as Row[];
    if (!row) return undefined;
    await s.afterWrite?.(tx, undefined, row);
    const data = snapshotOf(s, row);
    const id = row.id as string;
    await keepVersion(tx, s, id, {
      number: 1,
      data,
      changed: s.fields.map((f) => f.name).filter((name) => data[name] !== null),
      action: "create",
      savedBy: actorId,
    });
    await recordActivity(tx, {
      actorId,
      action: "create",
      subjectType: s.kind,
      subjectId: id,
      subjectTitle: String(row.title),
      detail: publicationWords(data, now),
    });
    return id;
  });
}

/** 'Draft', 'Published', or 'Scheduled for 2026-11-24T06:30:00.000Z' (the log formats it). */
function publicationWords(data: VersionData, now: Date) {
  if (isScheduled(data, now)) return `Scheduled for ${data.publishedAt}`;
  return data.published === true ? "Published" : "Draft";
}

/**
 * Saves new fields over an item as its next version, if it is still at `openedAt` (the version
 * its form was opened at); otherwise nothing is written and the conflict is returned.
 */
export async function saveNewVersion(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  openedAt: number,
  actorId: string,
  fields: (row: Row, now: Date) => Row,
  { action, detail }: { action?: "restore-version"; detail?: string } = {},
): Promise<WriteResult> {
  const t = tableOf(store);
  return contentTransaction(db, store, async (tx) => {
    const row = await lockRow(tx, store, id);
    if (!row) return { missing: true };
    if (row.version !== openedAt) return { conflict: await conflictWith(tx, store, row, openedAt) };
    await keepEarlierState(tx, store, row);
    const now = new Date();
    const values = fields(row, now);
    await saveUploadAlt(tx, store, values);
    const number = (row.version as number) + 1;
    const [saved] = (await tx
      .update(t)
      .set({ ...columnsOf(store, values, now, row), version: number, updatedBy: actorId } as never)
      .where(eq(t.id, id))
      .returning()) as Row[];
    if (!saved) return { missing: true };
    await store.afterWrite?.(tx, row, saved);
    const before = snapshotOf(store, row);
    const after = snapshotOf(store, saved);
    const activityAction = action ?? actionOf(before, after, now);
    await keepVersion(tx, store, id, {
      number,
      data: after,
      changed: changedFields(store, before, after, now),
      action: action ?? (activityAction === "edit" ? "save" : activityAction),
      savedBy: actorId,
    });
    await recordActivity(tx, {
      actorId,
      action: activityAction as ActivityEntry["action"],
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: String(saved.title),
      detail: detail ?? (activityAction === "schedule" ? publicationWords(after, now) : undefined),
    });
    return { ok: true, id, version: number };
  });
}

/** The form's save: its fields (publication decided by the form) over the item. */
export function updateContent(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  input: object,
  actorId: string,
  openedAt: number,
): Promise<WriteResult> {
  return saveNewVersion(db, store, id, openedAt, actorId, () => ({
    ...(input as Row),
  }));
}

/** The list's Publish/Unpublish: only `published` and `published_at` change. */
export function setContentPublished(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  published: boolean,
  actorId: string,
  openedAt: number,
): Promise<WriteResult> {
  return saveNewVersion(db, store, id, openedAt, actorId, (_row, now) => ({
    published,
    publishedAt: published ? now : null,
  }));
}

/** The fields a restore leaves as they are: the item keeps its publication (WordPress does too). */
export const NOT_RESTORED: ReadonlySet<string> = new Set(["published", "publishedAt"]);

/**
 * Makes an earlier version's content current again, as a new version ('Restore this version'):
 * its texts, address, image, sector and translations. The item stays published, scheduled or a
 * draft as it is now, and the image's alt text stays the media library's.
 */
export async function restoreVersion(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  number: number,
  actorId: string,
  openedAt: number,
): Promise<WriteResult | { noVersion: true }> {
  const data = await versionData(db, store.kind, id, number);
  if (!data) return { noVersion: true };
  return saveNewVersion(
    db,
    store,
    id,
    openedAt,
    actorId,
    () => {
      const values: Row = {};
      // A field the version does not have (added to the form later) keeps its current value;
      // so do the translations of a version from before them.
      const translations = store.translated && translationsFromFlat(data, store.translated);
      if (translations) values.translations = translations;
      for (const { name } of store.fields) {
        if (!(name in data) || parseTranslationKey(name) || NOT_RESTORED.has(name)) continue;
        values[name] = data[name] ?? null;
      }
      return values;
    },
    { action: "restore-version", detail: `Version ${number}` },
  );
}

/** Moves an item to the trash (off the public site at once), if it is still at `openedAt`. */
export async function trashContent(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  actorId: string,
  openedAt: number,
): Promise<WriteResult> {
  const t = tableOf(store);
  return contentTransaction(db, store, async (tx) => {
    const row = await lockRow(tx, store, id);
    if (!row) return { missing: true };
    if (row.version !== openedAt) return { conflict: await conflictWith(tx, store, row, openedAt) };
    await tx
      .update(t)
      .set({ deletedAt: new Date(), deletedBy: actorId } as never)
      .where(eq(t.id, id));
    await recordActivity(tx, {
      actorId,
      action: "delete",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: String(row.title),
    });
    return { ok: true, id, version: row.version as number };
  });
}

/** What restoring from the trash did: an article whose address was taken comes back a draft. */
export type TrashRestore =
  | { restored: true; movedFrom?: string; movedTo?: string }
  | { missing: true };

/** A free address for an article whose own was taken meanwhile: slug-2, slug-3… */
async function freeSlug(db: AppDatabase, store: ContentStore<unknown>, slug: string, id: string) {
  for (let n = 2; n < 1000; n++) {
    const candidate = `${slug.slice(0, 190)}-${n}`;
    if (!(await slugTaken(db, store, candidate, id))) return candidate;
  }
  return `${slug.slice(0, 160)}-${crypto.randomUUID().slice(0, 8)}`;
}

async function slugTaken(db: AppDatabase, store: ContentStore<unknown>, slug: string, id: string) {
  const t = tableOf(store);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.slug, slug), isNull(t.deletedAt), sql`${t.id} <> ${id}`));
  return row !== undefined;
}

/**
 * Brings an item back from the trash as it was. An article whose address another article took
 * meanwhile comes back as a draft at a free address (a new version), and says so.
 */
export async function restoreFromTrash(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  actorId: string,
): Promise<TrashRestore> {
  const t = tableOf(store);
  return contentTransaction(db, store, async (tx) => {
    const [row] = (await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), isNotNull(t.deletedAt)))
      .for("update")) as Row[];
    if (!row) return { missing: true };
    const hasSlug = store.fields.some((f) => f.name === "slug");
    const slug = hasSlug ? String(row.slug) : undefined;
    const taken = slug !== undefined && (await slugTaken(tx, store, slug, id));
    await recordActivity(tx, {
      actorId,
      action: "restore",
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: String(row.title),
    });
    if (!taken || slug === undefined) {
      const [back] = (await tx
        .update(t)
        .set({ deletedAt: null, deletedBy: null } as never)
        .where(eq(t.id, id))
        .returning()) as Row[];
      // Back at its address, which is its own again: a redirect another article left there
      // meanwhile must not lead away from it once this one leaves the site again (`undefined`:
      // no earlier address of its own to keep).
      await store.afterWrite?.(tx, undefined, back as Row);
      return { restored: true };
    }
    // Out of the trash at a free address, as a draft: one write, so the address is never shared.
    const movedTo = await freeSlug(tx, store, slug, id);
    await keepEarlierState(tx, store, row);
    const number = (row.version as number) + 1;
    const now = new Date();
    const [saved] = (await tx
      .update(t)
      .set({
        deletedAt: null,
        deletedBy: null,
        slug: movedTo,
        published: false,
        publishedAt: null,
        version: number,
        updatedBy: actorId,
        updatedAt: now,
      } as never)
      .where(eq(t.id, id))
      .returning()) as Row[];
    // The free address may be an old one of another article: it is this article's now. Its own
    // address was taken, so no redirect is left from it.
    await store.afterWrite?.(tx, undefined, saved as Row);
    const before = snapshotOf(store, row);
    const after = snapshotOf(store, saved as Row);
    await keepVersion(tx, store, id, {
      number,
      data: after,
      changed: changedFields(store, before, after, now),
      action: "restore",
      savedBy: actorId,
    });
    return { restored: true, movedFrom: slug, movedTo };
  });
}

/** Deletes a trashed item for good, with its history and preview links. */
/** What purging needs of a kind: its table and name. */
type TrashKind = Pick<ContentStore<unknown>, "kind" | "table">;

async function purgeRow(
  db: AppDatabase,
  store: TrashKind,
  row: { id: string; title: string },
  entry: Pick<ActivityEntry, "actorId" | "detail">,
) {
  const t = tableOf(store);
  await db.delete(t).where(eq(t.id, row.id));
  await db
    .delete(contentVersions)
    .where(and(eq(contentVersions.kind, store.kind), eq(contentVersions.itemId, row.id)));
  await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.kind, store.kind), eq(previewLinks.itemId, row.id)));
  await recordActivity(db, {
    ...entry,
    action: "purge",
    subjectType: store.kind,
    subjectId: row.id,
    subjectTitle: row.title,
  });
}

/** 'Delete permanently' (owners): only an item in the trash. Resolves false when it is not. */
export function purgeContent(
  db: AppDatabase,
  store: ContentStore<unknown>,
  id: string,
  actorId: string,
): Promise<boolean> {
  const t = tableOf(store);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as AppDatabase;
    const [row] = await tx
      .select({ id: t.id, title: t.title })
      .from(t)
      .where(and(eq(t.id, id), isNotNull(t.deletedAt)))
      .for("update");
    if (!row) return false;
    await purgeRow(tx, store, row, { actorId });
    return true;
  });
}

/**
 * Deletes items that have been in the trash more than `days` days (the server runs this on its
 * own, every hour). Several instances may run it at once: each takes rows no other holds
 * (SKIP LOCKED), so every item is purged, and logged, once.
 */
export async function purgeExpiredTrash(
  db: AppDatabase,
  stores: TrashKind[],
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let purged = 0;
  for (const store of stores) {
    const t = tableOf(store);
    purged += await db.transaction(async (txn) => {
      const tx = txn as unknown as AppDatabase;
      const rows = await tx
        .select({ id: t.id, title: t.title })
        .from(t)
        .where(and(isNotNull(t.deletedAt), lte(t.deletedAt, cutoff)))
        .orderBy(asc(t.deletedAt))
        .limit(500)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await purgeRow(tx, store, row, {
          actorId: null,
          detail: `After ${days} days in the trash`,
        });
      }
      return rows.length;
    });
  }
  return purged;
}

/** A version as the history page lists it. */
export interface VersionSummary {
  number: number;
  action: string;
  changed: string[];
  savedBy: string | null;
  savedAt: string;
}

/** An item's versions, newest (the current one) first. */
export async function listVersions(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      number: contentVersions.number,
      action: contentVersions.action,
      changed: contentVersions.changed,
      savedBy: contentVersions.savedByEmail,
      savedAt: contentVersions.savedAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, itemId)))
    .orderBy(desc(contentVersions.number));
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/** One version with who saved it and when, or undefined. */
export async function getVersion(
  db: AppDatabase,
  kind: ContentKind,
  itemId: string,
  number: number,
) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.itemId, itemId),
        eq(contentVersions.number, number),
      ),
    );
  return row;
}

/** An item in the trash as the Trash section lists it. */
export interface TrashItem {
  kind: ContentKind;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}

/** Both kinds' trashed items, most recently deleted first. */
export async function listTrash(
  db: AppDatabase,
  stores: Pick<ContentStore<unknown>, "kind" | "table">[],
): Promise<TrashItem[]> {
  const items: TrashItem[] = [];
  for (const store of stores) {
    const t = tableOf(store);
    const rows = await db
      .select({ id: t.id, title: t.title, deletedAt: t.deletedAt, deletedBy: user.email })
      .from(t)
      .leftJoin(user, eq(user.id, t.deletedBy))
      .where(isNotNull(t.deletedAt))
      .orderBy(desc(t.deletedAt))
      .limit(1000);
    for (const row of rows) {
      items.push({
        kind: store.kind,
        id: row.id,
        title: row.title,
        deletedAt: (row.deletedAt as Date).toISOString(),
        deletedBy: row.deletedBy,
      });
    }
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}
