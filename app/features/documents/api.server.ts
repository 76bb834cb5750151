import { inArray } from "drizzle-orm";
import {
  downloadSchema,
  imageSchema,
  imagesOf,
  type KindApi,
  nullable,
  oneOf,
  shownImage,
  text,
} from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import { documentFileKey, mediaUrl } from "~/features/media/files";
import { ARTICLE_SECTORS, DOCUMENT_TYPES, SITE_LANGUAGES } from "../../../db/enums";
import { documents } from "../../../db/schema";
import { languageOf, storedFiles } from "./public-queries.server";

/**
 * The documents library in the content API (see KindApi): reports, statements and policies as
 * /investors lists them, newest document date first, by sector and type.
 */
export const documentApi = {
  collection: "documents",
  schemaName: "Document",
  description: "The documents library (reports, statements, policies), newest document first.",
  order: {
    column: documents.documentDate,
    type: "date",
    description: "newest document date first",
  },
  address: documents.slug,
  filters: [
    {
      name: "sector",
      column: documents.sector,
      values: ARTICLE_SECTORS,
      description: "Only the documents of this sector.",
    },
    {
      name: "type",
      column: documents.type,
      values: DOCUMENT_TYPES,
      description: "Only the documents of this type.",
    },
  ],
  fields: {
    slug: text("Its address on the site: /documents/<slug>."),
    title: text("Its title."),
    type: oneOf(DOCUMENT_TYPES, "What it is."),
    summary: text("What it holds ('' when not said)."),
    document_date: { type: "string", format: "date", description: "The date it carries." },
    fiscal_year: {
      type: "integer",
      description: "The Ethiopian year its fiscal year ends in (Hamle to Sene).",
    },
    sector: nullable("string", {
      enum: [...ARTICLE_SECTORS, null],
      description: "The sector it is about, or null for the whole group.",
    }),
    cover: imageSchema("Its uploaded cover, or null (the site then shows the first page)."),
    files: {
      type: "array",
      description: "Its PDFs, one per language, in the order its page offers them.",
      items: downloadSchema({ language: oneOf(SITE_LANGUAGES, "The language it is written in.") }),
    },
  },
  read: async (db, ids, { locale, absolute }) => {
    const rows = await db
      .select()
      .from(documents)
      .where(inArray(documents.id, [...ids]));
    const covers = await imagesOf(
      db,
      rows.map((row) => row.coverId),
      absolute,
    );
    const items = await Promise.all(
      rows.map(async (row) => {
        const shown = inLocale(row, locale);
        const files = await storedFiles(db, row.files);
        return [
          row.id,
          {
            lang: shown.lang,
            fields: {
              slug: row.slug,
              title: shown.title,
              type: row.type,
              summary: shown.summary,
              document_date: row.documentDate,
              fiscal_year: row.fiscalYear,
              sector: row.sector,
              cover: shownImage(covers, row.coverId, null, absolute),
              files: files.map((file) => ({
                title: file.title,
                url: absolute(mediaUrl(documentFileKey(file))),
                language: languageOf(file),
              })),
            },
          },
        ] as const;
      }),
    );
    return new Map(items);
  },
} satisfies KindApi;
