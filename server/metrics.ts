import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Handler } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.server";
import { isLoopbackAddress } from "./middleware/request-guards";
import type { PageCache } from "./page-cache";

/**
 * A request's route as a metric label: the address pattern, never the address itself (whose
 * values are endless: slugs, tokens, search words).
 */
const ROUTES: [RegExp, string][] = [
  [/^\/$/, "/"],
  [/^\/news\/?$/, "/news"],
  [/^\/news\/[^/]+\/?$/, "/news/:slug"],
  [/^\/videos\/?$/, "/videos"],
  [/^\/careers\/?$/, "/careers"],
  [/^\/careers\/[^/]+\/?$/, "/careers/:slug"],
  [/^\/sector\/[^/]+\/rss\.xml$/, "/sector/:sector/rss.xml"],
  [/^\/sector\/[^/]+\/?$/, "/sector/:sector"],
  [/^\/search\/?$/, "/search"],
  [/^\/(privacy|terms)\/?$/, "/privacy|/terms"],
  [/^\/(rss\.xml|sitemap\.xml|robots\.txt)$/, "/feeds"],
  [/^\/preview\//, "/preview/:token"],
  [/^\/admin(\/[a-z-]+)?/, "/admin/:section"],
  [/^\/assets\//, "/assets/*"],
  [/^\/uploads\//, "/uploads/*"],
  [/^\/(healthz|readyz|metrics)$/, "/health"],
  [/^\/(am|om)\/?$/, "/:language"],
  // A page staff added (/admin/pages), or an unknown address answered 404.
  [/^\/[a-z0-9-]+\/?$/, "/:page"],
];

/** The admin area's first path segments (app/routes.ts): any other is one label, not its own. */
const ADMIN_SECTIONS = new Set([
  "signup",
  "sign-in",
  "sign-out",
  "forgot-password",
  "reset-password",
  "two-factor",
  "invitation",
  "preview",
  "media",
  "videos",
  "trash",
  "activity",
  "messages",
  "team",
  "account",
  "articles",
  "pages",
  "site",
  "careers",
]);

export function routeLabel(url: string | undefined): string {
  const path = (url ?? "/").split("?", 1)[0] ?? "/";
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -5) || "/" : path;
  for (const [pattern, label] of ROUTES) {
    if (pattern.test(page)) {
      const name = label === "/admin/:section" ? adminLabel(page) : label;
      return data ? `${name}.data` : name;
    }
  }
  return "other";
}

function adminLabel(page: string): string {
  const section = page.split("/")[2];
  if (!section) return "/admin";
  return ADMIN_SECTIONS.has(section) ? `/admin/${section}` : "/admin/:other";
}

export interface Metrics {
  readonly registry: Registry;
  /** Counts and times one request on Node's objects (cache hits included). */
  observe(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The server's figures in Prometheus's text format: requests by route, method and status, their
 * duration, the page cache's hits and misses, the database pool and the image queue, and Node's
 * own (memory, CPU, event loop, garbage collection).
 */
export function createMetrics({
  database,
  pageCache,
  mediaQueued,
  processMetrics = true,
}: {
  database: Database;
  pageCache: PageCache;
  mediaQueued: () => number;
  /** Node's own figures (they start monitors that live as long as the process). */
  processMetrics?: boolean;
}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern",
    labelNames: ["route", "method"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Counter({
    name: "page_cache_hits_total",
    help: "Public pages answered from this instance's page cache",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats.hits);
    },
  });
  new Counter({
    name: "page_cache_misses_total",
    help: "Public pages this instance had to render (not in its page cache)",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats.misses);
    },
  });
  new Gauge({
    name: "page_cache_entries",
    help: "Pages in this instance's page cache",
    registers: [registry],
    collect() {
      this.set(pageCache.size);
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 };
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "media_queue_jobs",
    help: "Image jobs waiting or running in this instance",
    registers: [registry],
    collect() {
      this.set(mediaQueued());
    },
  });
  return {
    registry,
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const route = routeLabel(req.url);
        const method = req.method ?? "GET";
        requests.inc({ route, method, status: String(res.statusCode) });
        duration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
  };
}

/**
 * GET /metrics: for a scraper on this machine (a loopback peer that came through no proxy), or
 * anywhere with `Authorization: Bearer <METRICS_TOKEN>`. Others get 404, as if it did not exist.
 */
export function metricsEndpoint(
  registry: Registry,
  {
    token,
    peerAddress,
  }: { token: string | undefined; peerAddress: (c: Parameters<Handler>[0]) => string },
): Handler {
  const expected = token ? crypto.createHash("sha256").update(token).digest() : undefined;
  return async (c) => {
    const bearer = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    const tokenOk =
      expected !== undefined &&
      bearer !== undefined &&
      crypto.timingSafeEqual(expected, crypto.createHash("sha256").update(bearer).digest());
    const local =
      isLoopbackAddress(peerAddress(c)) &&
      !c.req.header("x-forwarded-for") &&
      !c.req.header("forwarded") &&
      !c.req.header("x-real-ip");
    if (!tokenOk && !local) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    return c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    });
  };
}
