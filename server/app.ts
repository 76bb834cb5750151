import crypto from "node:crypto";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { authHeaders, createAuth, SESSION_COOKIE_NAME } from "../app/features/auth/auth.server";
import { createContactNotifier } from "../app/features/contact/contact.server";
import type { Database } from "../db/client.server";
import { compression } from "./compression";
import type { Config } from "./config";
import type { AuthSession } from "./load-context";
import type { Logger } from "./logger";
import { PageCache, type PageCacheRules } from "./page-cache";
import { clientAddress, rejectCrossSiteWrites } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { registerTestHooks } from "./test-hooks";

type AppEnv = { Variables: { session: AuthSession | null; clientIp: string } };

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
}

/** Public pages are cached for anonymous visitors; the admin area and draft previews never. */
export const PUBLIC_PAGES: PageCacheRules = {
  isCacheable: (path, query) =>
    !/^\/(admin|__test|healthz)(\/|\.|$)/.test(path) && !query.has("preview"),
  isSignedIn: (cookie) => cookie?.includes(SESSION_COOKIE_NAME) ?? false,
};

export const DEV_PAGE_SCRIPT = "/app/enhance/main.ts";
const PAGE_CACHE_CHANNEL = "page_cache";

/** Shown while the database is out of reach (no database, no React: it cannot fail itself). */
const UNAVAILABLE_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#0f1f1a}h1{font-size:1.75rem}</style></head><body><main><h1>We will be right back</h1><p>The site is temporarily unavailable. Please try again in a minute.</p></main></body></html>`;

export const MAX_BODY_BYTES = 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";

/**
 * The HTTP application shared by the production server and the development server: request
 * log, compression, static files, health check, then React Router.
 */
export function createApp({
  config,
  logger,
  database,
  build,
  clientDir,
  pageScript = DEV_PAGE_SCRIPT,
  authSecret,
  pageCache = new PageCache(),
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    siteUrl: config.siteUrl,
    signupMode: config.signupMode,
    secureCookies: config.secureCookies,
    log: (level, message) => logger[level]({ component: "auth" }, message),
  });

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
  const headers = securityHeaders({
    hsts: config.siteUrl.startsWith("https://"),
    csp: config.mode === "production",
  });
  app.use(headers);
  app.use(rejectCrossSiteWrites(config.siteUrl));
  // No form of ours comes near 1 MB; larger bodies are refused before anything reads them.
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.text("Payload Too Large", 413),
    }),
  );

  // Public pages for anonymous visitors come from memory; content writes here, or on any other
  // instance on the same PostgreSQL (NOTIFY), empty it.
  database.listen(PAGE_CACHE_CHANNEL, () => pageCache.invalidate());
  const contentChanged = () => {
    pageCache.invalidate();
    database.notify(PAGE_CACHE_CHANNEL).catch((error: unknown) => {
      logger.warn({ err: error }, "could not tell other instances about a content change");
    });
  };
  app.use(pageCache.middleware(PUBLIC_PAGES));
  // Again inside the cache, so stored pages carry them too.
  app.use(headers);

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

  if (config.testHooks) registerTestHooks(app, database, auth, () => pageCache.invalidate());

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

  // Resolve the session once per request, and only when a session cookie is present, so
  // anonymous pages never touch the database for it.
  app.use(async (c, next) => {
    const clientIp = clientAddress(c, config.trustProxy);
    c.set("clientIp", clientIp);
    c.set("session", null);
    if (!c.req.header("cookie")?.includes(SESSION_COOKIE_NAME)) return next();
    const result = await auth.api
      .getSession({ headers: authHeaders(c.req.raw.headers, clientIp), returnHeaders: true })
      .catch((error: unknown) => {
        logger.error({ err: error }, "session lookup failed");
        return undefined;
      });
    c.set("session", result?.response ?? null);
    await next();
    // A used session is extended: pass its refreshed cookie on, unless the response itself
    // sets that cookie (sign-in, sign-out).
    const ownCookies = c.res.headers.getSetCookie().join("\n");
    for (const cookie of result?.headers.getSetCookie() ?? []) {
      const name = cookie.slice(0, cookie.indexOf("="));
      if (!ownCookies.includes(`${name}=`)) c.res.headers.append("set-cookie", cookie);
    }
  });

  const handleRequest = createRequestHandler(build, config.mode);
  const baseContext = {
    db: database.db,
    logger,
    siteUrl: config.siteUrl,
    pageScript,
    csp: config.mode === "production",
    testHooks: config.testHooks,
    site: config.site,
    auth,
    signupMode: config.signupMode,
    contentChanged,
    contact: {
      secret: authSecret,
      notify:
        config.smtpUrl && config.contactNotifyEmail
          ? createContactNotifier({
              smtpUrl: config.smtpUrl,
              to: config.contactNotifyEmail,
              from: config.mailFrom,
              siteName: config.site.name,
            })
          : undefined,
    },
  };
  app.all("*", async (c) => {
    const loadContext: AppLoadContext = {
      ...baseContext,
      session: c.get("session"),
      clientIp: c.get("clientIp"),
      cspNonce: crypto.randomBytes(16).toString("base64"),
    };
    const response = await handleRequest(c.req.raw, loadContext);
    // A failure while the database is out of reach is an outage, not a bug: 503, so clients and
    // load balancers retry; the server itself recovers once the database answers again.
    if (
      response.status >= 500 &&
      !(await database.ping(1000).then(
        () => true,
        () => false,
      ))
    ) {
      logger.warn({ path: c.req.path }, "the database does not answer: 503");
      // The error page being rendered is not sent: stop rendering it.
      await response.body?.cancel().catch(() => {});
      return c.html(UNAVAILABLE_PAGE, 503, { "Retry-After": "30", "Cache-Control": "no-store" });
    }
    return response;
  });

  return app;
}
