import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Below this size compression saves less than it costs. */
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** Picks brotli, else gzip, from an Accept-Encoding header, honouring `q=0` refusals. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

function createCompressor(encoding: Encoding, sizeHint: number | undefined) {
  if (encoding === "br") {
    return zlib.createBrotliCompress({
      params: {
        // Quality 5 is the usual choice for on-the-fly brotli: most of the gain at a fraction of the CPU.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
      },
    });
  }
  return zlib.createGzip({ level: 6 });
}

/**
 * Compresses text responses with brotli or gzip. Responses that arrive already encoded (the
 * precompressed static assets) pass through. Streamed HTML stays streamed: whatever the source
 * has written is flushed once it pauses, so a suspended page still shows its shell early.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    const type = res.headers.get("content-type") ?? "";
    const lengthHeader = res.headers.get("content-length");
    const length = lengthHeader === null ? undefined : Number(lengthHeader);
    if (
      !encoding ||
      !res.body ||
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("content-encoding") ||
      !COMPRESSIBLE.test(type) ||
      (length !== undefined && length < MIN_BYTES) ||
      /\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }

    const compressor = createCompressor(encoding, length);
    const reader = res.body.getReader();
    let flushScheduled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        compressor.on("end", () => controller.close());
        compressor.on("error", (error) => controller.error(error));
        (async () => {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            compressor.write(value);
            if (!flushScheduled) {
              flushScheduled = true;
              setImmediate(() => {
                flushScheduled = false;
                if (!compressor.writableEnded) compressor.flush();
              });
            }
          }
          compressor.end();
        })().catch((error: unknown) => compressor.destroy(error as Error));
      },
      cancel(reason) {
        compressor.destroy();
        return reader.cancel(reason);
      },
    });

    // Hono copies the old response's headers onto the new one, so adjust them afterwards.
    c.res = new Response(body, res);
    c.res.headers.delete("content-length");
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.append("vary", "Accept-Encoding");
  };
}
