import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, negotiateEncoding } from "./compression";

const LONG_HTML = `<!DOCTYPE html><p>${"Addis Investment Group. ".repeat(200)}</p>`;

function app() {
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(LONG_HTML));
  // Under 1 KB, with its length known.
  app.get("/short", (c) => c.html("<p>short</p>", 200, { "content-length": "12" }));
  app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }));
  app.get("/encoded", (c) =>
    c.body(zlib.gzipSync(LONG_HTML), 200, {
      "content-type": "text/html",
      "content-encoding": "gzip",
    }),
  );
  app.get("/no-transform", (c) =>
    c.html(LONG_HTML, 200, { "cache-control": "public, no-transform" }),
  );
  app.get("/stream", (c) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(LONG_HTML.slice(0, 2000)));
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(encoder.encode(LONG_HTML.slice(2000)));
        controller.close();
      },
    });
    return c.body(body, 200, { "content-type": "text/html; charset=utf-8" });
  });
  return app;
}

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 refusals", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, identity")).toBeUndefined();
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe("compression", () => {
  it("compresses text with brotli or gzip as the client accepts, and says so in Vary", async () => {
    const br = await app().request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.headers.get("content-length")).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      LONG_HTML,
    );

    const gz = await app().request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(LONG_HTML);
  });

  it("compresses streamed bodies whole", async () => {
    const res = await app().request("/stream", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      LONG_HTML,
    );
  });

  it("leaves alone what compression does not help or must not touch", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    for (const path of ["/short", "/image", "/no-transform"]) {
      const res = await app().request(path, { headers });
      expect(res.headers.get("content-encoding"), path).toBeNull();
    }
    const plain = await app().request("/page", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(LONG_HTML);
    const head = await app().request("/page", { method: "HEAD", headers });
    expect(head.headers.get("content-encoding")).toBeNull();

    // Already encoded (precompressed assets): passed through as it is.
    const encoded = await app().request("/encoded", { headers });
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(LONG_HTML);
  });
});
