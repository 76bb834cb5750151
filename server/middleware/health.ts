import type { Handler } from "hono";
import type { Database } from "../../db/client.server";
import { migrationsApplied, newestMigrationAt } from "../../db/migration-state";
import type { Logger } from "../logger";

/** GET /healthz (liveness): 200 while the database answers, 503 once it does not; never cached. */
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

/** Whether this instance is leaving (SIGTERM received): set once, never unset. */
export interface Readiness {
  draining: boolean;
}

/**
 * GET /readyz (readiness, for a load balancer that probes): 200 only when the database answers
 * and has this build's migrations, 503 while the instance drains after SIGTERM so that no new
 * request is sent to it. Never cached.
 */
export function readyCheck(
  database: Database,
  readiness: Readiness,
  logger: Logger,
  newest = newestMigrationAt(),
): Handler {
  // Once the migrations were seen applied they stay so (they are never rolled back).
  let migrated = false;
  return async (c) => {
    c.header("Cache-Control", "no-store");
    if (readiness.draining) return c.json({ status: "draining" }, 503);
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: error }, "readiness check: the database does not answer");
      return c.json({ status: "unavailable", database: "unavailable" }, 503);
    }
    migrated ||= await migrationsApplied(database.db, newest);
    if (!migrated) return c.json({ status: "unavailable", migrations: "pending" }, 503);
    return c.json({ status: "ready" });
  };
}
