import { and, desc, eq, max, sql } from "drizzle-orm";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { pick } from "~/lib/pick";
import type { AppDatabase } from "../../../db/client.server";
import { media, newsArticles, staffProfiles, user } from "../../../db/schema";
import { byAuthor, listPublishedArticles } from "./public-queries.server";

/** What the address of an author page may hold (made by addressFromTitle, or a name's letters). */
export const AUTHOR_SLUG_PATTERN = /^[\p{L}\p{N}_-]{1,100}$/u;

/**
 * The staff member whose author page is /news/author/<slug>: their profile and photo, when they
 * have a published article (none: no page). A removed account's profile went with it.
 */
export async function getAuthorBySlug(db: AppDatabase, slug: string) {
  const [found] = await db
    .select({ profile: staffProfiles, photo: media })
    .from(staffProfiles)
    .innerJoin(user, eq(user.id, staffProfiles.userId))
    .leftJoin(media, eq(media.id, staffProfiles.photoMediaId))
    .where(
      and(
        eq(staffProfiles.slug, slug),
        sql`${user.role} <> 'pending'`,
        sql`exists (select 1 from ${newsArticles} where ${newsArticles.authorId} = ${staffProfiles.userId} and ${publiclyVisible(newsArticles)})`,
      ),
    );
  if (!found) return undefined;
  const { profile, photo } = found;
  return {
    userId: profile.userId,
    slug: profile.slug,
    displayName: profile.displayName,
    jobTitle: profile.jobTitle,
    biography: profile.biography,
    translations: profile.translations,
    photo: photo ? pick(photo, "kind", "state", "hash", "contentType", "width", "height") : null,
  };
}

export type AuthorProfile = NonNullable<Awaited<ReturnType<typeof getAuthorBySlug>>>;

/** A staff member's newest published articles, for their feed. */
export function listAuthorArticles(db: AppDatabase, userId: string, limit: number) {
  return listPublishedArticles(db, limit, 0, byAuthor(userId));
}

/**
 * Every author page's address and last change (its profile's, or its newest article's), for
 * the sitemap: the staff members with a published article.
 */
export async function listAuthorSitemapEntries(db: AppDatabase) {
  const rows = await db
    .select({
      slug: staffProfiles.slug,
      profileAt: staffProfiles.updatedAt,
      articleAt: max(newsArticles.updatedAt),
    })
    .from(staffProfiles)
    .innerJoin(user, eq(user.id, staffProfiles.userId))
    .innerJoin(newsArticles, eq(newsArticles.authorId, staffProfiles.userId))
    .where(and(publiclyVisible(newsArticles), sql`${user.role} <> 'pending'`))
    .groupBy(staffProfiles.slug, staffProfiles.updatedAt)
    .orderBy(desc(staffProfiles.updatedAt));
  return rows.map((row) => {
    const articleAt = row.articleAt ? new Date(row.articleAt) : row.profileAt;
    return {
      slug: row.slug,
      updatedAt: articleAt > row.profileAt ? articleAt : row.profileAt,
    };
  });
}
