import { inLocale } from "~/features/content/translate";
import { documentKey, mediaUrl } from "~/features/media/files";
import { formatLongDateIn, type Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import type { Document } from "../../../db/schema";
import type { DocumentView } from "./document-page";
import { fiscalYearLabel } from "./fiscal-year";
import { imageOf, languageOf, storedFiles } from "./public-queries.server";

/** A calendar date ('2025-07-30') as the page's language writes it (Amharic: Ethiopian). */
export function documentDateIn(day: string, locale: Locale): string {
  return formatLongDateIn(new Date(`${day}T12:00:00Z`), locale, "UTC");
}

/** A stored document as its page shows it in `locale`. */
export async function documentView(
  db: AppDatabase,
  row: Document,
  locale: Locale,
): Promise<DocumentView> {
  const shown = inLocale(row, locale);
  const [files, pressKit] = await Promise.all([
    storedFiles(db, row.files),
    storedFiles(db, row.pressKit),
  ]);
  // The uploaded cover, else the first PDF's first page (rendered by the worker on upload).
  const cover =
    (await imageOf(db, row.coverId)) ??
    (await imageOf(db, files.find((file) => file.coverId)?.coverId));
  return {
    slug: row.slug,
    title: shown.title,
    summary: shown.summary,
    lang: shown.lang,
    type: row.type,
    fiscalYear: fiscalYearLabel(row.fiscalYear, locale),
    documentDate: row.documentDate,
    date: documentDateIn(row.documentDate, locale),
    cover: cover ?? null,
    files: files.map((file) => ({
      title: file.title,
      language: languageOf(file),
      href: mediaUrl(documentKey(file.hash)),
      bytes: file.bytes,
      pages: file.pages,
    })),
    pressKitFiles: row.type === "press-kit" ? pressKit.length : 0,
  };
}
