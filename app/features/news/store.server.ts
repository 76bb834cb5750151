import { eq } from "drizzle-orm";
import { sectorLabel } from "~/features/content/sectors.server";
import { defineContentStore } from "~/features/content/store.server";
import { translationVersionFields } from "~/features/content/translations";
import { newsArticles, slugRedirects } from "../../../db/schema";
import { ARTICLE_TRANSLATED, type ArticleInput, SLUG_TAKEN } from "./schema";

/** News articles for the shared content queries: rows show the summary and the author. */
export const articleStore = defineContentStore<ArticleInput>({
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
    { name: "content", label: "Content" },
    { name: "imageUrl", label: "Featured Image URL" },
    { name: "imageMediaId", label: "Uploaded image" },
    { name: "author", label: "Author" },
    { name: "sector", label: "Sector" },
    ...translationVersionFields(ARTICLE_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: ARTICLE_TRANSLATED,
  // Links never break: a published article's old address leads to it; an address taken by an
  // article is its own again.
  afterWrite: async (tx, before, after) => {
    if (before?.slug === after.slug) return;
    await tx.delete(slugRedirects).where(eq(slugRedirects.oldSlug, String(after.slug)));
    if (before?.published !== true) return;
    await tx
      .insert(slugRedirects)
      .values({ oldSlug: String(before.slug), articleId: String(after.id) })
      .onConflictDoUpdate({
        target: slugRedirects.oldSlug,
        set: { articleId: String(after.id), createdAt: new Date() },
      });
  },
  uniqueFields: [{ constraint: "news_articles_slug_unique", field: "slug", message: SLUG_TAKEN }],
  upload: {
    idField: "imageMediaId",
    altField: "imageAlt",
    constraint: "news_articles_image_media_id_media_id_fk",
  },
});
