import type { KindServer } from "~/features/content/kind-parts.server";
import { videoStore } from "./store.server";

/**
 * What videos bring to the server (see KindServer). Their form also offers the media library's
 * videos: the registry adds that (the library's list belongs to the site's content).
 */
export const videoServer = {
  store: videoStore,
  // A video plays where it is listed: it has no page of its own.
  sitemap: null,
} satisfies KindServer;
