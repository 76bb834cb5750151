import { getTableColumns } from "drizzle-orm";
import { publishedQueries } from "~/features/content/public-queries.server";
import { pick } from "~/lib/pick";
import { videos } from "../../../db/schema";

const columns = getTableColumns(videos);

/** Published videos, newest publication first, with what a card shows (in every language). */
export const publishedVideos = publishedQueries(
  videos,
  {
    ...pick(columns, "id", "title", "description", "videoUrl", "thumbnailUrl"),
    ...pick(columns, "duration", "category", "translations"),
  },
  videos.thumbnailMediaId,
);
export const listPublishedVideos = publishedVideos.list;
export type VideoCard = Awaited<ReturnType<typeof listPublishedVideos>>[number];
