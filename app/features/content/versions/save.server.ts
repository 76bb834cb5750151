/**
 * The writes that make a new version of an item: create, the form's save, the list's
 * Publish/Unpublish, and 'Restore this version'. Each runs in one transaction with its version
 * and its activity entry (ADR 016).
 */

import { and, eq } from "drizzle-orm";
import type {
  ContentStamp,
  ContentStore,
  FieldValues,
  StoredRow,
} from "~/features/content/kind.server";
import {
  checkRichTexts,
  contentTransaction,
  lockUploadsOf,
  saveUploadAlt,
} from "~/features/content/store.server";
import {
  applyTranslationChanges,
  parseTranslationKey,
  translationChangesOf,
  translationsFromFlat,
} from "~/features/content/translations";
import { type ActivityEntry, recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../../db/client.server";
import { contentReviews } from "../../../../db/schema";
import { versionData } from "./history.server";
import {
  actionOf,
  changedFields,
  conflictWith,
  keepEarlierState,
  keepVersion,
  lockRow,
  publicationWords,
  snapshotOf,
  type WriteResult,
} from "./shared.server";

/**
 * Who may make a write, checked in its transaction with the row locked (`before`: none for a new
 * item) against the fields it writes: throws a WriteRefusal to refuse it (nothing is written).
 */
export type WriteGuard = (before: StoredRow | undefined, fields: FieldValues) => void;

/** More of a write's transaction once its row is written; it may refuse (WriteRefusal). */
export type WriteStep = (tx: AppDatabase, saved: StoredRow) => Promise<void>;

/** What a form's save runs inside its transaction: who may write, and what follows (ADR 027). */
export interface SaveHooks {
  guard?: WriteGuard;
  after?: WriteStep;
}

/** A write its guard refused: the message says why (shown to the user, 403). */
export class WriteRefusal extends Error {
  override name = "WriteRefusal";
}

/** An item made public (or scheduled) is no longer waiting for review. */
async function endReviewIfPublished(db: AppDatabase, store: ContentStore, row: StoredRow) {
  if (!row.published) return;
  await db
    .delete(contentReviews)
    .where(and(eq(contentReviews.kind, store.kind), eq(contentReviews.itemId, row.id)));
}

/** The fields that say an item's publication: written as the row's own stamp. */
const PUBLICATION: ReadonlySet<string> = new Set(["published", "publishedAt"]);

/** The publication a save's fields set, if they set it. */
function publicationOf(input: FieldValues): ContentStamp {
  const stamp: ContentStamp = {};
  if (typeof input.published === "boolean") stamp.published = input.published;
  if (input.publishedAt === null || input.publishedAt instanceof Date) {
    stamp.publishedAt = input.publishedAt;
  }
  return stamp;
}

/**
 * The kind's own fields a save writes: those of the form's input the kind keeps. Its translation
 * changes apply to what the row holds (`stored`: none for a new row): a language the input does
 * not name keeps its translation.
 */
function fieldsOf(store: ContentStore, input: FieldValues, stored?: StoredRow): FieldValues {
  const values: Record<string, unknown> = {};
  for (const { name } of store.fields) {
    if (name in input && !parseTranslationKey(name) && !PUBLICATION.has(name)) {
      values[name] = input[name];
    }
  }
  if (store.translated && input.translations !== undefined) {
    values.translations = applyTranslationChanges(
      stored?.translations,
      translationChangesOf(input.translations),
    );
  }
  return values;
}

/**
 * Inserts an item from the form's input (its publication already decided): version 1. `actorId`
 * null: made by the site itself (the pages of its first start).
 */
export async function createContent(
  db: AppDatabase,
  store: ContentStore,
  input: FieldValues,
  actorId: string | null,
  { guard, after }: SaveHooks = {},
): Promise<string | undefined> {
  return contentTransaction(db, store, async (tx) => {
    guard?.(undefined, input);
    checkRichTexts(store, input);
    await saveUploadAlt(tx, store, input);
    const now = new Date();
    const stamp = {
      ...publicationOf(input),
      updatedAt: now,
      createdBy: actorId,
      updatedBy: actorId,
    };
    const row = await store.insert(tx, stamp, fieldsOf(store, input));
    if (!row) return undefined;
    await store.afterWrite?.(tx, undefined, row);
    const data = snapshotOf(store, row);
    await lockUploadsOf(tx, store, data);
    await keepVersion(tx, store, row.id, {
      number: 1,
      data,
      changed: store.fields.map((f) => f.name).filter((name) => data[name] !== null),
      action: "create",
      savedBy: actorId,
    });
    await recordActivity(tx, {
      actorId,
      action: "create",
      subjectType: store.kind,
      subjectId: row.id,
      subjectTitle: row.title,
      detail: publicationWords(data, now),
    });
    await after?.(tx, row);
    return row.id;
  });
}

/**
 * Saves new fields over an item as its next version, if it is still at `openedAt` (the version
 * its form was opened at); otherwise nothing is written and the conflict is returned.
 */
export async function saveNewVersion(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  openedAt: number,
  actorId: string,
  fields: (row: StoredRow, now: Date) => FieldValues,
  {
    action,
    detail,
    guard,
    after,
  }: {
    /** What made the version, when it is not a save (read from what changed). */
    action?: "restore-version" | "approve";
    detail?: string;
    guard?: WriteGuard;
    /** More of the same transaction, once the row is written (it may refuse: WriteRefusal). */
    after?: WriteStep;
  } = {},
): Promise<WriteResult> {
  return contentTransaction(db, store, async (tx) => {
    const row = await lockRow(tx, store, id);
    if (!row) return { missing: true };
    const now = new Date();
    const values = fields(row, now);
    // Before the conflict: a refused write shows nothing of the item (its changes included).
    guard?.(row, values);
    if (row.version !== openedAt) return { conflict: await conflictWith(tx, store, row, openedAt) };
    await keepEarlierState(tx, store, row);
    checkRichTexts(store, values);
    await saveUploadAlt(tx, store, values);
    const number = row.version + 1;
    const stamp = { ...publicationOf(values), updatedAt: now, version: number, updatedBy: actorId };
    const saved = await store.update(tx, id, stamp, fieldsOf(store, values, row));
    if (!saved) return { missing: true };
    await store.afterWrite?.(tx, row, saved);
    await after?.(tx, saved);
    await endReviewIfPublished(tx, store, saved);
    const was = snapshotOf(store, row);
    const is = snapshotOf(store, saved);
    await lockUploadsOf(tx, store, is);
    const activityAction: ActivityEntry["action"] =
      action === "approve" ? "approve-review" : (action ?? actionOf(was, is, now));
    await keepVersion(tx, store, id, {
      number,
      data: is,
      changed: changedFields(store, was, is, now),
      action: action ?? (activityAction === "edit" ? "save" : activityAction),
      savedBy: actorId,
    });
    await recordActivity(tx, {
      actorId,
      action: activityAction,
      subjectType: store.kind,
      subjectId: id,
      subjectTitle: saved.title,
      detail:
        detail ??
        (activityAction === "schedule" || action === "approve"
          ? publicationWords(is, now)
          : undefined),
    });
    return { ok: true, id, version: number };
  });
}

/** The form's save: its fields (publication decided by the form) over the item. */
export function updateContent(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  input: FieldValues,
  actorId: string,
  openedAt: number,
  hooks: SaveHooks = {},
): Promise<WriteResult> {
  return saveNewVersion(db, store, id, openedAt, actorId, () => ({ ...input }), hooks);
}

/** The list's Publish/Unpublish: only `published` and `published_at` change. */
export function setContentPublished(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  published: boolean,
  actorId: string,
  openedAt: number,
  guard?: WriteGuard,
): Promise<WriteResult> {
  return saveNewVersion(
    db,
    store,
    id,
    openedAt,
    actorId,
    (_row, now) => ({ published, publishedAt: published ? now : null }),
    { guard },
  );
}

/** The fields a restore leaves as they are: the item keeps its publication (WordPress does too). */
export const NOT_RESTORED: ReadonlySet<string> = PUBLICATION;

/**
 * Makes an earlier version's content current again, as a new version ('Restore this version'):
 * its texts, address, image, sector and translations. The item stays published, scheduled or a
 * draft as it is now, and the image's alt text stays the media library's.
 */
export async function restoreVersion(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  number: number,
  actorId: string,
  openedAt: number,
  guard?: WriteGuard,
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
      const values: Record<string, unknown> = {};
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
    { action: "restore-version", detail: `Version ${number}`, guard },
  );
}
