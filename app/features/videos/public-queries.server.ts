import { eq, getTableColumns, type SQL } from "drizzle-orm";
import { publishedQueries } from "~/features/content/public-queries.server";
import { pick } from "~/lib/pick";
import { type ArticleSector, videos } from "../../../db/schema";

const columns = getTableColumns(videos);

/** Published videos, newest publication first, with what a card shows (in every language). */
export const publishedVideos = publishedQueries(
  videos,
  {
    ...pick(columns, "id", "title", "description", "videoUrl", "thumbnailUrl"),
    ...pick(columns, "duration", "category", "sector", "translations"),
  },
  videos.thumbnailMediaId,
);
export const listPublishedVideos = publishedVideos.list;
export type VideoCard = Awaited<ReturnType<typeof listPublishedVideos>>[number];

/** The public videos of one sector (for the lists' `where`). */
export function videosInSector(sector: ArticleSector): SQL {
  return eq(videos.sector, sector);
}
