/**
 * npm run bench — measures the production server on this machine and prints one table.
 * See docs/performance.md for what each row means and how to read it.
 *
 * Needs wrk and nginx (installed with apt-get when missing, as root) and Chromium for Lighthouse
 * (`npx lighthouse@12`, fetched from the npm registry on first use). PostgreSQL rows need
 * BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "../../db/client.server";
import { PROJECT_ROOT } from "../../db/paths";
import { createApp } from "../../server/app";
import { PageCache } from "../../server/page-cache";
// @ts-expect-error: a plain JavaScript helper shared with `npm start`.
import { ensureBuild } from "../ensure-build.mjs";
import { loadServerBuild, TEST_SECRET, testConfig } from "../lib/build";
import { CHROMIUM_ARGS } from "../lib/chromium";
import { TestClient } from "../lib/http-client";
import { freePort, spawnServer } from "../lib/server-process";
import { LARGE_LIST_ROWS, LIST_ROWS, measureAdminList, seedArticles } from "./admin-list";
import { measureAlerts } from "./alerts";
import { BLOCKS_PAGE, seedBlocksPage } from "./blocks";
import { measureEditor } from "./editor";
import { measureInsight } from "./insight";
import { measureInsightReport } from "./insight-report";
import { MEDIA_ARTICLE_PATH, measureMedia, measureUploadMemory } from "./media";
import { rssMb } from "./memory";
import { measurePdfExtraction } from "./pdf";
import { measureProxy } from "./proxy";
import { measurePublishing, PUBLISHING_PAGES, seedPublishing } from "./publishing";
import { measureSearch, seedSearchArticles } from "./search";
import { measureSitePhotos, SITE_PHOTO_PAGES } from "./site-photos";
import { average, ensureTool, type WrkResult, wrk } from "./wrk";

const rows: [string, string][] = [];
const row = (label: string, value: string) => {
  rows.push([label, value]);
  console.error(`  ${label}: ${value}`);
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** GET with one retry: a keep-alive socket the server closed during a long wrk run fails once. */
async function getBytes(url: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return Buffer.from(await (await fetch(url)).arrayBuffer());
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function seedPublic(url: string) {
  const post = (data: Record<string, unknown>) =>
    fetch(`${url}/__test/content`, {
      method: "POST",
      body: JSON.stringify(data),
      headers: { "content-type": "application/json" },
    });
  for (let i = 1; i <= 3; i++) {
    await post({
      kind: "article",
      slug: `bench-article-${i}`,
      title: `Copper output rises for the ${i}. quarter in a row`,
      summary: "Our processing plant keeps breaking records while safety stays first.",
      content:
        "## Results\n\nProduction grew again this quarter.\n\n- Safety first\n- Community investment\n\n".repeat(
          6,
        ),
      imageUrl: `${url}/media/copper-operations-poster.jpg`,
      published: true,
    });
  }
  for (let i = 1; i <= 4; i++) {
    await post({
      kind: "video",
      title: `Video ${i}`,
      description: "A look at our work.",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      duration: "3:30",
      published: true,
    });
  }
}

async function throughput(url: string, pid: number) {
  ensureTool("wrk", "wrk");
  ensureTool("nginx", "nginx-light");
  const pages = {
    "/": "index.html",
    "/sector/mining": "mining.html",
    "/news/bench-article-1": "article.html",
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "aig-nginx-"));
  const bareHeaders: Record<string, string[]> = {};
  for (const [page, file] of Object.entries(pages)) {
    // Uncompressed, as wrk asks for it.
    const response = await fetch(`${url}${page}`, { headers: { "accept-encoding": "identity" } });
    fs.writeFileSync(path.join(root, file), Buffer.from(await response.arrayBuffer()));
    bareHeaders[`/${file}`] = [...response.headers]
      .filter(([name]) => !/^(date|connection|keep-alive|transfer-encoding)$/.test(name))
      .flat();
  }
  // The ceiling for Node itself: node:http answering the same bytes with the same headers from
  // memory, no framework at all.
  const barePort = await freePort();
  fs.writeFileSync(path.join(root, "headers.json"), JSON.stringify(bareHeaders));
  const bare = spawn(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      `import http from "node:http"; import fs from "node:fs";
const root = ${JSON.stringify(root)};
const headers = JSON.parse(fs.readFileSync(root + "/headers.json", "utf8"));
const bodies = Object.fromEntries(Object.keys(headers).map((p) => [p, fs.readFileSync(root + p)]));
http.createServer((req, res) => { res.writeHead(200, headers[req.url]); res.end(bodies[req.url]); })
  .listen(${barePort}, "127.0.0.1");`,
    ],
    { stdio: "ignore" },
  );
  // The minimal configuration (nginx's defaults: no sendfile) is the comparison; a tuned one
  // (sendfile on, long keep-alive) is measured as well, for the record.
  const configs = {
    minimal: "",
    tuned: "sendfile on; tcp_nopush on; keepalive_requests 100000;",
  };
  const ports: Record<string, number> = {};
  const servers: ReturnType<typeof spawn>[] = [];
  for (const [name, extra] of Object.entries(configs)) {
    const port = await freePort();
    ports[name] = port;
    const conf = path.join(root, `nginx-${name}.conf`);
    fs.writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${root}/nginx-${name}.pid; error_log ${root}/error-${name}.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html; ${extra}
  server { listen 127.0.0.1:${port}; root ${root}; } }`,
    );
    servers.push(spawn("nginx", ["-c", conf], { stdio: "ignore" }));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    for (const [page, file] of Object.entries(pages)) {
      await getBytes(`${url}${page}`); // warm the page cache
      const ours: WrkResult[] = [];
      const theirs: WrkResult[] = [];
      for (let round = 0; round < 2; round++) {
        ours.push(wrk(`${url}${page}`));
        theirs.push(wrk(`http://127.0.0.1:${ports.minimal}/${file}`));
      }
      const tuned = wrk(`http://127.0.0.1:${ports.tuned}/${file}`);
      const bareNode = wrk(`http://127.0.0.1:${barePort}/${file}`);
      const a = average(ours);
      const b = average(theirs);
      row(
        `GET ${page} ours / nginx`,
        `${a.rps.toFixed(0)} / ${b.rps.toFixed(0)} req/s (×${(a.rps / b.rps).toFixed(2)}); p50 ${a.p50.toFixed(2)} / ${b.p50.toFixed(2)} ms; p99 ${a.p99.toFixed(2)} / ${b.p99.toFixed(2)} ms (×${(a.p99 / b.p99).toFixed(2)})`,
      );
      row(
        `GET ${page} bare node:http, same bytes and headers`,
        `${bareNode.rps.toFixed(0)} req/s (×${(bareNode.rps / b.rps).toFixed(2)} nginx; ours ×${(a.rps / bareNode.rps).toFixed(2)} of it); p50 ${bareNode.p50.toFixed(2)} ms; p99 ${bareNode.p99.toFixed(2)} ms`,
      );
      row(
        `GET ${page} nginx with sendfile (for the record)`,
        `${tuned.rps.toFixed(0)} req/s (ours ×${(a.rps / tuned.rps).toFixed(2)}); p50 ${tuned.p50.toFixed(2)} ms; p99 ${tuned.p99.toFixed(2)} ms`,
      );
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    bare.kill("SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  }
  row("RSS after load (embedded)", `${rssMb(pid).toFixed(0)} MB`);
}

