import { eq } from "drizzle-orm";
import { z } from "zod";
import { checkByline, existingAccount, storedByline } from "~/features/auth/profiles.server";
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
  /** The byline's staff member; null for the company's. */
  authorId: z.string().nullish(),
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
    { name: "authorId", label: "Byline" },
    { name: "sector", label: "Sector" },
    ...translationVersionFields(ARTICLE_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: ARTICLE_TRANSLATED,
  // A version restored after its byline's account was removed keeps the byline as plain text.
  insert: async (db, stamp, fields) => {
    const columns = ARTICLE_COLUMNS.parse(fields);
    const [row] = await db
      .insert(newsArticles)
      .values({ ...stamp, ...columns, authorId: await existingAccount(db, columns.authorId) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const changes = ARTICLE_CHANGES.parse(fields);
    if (changes.authorId !== undefined) {
      changes.authorId = await existingAccount(db, changes.authorId);
    }
    const [row] = await db
      .update(newsArticles)
      .set({ ...stamp, ...changes })
      .where(eq(newsArticles.id, id))
      .returning();
    return row;
  },
  // The byline: the company's (the Author text as typed) or a staff member's, whose display name
  // becomes the Author text. Whom the saver may name is checkByline's rule.
  checkSave: async (db, actor, fields, id) => {
    const chosen = fields.authorId;
    if (chosen === undefined) return fields;
    if (typeof chosen !== "string" || chosen === "") return { ...fields, authorId: null };
    const current = id ? await storedByline(db, id) : null;
    const byline = await checkByline(db, actor, chosen, current);
    if ("refusal" in byline) return { errors: { authorId: byline.refusal } };
    return { ...fields, authorId: chosen, author: byline.author };
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
