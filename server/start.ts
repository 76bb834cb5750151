import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { Database } from "../db/client.server";
import { openDatabase } from "../db/open";
import { createApp, PUBLIC_PAGES, type TestHooks } from "./app";
import { type Config, resolveAuthSecret } from "./config";
import {
  checkApplicationsArePrivate,
  closeCounters,
  createFeatures,
  createFirstPages,
  housekeeping,
} from "./features";
import type { Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import type { Readiness } from "./middleware/health";
import { PageCache } from "./page-cache";

type NodeMiddleware = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

export interface StartOptions {
  config: Config;
  logger: Logger;
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** See AppOptions.pageScript. */
  pageScript?: string;
  /** See AppOptions.testHooks: passed by the test entry (server/test-main.ts) only. */
  testHooks?: TestHooks;
  /** Runs before the app on every request (Vite's middlewares in development). */
  before?: NodeMiddleware;
  /** Lets the caller attach to the HTTP server before it listens (Vite's HMR socket). */
  onServerCreated?: (server: http.Server) => Promise<void> | void;
  /** Extra clean-up run at shutdown, before the database closes. */
  onShutdown?: () => Promise<void> | void;
  /** The image worker's entry (build/server/image-worker.js): image work in a child process. */
  imageWorker?: string;
}

export interface RunningServer {
  readonly server: http.Server;
  readonly database: Database;
  readonly url: string;
  shutdown(signal?: string): Promise<void>;
}

/**
 * Node's request handler: cached public pages are answered at once (PageCache.nodeHandler);
 * everything else goes through `before` (Vite in development) and the application.
 */
export function createRequestListener({
  app,
  pageCache,
  logger,
  metrics,
  readiness,
  before,
}: {
  app: { fetch: Parameters<typeof getRequestListener>[0] };
  pageCache: PageCache;
  logger: Logger;
  metrics?: Metrics;
  /** While draining, every answer ends its connection, so the proxy's kept ones wind down. */
  readiness?: Readiness;
  before?: NodeMiddleware;
}): http.RequestListener {
  const listener = getRequestListener(app.fetch);
  const fromCache = pageCache.nodeHandler(PUBLIC_PAGES);
  // Cache hits are the bulk of the traffic; they are logged only at debug level.
  const logHits = logger.isLevelEnabled("debug");
  return (req, res) => {
    metrics?.observe(req, res);
    if (readiness?.draining) res.shouldKeepAlive = false;
    if (fromCache(req, res)) {
      if (logHits) logger.debug({ method: req.method, path: req.url, cache: "HIT" }, "request");
      return;
    }
    if (before) before(req, res, () => listener(req, res));
    else listener(req, res);
  };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const { database, lock } = await openDatabase(config, {
    onConnectionLost: (error) => logger.warn({ err: error }, "PostgreSQL connection lost"),
  });
  // Made (embedded mode) or checked now, so a problem shows at start-up rather than at first sign-in.
  const authSecret = resolveAuthSecret(config);

  const pageCache = new PageCache();
  const features = createFeatures({
    config,
    logger,
    database,
    authSecret,
    imageWorker: options.imageWorker,
    passwordHashing: config.testHooks ? options.testHooks?.passwordHashing : undefined,
  });
  // A public bucket must not serve applicants' CVs: checked before the site opens.
  await checkApplicationsArePrivate(config, features.careers, logger, config.media.s3?.publicUrl);
  await createFirstPages(database.db, features.publishedSite, logger);
  const readiness: Readiness = { draining: false };
  const metrics = createMetrics({
    database,
    pageCache,
    mediaQueued: () => features.media.queued,
  });
  const app = createApp({
    readiness,
    metrics,
    features,
    authSecret,
    config,
    logger,
    database,
    build: options.build,
    clientDir: options.clientDir,
    pageScript: options.pageScript,
    pageCache,
    testHooks: options.testHooks,
  });
  const server = http.createServer(
    createRequestListener({
      app,
      pageCache,
      logger,
      metrics,
      readiness,
      before: options.before,
    }),
  );
  await options.onServerCreated?.(server);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Once listening, a failure to accept (out of file descriptors) is logged; it must not end
  // the process and every request in flight with it.
  server.on("error", (error) => logger.error({ err: error }, "the HTTP server reported an error"));
  // Expired rate limits, the trash past TRASH_DAYS and activity past ACTIVITY_DAYS, hourly.
  // The embedded engine has no autovacuum: its tables are vacuumed and their statistics (which
  // the planner needs to choose the search index) refreshed here.
  const prune = () =>
    housekeeping(database.db, config, new Date(), features.careers)
      .then(async ({ purged, expiredApplications, expiredTenderData }) => {
        if (purged > 0)
          logger.info({ purged }, "items deleted for good after their days in the trash");
        if (expiredApplications > 0)
          logger.info({ expiredApplications }, "applications deleted after APPLICATION_DAYS");
        if (expiredTenderData > 0)
          logger.info({ expiredTenderData }, "tender registrants' data deleted after TENDER_DAYS");
        if (database.kind === "embedded") await database.db.execute(sql`vacuum analyze`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, "housekeeping failed"));
  void prune();
  const pruneTimer = setInterval(prune, 60 * 60_000);
  pruneTimer.unref();
  // Image work left unfinished (a restart, another instance that stopped) is taken over.
  const resumeMedia = () =>
    features.media
      .resume()
      .catch((error: unknown) => logger.warn({ err: error }, "resuming media work failed"));
  void resumeMedia();
  const mediaTimer = setInterval(resumeMedia, 60_000);
  mediaTimer.unref();
  // Alerts: every instance queues, gathers and sends (the queue keeps them from doubling up).
  features.alerts.sender?.start();
  // Links: every instance looks whether a check is due or asked for; one at a time checks.
  features.links.checker.start();
  // Webhooks: every instance sends; one at a time compares content (webhook_sender's lease).
  features.webhooks.sender.start();
  // Company sign-in: every instance looks whether identities are due a check with their provider;
  // each is claimed by one.
  features.signIn.check.start();

  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const url = `http://${shownHost}:${port}`;
  logger.info(
    { url, database: database.kind, dataDir: lock ? config.dataDirSetting : undefined },
    `Serving on ${url}`,
  );

  let stopping: Promise<void> | undefined;
  const shutdown = (signal?: string) => {
    stopping ??= (async () => {
      // /readyz answers 503 from now on; a balancer that probes it stops sending requests
      // while this instance still answers them (DRAIN_DELAY_MS), then the port closes.
      readiness.draining = true;
      if (config.drainDelayMs > 0) {
        logger.info({ signal, drainDelayMs: config.drainDelayMs }, "draining: not ready");
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      }
      logger.info({ signal }, "shutting down: finishing in-flight requests");
      // Stop accepting; keep-alive connections close once idle; in-flight requests finish.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose request finishes after this point would otherwise stay
      // open until its idle timeout.
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      const timer = setTimeout(() => {
        logger.warn(`requests still open after ${config.shutdownTimeoutMs} ms: closing them`);
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      await closed;
      clearInterval(sweeper);
      clearInterval(pruneTimer);
      clearInterval(mediaTimer);
      clearTimeout(timer);
      await options.onShutdown?.();
      // The e-mails in hand are finished; those not begun are given back to the queue.
      await features.alerts.sender?.stop();
      await features.links.checker.stop();
      await features.webhooks.sender.stop();
      await features.signIn.check.stop();
      await features.media.close();
      // Page views, redirects followed, searches and 404s counted since the last batch are kept.
      await closeCounters(features);
      await database.close();
      lock?.release();
      logger.info("stopped");
    })();
    return stopping;
  };

  return { server, database, url, shutdown };
}

/** Shuts the server down on SIGTERM and SIGINT, then exits 0 (1 if the clean-up itself failed). */
export function exitOnSignals(running: RunningServer, logger: Logger) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
