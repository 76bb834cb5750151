import type { Handler } from "hono";
import type { Database } from "../../db/client.server";
import type { Logger } from "../logger";

/** GET /healthz: 200 while the database answers, 503 once it does not; never cached. */
export function healthCheck(database: Database, logger: Logger): Handler {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.warn({ err: error }, "health check: the database does not answer");
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  };
}
