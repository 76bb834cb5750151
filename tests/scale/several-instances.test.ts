/**
 * npm run test:scale — the site as deployed on several machines: nginx with the shipped
 * configuration (deploy/nginx.conf, ports and paths filled in) in front of two instances of the
 * production build, on one fresh PostgreSQL database, with the media in an S3 bucket.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mainConfig,
  nginxBinary,
  type RunningNginx,
  SHIPPED_NGINX_CONF,
  startNginx,
} from "../../scripts/lib/nginx";
import { TEST_SECRET } from "../support/build";
import { TestClient } from "../support/http-client";
import { pdf } from "../support/media-fixtures";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { freePort, type ServerProcess, spawnServer } from "../support/server-process";
import { createTestDatabase, type TestDatabase, tempDir } from "../support/test-database";
import { type LoadCounts, startLoad } from "./load";

// Missing tools fail the suite, they do not skip it: .ci/run installs nginx and sets the URL.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  throw new Error(
    "npm run test:scale needs TEST_DATABASE_URL (a PostgreSQL server where it may create databases), e.g. postgres://postgres@127.0.0.1:5432/test",
  );
}
nginxBinary();

/** The instances answer for a second after SIGTERM while /readyz says 503 (DRAIN_DELAY_MS). */
const DRAIN_DELAY_MS = 1000;
/** deploy/nginx.conf's fail_timeout: how long nginx leaves an instance alone after a failure. */
const FAIL_TIMEOUT_MS = 2000;
/** What the load loops ask for: micro-cached pages, a page rendered every time, liveness. */
const LOAD_PATHS = ["/", "/news", "/search?q=copper", "/healthz", "/sector/mining"];
const ADMIN = { email: "scale-admin@example.com", password: "scale-admin-pass-1" };

const http = { request: (input: string | URL | Request, init?: RequestInit) => fetch(input, init) };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let s3: TestS3Server;
let nginx: RunningNginx;
let dir: string;
const ports = { a: 0, b: 0, site: 0, redirect: 0 };
const instances: Record<"a" | "b", ServerProcess | undefined> = { a: undefined, b: undefined };
/** The admin's cookies, made by signing in through instance A. */
let adminCookies: Map<string, string>;

