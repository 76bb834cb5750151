import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { UniqueFieldError } from "~/features/content/store.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import { documentFilesProblem } from "~/features/media/document-files.server";
import type { AppDatabase } from "../../../db/client.server";
import { ARTICLE_SECTORS, DOCUMENT_TYPES, SITE_LANGUAGES } from "../../../db/enums";
import { type DocumentFile, documents } from "../../../db/schema";
import {
  DOCUMENT_ADDRESS_TAKEN,
  DOCUMENT_TRANSLATED,
  DOCUMENT_TYPE_LABELS,
  type DocumentInput,
} from "./schema";

/** A version may keep a list as the JSON the form posted; a row and a save keep it as a list. */
const FILES = z.preprocess(
  (value) => (typeof value === "string" ? JSON.parse(value || "[]") : value),
  z.array(
    z.object({
      media: z.string(),
      title: z.string(),
      language: z.enum(SITE_LANGUAGES).optional(),
    }),
  ),
);

/**
 * A document's own columns as a save, a restored version or a restore from the trash writes
 * them: what the table needs of a new row, and what it may change of a stored one.
 */
const DOCUMENT_COLUMNS = z.object({
  title: z.string(),
  slug: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  fiscalYear: z.coerce.number().int(),
  documentDate: z.string(),
  summary: z.string().optional(),
  files: FILES,
  pressKit: FILES.optional(),
  coverId: z.string().nullish(),
  sector: z.enum(ARTICLE_SECTORS).nullish(),
  translations: translationsColumn(DOCUMENT_TRANSLATED).optional(),
});
const DOCUMENT_CHANGES = DOCUMENT_COLUMNS.partial();

/**
 * Refuses, at its field, a file the library no longer has or that is not what the field takes
 * (a document's files are PDFs; a press kit's PDFs and images): the save stores nothing then.
 */
async function checkFiles(
  db: AppDatabase,
  row: { files: DocumentFile[]; pressKit: DocumentFile[] },
) {
  const files = await documentFilesProblem(db, row.files, "pdf");
  if (files) throw new UniqueFieldError("files", files);
  const pressKit = await documentFilesProblem(db, row.pressKit, "press-kit");
  if (pressKit) throw new UniqueFieldError("pressKit", pressKit);
}

/** The type's label on a list row. */
const typeLabel = sql<string>`case ${documents.type} ${sql.join(
  DOCUMENT_TYPES.map((type) => sql`when ${type} then ${DOCUMENT_TYPE_LABELS[type]}`),
  sql` `,
)} end`;

/** Its files' downloads, all languages together (each file's count is on the form). */
const downloads = sql<string>`(select coalesce(sum(d.count), 0) || ' downloads'
  from media_downloads d
  where d.media_id::text in (select f->>'media' from jsonb_array_elements(${documents.files}) f))`;

/** The documents library for the shared content commands and queries. */
export const documentStore = defineContentStore<DocumentInput, typeof documents>({
  kind: "document",
  table: documents,
  listText: documents.summary,
  listUpload: documents.coverId,
  listDetails: [typeLabel, sql<string>`${documents.fiscalYear} || ' E.C.'`, downloads],
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "Address" },
    { name: "type", label: "Type" },
    { name: "documentDate", label: "Document date" },
    { name: "fiscalYear", label: "Fiscal year" },
    { name: "summary", label: "Summary" },
    { name: "files", label: "Files" },
    { name: "pressKit", label: "Press kit files" },
    { name: "coverId", label: "Cover image" },
    { name: "sector", label: "Sector" },
    ...translationVersionFields(DOCUMENT_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: DOCUMENT_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const [row] = await db
      .insert(documents)
      .values({ ...stamp, ...DOCUMENT_COLUMNS.parse(fields) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const [row] = await db
      .update(documents)
      .set({ ...stamp, ...DOCUMENT_CHANGES.parse(fields) })
      .where(eq(documents.id, id))
      .returning();
    return row;
  },
  // In the save's transaction: a file deleted from the library meanwhile refuses the save.
  afterWrite: async (tx, _before, after) => checkFiles(tx, after),
  uniqueFields: [
    { constraint: "documents_slug_unique", field: "slug", message: DOCUMENT_ADDRESS_TAKEN },
  ],
  address: { field: "slug", column: documents.slug, max: 120 },
  upload: {
    idField: "coverId",
    altField: "coverAlt",
    constraint: "documents_cover_id_media_id_fk",
  },
  // The lists of files travel in the form as JSON (one hidden field each).
  toForm: (row) => ({
    files: JSON.stringify(row.files),
    pressKit: JSON.stringify(row.pressKit),
    fiscalYear: String(row.fiscalYear),
  }),
});
