import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { type Encoding, negotiateEncoding } from "./middleware/compression";

/** A stored page in one encoding: its body and every response header, as a flat list. */
interface Variant {
  body: Buffer;
  headers: string[];
  /** The same headers with `X-Cache: HIT`, ready for Node's writeHead. */
  hit: string[];
}

type VariantName = Encoding | "identity";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body's hash: each encoding's strong ETag is made from it (see `etagOf`). */
  hash: string;
  storedAt: number;
  /** Each encoding's 200 and 304 answers, made on first use. */
  variants: Partial<Record<VariantName | `304-${VariantName}`, Variant>>;
}

/**
 * A stored page's strong ETag in one encoding: `"hash"`, `"hash-br"`, `"hash-gzip"`. The bodies
 * differ byte for byte, so their strong validators differ too (RFC 9110 §8.8.3).
 */
function etagOf(hash: string, encoding: Encoding | undefined) {
  return encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
}

/**
 * Whether an If-None-Match header names `etag`: `*`, or any listed tag equal to it by the weak
 * comparison the header uses (a `W/` prefix is ignored on either side).
 */
export function noneMatchHits(header: string, etag: string): boolean {
  const wanted = etag.replace(/^W\//, "");
  return header.split(",").some((raw) => {
    const tag = raw.trim();
    return tag === "*" || tag.replace(/^W\//, "") === wanted;
  });
}

/** Which requests the cache may answer, and which responses it may keep. */
export interface PageCacheRules {
  /** Whether the path (and query) names a public page, identical for every anonymous visitor. */
  isCacheable: (path: string, query: URLSearchParams) => boolean;
  /** Whether the request carries a session (never served from or into the cache). */
  isSignedIn: (cookieHeader: string | undefined) => boolean;
  /** Whether this anonymous request must reach the application whatever is stored. */
  passesBy?: (path: string, cookieHeader: string | undefined) => boolean;
}

const NO_QUERY = new URLSearchParams();

/** Query parameters that change a public page's output; every other one is ignored. */
const MEANINGFUL_PARAMS = [
  "page",
  "sector",
  "location",
  // /tenders' filters.
  "status",
  "category",
  "method",
  "type",
  "year",
  "language",
  "_routes",
  "index",
];
const CACHEABLE_TYPE =
  /^(text\/html|application\/xml|application\/rss\+xml|text\/plain|text\/x-script)/;

/**
 * Rendered public pages for anonymous visitors, kept in memory with their compressed forms and
 * an ETag. Every content write empties it (`invalidate`); entries also expire after `ttlMs`, so
 * request-time facts such as the copyright year never go stale for long.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Pages being rendered now, by key: later requests for the same page wait for that render. */
  private readonly rendering = new Map<string, Promise<Entry | undefined>>();
  /** Keys whose last render could not be kept (404s, degraded pages), with when that was. */
  private readonly uncacheable = new Map<string, number>();

  private rememberUncacheable(key: string) {
    const now = Date.now();
    if (this.uncacheable.size >= this.maxEntries) {
      for (const [k, at] of this.uncacheable) if (now - at > 10_000) this.uncacheable.delete(k);
      if (this.uncacheable.size >= this.maxEntries) this.uncacheable.clear();
    }
    this.uncacheable.set(key, now);
  }
  private generation = 0;
  /** Requests answered from the cache, and cacheable ones it did not have (for /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 500,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Forgets every page (after a content write, here or on another instance). */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** When the next scheduled item goes public (ms since the epoch), if any. */
  private nextChangeAt: number | undefined;
  private onScheduledChange: (() => void) | undefined;

  /**
   * Every stored page is forgotten at `at` (when a scheduled item goes public: pages rendered
   * before then do not show it); `then` is called at that moment to learn the next such time.
   */
  expireAt(at: number | undefined, then?: () => void) {
    this.nextChangeAt = at;
    this.onScheduledChange = then;
  }

  private lookup(key: string): Entry | undefined {
    if (this.nextChangeAt !== undefined && Date.now() >= this.nextChangeAt) {
      const then = this.onScheduledChange;
      this.nextChangeAt = undefined;
      this.onScheduledChange = undefined;
      this.invalidate();
      then?.();
      return undefined;
    }
    const entry = this.entries.get(key);
    // A time-to-live of 0 keeps nothing (used to measure uncached renders).
    if (entry && Date.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private store(key: string, entry: Entry) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  /**
   * Answers cache hits straight on Node's request and response, before any framework code runs:
   * the hot path of a busy public site. Returns false when the request is not a hit (the
   * application then handles it, and the middleware below fills the cache).
   */
  nodeHandler(rules: PageCacheRules): (req: IncomingMessage, res: ServerResponse) => boolean {
    return (req, res) => {
      const method = req.method;
      if (method !== "GET" && method !== "HEAD") return false;
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const path = q === -1 ? url : url.slice(0, q);
      const query = q === -1 ? NO_QUERY : new URLSearchParams(url.slice(q + 1));
      // Only paths exactly as the application normalises them can match a stored key.
      if (!rules.isCacheable(path, query)) return false;
      const { cookie, ifNoneMatch, acceptEncoding } = readHeaders(req.rawHeaders);
      if (rules.isSignedIn(cookie) || rules.passesBy?.(path, cookie)) return false;
      const entry = this.lookup(keyOf(path, query));
      // A miss here is counted by the middleware, which renders it.
      if (!entry) return false;
      this.stats.hits++;
      const { variant, notModified } = this.variant(entry, ifNoneMatch, acceptEncoding);
      res.writeHead(notModified ? 304 : entry.status, variant.hit);
      res.end(method === "HEAD" ? undefined : variant.body);
      return true;
    };
  }

  /** Fills the cache with anonymous public pages the application renders (and serves hits). */
  middleware(rules: PageCacheRules): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
      const url = new URL(c.req.url);
      if (!rules.isCacheable(url.pathname, url.searchParams)) return next();
      if (rules.isSignedIn(c.req.header("cookie"))) {
        await next();
        c.res.headers.set("X-Cache", "BYPASS");
        return;
      }

      const key = keyOf(url.pathname, url.searchParams);
      const entry = this.lookup(key);
      if (entry) this.stats.hits++;
      else this.stats.misses++;
      if (entry)
        return this.respond(
          entry,
          c.req.header("if-none-match"),
          c.req.header("accept-encoding"),
          c.req.method,
          "HIT",
        );

      // Many visitors asking for the same page just after a write share one render (pages
      // that turned out not to be cacheable lately, such as 404s, are not waited for).
      const lately = Date.now() - (this.uncacheable.get(key) ?? 0) < 10_000;
      const rendering = lately ? undefined : this.rendering.get(key);
      if (rendering) {
        const shared = await rendering;
        if (shared) {
          return this.respond(
            shared,
            c.req.header("if-none-match"),
            c.req.header("accept-encoding"),
            c.req.method,
            "HIT",
          );
        }
      }
      let settle: (entry: Entry | undefined) => void = () => {};
      const mine = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      this.rendering.set(key, mine);
      let stored: Entry | undefined;
      // A HEAD is rendered as the GET it stands for, so its answer has the GET's ETag, Vary,
      // Cache-Control and Content-Length (and the page is stored for the GETs to come).
      const method = c.req.method;
      if (method === "HEAD") c.req.raw = new Request(c.req.raw, { method: "GET" });
      try {
        stored = await this.render(c, next, key, method);
      } finally {
        settle(stored);
        if (this.rendering.get(key) === mine) this.rendering.delete(key);
        if (stored) this.uncacheable.delete(key);
        else this.rememberUncacheable(key);
      }
    };
  }

  /** Renders a missed page and keeps it, unless a write happened meanwhile (it is stale then). */
  private async render(
    c: Context,
    next: Next,
    key: string,
    method: string,
  ): Promise<Entry | undefined> {
    const generation = this.generation;
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const cacheControl = res.headers.get("cache-control") ?? "";
    if (
      res.status !== 200 ||
      !res.body ||
      !CACHEABLE_TYPE.test(type) ||
      res.headers.has("set-cookie") ||
      res.headers.has("content-encoding") ||
      /private|no-store/i.test(cacheControl)
    ) {
      return undefined;
    }
    const body = Buffer.from(await res.arrayBuffer());
    const stored: Entry = {
      status: res.status,
      headers: [...res.headers].filter(([name]) => name !== "content-length"),
      body,
      hash: crypto.createHash("sha1").update(body).digest("base64url"),
      storedAt: Date.now(),
      variants: {},
    };
    c.res = undefined;
    c.res = this.respond(
      stored,
      c.req.header("if-none-match"),
      c.req.header("accept-encoding"),
      method,
      "MISS",
    );
    if (generation !== this.generation) return undefined;
    this.store(key, stored);
    return stored;
  }

  /**
   * The stored page as this request should get it: 304 when its ETag matches, otherwise in the
   * best encoding the client accepts. Each variant (compressed body and header list) is made
   * once, on first use.
   */
  private variant(
    entry: Entry,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
  ): { variant: Variant; notModified: boolean } {
    const encoding = entry.body.length >= 1024 ? negotiateCached(acceptEncoding) : undefined;
    const name = encoding ?? "identity";
    if (ifNoneMatch && noneMatchHits(ifNoneMatch, etagOf(entry.hash, encoding))) {
      const notModified = `304-${name}` as const;
      entry.variants[notModified] ??= makeVariant(entry, null, encoding);
      return { variant: entry.variants[notModified], notModified: true };
    }
    let variant = entry.variants[name];
    if (!variant) {
      const body =
        encoding === "br"
          ? zlib.brotliCompressSync(entry.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : encoding === "gzip"
            ? zlib.gzipSync(entry.body, { level: 9 })
            : entry.body;
      variant = makeVariant(entry, body, encoding);
      entry.variants[name] = variant;
    }
    return { variant, notModified: false };
  }

  private respond(
    entry: Entry,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    method: string,
    state: string,
  ) {
    const { variant, notModified } = this.variant(entry, ifNoneMatch, acceptEncoding);
    const headers = new Headers();
    for (let i = 0; i < variant.headers.length; i += 2) {
      headers.append(variant.headers[i] as string, variant.headers[i + 1] as string);
    }
    headers.set("X-Cache", state);
    // A Buffer is a Uint8Array: handed over without a copy.
    return new Response(
      method === "HEAD" || notModified ? null : (variant.body as Uint8Array<ArrayBuffer>),
      { status: notModified ? 304 : entry.status, headers },
    );
  }
}

/**
 * A body with its headers; a 304 (`body` null) carries the ETag of the encoding it stands for,
 * but no length or encoding.
 */
function makeVariant(entry: Entry, body: Buffer | null, encoding?: Encoding): Variant {
  const headers = [
    ...entry.headers.filter(([name]) => name !== "vary").flat(),
    "ETag",
    etagOf(entry.hash, encoding),
    "Vary",
    "Accept-Encoding",
  ];
  if (body) headers.push("Content-Length", String(body.length));
  if (body && encoding) headers.push("Content-Encoding", encoding);
  return { body: body ?? Buffer.alloc(0), headers, hit: [...headers, "X-Cache", "HIT"] };
}

/**
 * The three request headers the cache needs, read from Node's raw list: `req.headers` would
 * build an object of every header on each request. Repeated headers are joined as Node does.
 */
function readHeaders(raw: string[]) {
  let cookie: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (name.length === 6 && name.toLowerCase() === "cookie") {
      cookie = cookie === undefined ? value : `${cookie}; ${value}`;
    } else if (name.length === 13 && name.toLowerCase() === "if-none-match") {
      ifNoneMatch = ifNoneMatch === undefined ? value : `${ifNoneMatch}, ${value}`;
    } else if (name.length === 15 && name.toLowerCase() === "accept-encoding") {
      acceptEncoding = acceptEncoding === undefined ? value : `${acceptEncoding}, ${value}`;
    }
  }
  return { cookie, ifNoneMatch, acceptEncoding };
}

/** The cache key: the path and the query parameters that change a page. */
function keyOf(path: string, query: URLSearchParams): string {
  if (query.size === 0) return `${path}?`;
  const params = MEANINGFUL_PARAMS.flatMap((p) =>
    query.getAll(p).map((v) => `${p}=${encodeURIComponent(v)}`),
  );
  return `${path}?${params.join("&")}`;
}

/** Accept-Encoding values repeat endlessly (one per browser); their answer is remembered. */
const negotiated = new Map<string, Encoding | undefined>();
function negotiateCached(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = negotiateEncoding(header);
  if (negotiated.size < 100) negotiated.set(header, encoding);
  return encoding;
}