function environment(port: number): Record<string, string> {
  return {
    PORT: String(port),
    DATABASE_URL: database.location,
    AUTH_SECRET: TEST_SECRET,
    SITE_URL: `http://127.0.0.1:${ports.site}`,
    TRUST_PROXY: "1",
    TEST_HOOKS: "1",
    LOG_LEVEL: "warn",
    DATA_DIR: dir,
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: "5000",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

/** Starts an instance and waits until /readyz says it is ready. */
async function startInstance(name: "a" | "b"): Promise<ServerProcess> {
  const server = await spawnServer(environment(ports[name]));
  await server.ready();
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${server.url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`instance ${name} never became ready`);
    await pause(100);
  }
  instances[name] = server;
  return server;
}

/** SIGTERM, as systemd stops a unit; the instance must drain and exit 0. */
async function stopInstance(name: "a" | "b") {
  const server = instances[name];
  if (!server) return;
  server.process.kill("SIGTERM");
  const { code } = await server.exited;
  instances[name] = undefined;
  expect(code, server.output()).toBe(0);
}

function instance(name: "a" | "b"): ServerProcess {
  const server = instances[name];
  if (!server) throw new Error(`instance ${name} is not running`);
  return server;
}

/** A browser on `origin` carrying `cookies` (a session made elsewhere). */
function client(origin: string, cookies?: Map<string, string>) {
  const browser = new TestClient(http, origin);
  for (const [name, value] of cookies ?? []) browser.cookies.set(name, value);
  return browser;
}

function report(what: string, counts: LoadCounts) {
  console.log(
    `${what}: ${counts.requests} requests, ${counts.failedStatus} failed answers, ${counts.connectionErrors} connection errors; statuses ${JSON.stringify(counts.byStatus)}${counts.samples.length ? `; e.g. ${counts.samples.join(" | ")}` : ""}`,
  );
}

beforeAll(async () => {
  dir = tempDir("aig-scale-");
  [ports.a, ports.b, ports.site, ports.redirect] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  [database, s3] = await Promise.all([createTestDatabase("postgres"), startS3Server()]);
  nginx = await startNginx(
    { site: ports.site, redirect: ports.redirect, upstreams: [ports.a, ports.b] },
    path.join(dir, "nginx"),
  );
  await Promise.all([startInstance("a"), startInstance("b")]);
  const made = await fetch(`${instance("a").url}/__test/users`, {
    method: "POST",
    body: JSON.stringify({ ...ADMIN, role: "admin" }),
  });
  expect(made.status).toBe(201);
  const admin = client(instance("a").url);
  expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(302);
  adminCookies = admin.cookies;
}, 180_000);

afterAll(async () => {
  for (const name of ["a", "b"] as const) {
    instances[name]?.process.kill("SIGKILL");
    await instances[name]?.exited;
  }
  await nginx?.stop();
  await s3?.stop();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("two instances behind nginx on one PostgreSQL", () => {
  it("keeps a session made through instance A on instance B and through nginx", async () => {
    for (const origin of [instance("b").url, nginx.url]) {
      const dashboard = await client(origin, adminCookies).get("/admin");
      expect(dashboard.status, origin).toBe(200);
      expect(await dashboard.text()).toContain(ADMIN.email);
      const anonymous = await client(origin).get("/admin");
      expect(await anonymous.text()).not.toContain(ADMIN.email);
    }
  });

  it("shows a write made through A through nginx and on B within 2 seconds", async () => {
    const visitor = client(nginx.url);
    const onB = client(instance("b").url);
    // Both caches hold the list before the write: nginx's (a second) and B's own.
    for (let i = 0; i < 3; i++) {
      await (await visitor.get("/news")).text();
      await (await onB.get("/news")).text();
    }
    expect((await visitor.get("/news")).headers.get("x-cache-status")).toMatch(/HIT|UPDATING/);

    const title = `Scale test story ${Date.now()}`;
    const created = await client(instance("a").url, adminCookies).post("/admin/articles/new", {
      title,
      slug: `scale-test-story-${Date.now()}`,
      summary: "Written through instance A.",
      content: "Visible everywhere.",
      imageUrl: "",
      author: "Addis Investment Group",
      published: "on",
    });
    expect(created.status).toBe(302);
    const written = performance.now();
    // Each place is asked again and again until the title shows, for at most 5 s.
    const shows = async (browser: TestClient) => {
      while (performance.now() - written < 5000) {
        if ((await (await browser.get("/news")).text()).includes(title)) {
          return performance.now() - written;
        }
        await pause(10);
      }
      return Number.POSITIVE_INFINITY;
    };
    const [throughNginx, onInstanceB] = await Promise.all([shows(visitor), shows(onB)]);
    console.log(
      `write visible through nginx after ${throughNginx.toFixed(0)} ms, on B after ${onInstanceB.toFixed(0)} ms`,
    );
    // nginx counts whole seconds: s-maxage=1 keeps a copy until the end of the second after the
    // one it was stored in (1 to 2 s), then the next request fetches the new one.
    expect(throughNginx).toBeLessThan(2000);
    expect(onInstanceB).toBeLessThan(2000);
  });

  it("counts sign-in failures across instances", async () => {
    const email = `guesser-${Date.now()}@example.com`;
    // TRUST_PROXY=1 and the request comes from loopback: the instances count this address.
    const from = { "x-forwarded-for": "198.51.100.23" };
    const attempt = (name: "a" | "b") =>
      client(instance(name).url).post("/admin/sign-in", { email, password: "wrong" }, from);
    const statuses: number[] = [];
    for (const name of ["a", "b", "a", "b", "a", "b"] as const) {
      statuses.push((await attempt(name)).status);
    }
    // Five failures per address and e-mail: three on A and two on B are five; the sixth, on B,
    // is refused although B itself saw only two before it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("serves media uploaded through A from B and through nginx", async () => {
    const bytes = pdf(2);
    const uploaded = await client(instance("a").url, adminCookies).upload("/admin/media/upload", {
      bytes,
      name: "Annual report.pdf",
      type: "application/pdf",
    });
    expect(uploaded.status).toBeLessThan(300);
    const { media } = (await uploaded.json()) as { media: { hash: string } };
    for (const origin of [instance("b").url, nginx.url]) {
      const served = await fetch(`${origin}/uploads/${media.hash}.pdf`);
      expect(served.status, origin).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("never gives a signed-in admin a page cached for visitors, nor a visitor the admin's", async () => {
    const visitor = client(nginx.url);
    const admin = client(nginx.url, adminCookies);
    const state = (response: Response) => ({
      nginx: response.headers.get("x-cache-status"),
      app: response.headers.get("x-cache"),
      cacheControl: response.headers.get("cache-control"),
    });

    // Visitor first: the page is stored; the admin still reaches an instance.
    await (await visitor.get("/?scale=visitor-first")).text();
    const stored = await visitor.get("/?scale=visitor-first");
    expect(state(stored)).toMatchObject({
      nginx: "HIT",
      cacheControl: "public, max-age=0, s-maxage=1, stale-while-revalidate=30",
    });
    const adminAfter = await admin.get("/?scale=visitor-first");
    expect(state(adminAfter)).toEqual({
      nginx: "BYPASS",
      app: "BYPASS", // rendered for the session by the instance
      cacheControl: "private, no-store",
    });

    // Admin first: nothing of the admin's answer is stored for the visitor.
    await (await admin.get("/?scale=admin-first")).text();
    const visitorAfter = await visitor.get("/?scale=admin-first");
    expect(state(visitorAfter).nginx).toBe("MISS");
    expect(state(visitorAfter).app).not.toBe("BYPASS");

    // A page only the admin may see is never answered to a visitor from the cache.
    const own = await admin.get("/admin");
    expect(await own.text()).toContain(ADMIN.email);
    const dashboard = await visitor.get("/admin");
    expect(dashboard.headers.get("x-cache-status")).not.toBe("HIT");
    expect(await dashboard.text()).not.toContain(ADMIN.email);
  });

  it("sends a visitor who chose Amharic from / to /am, even while / is cached", async () => {
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
    const ask = (cookie?: string) =>
      fetch(`${nginx.url}/?scale=language`, {
        redirect: "manual",
        headers: { "user-agent": browser, ...(cookie ? { cookie } : {}) },
      });
    await (await ask()).text();
    const cached = await ask();
    expect(cached.headers.get("x-cache-status")).toBe("HIT");
    for (let i = 0; i < 2; i++) {
      const chosen = await ask("site_lang=am");
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get("location")).toBe("/am?scale=language");
      expect(chosen.headers.get("x-cache-status")).toBe("BYPASS");
    }
    // The redirect was not stored: a visitor without the cookie still gets the English page.
    const english = await ask();
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
    // Other pages are never redirected, and are answered from the cache as usual.
    const news = await fetch(`${nginx.url}/am/news`, { headers: { cookie: "site_lang=am" } });
    expect(news.status).toBe(200);
  });

  it("stores a page once per encoding and answers each client in its own", async () => {
    const ask = (encoding: string) =>
      fetch(`${nginx.url}/?scale=encoding`, { headers: { "accept-encoding": encoding } });
    for (const [asked, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
    ] as const) {
      await (await ask(asked)).arrayBuffer();
      const answer = await ask(asked);
      expect(answer.headers.get("content-encoding"), asked).toBe(expected);
      expect(answer.headers.get("x-cache-status"), asked).toBe("HIT");
    }
    // Another spelling of the same choice shares the stored copy.
    const other = await ask("br");
    expect(other.headers.get("x-cache-status")).toBe("HIT");
    expect(other.headers.get("content-encoding")).toBe("br");
  });

  it("serves the hashed assets itself, and holds bodies to the app's limits", async () => {
    const html = await (await fetch(`${nginx.url}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] as string;
    expect(asset).toBeDefined();
    const served = await fetch(`${nginx.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-encoding")).toBe("gzip");
    // nginx's own 404 page: the request never went to an instance.
    const missing = await fetch(`${nginx.url}/assets/not-built.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<center>nginx</center>");

    const twoMiB = new Uint8Array(2 * 1024 * 1024);
    const form = await fetch(`${nginx.url}/news`, { method: "POST", body: twoMiB });
    expect(form.status).toBe(413);
    // The upload's own allowance: the body reaches the instance, which asks who is sending it.
    const upload = await fetch(`${nginx.url}/admin/media/upload`, {
      method: "POST",
      body: twoMiB,
      headers: { origin: nginx.url, "content-type": "application/octet-stream" },
    });
    expect(upload.status).toBe(401);
    // A video's allowance is larger (30 MiB reaches the instance); past 100 MiB nginx refuses.
    const video = await fetch(`${nginx.url}/admin/media/upload-video`, {
      method: "POST",
      body: new Uint8Array(30 * 1024 * 1024),
      headers: { origin: nginx.url, "content-type": "video/mp4" },
    });
    expect(video.status).toBe(401);
    const tooLarge = await fetch(`${nginx.url}/admin/media/upload-video`, {
      method: "POST",
      body: new Uint8Array(100 * 1024 * 1024 + 1),
      headers: { origin: nginx.url, "content-type": "video/mp4" },
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain("<center>nginx</center>");

    const plain = await fetch(`${nginx.redirectUrl}/news?page=2`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://127.0.0.1/news?page=2");
  });

  it("accepts the shipped file as an operator installs it, TLS and HTTP/2 included", () => {
    // A throwaway certificate where the placeholders point; only the cache folder moves.
    const folder = path.join(dir, "as-shipped");
    fs.mkdirSync(folder, { recursive: true });
    const [key, certificate] = [path.join(folder, "key.pem"), path.join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        ...[
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=example.com",
        ],
        ...["-keyout", key, "-out", certificate],
      ],
      { stdio: "ignore" },
    );
    const site = fs
      .readFileSync(SHIPPED_NGINX_CONF, "utf8")
      .replace("/etc/letsencrypt/live/example.com/fullchain.pem", certificate)
      .replace("/etc/letsencrypt/live/example.com/privkey.pem", key)
      .replace("/var/cache/nginx/addis-site", path.join(folder, "cache"));
    fs.writeFileSync(path.join(folder, "site.conf"), site);
    fs.writeFileSync(
      path.join(folder, "nginx.conf"),
      mainConfig(folder, path.join(folder, "site.conf")),
    );
    const checked = spawnSync(
      nginxBinary(),
      ["-t", "-e", "stderr", "-p", folder, "-c", path.join(folder, "nginx.conf")],
      { encoding: "utf8" },
    );
    expect(checked.stderr).toContain("test is successful");
  });

  it("loses no request when an instance is stopped under load", async () => {
    const load = startLoad(nginx.url, { paths: LOAD_PATHS, maxMs: 30_000 });
    await pause(1500);
    await stopInstance("a");
    await pause(1500);
    const counts = await load.stop();
    report("SIGTERM to one instance under load", counts);
    expect(counts.requests).toBeGreaterThan(500);
    expect(counts.connectionErrors + counts.failedStatus, counts.samples.join("\n")).toBe(0);
    await startInstance("a");
  });

  it("loses no request during a rolling restart of both instances", async () => {
    const load = startLoad(nginx.url, { paths: LOAD_PATHS, maxMs: 60_000 });
    await pause(1000);
    for (const name of ["a", "b"] as const) {
      await stopInstance(name);
      await startInstance(name);
      // nginx tries a failed instance again only after fail_timeout (docs/operations.md's procedure).
      await pause(FAIL_TIMEOUT_MS + 500);
    }
    const counts = await load.stop();
    report("rolling restart of both instances under load", counts);
    expect(counts.requests).toBeGreaterThan(1000);
    expect(counts.connectionErrors + counts.failedStatus, counts.samples.join("\n")).toBe(0);
  });
});