/** What a first visit to `page` transfers: its HTML, script, styles and fonts. */
async function bytesOnTheWire(url: string, page: string) {
  const html = await getBytes(`${url}${page}`);
  const assets = [...new Set(html.toString().match(/\/assets\/[\w.-]+\.(js|css|woff2)/g) ?? [])];
  const kinds = ["html", "js", "css", "woff2"] as const;
  const sizes = Object.fromEntries(kinds.map((kind) => [kind, [0, 0, 0]])) as Record<
    (typeof kinds)[number],
    number[]
  >;
  const add = (kind: (typeof kinds)[number], body: Buffer) => {
    sizes[kind][0] = (sizes[kind][0] ?? 0) + body.length;
    // woff2 is compressed already: it travels as it is.
    sizes[kind][1] =
      (sizes[kind][1] ?? 0) +
      (kind === "woff2" ? body.length : zlib.gzipSync(body, { level: 9 }).length);
    sizes[kind][2] =
      (sizes[kind][2] ?? 0) +
      (kind === "woff2" ? body.length : zlib.brotliCompressSync(body).length);
  };
  add("html", html);
  for (const asset of assets) {
    const kind = asset.endsWith(".js") ? "js" : asset.endsWith(".css") ? "css" : "woff2";
    add(kind, fs.readFileSync(path.join(PROJECT_ROOT, "build", "client", asset)));
  }
  for (const kind of kinds) {
    const [raw = 0, gz = 0, br = 0] = sizes[kind];
    if (raw === 0) continue;
    row(
      `${page} ${kind === "woff2" ? "font" : kind.toUpperCase()} bytes (raw / gzip / brotli)`,
      `${kb(raw)} / ${kb(gz)} / ${kb(br)}`,
    );
  }
}

