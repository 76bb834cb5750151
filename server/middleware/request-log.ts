import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/**
 * One log line per request the app answers: method, path, status and time taken. `quietPaths`
 * (a page view's beacon: one per page shown) are logged at debug level only, as cached pages are.
 */
export function requestLog(
  logger: Logger,
  quietPaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const quiet = quietPaths.has(c.req.path) && c.res.status < 400;
    logger[quiet ? "debug" : "info"](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
