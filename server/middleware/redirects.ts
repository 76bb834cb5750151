import type { MiddlewareHandler } from "hono";
import type { NotFoundCounter, RedirectTable } from "../features";

/**
 * Old addresses answered from the redirects in memory (app/features/redirects), before the page
 * cache and any route: a GET or HEAD to a redirect's path, with or without a trailing slash, is
 * sent on with its query. A 301 may be kept by browsers for an hour, a 302 never.
 */
export function servedRedirects(table: RedirectTable): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const found = table.find(c.req.path, new URL(c.req.url).search);
    if (!found) return next();
    table.followed(found.fromPath);
    return c.body(null, found.status, {
      Location: found.location,
      "Cache-Control": found.status === 301 ? "public, max-age=3600" : "no-store",
    });
  };
}

/**
 * Every 404 answered to a GET, whichever route or layer made it, counted for Insight's 404 log
 * (which addresses it leaves out, and bots: app/features/insight/not-found*.ts).
 */
export function notFoundLog(counter: NotFoundCounter): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || c.req.method !== "GET") return;
    counter.count({
      path: c.req.path,
      referrer: c.req.header("referer"),
      userAgent: c.req.header("user-agent"),
    });
  };
}
