import type { MiddlewareHandler } from "hono";
import type { Database } from "../../db/client.server";
import type { Logger } from "../logger";

/** Shown while the database is out of reach (no database, no React: it cannot fail itself). */
export const UNAVAILABLE_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#0f1f1a}h1{font-size:1.75rem}</style></head><body><main><h1>We will be right back</h1><p>The site is temporarily unavailable. Please try again in a minute.</p></main></body></html>`;

/**
 * A failure while the database is out of reach is an outage, not a bug: the handlers after this
 * answer 503 with a static page then, so clients and load balancers retry; the server itself
 * recovers once the database answers again. Failures while the database answers pass unchanged.
 */
export function databaseOutage(database: Database, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 500) return;
    const answers = await database.ping(1000).then(
      () => true,
      () => false,
    );
    if (answers) return;
    logger.warn({ path: c.req.path }, "the database does not answer: 503");
    // The error page being rendered is not sent: stop rendering it.
    await c.res.body?.cancel().catch(() => {});
    // Dropped first, so none of the failed response's headers are carried over.
    c.res = undefined;
    c.res = new Response(UNAVAILABLE_PAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=UTF-8",
        "Retry-After": "30",
        "Cache-Control": "no-store",
      },
    });
  };
}
