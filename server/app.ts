import { type Context, Hono } from "hono";
import type { ServerBuild } from "react-router";
import { escapeHtml } from "../app/lib/html";
import { localeOfPath, localizedPath } from "../app/lib/i18n";
import { messagesFor } from "../app/locales";
import type { Database } from "../db/client.server";
import type { Config } from "./config";
import { contentApiRoutes } from "./content-api";
import {
  API_BASE,
  type Auth,
  createContentApi,
  createFeatures,
  type Features,
  MEDIA_LIMITS,
  MEDIA_PATH,
  MEDIA_UPLOAD_PATH,
  type PasswordHashing,
  uploadBodyBytes,
  uploadTooLargeMessage,
  VIDEO_UPLOAD_PATH,
} from "./features";
import { sharedLoadContext } from "./load-context";
import type { Logger } from "./logger";
import { createMetrics, type Metrics, metricsEndpoint } from "./metrics";
import { cacheControl } from "./middleware/cache-control";
import { compression } from "./middleware/compression";
import { databaseOutage } from "./middleware/database-outage";
import { healthCheck, type Readiness, readyCheck } from "./middleware/health";
import { rememberedLanguage } from "./middleware/language";
import { mediaFiles } from "./middleware/media-files";
import { cachedPages, PUBLIC_PAGES, shareContentChanges } from "./middleware/page-cache";
import { BEACON_IMAGE_PATH, BEACON_PATH, pageViewEndpoints } from "./middleware/page-views";
import { reactRouter } from "./middleware/react-router";
import { notFoundLog, servedRedirects } from "./middleware/redirects";
import {
  closeAfterRefusal,
  isPrivateAddress,
  limitBodySize,
  MAX_BODY_BYTES,
  peerAddress,
  rejectCrossSiteWrites,
  rejectMalformedPaths,
} from "./middleware/request-guards";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { resolveSession, type SessionEnv } from "./middleware/session";
import { staticFiles } from "./middleware/static-files";
import { PageCache } from "./page-cache";

export { MAX_BODY_BYTES } from "./middleware/request-guards";

/** A position's page, in any language: its 'Apply' form posts there. */
const APPLICATION_PATH = /^\/(?:am\/|om\/)?careers\/[a-z0-9-]{1,80}\/?$/;
/** A CV of at most 5 MB and the form's fields, with room for the multipart framing. */
const APPLICATION_BODY_BYTES = MEDIA_LIMITS.cvBytes + 512 * 1024;

/**
 * An application whose CV is far over the limit, refused before it is read: a page in the
 * visitor's language saying why, with the way back (the form's script shows its message,
 * marked `data-form-error`, in place).
 */
