import { eq } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { ARTICLE_SECTORS } from "~/features/content/sectors";
import { sectorLabel } from "~/features/content/sectors.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import { videos } from "../../../db/schema";
import { VIDEO_CATEGORIES } from "./categories";
import { VIDEO_TRANSLATED, type VideoInput } from "./schema";

/**
 * A video's own columns as a save or a restored version writes them: what the table needs of a
 * new row, and what it may change of a stored one.
 */
const VIDEO_COLUMNS = z.object({
  title: z.string(),
  description: z.string(),
  videoUrl: z.string(),
  thumbnailUrl: z.string().nullish(),
  thumbnailMediaId: z.string().nullish(),
  duration: z.string().nullish(),
  category: z.enum(VIDEO_CATEGORIES).optional(),
  /** A form from before sectors names none: a new video is Group's, a stored one keeps its own. */
  sector: z.enum(ARTICLE_SECTORS).optional(),
  translations: translationsColumn(VIDEO_TRANSLATED).optional(),
});
const VIDEO_CHANGES = VIDEO_COLUMNS.partial();

/** Videos for the shared content commands and queries: rows show the sector, category and duration. */
export const videoStore = defineContentStore<VideoInput, typeof videos>({
  kind: "video",
  table: videos,
  listText: videos.description,
  listImage: videos.thumbnailUrl,
  listUpload: videos.thumbnailMediaId,
  listDetails: [sectorLabel(videos.sector), videos.category, videos.duration],
  fields: [
    { name: "title", label: "Title" },
    { name: "description", label: "Description" },
    { name: "videoUrl", label: "Video URL" },
    { name: "thumbnailUrl", label: "Thumbnail URL" },
    { name: "thumbnailMediaId", label: "Uploaded thumbnail" },
    { name: "duration", label: "Duration" },
    { name: "category", label: "Category" },
    { name: "sector", label: "Sector" },
    ...translationVersionFields(VIDEO_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: VIDEO_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const [row] = await db
      .insert(videos)
      .values({ ...stamp, ...VIDEO_COLUMNS.parse(fields) })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const [row] = await db
      .update(videos)
      .set({ ...stamp, ...VIDEO_CHANGES.parse(fields) })
      .where(eq(videos.id, id))
      .returning();
    return row;
  },
  upload: {
    idField: "thumbnailMediaId",
    altField: "thumbnailAlt",
    constraint: "videos_thumbnail_media_id_media_id_fk",
  },
});
