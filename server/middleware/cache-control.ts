import type { MiddlewareHandler } from "hono";
import type { PageCacheRules } from "../page-cache";

/**
 * What a shared cache in front of the instances (nginx, a CDN) may do with a public page: keep it
 * one second, and for 30 more serve it while a fresh copy is fetched. A browser asks again each
 * time (max-age=0, answered 304 by the ETag). ADR 019 explains the values.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=1, stale-while-revalidate=30";
/** What only its own browser may see, and not even keep. */
export const PRIVATE_NO_STORE = "private, no-store";

/** What a shared cache adds to a public answer that names only a browser lifetime. */
const SHARED_MICRO_CACHE = "s-maxage=1, stale-while-revalidate=30";

/** Documents and data: pages, feeds, robots.txt and React Router's data requests. */
const DOCUMENT_TYPE =
  /^(text\/html|application\/xml|application\/rss\+xml|text\/plain|text\/x-script|application\/json)/;

/** Where every answer is someone's own. */
const PRIVATE_PATH = /^\/(admin|preview)(\/|\.|$)/;

/**
 * The Cache-Control of documents (ADR 019):
 * - anything a session sees, anything that sets a cookie, the admin area and preview links:
 *   `private, no-store` — a shared cache never keeps them, whatever the route said;
 * - an anonymous public page (200, GET or HEAD) that chose nothing: PUBLIC_PAGE_CACHE;
 * - a public answer that chose a browser lifetime (feeds, sitemap, robots.txt): the same, plus
 *   SHARED_MICRO_CACHE for shared caches, so a change shows through them within seconds;
 * - an error that chose nothing (404, 405…): `no-store`;
 * - everything else keeps what it chose (`no-store` for search and degraded pages).
 * Static files and media keep their own (immutable or an hour) unless they set a cookie.
 * Registered inside the page cache, so stored pages carry the public value.
 */
export function cacheControl(rules: PageCacheRules): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (headers.has("set-cookie")) {
      headers.set("Cache-Control", PRIVATE_NO_STORE);
      return;
    }
    if (!DOCUMENT_TYPE.test(headers.get("content-type") ?? "")) return;
    const path = c.req.path;
    if (PRIVATE_PATH.test(path) || rules.isSignedIn(c.req.header("cookie"))) {
      headers.set("Cache-Control", PRIVATE_NO_STORE);
      return;
    }
    const chosen = headers.get("cache-control");
    // An error that chose nothing (a 404 page, a 405): kept by no cache, so a page published a
    // moment later is never hidden behind a stored 'not found'.
    if (!chosen && res.status >= 400) {
      headers.set("Cache-Control", "no-store");
      return;
    }
    if (chosen) {
      if (/^public\b/.test(chosen) && !/s-maxage/.test(chosen)) {
        headers.set("Cache-Control", `${chosen}, ${SHARED_MICRO_CACHE}`);
      }
      return;
    }
    const method = c.req.method;
    if (
      res.status === 200 &&
      (method === "GET" || method === "HEAD") &&
      rules.isCacheable(path, new URL(c.req.url).searchParams)
    ) {
      headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
    }
  };
}
