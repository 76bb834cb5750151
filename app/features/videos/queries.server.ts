import { desc, eq } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import { videos } from "../../../db/schema";
import type { VideoInput } from "./schema";

/** The admin list: every video, newest first, with only the columns a row shows. */
export async function listVideosForAdmin(db: AppDatabase) {
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      thumbnailUrl: videos.thumbnailUrl,
      duration: videos.duration,
      category: videos.category,
      published: videos.published,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .orderBy(desc(videos.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function getVideo(db: AppDatabase, id: string) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

function savedFields(input: VideoInput) {
  const now = new Date();
  return { ...input, publishedAt: input.published ? now : null, updatedAt: now };
}

export async function createVideo(db: AppDatabase, input: VideoInput, createdBy: string) {
  const [row] = await db
    .insert(videos)
    .values({ ...savedFields(input), createdBy })
    .returning({ id: videos.id });
  return row?.id;
}

export async function updateVideo(db: AppDatabase, id: string, input: VideoInput) {
  const rows = await db
    .update(videos)
    .set(savedFields(input))
    .where(eq(videos.id, id))
    .returning({ id: videos.id });
  return rows.length > 0;
}

export async function setVideoPublished(db: AppDatabase, id: string, published: boolean) {
  const rows = await db
    .update(videos)
    .set({ published, publishedAt: published ? new Date() : null })
    .where(eq(videos.id, id))
    .returning({ id: videos.id });
  return rows.length > 0;
}

export async function deleteVideo(db: AppDatabase, id: string) {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}
