/**
 * The files an item offers, read from the media library: what the form and the page show of
 * each, whether a posted list names only files the field takes, and how often each was
 * downloaded.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { type Media, media, mediaDownloads } from "../../../db/schema";
import {
  acceptsStoredFile,
  DOCUMENT_FILES_MESSAGES,
  type DocumentAccept,
  type DocumentFileInfo,
  type DocumentFileValue,
  documentFilesSchema,
  documentFileUrl,
} from "./document-files";
import { SVG_CONTENT_TYPE } from "./files";

export type { DocumentFileInfo, DocumentFileValue };
export { documentFilesSchema };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const validIds = (ids: readonly string[]) => [
  ...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())),
];

function info(value: DocumentFileValue, row: Media): DocumentFileInfo {
  return {
    media: row.id,
    title: value.title,
    ...(value.language ? { language: value.language } : {}),
    originalName: row.originalName,
    bytes: row.bytes,
    pages: row.pages,
    contentType: row.contentType,
    url: documentFileUrl(row),
    textState: row.textState,
  };
}

async function rowsById(db: AppDatabase, ids: readonly string[]): Promise<Map<string, Media>> {
  const valid = validIds(ids);
  if (valid.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The stored files in the given order, with their names, sizes and pages; unknown ids dropped. */
export async function describeDocumentFiles(
  db: AppDatabase,
  files: readonly DocumentFileValue[],
): Promise<DocumentFileInfo[]> {
  const rows = await rowsById(
    db,
    files.map((file) => file.media),
  );
  return files.flatMap((file) => {
    const row = rows.get(file.media.toLowerCase());
    return row ? [info(file, row)] : [];
  });
}

/**
 * Why a posted list cannot be saved (a file no longer in the library, or one the field does not
 * take), or undefined when every file may be attached. For the save, after documentFilesSchema.
 */
export async function documentFilesProblem(
  db: AppDatabase,
  files: readonly DocumentFileValue[],
  accept: DocumentAccept = "pdf",
): Promise<string | undefined> {
  const rows = await rowsById(
    db,
    files.map((file) => file.media),
  );
  for (const file of files) {
    const row = rows.get(file.media.toLowerCase());
    if (!row) return DOCUMENT_FILES_MESSAGES.unknown;
    if (!acceptsStoredFile(accept, row)) {
      return accept === "pdf"
        ? DOCUMENT_FILES_MESSAGES.notPdf
        : DOCUMENT_FILES_MESSAGES.notPressKit;
    }
  }
  return undefined;
}

/** Every download of each file so far, by id (files never downloaded are 0). */
export async function downloadCounts(
  db: AppDatabase,
  mediaIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = validIds(mediaIds);
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ id: mediaDownloads.mediaId, total: sql<string>`sum(${mediaDownloads.count})` })
    .from(mediaDownloads)
    .where(inArray(mediaDownloads.mediaId, ids))
    .groupBy(mediaDownloads.mediaId);
  for (const row of rows) counts.set(row.id, Number(row.total));
  return counts;
}

/** The library's files a field may offer, newest first (its 'Choose from the library'). */
export async function libraryDocumentFiles(
  db: AppDatabase,
  accept: DocumentAccept,
  limit = 500,
): Promise<DocumentFileInfo[]> {
  const pdf = and(eq(media.kind, "document"), eq(media.contentType, "application/pdf"));
  const rows = await db
    .select()
    .from(media)
    .where(
      accept === "pdf"
        ? pdf
        : or(
            pdf,
            and(eq(media.kind, "document"), eq(media.contentType, SVG_CONTENT_TYPE)),
            and(
              eq(media.kind, "image"),
              // A PDF's rendered cover is no logo or photo of its own.
              sql`not exists (select 1 from media cover_of where cover_of.cover_id = "media"."id")`,
            ),
          ),
    )
    .orderBy(desc(media.createdAt))
    .limit(limit);
  return rows.map((row) => info({ media: row.id, title: "" }, row));
}
