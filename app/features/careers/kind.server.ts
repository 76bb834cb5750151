import type { KindServer } from "~/features/content/kind-parts.server";
import { positions } from "../../../db/schema";
import { positionAlerts } from "./alert.server";
import { positionApi } from "./api.server";
import { positionsForSearch, positionsForSitemap } from "./public-queries.server";
import { positionStore } from "./store.server";

/** What job positions bring to the server (see KindServer). */
export const positionServer = {
  store: positionStore,
  // Open positions only: a closed one leaves the sitemap at its closing time.
  sitemap: async (db) =>
    (await positionsForSitemap(db)).map(({ slug, updatedAt, closesAt }) => ({
      slug,
      updatedAt,
      until: closesAt,
    })),
  // The open positions, few and read whole: matched with the site's own pages.
  search: { pages: positionsForSearch },
  feed: null,
  // A position leaves the list, search and the sitemap at its closing time.
  changesAt: [positions.closesAt],
  alerts: positionAlerts,
  api: positionApi,
} satisfies KindServer;
