import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../db/client.server";
import {
  type Media,
  media,
  type NewMedia,
  newsArticles,
  siteContent,
  user,
  videos,
} from "../../../db/schema";

/**
 * An article or video that uses an upload (its featured image or thumbnail), or the site's own
 * pages (a photo chosen at /admin/site, in the draft or the published site).
 */
export interface MediaUse {
  kind: "article" | "video" | "site";
  id: string;
  title: string;
}

/** A video of the library as a site page names it: its address, with the upload's hash. */
const SITE_VIDEO_FILE = /^\/uploads\/([0-9a-f]{32})\.(?:mp4|webm)$/;

/** A library item as the media section lists it. */
export interface MediaListItem extends Media {
  uploader: string | null;
  usedBy: MediaUse[];
}

export function findMediaByHash(db: AppDatabase, hash: string): Promise<Media | undefined> {
  return db
    .select()
    .from(media)
    .where(eq(media.hash, hash))
    .then((rows) => rows[0]);
}

/** The library's images among `hashes`, by hash (what a text's `/uploads/…` addresses name). */
export async function imagesByHash(db: AppDatabase, hashes: string[]): Promise<Map<string, Media>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.hash, hashes), eq(media.kind, "image")));
  return new Map(rows.map((row) => [row.hash, row]));
}

export function getMedia(db: AppDatabase, id: string): Promise<Media | undefined> {
  return db
    .select()
    .from(media)
    .where(eq(media.id, id))
    .then((rows) => rows[0]);
}

export async function insertMedia(db: AppDatabase, values: NewMedia): Promise<Media> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error("the media row was not stored");
  return row;
}

export async function markMediaReady(db: AppDatabase, id: string): Promise<void> {
  await db.update(media).set({ state: "ready", updatedAt: sql`now()` }).where(eq(media.id, id));
}

/** Images whose variants were not all made (the server stopped): oldest first. */
export function unfinishedImages(db: AppDatabase): Promise<Media[]> {
  return db.select().from(media).where(eq(media.state, "processing")).orderBy(media.createdAt);
}

/** Every upload made before `before` (the clean-up of stored files that lost their row). */
export async function knownHashes(db: AppDatabase, before?: Date): Promise<Set<string>> {
  const rows = await db
    .select({ hash: media.hash })
    .from(media)
    .where(before ? lt(media.createdAt, before) : undefined);
  return new Set(rows.map((row) => row.hash));
}

export async function updateMediaAlt(db: AppDatabase, id: string, alt: string): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ alt, updatedAt: sql`now()` })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** The articles and videos that use each of `ids`. */
export async function mediaUses(db: AppDatabase, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids.length === 0) return uses;
  const add = (mediaId: string | null, use: MediaUse) => {
    if (!mediaId) return;
    const list = uses.get(mediaId) ?? [];
    list.push(use);
    uses.set(mediaId, list);
  };
  const [articles, clips, site] = await Promise.all([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        mediaId: newsArticles.imageMediaId,
      })
      .from(newsArticles)
      .where(inArray(newsArticles.imageMediaId, ids))
      .orderBy(newsArticles.title),
    db
      .select({ id: videos.id, title: videos.title, mediaId: videos.thumbnailMediaId })
      .from(videos)
      .where(inArray(videos.thumbnailMediaId, ids))
      .orderBy(videos.title),
    db.select({ draft: siteContent.draft, published: siteContent.published }).from(siteContent),
  ]);
  // The site document names a photo's upload by its id at a name ending in 'Photo', and a
  // sector's video file by its address (/uploads/<hash>.mp4) at a name ending in 'videoUrl'.
  const wanted = new Set(ids);
  const sitePhotos = new Set<string>();
  const videoHashes = new Set<string>();
  for (const row of site) {
    for (const doc of [row.draft, row.published] as { values?: Record<string, unknown> }[]) {
      for (const [name, value] of Object.entries(doc?.values ?? {})) {
        if (typeof value !== "string") continue;
        if (/^[a-z.]+Photo$/i.test(name) && wanted.has(value)) sitePhotos.add(value);
        const video = /\.videoUrl$/.test(name) && SITE_VIDEO_FILE.exec(value);
        if (video) videoHashes.add(video[1] as string);
      }
    }
  }
  const siteVideos =
    videoHashes.size === 0
      ? []
      : await db
          .select({ id: media.id })
          .from(media)
          .where(and(inArray(media.id, ids), inArray(media.hash, [...videoHashes])));
  for (const row of articles) add(row.mediaId, { kind: "article", id: row.id, title: row.title });
  for (const row of clips) add(row.mediaId, { kind: "video", id: row.id, title: row.title });
  for (const id of sitePhotos) add(id, { kind: "site", id: "site", title: "Site photos" });
  for (const { id } of siteVideos) add(id, { kind: "site", id: "site", title: "Site videos" });
  return uses;
}

/** The whole library, newest first, with who uploaded each item and where it is used. */
export async function listMedia(db: AppDatabase): Promise<MediaListItem[]> {
  const rows = await db
    .select({ item: media, uploader: user.email })
    .from(media)
    .leftJoin(user, eq(user.id, media.uploadedBy))
    .orderBy(desc(media.createdAt));
  const uses = await mediaUses(
    db,
    rows.map((row) => row.item.id),
  );
  return rows.map((row) => ({
    ...row.item,
    uploader: row.uploader,
    usedBy: uses.get(row.item.id) ?? [],
  }));
}

/**
 * Deletes an upload's row unless an article, a video or the site uses it; returns what uses it
 * otherwise. (The foreign keys refuse it too when an article or video took it meanwhile; a site
 * photo chosen in that instant shows the page's illustration instead, as an upload gone.)
 */
export async function deleteMediaRow(
  db: AppDatabase,
  id: string,
  actorId: string | null = null,
): Promise<{ deleted: Media } | { usedBy: MediaUse[] } | { missing: true }> {
  const usedBy = (await mediaUses(db, [id])).get(id) ?? [];
  if (usedBy.length > 0) return { usedBy };
  try {
    const deleted = await db.transaction(async (txn) => {
      const tx = txn as unknown as AppDatabase;
      const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
      if (row) {
        await recordActivity(tx, {
          actorId,
          action: "delete-media",
          subjectType: "media",
          subjectId: row.id,
          subjectTitle: row.originalName,
        });
      }
      return row;
    });
    return deleted ? { deleted } : { missing: true };
  } catch (error) {
    // A use was saved between the check and the delete: report it.
    const now = (await mediaUses(db, [id])).get(id) ?? [];
    if (now.length > 0) return { usedBy: now };
    throw error;
  }
}
