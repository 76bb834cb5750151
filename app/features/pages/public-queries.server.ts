import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { inLocale } from "~/features/content/translate";
import type { Locale } from "~/lib/i18n";
import { markdownText } from "~/lib/markdown-text";
import type { AppDatabase } from "../../../db/client.server";
import { pages } from "../../../db/schema";

/** Published now: not a draft, not scheduled for later, not in the trash. */
const live = () =>
  and(eq(pages.published, true), isNull(pages.deletedAt), lte(pages.publishedAt, sql`now()`));

/** A page as its public address shows it (staff previewing a draft: any page outside the trash). */
export async function getPageBySlug(db: AppDatabase, slug: string, preview = false) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), preview ? isNull(pages.deletedAt) : live()));
  return row;
}

/** A page outside the trash, published or not (a preview link's). */
export async function getPageById(db: AppDatabase, id: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), isNull(pages.deletedAt)));
  return row;
}

/** Every published page in `locale`, as search reads it: address, title and text. */
export async function pagesForSearch(db: AppDatabase, locale: Locale) {
  const rows = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      body: pages.body,
      description: pages.description,
      translations: pages.translations,
    })
    .from(pages)
    .where(live());
  return rows.map((row) => {
    const shown = inLocale(row, locale);
    return {
      href: `/${row.slug}`,
      title: shown.title,
      lang: shown.lang,
      // The text's words: a link's, an image's description, a video's title, no Markdown.
      text: `${shown.description} ${markdownText(shown.body, { labels: false })}`,
    };
  });
}

/** The published pages for the sitemap: address and last change. */
export async function pagesForSitemap(db: AppDatabase) {
  return db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).where(live());
}