function lighthouse(
  url: string,
  pages = ["/", "/sector/mining", "/news/bench-article-1", "/am", "/om", "/am/sector/mining"],
  note = "",
) {
  for (const page of pages) {
    // A run that errors (Chromium failing to start or to paint right after the load runs) is
    // repeated once; both attempts are reported if the second fails too.
    let report: LighthouseReport | undefined;
    const failures: string[] = [];
    for (let attempt = 0; attempt < 2 && !report; attempt++) {
      const result = runLighthouse(`${url}${page}`);
      if (typeof result === "string") failures.push(result);
      else report = result;
    }
    if (!report) {
      row(`Lighthouse ${page}`, `failed: ${failures.join("; ")}`);
      continue;
    }
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.displayValue ?? "?";
    row(
      `Lighthouse ${page} (mobile${note ? `, ${note}` : ""})`,
      `perf ${score("performance")}, a11y ${score("accessibility")}, best ${score("best-practices")}, SEO ${score("seo")}; LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`,
    );
  }
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

/** One Lighthouse run: its report, or why it failed. */
function runLighthouse(target: string): LighthouseReport | string {
  const out = path.join(os.tmpdir(), `lh-${Date.now()}.json`);
  const result = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12",
      target,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-path=${CHROME}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
    ],
    { encoding: "utf8", env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (!fs.existsSync(out)) return (result.stderr ?? "").split("\n").slice(-3).join(" ");
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseReport;
  // BENCH_LIGHTHOUSE_KEEP=<folder>: the whole reports are kept there, to read what a score is made of.
  const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    const name = new URL(target).pathname.replace(/\W+/g, "_") || "_";
    fs.copyFileSync(out, path.join(keep, `${name}-${Date.now()}.json`));
  }
  fs.rmSync(out, { force: true });
  if (report.runtimeError || report.categories.performance?.score == null) {
    return report.runtimeError?.message ?? "no performance score";
  }
  return report;
}

