import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/test-database";
import { staticFiles } from "./static-files";

const CSS = `body{color:#0f1f1a}${".x{margin:0}".repeat(200)}`;
const root = tempDir("aig-static-");
fs.mkdirSync(path.join(root, "assets"));
fs.writeFileSync(path.join(root, "assets", "app-1a2b3c.css"), CSS);
fs.writeFileSync(path.join(root, "assets", "app-1a2b3c.css.br"), zlib.brotliCompressSync(CSS));
fs.writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = new Hono();
app.use(staticFiles(root));
app.all("*", (c) => c.text(`page ${c.req.path}`));

describe("staticFiles", () => {
  it("serves hashed assets for a year, precompressed when the client accepts it", async () => {
    const br = await app.request("/assets/app-1a2b3c.css", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/text\/css/);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(CSS);

    const plain = await app.request("/assets/app-1a2b3c.css");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(CSS);
  });

  it("serves other files for an hour", async () => {
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await robots.text()).toBe("User-agent: *\n");
  });

  it("answers a missing asset with an uncached 404, and passes other misses on", async () => {
    const missing = await app.request("/assets/nope-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(await missing.text()).toBe("Not Found");

    const page = await app.request("/news");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("page /news");
  });
});
