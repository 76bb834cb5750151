import { and, eq, ilike, isNull, sql } from "drizzle-orm";
import { fallbackKey, mediaUrl, variantKey, variantWidths } from "~/features/media/files";
import { lockUploads } from "~/features/media/store.server";
import { cursorTime, type ListCursor, newestFirst, olderThan } from "~/lib/keyset.server";
import { richTextProblem } from "~/lib/markdown-check.server";
import {
  type AppDatabase,
  isForeignKeyViolation,
  isUniqueViolation,
} from "../../../db/client.server";
import { contentReviews, media, type ReviewState } from "../../../db/schema";
import { NOT_AN_IMAGE, UPLOAD_GONE, UPLOAD_IN_TEXT_GONE } from "./fields";
import type { ContentStore, FieldValues, StoredRow } from "./kind.server";
import { parseTranslationKey, translationChangesOf } from "./translations";

/** A row of the admin list, in the order the list needs its values. */
export interface AdminListRow {
  id: string;
  title: string;
  text: string;
  image: string | null;
  published: boolean;
  /** When it is (or was) published: a time to come is a scheduled item. */
  publishedAt: Date | null;
  createdAt: Date;
  details: (string | null)[];
  /** The kind's mark beside the row's state ('Template'), or null. */
  mark: string | null;
  /** The version the row's buttons act on (an older one is refused as an edit conflict). */
  version: number;
  /** Who made it (an author changes only their own drafts). */
  createdBy: string | null;
  /** Waiting for an editor, or sent back to its writer (ADR 027). */
  review: ReviewState | null;
  /** Its address (an article's slug), for 'View on site'; null for a kind without one. */
  slug: string | null;
  /** Where the list's next page starts when this row is the last one shown. */
  cursor: ListCursor;
}

/** The most of a row's text the list shows (two lines at most on a wide screen). */
export const LIST_TEXT_CHARS = 180;

