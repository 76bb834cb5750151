import { and, count, desc, eq } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { newsArticles } from "../../../db/schema";

const cardColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  slug: newsArticles.slug,
  summary: newsArticles.summary,
  imageUrl: newsArticles.imageUrl,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
};

function serialise<T extends { publishedAt: Date | null }>(row: T) {
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

/** Published articles, newest publication first (the home page's and /news's query). */
export async function listPublishedArticles(db: AppDatabase, limit: number, offset = 0) {
  const rows = await db
    .select(cardColumns)
    .from(newsArticles)
    .where(eq(newsArticles.published, true))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset);
  return rows.map(serialise);
}
export type ArticleCard = Awaited<ReturnType<typeof listPublishedArticles>>[number];

export async function countPublishedArticles(db: AppDatabase) {
  const [row] = await db
    .select({ n: count() })
    .from(newsArticles)
    .where(eq(newsArticles.published, true));
  return row?.n ?? 0;
}

/** One article by slug: published only, unless `includeDrafts` (an admin's preview). */
export async function getArticleBySlug(db: AppDatabase, slug: string, includeDrafts = false) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(
      includeDrafts
        ? eq(newsArticles.slug, slug)
        : and(eq(newsArticles.slug, slug), eq(newsArticles.published, true)),
    );
  if (!row) return undefined;
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every published article's address and last change, for the sitemap. */
export async function listArticleSitemapEntries(db: AppDatabase) {
  return db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(eq(newsArticles.published, true))
    .orderBy(desc(newsArticles.publishedAt));
}