function applicationTooLarge(c: Context) {
  const locale = localeOfPath(c.req.path);
  const t = messagesFor(locale).careers;
  const back = escapeHtml(localizedPath("/careers", locale));
  return c.html(
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.errors.cvTooLarge)}</title></head><body><main><p data-form-error>${escapeHtml(t.errors.cvTooLarge)}</p><p><a href="${back}">${escapeHtml(t.allPositions)}</a></p></main></body></html>`,
    413,
    { "Cache-Control": "no-store" },
  );
}

export { PUBLIC_PAGES };

export type AppEnv = SessionEnv;

/**
 * The test endpoints and test-only pages (server/test-hooks.ts), passed in by the test entry
 * only: neither the production bundle nor its route table holds them.
 */
export interface TestHooks {
  /** Mounts the endpoints. */
  install(
    app: Hono<AppEnv>,
    services: {
      database: Database;
      auth: Auth;
      /** Signs the time a public form was shown (its spam trap). */
      formSecret: string;
      contentChanged: () => void;
      /** The published site read again, then the page cache emptied. */
      siteChanged: () => Promise<void>;
    },
  ): void;
  /** Adds the test-only pages to the React Router build (the error page's failing route). */
  routes?(build: ServerBuild): ServerBuild;
  /**
   * Cheaper password hashing than production's, as test settings usually have (a test signs in
   * often; a production hash costs a tenth of a second of a core, by design). It also checks
   * production's hashes, which a CLI or a production server on the same data may have made.
   */
  passwordHashing?: PasswordHashing;
}

export interface AppOptions {
  config: Config;
  logger: Logger;
  database: Database;
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the built client files are (production); absent in development, where Vite serves them. */
  clientDir?: string;
  /**
   * The URL of the public pages' script (app/enhance/main.ts): its hashed build in production;
   * by default the source, which Vite serves in development.
   */
  pageScript?: string;
  /** Signs sessions (see resolveAuthSecret). */
  authSecret: string;
  /** The cache of public pages (one is made when none is given). */
  pageCache?: PageCache;
  /** Mounted when TEST_HOOKS is on; the production entry never passes them. */
  testHooks?: TestHooks;
  /** The in-process tests' cheaper hashing (TestHooks.passwordHashing); never in production. */
  passwordHashing?: PasswordHashing;
  /** The feature services (made from the configuration when not given). */
  features?: Features;
  /** Whether the instance drains (after SIGTERM): /readyz then answers 503. */
  readiness?: Readiness;
  /** The figures /metrics shows (made when not given; the server also times each request). */
  metrics?: Metrics;
}

export const DEV_PAGE_SCRIPT = "/app/enhance/main.ts";

/**
 * The HTTP application shared by the production server and the development server, in the order
 * a request meets it.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const {
    config,
    logger,
    database,
    clientDir,
    pageCache = new PageCache(),
    readiness = { draining: false },
  } = options;
  const testHooks = config.testHooks ? options.testHooks : undefined;
  const features =
    options.features ??
    createFeatures({
      config,
      logger,
      database,
      authSecret: options.authSecret,
      passwordHashing: options.passwordHashing ?? testHooks?.passwordHashing,
    });
  const metrics =
    options.metrics ??
    // In-process apps (tests, the bench) start no process-wide monitors; the server passes its own.
    createMetrics({
      database,
      pageCache,
      mediaQueued: () => features.media.queued,
      processMetrics: false,
    });
  const site = features.publishedSite;
  const pagesChanged = shareContentChanges({
    pageCache,
    database,
    logger,
    beforeInvalidate: site.reload,
  });
  // A write to public content may have published an item: its alerts are queued at once.
  const contentChanged = () => {
    pagesChanged();
    features.alerts.sender?.wake();
    features.webhooks.sender.wake();
  };
  // Cached pages showing an image get its AVIF and WebP sizes once they are all made.
  features.media.onReady(contentChanged);
  const headers = securityHeaders({
    hsts: config.siteUrl.startsWith("https://"),
    csp: config.mode === "production",
  });

  const app = new Hono<AppEnv>();
  // A page's view first, before the page cache, the session and every other middleware: the
  // answer is the same whatever is sent, and a beacon (one per page shown) costs next to nothing.
  const pageViews = pageViewEndpoints({
    views: features.insight.views,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
  });
  app.post(BEACON_PATH, pageViews.beacon);
  app.get(BEACON_IMAGE_PATH, pageViews.image);
  app.use(
    closeAfterRefusal({
      // nginx on this machine or the private network (TRUST_PROXY) sends whole bodies it holds.
      fromProxy: (c) => config.trustProxy && isPrivateAddress(peerAddress(c)),
    }),
  );
  app.use(requestLog(logger));
  app.use(compression());
  app.use(headers);
  app.use(rejectMalformedPaths());
  app.use(rejectCrossSiteWrites(config.siteUrl));
  app.use(
    limitBodySize(
      MAX_BODY_BYTES,
      {},
      // A video is the body itself, written to disk as it arrives, after the sender is checked.
      { [VIDEO_UPLOAD_PATH]: MEDIA_LIMITS.videoBytes },
      [
        // A job application: its fields and a CV of at most 5 MB, in a multipart form.
        [APPLICATION_PATH, APPLICATION_BODY_BYTES, applicationTooLarge],
        // An upload to the library: the largest image or PDF; the refusal names the limits.
        [
          new RegExp(`^${MEDIA_UPLOAD_PATH}$`),
          uploadBodyBytes(config.documentMaxBytes),
          (c) => c.json({ error: uploadTooLargeMessage(config.documentMaxBytes) }, 413),
        ],
      ],
    ),
  );
  app.get(
    `${MEDIA_PATH}/:key`,
    mediaFiles({
      storage: features.media.storage,
      documentName: features.documentName,
      countDownload: (hash) => features.media.downloads.count(hash),
    }),
  );
  // The content API answers before the redirects, the page cache and the session: its answers
  // depend on the token and origin, and it reads no cookie (ADR 059).
  app.route(
    API_BASE,
    contentApiRoutes({
      api: createContentApi({ database, site: features.publishedSite, config }),
      config,
      logger,
    }),
  );
  // Before the cache: `/` answers differently to a visitor who chose another language.
  app.use(rememberedLanguage());
  // Old addresses are sent on before any page (a cached one too) is looked for; what is still
  // not found, whoever answered it, is counted.
  app.use(servedRedirects(features.redirects));
  app.use(notFoundLog(features.notFound));
  app.use(cachedPages(pageCache));
  // Inside the cache, so stored pages carry them too (outside the headers, which make a
  // response's headers writable).
  app.use(cacheControl(PUBLIC_PAGES));
  app.use(headers);
  app.get("/healthz", healthCheck(database, logger));
  app.get("/readyz", readyCheck(database, readiness, logger));
  app.get(
    "/metrics",
    metricsEndpoint(metrics.registry, { token: config.metricsToken, peerAddress }),
  );
  if (testHooks) {
    testHooks.install(app, {
      database,
      auth: features.auth,
      formSecret: features.contact.secret,
      contentChanged: () => pageCache.invalidate(),
      siteChanged: async () => {
        await features.publishedSite.reload();
        pageCache.invalidate();
      },
    });
  } else {
    // Without the test endpoints their prefix is plainly not found, whatever the method.
    app.all("/__test/*", (c) => c.notFound());
  }
  if (clientDir) app.use(staticFiles(clientDir));
  app.use(
    resolveSession({ auth: features.auth, db: database.db, trustProxy: config.trustProxy, logger }),
  );
  app.use(databaseOutage(database, logger));
  app.all(
    "*",
    reactRouter({
      build: withTestRoutes(options.build, testHooks?.routes),
      mode: config.mode,
      context: sharedLoadContext({
        config,
        logger,
        database,
        features,
        pageScript: options.pageScript ?? DEV_PAGE_SCRIPT,
        contentChanged,
      }),
    }),
  );
  return app;
}

/** The build with the test hooks' pages added (a build that loads anew each time: each load). */
function withTestRoutes(
  build: AppOptions["build"],
  routes: TestHooks["routes"],
): AppOptions["build"] {
  if (!routes) return build;
  if (typeof build === "function") return async () => routes(await build());
  return routes(build);
}
