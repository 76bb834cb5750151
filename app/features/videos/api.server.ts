import { inArray } from "drizzle-orm";
import {
  imageSchema,
  imagesOf,
  type KindApi,
  nullable,
  oneOf,
  shownImage,
  text,
} from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import { ARTICLE_SECTORS, VIDEO_CATEGORIES } from "../../../db/enums";
import { videos } from "../../../db/schema";

/**
 * Videos in the content API (see KindApi): what /videos shows of each, by sector and category.
 * A video has no page of its own: it is asked for by its id.
 */
export const videoApi = {
  collection: "videos",
  schemaName: "Video",
  description: "Videos, newest publication first.",
  order: { column: videos.publishedAt, type: "timestamp", description: "newest first" },
  address: null,
  filters: [
    {
      name: "sector",
      column: videos.sector,
      values: ARTICLE_SECTORS,
      description: "Only the videos of this sector.",
    },
    {
      name: "category",
      column: videos.category,
      values: VIDEO_CATEGORIES,
      description: "Only the videos of this category.",
    },
  ],
  fields: {
    title: text("Its title."),
    description: text("What it shows."),
    video_url: text("Where it plays: a YouTube or Vimeo address, or an upload of the site."),
    thumbnail: imageSchema("Its thumbnail, or null."),
    duration: nullable("string", { description: "Its length as staff wrote it ('5:30')." }),
    category: oneOf(VIDEO_CATEGORIES, "Its category."),
    sector: oneOf(ARTICLE_SECTORS, "The sector it shows."),
  },
  read: async (db, ids, { locale, absolute }) => {
    const rows = await db
      .select()
      .from(videos)
      .where(inArray(videos.id, [...ids]));
    const images = await imagesOf(
      db,
      rows.map((row) => row.thumbnailMediaId),
      absolute,
    );
    return new Map(
      rows.map((row) => {
        const shown = inLocale(row, locale);
        return [
          row.id,
          {
            lang: shown.lang,
            fields: {
              title: shown.title,
              description: shown.description,
              video_url: absolute(row.videoUrl),
              thumbnail: shownImage(images, row.thumbnailMediaId, row.thumbnailUrl, absolute),
              duration: row.duration || null,
              category: row.category,
              sector: row.sector,
            },
          },
        ];
      }),
    );
  },
} satisfies KindApi;
