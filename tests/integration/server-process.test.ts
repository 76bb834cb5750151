import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedDataPath, openEmbeddedDatabase } from "../../db/client.server";
import { LOCK_FILE_NAME } from "../../db/data-folder-lock";
import { PROJECT_ROOT } from "../../db/paths";
import { newsArticles } from "../../db/schema";
import { type ServerProcess, spawnServer, writeThenKill } from "../support/server-process";
import { migratedDataDir, tempDir } from "../support/test-database";

const running: ServerProcess[] = [];
async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("the production server process", () => {
  it("keeps its data across restarts and refuses a second process on the same data folder", async () => {
    const dataDir = migratedDataDir();
    const first = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await first.ready();
    expect(first.output()).toContain(`Serving on ${first.url}`);
    const created = await fetch(`${first.url}/__test/articles`, {
      method: "POST",
      body: JSON.stringify({ title: "Kept" }),
    });
    expect(created.status).toBe(201);

    const second = await start({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`data folder ${dataDir} is in use by process ${first.pid}`);

    // The refused process left the first one and its data alone.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    first.process.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const again = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await again.ready();
    const count = await fetch(`${again.url}/__test/articles/count`).then((r) => r.json());
    expect(count).toEqual({ count: 1 });
  });

  it("npm start prints where to go, a line each, and no warning", async () => {
    // scripts/start.mjs, as `npm start` runs it (the build is current: nothing to build).
    const server = await spawnServer(
      { DATA_DIR: migratedDataDir() },
      { entry: path.join(PROJECT_ROOT, "scripts", "start.mjs") },
    );
    running.push(server);
    await server.ready();
    await expect
      .poll(() => server.output())
      .toContain(`\nSite:  ${server.url}\nAdmin: ${server.url}/admin\n`);
    expect(server.output()).not.toMatch(/warning|deprecat|experimental/i);
  });

  it("takes over a stale lock left by a process that died", async () => {
    const dataDir = migratedDataDir();
    const pid = deadPid();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    const server = await start({ DATA_DIR: dataDir });
    await server.ready();
    const [pidLine] = fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8").split("\n");
    expect(pidLine).toBe(String(server.pid));
  });

  it("finishes an in-flight request on SIGTERM, refuses new ones, and exits 0", async () => {
    const server = await start({ DATA_DIR: migratedDataDir(), TEST_HOOKS: "1" });
    await server.ready();
    const inFlight = fetch(`${server.url}/__test/slow?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("waited 1500 ms");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("drains on SIGTERM: /readyz answers 503 while pages are still served for DRAIN_DELAY_MS", async () => {
    const server = await start({ DATA_DIR: migratedDataDir(), DRAIN_DELAY_MS: "1500" });
    await server.ready();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");

    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`${server.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });
    // Still answering meanwhile, each answer ending its connection.
    const page = await fetch(`${server.url}/privacy`);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("says Connection: close when it refuses a body it did not read, so no request is sent on a dead socket", async () => {
    const server = await start({ DATA_DIR: migratedDataDir() });
    await server.ready();
    const { port } = new URL(server.url);
    // Raw HTTP/1.1 on one socket: a 2 MB form (over the 1 MB limit), then a normal request.
    const exchange = (requests: Buffer[]) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        let received = "";
        socket.on("data", (chunk) => {
          received += chunk.toString("latin1");
        });
        socket.on("error", () => {});
        socket.on("close", () => resolve(received));
        socket.on("connect", async () => {
          for (const request of requests) {
            if (socket.destroyed) break;
            await new Promise<void>((done) => socket.write(request, () => done()));
            await new Promise((r) => setTimeout(r, 400));
          }
          socket.end();
        });
      });
    const big = Buffer.alloc(2 * 1024 * 1024, "a");
    const post = Buffer.concat([
      Buffer.from(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${big.length}\r\nConnection: keep-alive\r\n\r\n`,
      ),
      big,
    ]);
    const get = Buffer.from(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    const received = await exchange([post, get]);
    const [first, ...rest] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    // The refusal said the connection ends (the server does not read 2 MB it refused), and
    // nothing was answered on it afterwards.
    expect(first).toMatch(/\r\nconnection: close\r\n/i);
    expect(rest).toEqual([]);

    // A cross-site form is refused the same way.
    const crossSite = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=x",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("connection")).toBe("close");
    // A plain GET keeps its connection.
    expect((await fetch(`${server.url}/privacy`)).headers.get("connection")).toBe("keep-alive");
  });

  it("shows /metrics to a scraper on this machine or with METRICS_TOKEN, to nobody else", async () => {
    const token = "metrics-token-0123456789abcdef";
    const server = await start({ DATA_DIR: migratedDataDir(), METRICS_TOKEN: token });
    await server.ready();
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/privacy`)).text();
    await (await fetch(`${server.url}/news/no-such-article`)).text();

    const local = await fetch(`${server.url}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get("content-type")).toContain("text/plain");
    const text = await local.text();
    expect(text).toMatch(
      /http_requests_total\{route="\/privacy\|\/terms",method="GET",status="200"\} 3/,
    );
    expect(text).toMatch(
      /http_requests_total\{route="\/news\/:slug",method="GET",status="404"\} 1/,
    );
    // Each request timed under its route (the first, cold one may take longer on a busy machine).
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",route="\/privacy\|\/terms",method="GET"\} 3/,
    );
    // The first render missed the page cache, the next two were hits.
    expect(text).toMatch(/^page_cache_hits_total 2$/m);
    expect(text).toMatch(/^page_cache_misses_total [1-9]/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^media_queue_jobs 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);

    // Through a proxy on this machine the peer is loopback too: not enough.
    const proxied = await fetch(`${server.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain("http_requests_total");
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer wrong-token-0123456789" },
    });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${server.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("http_requests_total");
  });

  it("loses no acknowledged insert when killed with SIGKILL in the middle of a burst", async () => {
    const dataDir = migratedDataDir();
    const server = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await server.ready();

    const acknowledged = await writeThenKill(server, 150);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // Reopen the very folder the killed process was writing: every acknowledged row is there.
    const database = await openEmbeddedDatabase(embeddedDataPath(dataDir));
    try {
      const found = await database.db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(inArray(newsArticles.id, acknowledged));
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }

    // And the server starts cleanly on it again, taking over the dead process's lock.
    const restarted = await start({ DATA_DIR: dataDir, TEST_HOOKS: "1" });
    await restarted.ready();
    const { count } = (await fetch(`${restarted.url}/__test/articles/count`).then((r) =>
      r.json(),
    )) as { count: number };
    expect(count).toBeGreaterThanOrEqual(acknowledged.length);
  });

  it("exits 1 with a message naming the variable when the configuration is invalid", async () => {
    const server = await start({
      DATA_DIR: tempDir(),
      PORT: "3000",
      HOST: "127.0.0.1",
      SITE_URL: "nope",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration: SITE_URL");

    const production = await start({
      DATA_DIR: tempDir(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect((await production.exited).code).toBe(1);
    expect(production.output()).toContain("AUTH_SECRET is required in production");
  });

  it("never deletes or re-initialises a data folder it cannot open", async () => {
    const dataDir = tempDir();
    const pgdata = embeddedDataPath(dataDir);
    fs.mkdirSync(pgdata);
    fs.writeFileSync(path.join(pgdata, "precious.txt"), "do not delete");
    const server = await start({ DATA_DIR: dataDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain("left untouched");
    expect(fs.readdirSync(pgdata)).toEqual(["precious.txt"]);

    // A database folder of the wrong version is left as it is too.
    const other = tempDir();
    const otherData = embeddedDataPath(other);
    fs.mkdirSync(otherData);
    fs.writeFileSync(path.join(otherData, "PG_VERSION"), "9\n");
    const server2 = await start({ DATA_DIR: other });
    expect((await server2.exited).code).toBe(1);
    expect(server2.output()).toContain("could not be opened");
    expect(fs.readdirSync(otherData)).toEqual(["PG_VERSION"]);
  });
});
