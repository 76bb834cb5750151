import type { MiddlewareHandler } from "hono";
import type { Database } from "../../db/client.server";
import { nextScheduledAt, SESSION_COOKIE_NAME } from "../features";
import type { Logger } from "../logger";
import type { PageCache, PageCacheRules } from "../page-cache";
import { chosenLanguage } from "./language";

/**
 * Public pages are cached for anonymous visitors; the admin area, draft previews, search
 * results (a visitor's own words, endless in number) and the content API (answered before the
 * cache, per token and origin: ADR 059) never.
 */
export const PUBLIC_PAGES: PageCacheRules = {
  isCacheable: (path, query) =>
    !/^\/(admin|api|__test|healthz|readyz|metrics|preview|search|am\/search|om\/search)(\/|\.|$)/.test(
      path,
    ) && !query.has("preview"),
  isSignedIn: (cookie) => cookie?.includes(SESSION_COOKIE_NAME) ?? false,
  // `/` for a visitor who chose another language is a redirect (server/middleware/language.ts).
  passesBy: (path, cookie) => path === "/" && chosenLanguage(cookie) !== undefined,
};

/** The PostgreSQL channel on which instances announce content changes. */
export const PAGE_CACHE_CHANNEL = "page_cache";

/** Public pages for anonymous visitors come from memory (PageCache), and are stored there. */
export function cachedPages(pageCache: PageCache): MiddlewareHandler {
  return pageCache.middleware(PUBLIC_PAGES);
}

/**
 * Keeps the page cache in step with content: a change announced by any instance on the same
 * PostgreSQL (NOTIFY) empties it, and the returned `contentChanged` empties it here and
 * announces the change to the others.
 */
export function shareContentChanges({
  pageCache,
  database,
  logger,
  beforeInvalidate,
}: {
  pageCache: PageCache;
  database: Database;
  logger: Logger;
  /** Reloads what pages are made from (the published site document) before they are dropped. */
  beforeInvalidate?: () => Promise<void>;
}): () => void {
  // Cached pages never outlive the next scheduled publication: learnt now and after each change.
  const learnSchedule = () => {
    nextScheduledAt(database.db)
      .then((at) => pageCache.expireAt(at?.getTime(), learnSchedule))
      .catch((error: unknown) => {
        // Unknown: nothing is kept past the next minute rather than past a publication.
        pageCache.expireAt(Date.now() + 60_000, learnSchedule);
        logger.warn({ err: error }, "could not read the next scheduled publication");
      });
  };
  learnSchedule();
  database.listen(PAGE_CACHE_CHANNEL, () => {
    pageCache.invalidate();
    learnSchedule();
    // Pages rendered meanwhile from the old site document are dropped once the new one is in use.
    beforeInvalidate?.()
      .catch((error: unknown) => {
        logger.warn({ err: error }, "could not read the published site again");
      })
      .finally(() => pageCache.invalidate());
  });
  return () => {
    pageCache.invalidate();
    learnSchedule();
    database.notify(PAGE_CACHE_CHANNEL).catch((error: unknown) => {
      logger.warn({ err: error }, "could not tell other instances about a content change");
    });
  };
}
