import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { inLocale } from "~/features/content/translate";
import type { MediaFileInfo } from "~/features/media/files";
import type { Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import type { DocumentType, SiteLanguage } from "../../../db/enums";
import { type Document, type DocumentFile, documents, media } from "../../../db/schema";

/** Published now (not a draft, not scheduled for later, not in the trash). */
const published = () =>
  and(
    eq(documents.published, true),
    isNull(documents.deletedAt),
    lte(documents.publishedAt, sql`now()`),
  );

/** What /investors filters by (none: every published document). */
export interface DocumentFilter {
  type?: DocumentType;
  fiscalYear?: number;
  /** Documents with a file in this language. */
  language?: SiteLanguage;
}

/** What /investors shows of a document, in the page's language. */
export interface DocumentCard {
  slug: string;
  title: string;
  type: DocumentType;
  fiscalYear: number;
  documentDate: string;
  /** The languages its files are in, in the order they are offered. */
  languages: SiteLanguage[];
  lang: Locale;
}

/** A file without a language is in English (the site's default). */
export const languageOf = (file: DocumentFile): SiteLanguage => file.language ?? "en";

/**
 * The published documents matching `filter`, by type (the types' order), then fiscal year newest
 * first, then date newest first, in `locale`.
 */
export async function publishedDocuments(
  db: AppDatabase,
  locale: Locale,
  filter: DocumentFilter = {},
): Promise<DocumentCard[]> {
  const rows = await db
    .select({
      slug: documents.slug,
      title: documents.title,
      type: documents.type,
      fiscalYear: documents.fiscalYear,
      documentDate: documents.documentDate,
      files: documents.files,
      translations: sql<
        Document["translations"]
      >`${documents.translations} #- '{am,summary}' #- '{om,summary}'`,
    })
    .from(documents)
    .where(
      and(
        published(),
        filter.type ? eq(documents.type, filter.type) : undefined,
        filter.fiscalYear ? eq(documents.fiscalYear, filter.fiscalYear) : undefined,
        filter.language
          ? filter.language === "en"
            ? sql`exists (select 1 from jsonb_array_elements(${documents.files}) f
                where coalesce(f->>'language', 'en') = 'en')`
            : sql`${documents.files} @> ${JSON.stringify([{ language: filter.language }])}::jsonb`
          : undefined,
      ),
    )
    .orderBy(desc(documents.fiscalYear), desc(documents.documentDate), asc(documents.title))
    .limit(2000);
  return rows.map(({ files, ...row }) => {
    const shown = inLocale(row, locale);
    return {
      slug: row.slug,
      title: shown.title,
      type: row.type,
      fiscalYear: row.fiscalYear,
      documentDate: row.documentDate,
      languages: [...new Set(files.map(languageOf))],
      lang: shown.lang,
    };
  });
}

/** The fiscal years published documents are in, newest first (the year filter's options). */
export async function publishedFiscalYears(db: AppDatabase): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: documents.fiscalYear })
    .from(documents)
    .where(published())
    .orderBy(desc(documents.fiscalYear));
  return rows.map((row) => row.year);
}

/**
 * The document at /documents/<slug>: published, or any outside the trash for staff previewing
 * it.
 */
export async function getDocumentBySlug(db: AppDatabase, slug: string, preview = false) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.slug, slug), preview ? isNull(documents.deletedAt) : published()));
  return row;
}

/** A document outside the trash, published or not (a preview link's). */
export async function getDocumentById(db: AppDatabase, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)));
  return row;
}

/** A stored file as a page offers it: its upload's address, size and pages. */
export interface StoredFile extends DocumentFile {
  hash: string;
  contentType: string;
  originalName: string;
  bytes: number;
  pages: number | null;
  /** Its rendered first page, for a PDF whose cover the worker has made. */
  coverId: string | null;
}

/** The library's facts about `files`, in their order; a file the library lost is left out. */
export async function storedFiles(
  db: AppDatabase,
  files: readonly DocumentFile[],
): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const rows = await db
    .select({
      id: media.id,
      hash: media.hash,
      contentType: media.contentType,
      originalName: media.originalName,
      bytes: media.bytes,
      pages: media.pages,
      coverId: media.coverId,
    })
    .from(media)
    .where(
      inArray(
        media.id,
        files.map((file) => file.media),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return files.flatMap((file) => {
    const row = byId.get(file.media);
    return row ? [{ ...file, ...row }] : [];
  });
}

/** An image of the library as a picture shows it (a cover), or undefined. */
export async function imageOf(
  db: AppDatabase,
  id: string | null | undefined,
): Promise<(MediaFileInfo & { alt: string }) | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({
      kind: media.kind,
      state: media.state,
      hash: media.hash,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      alt: media.alt,
    })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, "image")));
  return row;
}

/** The published documents for the sitemap. */
export async function documentsForSitemap(db: AppDatabase) {
  return db
    .select({ slug: documents.slug, updatedAt: documents.updatedAt })
    .from(documents)
    .where(published());
}
