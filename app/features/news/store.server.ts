import { eq } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { ARTICLE_SECTORS } from "~/features/content/sectors";
import { sectorLabel } from "~/features/content/sectors.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import { newsArticles, slugRedirects } from "../../../db/schema";
import { ARTICLE_TRANSLATED, type ArticleInput, SLUG_TAKEN } from "./schema";

/**
 * An article's own columns as a save, a restored version or a restore from the trash writes
 * them: what the table needs of a new row, and what it may change of a stored one.
 */
const ARTICLE_COLUMNS = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string().nullish(),
  imageMediaId: z.string().nullish(),
  author: z.string(),
  /** A form from before sectors names none: a new article is Group's, a stored one keeps its own. */
  sector: z.enum(ARTICLE_SECTORS).optional(),
  translations: translationsColumn(ARTICLE_TRANSLATED).optional(),
});
const ARTICLE_CHANGES = ARTICLE_COLUMNS.partial();

/** News articles for the shared content commands and queries: rows show the sector and author. */
export const articleStore = defineContentStore<ArticleInput, typeof newsArticles>({
  kind: "article",
  table: newsArticles,
  listText: newsArticles.summary,
  listImage: newsArticles.imageUrl,
  listUpload: newsArticles.imageMediaId,
  listDetails: [sectorLabel(newsArticles.sector), newsArticles.author],
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "URL Slug" },
    { name: "summary", label: "Summary" },
    { name: "content", label: "Content", richText: true },
    { name: "imageUrl", label: "Featured Image URL" },
    { name: "imageMediaId", label: "Uploaded image" },
    { name: "author", label: "Author" },
    { name: "sector", label: "Sector" },
    ...translationVersionFields(ARTICLE_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: ARTICLE_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const [row] = await db
      .insert(newsArticles)
      .values({ ...stamp, ...ARTICLE_COLUMNS.parse(fields) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const [row] = await db
      .update(newsArticles)
      .set({ ...stamp, ...ARTICLE_CHANGES.parse(fields) })
      .where(eq(newsArticles.id, id))
      .returning();
    return row;
  },
  // Links never break: a published article's old address leads to it; an address taken by an
  // article is its own again.
  afterWrite: async (tx, before, after) => {
    if (before?.slug === after.slug) return;
    await tx.delete(slugRedirects).where(eq(slugRedirects.oldSlug, after.slug));
    if (before?.published !== true) return;
    await tx
      .insert(slugRedirects)
      .values({ oldSlug: before.slug, articleId: after.id })
      .onConflictDoUpdate({
        target: slugRedirects.oldSlug,
        set: { articleId: after.id, createdAt: new Date() },
      });
  },
  uniqueFields: [{ constraint: "news_articles_slug_unique", field: "slug", message: SLUG_TAKEN }],
  address: { field: "slug", column: newsArticles.slug },
  upload: {
    idField: "imageMediaId",
    altField: "imageAlt",
    constraint: "news_articles_image_media_id_media_id_fk",
  },
});