async function withArticles(database: Database, count: number) {
  await database.db.execute(sql`delete from news_articles`);
  await database.db.execute(sql`
    insert into news_articles (title, slug, summary, content, author, published, published_at, created_at)
    select 'Article ' || n, 'article-' || n, 'Summary of article ' || n, repeat('Content. ', 200), 'Bench',
           true, now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
}

async function renderTimes(database: Database, label: string) {
  const build = await loadServerBuild();
  const logger = pino({ level: "silent" });
  // A cache that keeps nothing: every request renders.
  const app = createApp({
    config: testConfig(),
    authSecret: TEST_SECRET,
    logger,
    database,
    build,
    pageCache: new PageCache(0),
  });
  const admin = new TestClient(app);
  await admin.signUp("bench@example.com", "bench-pass");
  await admin.signIn("bench@example.com", "bench-pass");
  for (const count of [10, 10_000]) {
    await withArticles(database, count);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await (await app.request("/")).arrayBuffer();
      times.push(performance.now() - started);
    }
    row(
      `render / with ${count.toLocaleString("en-US")} articles (${label}, median of 200)`,
      `${median(times).toFixed(2)} ms`,
    );
  }
  for (const count of [1_000, 10_000]) {
    await withArticles(database, count);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const body = await (await admin.get("/admin")).arrayBuffer();
      times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    row(
      `admin list with ${count.toLocaleString("en-US")} articles (${label})`,
      `${median(times).toFixed(1)} ms, ${kb(bytes)}`,
    );
  }
  await seedSearchArticles(database);
  await measureSearch(app, database, label, row);
}

/** `npm run bench -- search`: only the search rows, embedded and (with a URL) PostgreSQL. */
async function searchOnly() {
  const build = await loadServerBuild();
  const measure = async (database: Database, label: string) => {
    const app = createApp({
      config: testConfig(),
      authSecret: TEST_SECRET,
      logger: pino({ level: "silent" }),
      database,
      build,
      pageCache: new PageCache(0),
    });
    await seedSearchArticles(database);
    await measureSearch(app, database, label, row);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-search-"));
  const embedded = await openEmbeddedDatabase(path.join(dir, "pgdata"));
  try {
    await embedded.migrate();
    await measure(embedded, "embedded");
  } finally {
    await embedded.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await withScratchPostgres("aig_bench_search", (database) => measure(database, "postgres"));
}

/**
 * Runs `work` on a new, migrated database of the PostgreSQL server named by BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), dropped afterwards; nothing without one.
 */
async function withScratchPostgres(
  prefix: string,
  work: (database: Database, url: string) => Promise<void>,
) {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  try {
    await database.migrate();
    await work(database, url.toString());
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `npm run bench -- insight`: cached / alone and with beacon traffic, and the beacon endpoint's
 * throughput (behind a trusted proxy: each beacon from its own visitor's address).
 */
async function insightOnly() {
  ensureTool("wrk", "wrk");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-insight-"));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    TEST_HOOKS: "1",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    // BENCH_DATABASE_URL: the same on a PostgreSQL server (an empty database), where the
    // batches are written by PostgreSQL's processes rather than in the server's own thread.
    ...(process.env.BENCH_DATABASE_URL
      ? {
          DATABASE_URL: process.env.BENCH_DATABASE_URL,
          AUTH_SECRET: randomBytes(32).toString("base64"),
        }
      : {}),
  });
  try {
    await server.ready();
    await seedPublic(server.url);
    await measureInsight(server.url, server.pid, row);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- proxy`: only the row of the site behind nginx (a minute rather than many). */
async function proxyOnly() {
  ensureTool("wrk", "wrk");
  ensureTool("nginx", "nginx-light");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-"));
  const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
  try {
    await server.ready();
    await seedPublic(server.url);
    await measureProxy(server.url, row);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- admin-list`: only the admin list, with 10,000 articles on the embedded
 * database, and with 10,000 then 100,000 on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
async function adminListOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-list-"));
  try {
    const embedded = await openEmbeddedDatabase(path.join(dataDir, "pgdata"));
    try {
      await embedded.migrate();
      await seedArticles(embedded);
    } finally {
      await embedded.close();
    }
    const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
    try {
      await server.ready(120_000);
      await measureAdminList(server, "embedded", row, CHROME);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await withScratchPostgres("aig_bench_list", async (database, url) => {
    for (const count of [LIST_ROWS, LARGE_LIST_ROWS]) {
      await seedArticles(database, count);
      await measureListOnPostgres(url, count);
    }
  });
}

/**
 * `npm run bench -- insight-report`: Insight's 90-day report over 1,000,000 recorded views, on the
 * embedded database and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
async function insightReportOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-insight-"));
  try {
    const embedded = await openEmbeddedDatabase(path.join(dataDir, "pgdata"));
    try {
      await embedded.migrate();
      await measureInsightReport(embedded, "embedded", row);
    } finally {
      await embedded.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await withScratchPostgres("aig_bench_insight", (database) =>
    measureInsightReport(database, "PostgreSQL", row),
  );
}

/** The admin list measured through a server on the PostgreSQL database at `url`. */
async function measureListOnPostgres(url: string, count: number) {
  const server = await spawnServer({
    DATABASE_URL: url,
    AUTH_SECRET: TEST_SECRET,
    TEST_HOOKS: "1",
    LOG_LEVEL: "warn",
  });
  try {
    await server.ready();
    await measureAdminList(server, "PostgreSQL", row, CHROME, count);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}

/** The server's memory over ten 12-megapixel uploads, on a fresh embedded data folder. */
async function uploadMemory() {
  const memoryDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-memory-"));
  const memoryServer = await spawnServer({
    DATA_DIR: memoryDir,
    TEST_HOOKS: "1",
    LOG_LEVEL: "warn",
  });
  try {
    await memoryServer.ready();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await measureUploadMemory(memoryServer, row);
  } finally {
    memoryServer.process.kill("SIGTERM");
    await memoryServer.exited;
    fs.rmSync(memoryDir, { recursive: true, force: true });
  }
}

/** `npm run bench editor`: typing in the rich-text editor on a long article. */
async function editorOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-editor-"));
  const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
  try {
    await server.ready();
    await measureEditor(server, row, CHROME);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- publishing`: /tenders and /investors with 1,000 tenders and 500 documents on
 * the embedded database, with their Lighthouse runs (mobile), and a page with every block.
 */
async function publishingOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-publishing-"));
  try {
    const embedded = await openEmbeddedDatabase(path.join(dataDir, "pgdata"));
    try {
      await embedded.migrate();
      await seedPublishing(embedded);
    } finally {
      await embedded.close();
    }
    const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
    try {
      await server.ready(120_000);
      await measurePublishing(server, row);
      await seedBlocksPage(server);
      if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
        lighthouse(server.url, [...PUBLISHING_PAGES, BLOCKS_PAGE]);
      }
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench site-photos`: the site's hero photos alone, with their Lighthouse runs. */
async function sitePhotosOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-photos-"));
  const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
  try {
    await server.ready();
    await measureSitePhotos(server, row, CHROME);
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
      lighthouse(server.url, SITE_PHOTO_PAGES, "with hero photos");
    }
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild({ quiet: true });
  console.error(
    `Benchmark on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  if (process.argv[2] === "proxy") {
    await proxyOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "insight") {
    await insightOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "memory") {
    await uploadMemory();
    printTable();
    return;
  }
  if (process.argv[2] === "admin-list") {
    await adminListOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "insight-report") {
    await insightReportOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "search") {
    await searchOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "site-photos") {
    await sitePhotosOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "publishing") {
    await publishingOnly();
    printTable();
    return;
  }
  if (process.argv[2] === "alerts") {
    await measureAlerts(row);
    printTable();
    return;
  }
  if (process.argv[2] === "editor") {
    await editorOnly();
    printTable();
    return;
  }

  // 1, 4, 5, 6: the real server process on the embedded database.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-"));
  const server = await spawnServer({ DATA_DIR: dataDir, TEST_HOOKS: "1", LOG_LEVEL: "warn" });
  try {
    await server.ready();
    await seedPublic(server.url);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    row("RSS idle (embedded)", `${rssMb(server.pid).toFixed(0)} MB`);
    await throughput(server.url, server.pid);
    await measureProxy(server.url, row);
    for (const page of ["/", "/am", "/om"]) await bytesOnTheWire(server.url, page);
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") lighthouse(server.url);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // 7: the media library, on a fresh embedded data folder.
  {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-media-"));
    const mediaServer = await spawnServer({
      DATA_DIR: mediaDir,
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
    });
    try {
      await mediaServer.ready();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await measureMedia(mediaServer, row, CHROME);
      await measurePdfExtraction(mediaServer, row);
      await measureSitePhotos(mediaServer, row, CHROME);
      await measureEditor(mediaServer, row, CHROME);
      if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
        lighthouse(mediaServer.url, [MEDIA_ARTICLE_PATH]);
        lighthouse(mediaServer.url, SITE_PHOTO_PAGES, "with hero photos");
      }
    } finally {
      mediaServer.process.kill("SIGTERM");
      await mediaServer.exited;
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  }

  // 8: the server's memory over ten uploads, on a fresh embedded data folder.
  await uploadMemory();

  // 9: tenders and documents at their expected size.
  await publishingOnly();

  // 9b: what counting page views costs cached pages, and the beacon's throughput.
  await insightOnly();

  // 10: an article to 10,000 alert subscribers.
  await measureAlerts(row);

  // 2, 3: in-process renders, embedded.
  const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-db-"));
  const embedded = await openEmbeddedDatabase(path.join(embeddedDir, "pgdata"));
  await embedded.migrate();
  try {
    await renderTimes(embedded, "embedded");
    await seedArticles(embedded);
  } finally {
    await embedded.close();
  }
  // The admin list with 10,000 articles, served by the real server on that data folder.
  {
    const listServer = await spawnServer({
      DATA_DIR: embeddedDir,
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
    });
    try {
      await listServer.ready(120_000);
      await measureAdminList(listServer, "embedded", row, CHROME);
    } finally {
      listServer.process.kill("SIGTERM");
      await listServer.exited;
    }
    fs.rmSync(embeddedDir, { recursive: true, force: true });
  }

  // PostgreSQL: renders and the server's memory.
  await withScratchPostgres("aig_bench", async (database, url) => {
    await renderTimes(database, "PostgreSQL");
    // The admin list with 10,000 articles, then with 100,000 (ADR 035).
    for (const count of [LIST_ROWS, LARGE_LIST_ROWS]) {
      await seedArticles(database, count);
      await measureListOnPostgres(url, count);
    }
    await database.db.execute(sql`delete from news_articles`);
    const pgServer = await spawnServer({
      DATABASE_URL: url,
      AUTH_SECRET: TEST_SECRET,
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
    });
    try {
      await pgServer.ready();
      await seedPublic(pgServer.url);
      row("RSS idle (PostgreSQL)", `${rssMb(pgServer.pid).toFixed(0)} MB`);
      ensureTool("wrk", "wrk");
      wrk(`${pgServer.url}/`);
      row("RSS after load (PostgreSQL)", `${rssMb(pgServer.pid).toFixed(0)} MB`);
    } finally {
      pgServer.process.kill("SIGTERM");
      await pgServer.exited;
    }
  });

  printTable();
}

function printTable() {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n| measurement${" ".repeat(Math.max(0, width - 11))} | result |`);
  console.log(`| ${"-".repeat(width)} | --- |`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
}

await main();
process.exit(0);
