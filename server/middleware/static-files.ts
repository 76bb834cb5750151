import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";

/**
 * The built client files in `clientDir`, precompressed variants (.br, .gz) preferred. Hashed files
 * under /assets/ are cached for a year, the others for an hour; a miss under /assets/ is a 404
 * (only built files live there), any other miss goes on to the pages.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    let found = true;
    const response = await serve(c, async () => {
      found = false;
    });
    if (!found || !response) {
      if (c.req.path.startsWith("/assets/")) {
        return c.text("Not Found", 404, { "Cache-Control": "no-store" });
      }
      return next();
    }
    response.headers.set(
      "Cache-Control",
      c.req.path.startsWith("/assets/") ? IMMUTABLE : SHORT_CACHE,
    );
    return response;
  };
}