/** `value` for a LIKE pattern that matches it literally. */
function likeLiteral(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The admin list: every row, newest first (the specification's list is not paged), the rows
 * whose title contains `filter` (any case), or the one row `id`. Only what a row shows is read.
 */
export async function listContentForAdmin(
  db: AppDatabase,
  store: ContentStore,
  {
    filter = "",
    id,
    ownedBy,
    inReview = false,
    before,
    limit,
  }: {
    filter?: string;
    id?: string;
    /** Only the rows after this one, newest first (the next page as the reader scrolls). */
    before?: ListCursor;
    /** At most this many rows. */
    limit?: number;
    /** Only the rows this account made (an author's list). */
    ownedBy?: string;
    /** Only the rows waiting for an editor (the review queue). */
    inReview?: boolean;
  } = {},
): Promise<AdminListRow[]> {
  const t = store.table;
  // Every value is typed here: a kind's list columns (text, image, details, mark) are text, read
  // as the typed expressions they are.
  const details = Object.fromEntries(
    store.listDetails.map((column, i) => [
      `detail${i}`,
      sql<string | null>`${column}`.as(`detail${i}`),
    ]),
  );
  const query = db
    .select({
      id: t.id,
      title: t.title,
      text: sql<string>`left(${store.listText}, ${sql.raw(String(LIST_TEXT_CHARS + 1))})`.as(
        "text",
      ),
      // A kind without images (pages) lists none.
      image: sql<string | null>`${store.listImage ?? sql`null`}`.as("image"),
      published: t.published,
      publishedAt: t.publishedAt,
      createdAt: t.createdAt,
      version: t.version,
      createdBy: t.createdBy,
      review: contentReviews.state,
      mark: sql<string | null>`${store.listMark ?? sql`null`}`.as("mark"),
      slug: sql<string | null>`${store.address?.column ?? sql`null`}`.as("slug"),
      cursor: cursorTime(t.createdAt).as("cursor"),
      details,
      // An uploaded image: its smallest size once made (the list shows it 112 px wide).
      upload: {
        hash: media.hash,
        state: media.state,
        contentType: media.contentType,
        width: media.width,
      },
    })
    .from(t)
    .leftJoin(media, store.listUpload ? eq(media.id, store.listUpload) : sql`false`)
    .leftJoin(
      contentReviews,
      and(eq(contentReviews.kind, store.kind), eq(contentReviews.itemId, t.id)),
    )
    .$dynamic();
  const live = listWhere(store, { filter, ownedBy, inReview });
  query.where(id ? and(eq(t.id, id), live) : and(live, olderThan(t.createdAt, t.id, before)));
  query.orderBy(...newestFirst(t.createdAt, t.id));
  if (limit) query.limit(limit);
  const rows = await query;
  return rows.map(({ upload, details: detailValues, cursor, ...row }) => ({
    ...row,
    image: upload ? listThumbnail(upload) : row.image,
    details: store.listDetails.map((_, i) => detailValues[`detail${i}`] ?? null),
    cursor: { createdAt: cursor, id: row.id },
  }));
}

/** The rows a list shows: outside the trash, and those its filters let through. */
function listWhere(
  store: ContentStore,
  {
    filter = "",
    ownedBy,
    inReview = false,
  }: { filter?: string; ownedBy?: string; inReview?: boolean },
) {
  const t = store.table;
  const trimmed = filter.trim();
  return and(
    isNull(t.deletedAt),
    ownedBy ? eq(t.createdBy, ownedBy) : undefined,
    inReview ? eq(contentReviews.state, "in_review") : undefined,
    trimmed ? ilike(t.title, `%${likeLiteral(trimmed)}%`) : undefined,
  );
}

/** An upload as a list row shows it: the smallest WebP once made, the fallback until then. */
function listThumbnail(upload: {
  hash: string;
  state: "processing" | "ready";
  contentType: string;
  width: number | null;
}): string {
  const [smallest] = variantWidths(upload.width ?? 0);
  return mediaUrl(
    upload.state === "ready" && smallest
      ? variantKey(upload.hash, smallest, "webp")
      : fallbackKey(upload),
  );
}

/**
 * How many rows the kind has (the list's "12 of 345"); with `ownedBy`, that account's; with a
 * filter or the review queue, how many of them the list shows; with `changesRequested`, how many
 * drafts an editor sent back.
 */
export async function countContent(
  db: AppDatabase,
  store: ContentStore,
  ownedBy?: string,
  {
    filter = "",
    inReview = false,
    changesRequested = false,
  }: { filter?: string; inReview?: boolean; changesRequested?: boolean } = {},
) {
  const t = store.table;
  const where = and(
    listWhere(store, { filter, ownedBy, inReview }),
    changesRequested
      ? and(eq(contentReviews.state, "changes_requested"), eq(t.published, false))
      : undefined,
  );
  const query = db.select({ n: sql<number>`count(*)::int` }).from(t).$dynamic();
  if (inReview || changesRequested) {
    query.innerJoin(
      contentReviews,
      and(eq(contentReviews.kind, store.kind), eq(contentReviews.itemId, t.id)),
    );
  }
  const [row] = await query.where(where);
  return Number(row?.n ?? 0);
}

/**
 * One whole row outside the trash, or undefined; with `lock`, locked until the transaction ends
 * (the commands that write it).
 */
export async function getContent(
  db: AppDatabase,
  store: ContentStore,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredRow | undefined> {
  const t = store.table;
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .$dynamic();
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** A form's input that names a taken unique value (a slug): shown beside that field. */
export class UniqueFieldError extends Error {
  override name = "UniqueFieldError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A field error outside its form (a list's button, an approval): 'Content: …'. */
export function fieldErrorMessage(store: ContentStore, error: UniqueFieldError): string {
  const label = store.fields.find((field) => field.name === error.field)?.label ?? error.field;
  return `${label}: ${error.message}`;
}

/** Runs `write`, a taken slug or a deleted upload becoming the field error it is for the form. */
export async function translatingConflicts<T>(store: ContentStore, write: Promise<T>) {
  try {
    return await write;
  } catch (error) {
    for (const unique of store.uniqueFields ?? []) {
      if (isUniqueViolation(error, unique.constraint)) {
        throw new UniqueFieldError(unique.field, unique.message);
      }
    }
    if (store.upload && isForeignKeyViolation(error, store.upload.constraint)) {
      throw new UniqueFieldError(store.upload.idField, UPLOAD_GONE);
    }
    throw error;
  }
}

/**
 * The rich texts of a save (and their translations), as the server accepts them: a video the
 * page can play, images with a web or site address and a description (richTextProblem). A
 * refusal names the field.
 */
export function checkRichTexts(store: ContentStore, fields: FieldValues) {
  for (const { name, richText } of store.fields) {
    if (!richText) continue;
    const translated = parseTranslationKey(name);
    const value = translated
      ? translationChangesOf(fields.translations)?.[translated.locale]?.[translated.field]
      : fields[name];
    if (typeof value !== "string") continue;
    const problem = richTextProblem(value);
    if (problem) throw new UniqueFieldError(name, problem);
  }
}

/**
 * Checks that the upload the saved fields use is an image and, when they carry its alt text (the
 * form does; a restored version does not), sets it on the upload, in the save's transaction.
 */
export async function saveUploadAlt(db: AppDatabase, store: ContentStore, fields: FieldValues) {
  const mediaId = store.upload ? fields[store.upload.idField] : undefined;
  if (typeof mediaId !== "string" || !store.upload) return;
  const { idField, altField } = store.upload;
  const [upload] = await db.select({ kind: media.kind }).from(media).where(eq(media.id, mediaId));
  if (upload && upload.kind !== "image") throw new UniqueFieldError(idField, NOT_AN_IMAGE);
  if (!(altField in fields)) return;
  await db
    .update(media)
    .set({ alt: String(fields[altField] ?? ""), updatedAt: new Date() })
    .where(eq(media.id, mediaId));
}

/**
 * An address of one of this site's uploads in a text or a field (`/uploads/<hash>…`, as the
 * editor and the library write them): the upload's content hash. An address on another host
 * that happens to look alike is not one.
 */
const UPLOAD_ADDRESS = /(?<![\w.:/-])\/uploads\/([0-9a-f]{32})/g;

/**
 * Checks that every upload a version's fields name is in the library, and locks those uploads
 * against deletion until the save's transaction ends (the library's delete waits, then sees
 * this use). An address to an upload that is not there is refused at its field: the page would
 * show a broken image or link.
 */
export async function lockUploadsOf(
  db: AppDatabase,
  store: ContentStore,
  data: Readonly<Record<string, unknown>>,
) {
  const hashesByField = new Map<string, string[]>();
  for (const { name } of store.fields) {
    const value = data[name];
    if (typeof value !== "string") continue;
    const hashes = Array.from(value.matchAll(UPLOAD_ADDRESS), (match) => match[1] ?? "");
    if (hashes.length > 0) hashesByField.set(name, hashes);
  }
  if (hashesByField.size === 0) return;
  const found = await lockUploads(db, [...new Set([...hashesByField.values()].flat())]);
  for (const [field, hashes] of hashesByField) {
    if (hashes.some((hash) => !found.has(hash))) {
      throw new UniqueFieldError(field, UPLOAD_IN_TEXT_GONE);
    }
  }
}

/** Runs `work` in a transaction, a taken slug or a deleted upload becoming a field error. */
export function contentTransaction<T>(
  db: AppDatabase,
  store: ContentStore,
  work: (tx: AppDatabase) => Promise<T>,
): Promise<T> {
  return translatingConflicts(
    store,
    db.transaction((tx) => work(tx)),
  );
}
