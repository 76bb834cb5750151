import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "../db/client.server";
import {
  BUILD_DIR,
  loadServerBuild,
  silentLogger,
  TEST_SECRET,
  testConfig,
} from "../tests/support/build";
import { createTestDatabase, ENGINES, type TestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";
import { withTestRoutes } from "./test-hooks";

const build = await loadServerBuild();

describe.each(ENGINES)("the HTTP app on %s", (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  async function app() {
    test = await createTestDatabase(engine);
    await test.database.migrate();
    return createApp({
      config: testConfig(),
      authSecret: TEST_SECRET,
      logger: silentLogger,
      database: test.database,
      build,
      clientDir: path.join(BUILD_DIR, "client"),
    });
  }

  it("answers /healthz with 200 while the database answers, and 503 once it does not", async () => {
    const server = await app();
    const ok = await server.request("/healthz");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: "ok" });
    expect(ok.headers.get("cache-control")).toBe("no-store");

    await test?.database.close();
    const down = await server.request("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "error", database: "unavailable" });
  });

  it("serves the home page, and a 404 page with status 404 for unknown URLs", async () => {
    const server = await app();
    const home = await server.request("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(await home.text()).toContain('<html lang="en">');

    const missing = await server.request("/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });
});

describe("the HTTP app", () => {
  it("answers 503 on /healthz when PostgreSQL cannot be reached", async () => {
    // Port 9 (discard) has no PostgreSQL behind it.
    const database = await openPostgresDatabase("postgres://postgres@127.0.0.1:9/none");
    try {
      const server = createApp({
        config: testConfig(),
        authSecret: TEST_SECRET,
        logger: silentLogger,
        database,
        build,
      });
      const res = await server.request("/healthz");
      expect(res.status).toBe(503);
    } finally {
      await database.close();
    }
  });

  it("compresses pages with brotli or gzip and serves hashed assets immutable and precompressed", async () => {
    const test = await createTestDatabase("embedded");
    try {
      const server = createApp({
        config: testConfig(),
        authSecret: TEST_SECRET,
        logger: silentLogger,
        database: test.database,
        build,
        clientDir: path.join(BUILD_DIR, "client"),
      });
      const br = await server.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const html = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
      expect(html).toContain("<!DOCTYPE html>");

      const gz = await server.request("/", { headers: { "accept-encoding": "gzip" } });
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("</html>");

      const plain = await server.request("/", {
        headers: { "accept-encoding": "br;q=0, identity" },
      });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toContain("</html>");

      const stylesheet = html.match(/\/assets\/[\w-]+\.css/)?.[0];
      expect(stylesheet).toBeDefined();
      const asset = await server.request(stylesheet as string, {
        headers: { "accept-encoding": "br" },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("content-encoding")).toBe("br");
      expect(asset.headers.get("content-type")).toMatch(/text\/css/);

      const missingAsset = await server.request("/assets/nope-123.js");
      expect(missingAsset.status).toBe(404);
      expect(missingAsset.headers.get("cache-control")).not.toMatch(/immutable/);
    } finally {
      await test.drop();
    }
  });

  it("sends HSTS only when the site's address is https, on pages, assets and errors alike", async () => {
    const test = await createTestDatabase("embedded");
    try {
      const appAt = (siteUrl: string) =>
        createApp({
          config: testConfig({ SITE_URL: siteUrl, TRUST_PROXY: "1" }),
          authSecret: TEST_SECRET,
          logger: silentLogger,
          database: test.database,
          build,
          clientDir: path.join(BUILD_DIR, "client"),
        });
      const secure = appAt("https://www.example.com");
      for (const path of ["/", "/admin", "/favicon.svg", "/no-such-page", "/healthz"]) {
        const response = await secure.request(path, {
          headers: { "x-forwarded-proto": "https" },
        });
        expect(response.headers.get("strict-transport-security"), path).toBe(
          "max-age=31536000; includeSubDomains",
        );
        expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      }
      const cleartext = appAt("http://localhost:3000");
      expect((await cleartext.request("/")).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await test.drop();
    }
  });

  it("mounts the test endpoints it is given only when TEST_HOOKS is on", async () => {
    const test = await createTestDatabase("embedded");
    try {
      const appWith = (env: Record<string, string>) =>
        createApp({
          config: testConfig({ HOST: "127.0.0.1", ...env }),
          authSecret: TEST_SECRET,
          logger: silentLogger,
          database: test.database,
          build,
          testHooks: {
            install: (app, { database, auth }) => {
              expect(database).toBe(test.database);
              expect(typeof auth.api.signUpEmail).toBe("function");
              app.get("/__test/ping", (c) => c.text("pong"));
            },
            routes: withTestRoutes,
          },
        });
      const on = appWith({ TEST_HOOKS: "1" });
      const pong = await on.request("/__test/ping");
      expect(pong.status).toBe(200);
      expect(await pong.text()).toBe("pong");
      // The test pages join the route table only with the endpoints.
      const failed = await on.request("/__test/error");
      expect(failed.status).toBe(500);
      expect(await failed.text()).toContain("Unexpected Application Error!");

      const off = appWith({});
      expect((await off.request("/__test/ping")).status).toBe(404);
      expect((await off.request("/__test/error")).status).toBe(404);
      expect((await off.request("/__test/users", { method: "POST" })).status).toBe(404);
    } finally {
      await test.drop();
    }
  });
});
