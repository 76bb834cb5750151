import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sends from another site: a foreign `Origin`, or
 * `Sec-Fetch-Site: cross-site`. Same-origin is judged against the request's own host and SITE_URL.
 */
export function rejectCrossSiteWrites(siteUrl: string): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const ownOrigin = new URL(c.req.url).origin;
    const foreignOrigin = origin !== undefined && origin !== ownOrigin && origin !== siteOrigin;
    const crossSite = c.req.header("sec-fetch-site") === "cross-site";
    if (foreignOrigin || crossSite) {
      return c.text("Forbidden: cross-site request", 403);
    }
    return next();
  };
}

/**
 * Refuses an address whose percent-encoding is broken (`/%E0%A4%A`): no page has it, and the
 * router would only complain about it in the log. 400, kept by no cache.
 */
export function rejectMalformedPaths(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.url.slice(c.req.url.indexOf("/", c.req.url.indexOf("//") + 2));
    const path = raw.split(/[?#]/, 1)[0] ?? "";
    if (path.includes("%")) {
      try {
        decodeURIComponent(path);
      } catch {
        return c.text("Bad Request: malformed address", 400, { "Cache-Control": "no-store" });
      }
    }
    return next();
  };
}

/** No form of ours comes near 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses write requests whose body is larger than allowed, before anything reads them: 413.
 * `allowances` raises the limit for exact paths (the media upload), `patterns` for the paths a
 * pattern matches. A body sent without its
 * length is read (and held) up to the limit to be measured.
 *
 * `streamed` paths (the video upload) take large bodies that the handler writes to disk as they
 * arrive, after it has checked who sends them: their body must announce its length (411
 * otherwise: measuring it here would hold it in memory, whoever sent it), which is refused at
 * once when over the limit; Node's parser then reads no byte beyond it.
 */
export function limitBodySize(
  maxSize = MAX_BODY_BYTES,
  allowances: Record<string, number> = {},
  streamed: Record<string, number> = {},
  /**
   * Raised limits for the paths a pattern matches (a job application at any position's page),
   * each with the answer it gives a body over its limit (plain 413 text when none).
   */
  patterns: [RegExp, number, ((c: Context) => Response)?][] = [],
): MiddlewareHandler {
  const onError = (c: Context) => c.text("Payload Too Large", 413);
  const limit = bodyLimit({ maxSize, onError });
  const raised = new Map(
    Object.entries(allowances).map(([path, size]) => [path, bodyLimit({ maxSize: size, onError })]),
  );
  const announced = new Map(Object.entries(streamed));
  const matched = patterns.map(
    ([pattern, size, refuse]) =>
      [pattern, bodyLimit({ maxSize: size, onError: refuse ?? onError })] as const,
  );
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const streamLimit = announced.get(c.req.path);
    if (streamLimit !== undefined) {
      const length = c.req.header("content-length");
      if (length === undefined || !/^\d+$/.test(length)) {
        return c.text("Length Required", 411);
      }
      if (Number(length) > streamLimit) return onError(c);
      return next();
    }
    const byPattern = matched.find(([pattern]) => pattern.test(c.req.path))?.[1];
    return (raised.get(c.req.path) ?? byPattern ?? limit)(c, next);
  };
}

/** Loopback and private (RFC 1918, unique-local IPv6) addresses: where a reverse proxy sits. */
export function isPrivateAddress(address: string): boolean {
  return (
    isLoopbackAddress(address) ||
    /^10\./.test(address) ||
    /^192\.168\./.test(address) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(address) ||
    /^f[cd][0-9a-f]{2}:/i.test(address)
  );
}

/** This machine's own addresses (127.0.0.0/8 and ::1). */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || /^127\./.test(address);
}

function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/** The address of the peer on the other end of the socket ("unknown" in-process). */
export function peerAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // No socket (in-process requests in tests).
    return "unknown";
  }
}

/**
 * The client's address. With TRUST_PROXY, X-Forwarded-For's last hop is used, and only when the
 * request really comes from a proxy on this machine or the private network; a client that reaches
 * the port directly cannot choose its address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const peer = peerAddress(c);
  if (trustProxy && (peer === "unknown" || isPrivateAddress(peer))) {
    const last = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return normalise(last);
  }
  return peer;
}

/**
 * An error answered to a request that carries a body, or any answer that left the body unread,
 * says `Connection: close` and ends the connection. Such a body may be unread (a 413, a cross-site 403, a 400), and the HTTP server
 * drops a connection whose body is not read within a moment: a client told `keep-alive` would
 * send its next request on a dead socket. The first middleware, so every refusal is covered.
 *
 * From a reverse proxy (`fromProxy`), a body that announces its length (at most `drainBytes`)
 * is read to its end instead, within `drainMs`: the proxy received it whole before passing it
 * on, and a connection closed while it is still writing the body makes it answer 502 instead of
 * the refusal. Past either bound the connection is ended after all.
 */
export function closeAfterRefusal({
  fromProxy = () => false,
  drainBytes = 128 * 1024 * 1024,
  drainMs = 15_000,
}: {
  fromProxy?: (c: Context) => boolean;
  drainBytes?: number;
  drainMs?: number;
} = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!hasBody(c)) return;
    // A redirect before the body was read (a session that ended, on a 26 MB upload) likewise.
    if (c.res.status < 400 && c.req.raw.bodyUsed) return;
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    const drainable = fromProxy(c) && !c.req.raw.bodyUsed && length <= drainBytes;
    if (drainable && (await drained(c.req.raw, drainBytes, drainMs))) return;
    try {
      c.res.headers.set("Connection", "close");
    } catch {
      // Immutable headers (a fetched or redirect response): copy it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set("Connection", "close");
      c.res = undefined;
      c.res = copy;
    }
  };
}

/**
 * Reads a request's body to its end, keeping none of it; false past `limit` bytes, after
 * `timeoutMs`, or on error.
 */
async function drained(request: Request, limit: number, timeoutMs: number): Promise<boolean> {
  let read = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    void reader?.cancel().catch(() => undefined);
  }, timeoutMs);
  try {
    // A body the handler began to read is locked: it cannot be read to its end here.
    reader = request.body?.getReader();
    if (!reader) return true;
    for (;;) {
      const { done, value } = await reader.read();
      // Cancelled by the timer: a read waiting then ends as if the body had.
      if (done) return !expired;
      read += value.byteLength;
      if (read > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return (
    (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined
  );
}
