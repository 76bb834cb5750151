import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { Database } from "../db/client.server";
import { compression } from "./compression";
import type { Config } from "./config";
import "./load-context";
import type { Logger } from "./logger";
import { registerTestHooks } from "./test-hooks";

export interface AppOptions {
  config: Config;
  logger: Logger;
  database: Database;
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the built client files are (production); absent in development, where Vite serves them. */
  clientDir?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";

/**
 * The HTTP application shared by the production server and the development server: request
 * log, compression, static files, health check, then React Router.
 */
export function createApp({ config, logger, database, build, clientDir }: AppOptions): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.use(compression());

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.warn({ err: error }, "health check: the database does not answer");
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  });

  if (config.testHooks) registerTestHooks(app, database);

  if (clientDir) {
    const staticFiles = serveStatic({ root: clientDir, precompressed: true });
    app.use("*", async (c, next) => {
      let found = true;
      const response = await staticFiles(c, async () => {
        found = false;
      });
      if (!found || !response) {
        // Under /assets/ only built files exist: a miss is a 404, not a page.
        if (c.req.path.startsWith("/assets/")) {
          return c.text("Not Found", 404, { "Cache-Control": "no-store" });
        }
        return next();
      }
      // Hashed file names never change content, so they may be cached for a year.
      response.headers.set(
        "Cache-Control",
        c.req.path.startsWith("/assets/") ? IMMUTABLE : SHORT_CACHE,
      );
      return response;
    });
  }

  const handleRequest = createRequestHandler(build, config.mode);
  const loadContext: AppLoadContext = {
    db: database.db,
    logger,
    siteUrl: config.siteUrl,
    testHooks: config.testHooks,
    site: config.site,
  };
  app.all("*", (c) => handleRequest(c.req.raw, loadContext));

  return app;
}
