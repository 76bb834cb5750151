import type { KindServer } from "~/features/content/kind-parts.server";
import { pageApi } from "./api.server";
import { pagesForSearch, pagesForSitemap } from "./public-queries.server";
import { isTemplatePage, pageStore, TEMPLATE_NOTICE } from "./store.server";

/** What pages bring to the server (see KindServer): a page still its template says so. */
export const pageServer = {
  store: pageStore,
  sitemap: pagesForSitemap,
  // Few and read whole: matched with the site's own pages.
  search: { pages: pagesForSearch },
  feed: null,
  changesAt: [],
  alerts: null,
  api: pageApi,
  editNotice: async (db, id) => ((await isTemplatePage(db, id)) ? TEMPLATE_NOTICE : null),
} satisfies KindServer;
