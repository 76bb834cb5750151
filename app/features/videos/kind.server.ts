import type { KindServer } from "~/features/content/kind-parts.server";
import { parseSiteVideo } from "~/lib/video-embed";
import { videos } from "../../../db/schema";
import { videoApi } from "./api.server";
import { videoStore } from "./store.server";

/**
 * What videos bring to the server (see KindServer). Their form also offers the media library's
 * videos: the registry adds that (the library's list belongs to the site's content).
 */
export const videoServer = {
  store: videoStore,
  // A video plays where it is listed: it has no page of its own.
  sitemap: null,
  // A hit links to the video itself (the list's, when its address is not one the site plays)
  // and shows its description whole: there is no other text.
  search: {
    rows: {
      table: videos,
      address: videos.videoUrl,
      href: (url) => parseSiteVideo(url)?.url ?? "/videos",
      lead: { field: "description", column: videos.description },
      body: null,
    },
  },
  feed: null,
  changesAt: [],
  alerts: null,
  api: videoApi,
} satisfies KindServer;
