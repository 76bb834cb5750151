import { desc, eq } from "drizzle-orm";
import { type AppDatabase, isUniqueViolation } from "../../../db/client.server";
import { newsArticles } from "../../../db/schema";
import type { ArticleInput } from "./schema";

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
}

/** The admin list: every article, newest first, with only the columns a row shows. */
export async function listArticlesForAdmin(db: AppDatabase) {
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      imageUrl: newsArticles.imageUrl,
      author: newsArticles.author,
      published: newsArticles.published,
      createdAt: newsArticles.createdAt,
    })
    .from(newsArticles)
    .orderBy(desc(newsArticles.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getArticle(db: AppDatabase, id: string) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row;
}

function savedFields(input: ArticleInput) {
  const now = new Date();
  return {
    ...input,
    // "Publish immediately" stamps the time on every save; unchecked clears it.
    publishedAt: input.published ? now : null,
    updatedAt: now,
  };
}

async function translatingSlugConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, "news_articles_slug_unique")) throw new SlugTakenError();
    throw error;
  }
}

export async function createArticle(db: AppDatabase, input: ArticleInput, createdBy: string) {
  const [row] = await translatingSlugConflicts(
    db
      .insert(newsArticles)
      .values({ ...savedFields(input), createdBy })
      .returning({ id: newsArticles.id }),
  );
  return row?.id;
}

/** Saves the form's fields; `created_by` is never touched. Returns false when the row is gone. */
export async function updateArticle(db: AppDatabase, id: string, input: ArticleInput) {
  const rows = await translatingSlugConflicts(
    db
      .update(newsArticles)
      .set(savedFields(input))
      .where(eq(newsArticles.id, id))
      .returning({ id: newsArticles.id }),
  );
  return rows.length > 0;
}

/** The list's Publish/Unpublish toggle: only `published` and `published_at` change. */
export async function setArticlePublished(db: AppDatabase, id: string, published: boolean) {
  const rows = await db
    .update(newsArticles)
    .set({ published, publishedAt: published ? new Date() : null })
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return rows.length > 0;
}

export async function deleteArticle(db: AppDatabase, id: string) {
  const rows = await db
    .delete(newsArticles)
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return rows.length > 0;
}
