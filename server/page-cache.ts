import crypto from "node:crypto";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { negotiateEncoding } from "./compression";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  storedAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Query parameters that change a public page's output; every other one is ignored. */
const MEANINGFUL_PARAMS = ["page", "_routes", "index"];
const CACHEABLE_TYPE =
  /^(text\/html|application\/xml|application\/rss\+xml|text\/plain|text\/x-script)/;

/**
 * Rendered public pages for anonymous visitors, kept in memory with their compressed forms and
 * an ETag. Every content write empties it (`invalidate`); entries also expire after `ttlMs`, so
 * request-time facts such as the copyright year never go stale for long.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

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

  private lookup(key: string): Entry | undefined {
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
   * @param isCacheable which paths hold public, identical-for-everyone pages
   * @param isSignedIn whether the request carries a session (never served from or into the cache)
   */
  middleware(options: {
    isCacheable: (path: string, url: URL) => boolean;
    isSignedIn: (cookieHeader: string | undefined) => boolean;
  }): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
      const url = new URL(c.req.url);
      if (!options.isCacheable(url.pathname, url)) return next();
      if (options.isSignedIn(c.req.header("cookie"))) {
        await next();
        c.res.headers.set("X-Cache", "BYPASS");
        return;
      }

      const params = MEANINGFUL_PARAMS.flatMap((p) =>
        url.searchParams.getAll(p).map((v) => `${p}=${v}`),
      );
      const key = `${url.pathname}?${params.join("&")}`;
      const entry = this.lookup(key);
      if (entry)
        return this.respond(
          entry,
          c.req.header("if-none-match"),
          c.req.header("accept-encoding"),
          c.req.method,
          "HIT",
        );

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
        return;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const stored: Entry = {
        status: res.status,
        headers: [...res.headers].filter(([name]) => name !== "content-length"),
        body,
        etag: `"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
        storedAt: Date.now(),
      };
      // A write that happened while this page rendered makes it stale already.
      if (generation === this.generation) this.store(key, stored);
      c.res = undefined;
      c.res = this.respond(
        stored,
        c.req.header("if-none-match"),
        c.req.header("accept-encoding"),
        c.req.method,
        "MISS",
      );
    };
  }

  private respond(
    entry: Entry,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    method: string,
    state: string,
  ) {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.set("X-Cache", state);
    headers.append("Vary", "Accept-Encoding");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim() === entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = entry.body.length >= 1024 ? negotiateEncoding(acceptEncoding) : undefined;
    let body = entry.body;
    if (encoding === "br") {
      entry.br ??= zlib.brotliCompressSync(entry.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });
      body = entry.br;
    } else if (encoding === "gzip") {
      entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 });
      body = entry.gzip;
    }
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // A Buffer is a Uint8Array: handed over without a copy.
    return new Response(method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      headers,
    });
  }
}
