import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv6 } from "node:net";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import type { Config } from "./config";
import {
  API_BASE,
  type ApiResult,
  type ContentApi,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  problem,
} from "./features";
import type { Logger } from "./logger";
import { clientAddress } from "./middleware/request-guards";

/**
 * The read-only content API over HTTP (ADR 059, docs/api.md), mounted at /api/v1 before the page
 * cache, the session and React Router: it reads no cookie, answers JSON (problems as RFC 9457)
 * and never an HTML page. Around the answers of app/features/api: CORS for API_CORS_ORIGINS,
 * a per-address limit (API_PER_MINUTE), bearer tokens when API_TOKENS lists some, strong ETags
 * with If-None-Match, and Cache-Control that never lets a shared cache hand one client's answer
 * to another.
 */
export function contentApiRoutes({
  api,
  config,
  logger,
  limiter = new MinuteLimiter(config.api.perMinute),
}: {
  api: ContentApi;
  config: Config;
  logger: Logger;
  limiter?: MinuteLimiter;
}): Hono {
  const { tokens, corsOrigins } = config.api;
  const tokensRequired = tokens.length > 0;
  const anyOrigin = corsOrigins.includes("*");
  const problemOf = (name: Parameters<typeof problem>[1], detail: string) =>
    problem(config.siteUrl, name, detail);
  const routes = new Hono();

  routes.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "content API request failed");
    return problemResponse(c, {
      type: `${config.siteUrl}/api/v1/problems/server-error`,
      title: "Server error",
      status: 500,
      detail: "The answer could not be made; try again in a moment.",
    });
  });

  routes.use(crossOrigin(corsOrigins));
  routes.use(async (c, next) => {
    const window = limiter.take(rateLimitKey(clientAddress(c, config.trustProxy)));
    c.header("RateLimit-Limit", String(window.limit));
    c.header("RateLimit-Remaining", String(window.remaining));
    c.header("RateLimit-Reset", String(window.resetSeconds));
    c.header("RateLimit-Policy", `${window.limit};w=60`);
    if (window.allowed) return next();
    c.header("Retry-After", String(window.resetSeconds));
    return problemResponse(
      c,
      problemOf(
        "too-many-requests",
        `This address may make ${window.limit} requests a minute; try again in ${window.resetSeconds} s.`,
      ),
    );
  });
  routes.use(async (c, next) => {
    // The description stays readable to anyone: a client learns from it that a token is needed.
    if (!tokensRequired || c.req.path === `${API_BASE}/openapi.json`) return next();
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (given !== undefined && isOneOf(given, tokens)) return next();
    c.header(
      "WWW-Authenticate",
      given === undefined ? 'Bearer realm="api"' : 'Bearer realm="api", error="invalid_token"',
    );
    return problemResponse(
      c,
      problemOf(
        "unauthorized",
        given === undefined
          ? "This API needs a bearer token: send 'Authorization: Bearer <token>'."
          : "The bearer token is not one this API accepts.",
      ),
    );
  });
  routes.use(async (c, next) => {
    await next();
    const vary = [
      ...(corsOrigins.length > 0 && !anyOrigin ? ["Origin"] : []),
      ...(tokensRequired ? ["Authorization"] : []),
    ];
    for (const name of vary) c.res.headers.append("Vary", name);
    if (c.res.status === 200 || c.res.status === 304) {
      // Behind a token, only the client's own cache keeps an answer, and asks again each time
      // (a 304 when unchanged); public answers may be kept a minute.
      c.res.headers.set(
        "Cache-Control",
        tokensRequired ? "private, no-cache" : "public, max-age=60",
      );
    } else {
      c.res.headers.set("Cache-Control", "no-store");
    }
  });
  routes.use(etag({ retainedHeaders: [...RETAINED_304_HEADERS, "content-language", "link"] }));

  const answer = async (c: Context, result: ApiResult | Promise<ApiResult>) => {
    const done = await result;
    if (!done.ok) return problemResponse(c, done.problem);
    if (done.lang) c.header("Content-Language", done.lang);
    if (done.nextCursor) {
      const next = new URLSearchParams(new URL(c.req.url).search);
      next.set("cursor", done.nextCursor);
      c.header("Link", `<${config.siteUrl}${c.req.path}?${next}>; rel="next"`);
    }
    return c.json(done.body);
  };
  const search = (c: Context) => new URL(c.req.url).searchParams;

  routes.get("/", (c) => answer(c, api.index()));
  routes.get("/openapi.json", (c) => answer(c, api.openapi()));
  routes.get("/settings", (c) => answer(c, api.settings(search(c))));
  routes.get("/:collection", (c) => answer(c, api.list(c.req.param("collection"), search(c))));
  routes.get("/:collection/:id", (c) =>
    answer(c, api.item(c.req.param("collection"), c.req.param("id"), search(c))),
  );
  routes.all("*", (c) => {
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    // `/api/v1/` is the index as much as `/api/v1`.
    if (reading && c.req.path === `${API_BASE}/`) return answer(c, api.index());
    if (!reading) {
      c.header("Allow", "GET, HEAD, OPTIONS");
      return problemResponse(
        c,
        problemOf("method-not-allowed", "The content API is read-only: GET, HEAD and OPTIONS."),
      );
    }
    return answer(c, api.notFound(c.req.path));
  });
  return routes;
}

