import { sectorLabel } from "~/features/content/sectors.server";
import { defineContentStore } from "~/features/content/store.server";
import { translationVersionFields } from "~/features/content/translations";
import { videos } from "../../../db/schema";
import { VIDEO_TRANSLATED, type VideoInput } from "./schema";

/** Videos for the shared content queries: rows show the description, sector, category and duration. */
export const videoStore = defineContentStore<VideoInput>({
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
  upload: {
    idField: "thumbnailMediaId",
    altField: "thumbnailAlt",
    constraint: "videos_thumbnail_media_id_media_id_fk",
  },
});
