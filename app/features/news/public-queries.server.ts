import { and, desc, eq, getTableColumns, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  publiclyVisible,
  publishedQueries,
  translationsWithout,
} from "~/features/content/public-queries.server";
import { pick } from "~/lib/pick";
import type { AppDatabase } from "../../../db/client.server";
import {
  type ArticleSector,
  media,
  newsArticles,
  slugRedirects,
  staffProfiles,
  type Translations,
} from "../../../db/schema";

/**
 * Published articles, newest publication first, with their translated titles and summaries (the
 * home page's, /news's, the sector pages' and the feeds' query).
 */
export const publishedArticles = publishedQueries(
  newsArticles,
  {
    ...pick(
      getTableColumns(newsArticles),
      "id",
      "title",
      "slug",
      "summary",
      "imageUrl",
      "author",
      "sector",
    ),
    // A card shows the title and summary in the page's language: not the content.
    translations: translationsWithout<Translations<"title" | "summary">>(
      newsArticles.translations,
      ["content"],
    ),
  },
  newsArticles.imageMediaId,
);
export const listPublishedArticles = publishedArticles.list;

/** The public articles of one sector (for the lists' `where`). */
export function inSector(sector: ArticleSector): SQL {
  return eq(newsArticles.sector, sector);
}
export type ArticleCard = Awaited<ReturnType<typeof listPublishedArticles>>[number];

/**
 * One article by slug: public only (published, its time come, not in the trash), unless
 * `includeDrafts` (an admin's preview); with its translations and its uploaded featured image,
 * if it has one.
 */
export function getArticleBySlug(db: AppDatabase, slug: string, includeDrafts = false) {
  return getArticle(
    db,
    and(
      eq(newsArticles.slug, slug),
      includeDrafts ? isNull(newsArticles.deletedAt) : publiclyVisible(newsArticles),
    ) as SQL,
  );
}

/** One article outside the trash by id, whatever its state (a preview link's). */
export function getArticleById(db: AppDatabase, id: string) {
  return getArticle(db, and(eq(newsArticles.id, id), isNull(newsArticles.deletedAt)) as SQL);
}

/** A byline's photo: the staff member's profile's image. */
const bylinePhoto = alias(media, "byline_photo");

async function getArticle(db: AppDatabase, where: SQL) {
  const [found] = await db
    .select({ row: newsArticles, image: media, profile: staffProfiles, photo: bylinePhoto })
    .from(newsArticles)
    .leftJoin(media, eq(media.id, newsArticles.imageMediaId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, newsArticles.authorId))
    .leftJoin(bylinePhoto, eq(bylinePhoto.id, staffProfiles.photoMediaId))
    .where(where);
  if (!found) return undefined;
  const { row, image, profile, photo } = found;
  return {
    ...row,
    image: image
      ? pick(image, "kind", "state", "hash", "contentType", "width", "height", "alt")
      : null,
    // A staff byline links to its author page; the company's (or a removed account's) is text.
    byline: profile
      ? {
          ...pick(profile, "slug", "displayName", "jobTitle", "biography", "translations"),
          photo: photo
            ? pick(photo, "kind", "state", "hash", "contentType", "width", "height")
            : null,
        }
      : null,
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
    .where(publiclyVisible(newsArticles))
    .orderBy(desc(newsArticles.publishedAt));
}

/**
 * Where an old address of a published article leads now: the article's current slug, if the
 * article is public (one step, however many times it was renamed); otherwise undefined.
 */
export async function currentSlugOf(db: AppDatabase, oldSlug: string) {
  const [row] = await db
    .select({ slug: newsArticles.slug })
    .from(slugRedirects)
    .innerJoin(newsArticles, eq(newsArticles.id, slugRedirects.articleId))
    .where(and(eq(slugRedirects.oldSlug, oldSlug), publiclyVisible(newsArticles)));
  return row?.slug;
}

/** A staff member's published articles (their author page and its feed). */
export function byAuthor(userId: string): SQL {
  return eq(newsArticles.authorId, userId);
}