function problemResponse(c: Context, details: Problem) {
  return c.body(JSON.stringify(details), details.status as 400, {
    "Content-Type": PROBLEM_CONTENT_TYPE,
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `given` is one of `tokens`, comparing every one in constant time. */
export function isOneOf(given: string, tokens: readonly string[]): boolean {
  const asked = digest(given);
  let found = false;
  for (const token of tokens) found = timingSafeEqual(asked, digest(token)) || found;
  return found;
}

/**
 * CORS for the configured origins (`*`: any): their scripts may read answers (and the ETag,
 * Link, language and limit headers), and a preflight is answered 204 for GET and HEAD with the
 * Authorization and If-None-Match headers. Another origin gets no CORS header at all, so its
 * browser keeps the answer from its script. No credentials: the API reads no cookie.
 */
export function crossOrigin(origins: readonly string[]): MiddlewareHandler {
  const anyOrigin = origins.includes("*");
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && (anyOrigin || origins.includes(origin));
    const preflight =
      c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;
    if (c.req.method === "OPTIONS") {
      c.res = new Response(null, { status: 204, headers: { Allow: "GET, HEAD, OPTIONS" } });
      if (!anyOrigin && origins.length > 0) c.res.headers.append("Vary", "Origin");
      if (allowed && preflight) {
        c.res.headers.set("Access-Control-Allow-Origin", anyOrigin ? "*" : origin);
        c.res.headers.set("Access-Control-Allow-Methods", "GET, HEAD");
        c.res.headers.set("Access-Control-Allow-Headers", "Authorization, If-None-Match");
        c.res.headers.set("Access-Control-Max-Age", "600");
      }
      return c.res;
    }
    await next();
    if (!allowed) return;
    c.res.headers.set("Access-Control-Allow-Origin", anyOrigin ? "*" : origin);
    c.res.headers.set(
      "Access-Control-Expose-Headers",
      "ETag, Link, Content-Language, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
    );
  };
}

/**
 * Whom the rate limit counts an address against: an IPv4 address as it is; an IPv6 address by
 * its /64 network, since one subscriber is given a whole /64 and may use any of its 2^64
 * addresses ('2001:db8:1:2::/64').
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const before = groups(head);
  const after = groups(tail);
  const full =
    tail === undefined
      ? before
      : [...before, ...Array(8 - before.length - after.length).fill("0"), ...after];
  const network = full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/**
 * How many requests each client address made this minute, on this instance (a fixed window: the
 * counts start again each minute). Several instances each allow the limit; nginx in front
 * spreads a client over them, so a client gets at most that many times more.
 */
export class MinuteLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string) {
    const now = this.now();
    const start = now - (now % 60_000);
    if (start !== this.windowStart) {
      // A new minute: last minute's addresses are forgotten, so the map never outgrows one.
      this.windowStart = start;
      this.counts = new Map();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return {
      limit: this.limit,
      allowed: count <= this.limit,
      remaining: Math.max(0, this.limit - count),
      resetSeconds: Math.max(1, Math.ceil((start + 60_000 - now) / 1000)),
    };
  }
}
