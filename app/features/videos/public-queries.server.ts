import { count, desc, eq } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { videos } from "../../../db/schema";

/** Published videos, newest publication first. */
export async function listPublishedVideos(db: AppDatabase, limit: number, offset = 0) {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      videoUrl: videos.videoUrl,
      thumbnailUrl: videos.thumbnailUrl,
      duration: videos.duration,
      category: videos.category,
      publishedAt: videos.publishedAt,
    })
    .from(videos)
    .where(eq(videos.published, true))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  }));
}
export type VideoCard = Awaited<ReturnType<typeof listPublishedVideos>>[number];

export async function countPublishedVideos(db: AppDatabase) {
  const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.published, true));
  return row?.n ?? 0;
}
