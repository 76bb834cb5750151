import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sends from another site: a foreign `Origin`, or
 * `Sec-Fetch-Site: cross-site`. Same-origin is judged against the request's own host and SITE_URL.
 */
export function rejectCrossSiteWrites(siteUrl: string): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const ownOrigin = new URL(c.req.url).origin;
    const foreignOrigin = origin !== undefined && origin !== ownOrigin && origin !== siteOrigin;
    const crossSite = c.req.header("sec-fetch-site") === "cross-site";
    if (foreignOrigin || crossSite) {
      return c.text("Forbidden: cross-site request", 403);
    }
    return next();
  };
}

/** The client's address: the socket's, or with a trusted proxy the last X-Forwarded-For hop. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
