import type { KindServer } from "~/features/content/kind-parts.server";
import { listArticleSitemapEntries } from "./public-queries.server";
import { articleStore } from "./store.server";

/** What news articles bring to the server (see KindServer). */
export const articleServer = {
  store: articleStore,
  sitemap: listArticleSitemapEntries,
} satisfies KindServer;
