import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, openPostgresDatabase, queryRows } from "../../db/client.server";
import { TEST_SECRET } from "../support/build";
import { spawnServer } from "../support/server-process";
import {
  createTestDatabase,
  ENGINES,
  type Engine,
  migratedDataDir,
} from "../support/test-database";

/**
 * Load: CONNECTIONS concurrent clients for SECONDS of mixed traffic — public pages, article
 * pages, the sitemap and the feed, and signed-in admins creating, editing and publishing
 * articles — against the real server process. Every answer must be the expected one, every
 * acknowledged write must be in the database afterwards, and memory must stay flat after
 * warm-up.
 */
const SECONDS = Number(process.env.HARDENING_LOAD_SECONDS ?? (process.env.CI ? 30 : 60));
const CONNECTIONS = 100;
const ADMINS = 10;
const SEEDED = 20;
/** What the server may use at most under this load (docs/reliability.md). */
const RSS_CEILING_MB = 640;

interface Answer {
  status: number;
  location?: string;
  body: string;
}

function client(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 10 });
  const url = new URL(base);
  return {
    agent,
    send(
      method: string,
      pathname: string,
      options: { cookie?: string; form?: Record<string, string> } = {},
    ): Promise<Answer> {
      const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path: pathname,
            headers: {
              ...(options.cookie ? { cookie: options.cookie } : {}),
              ...(body
                ? {
                    "content-type": "application/x-www-form-urlencoded",
                    "content-length": Buffer.byteLength(body),
                    origin: base,
                  }
                : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                location: res.headers.location,
                body: Buffer.concat(chunks).toString(),
              }),
            );
            res.on("error", reject);
          },
        );
        req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
        req.on("error", reject);
        req.end(body);
      });
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

describe.each(ENGINES)("load on %s", (engine: Engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`${CONNECTIONS} connections for ${SECONDS} s: no errors, every write kept, memory flat`, async () => {
    const env: Record<string, string> = {
      LOG_LEVEL: "warn",
      AUTH_SECRET: TEST_SECRET,
      TEST_HOOKS: "1",
    };
    let verify: () => Promise<Map<string, { summary: string; published: boolean }>>;
    if (engine === "embedded") {
      const dir = migratedDataDir();
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      env.DATA_DIR = dir;
      verify = async () => {
        const database = await openEmbeddedDatabase(path.join(dir, "pgdata"));
        try {
          return await articlesBySlug(database.db);
        } finally {
          await database.close();
        }
      };
    } else {
      const test = await createTestDatabase("postgres", { migrated: false });
      cleanups.push(() => test.drop());
      env.DATABASE_URL = test.location;
      verify = async () => {
        const database = await openPostgresDatabase(test.location);
        try {
          return await articlesBySlug(database.db);
        } finally {
          await database.close();
        }
      };
    }
    const server = await spawnServer(env);
    cleanups.push(async () => {
      if (server.process.exitCode === null) server.process.kill("SIGKILL");
    });
    await server.ready(120_000);
    const http1 = client(server.url);
    cleanups.push(() => http1.agent.destroy());

    // One owner, signed in once per admin client; SEEDED articles to edit and publish.
    const signUp = await http1.send("POST", "/admin/signup", {
      form: {
        email: "owner@example.com",
        password: "owner-pass-1",
        confirmPassword: "owner-pass-1",
      },
    });
    expect(signUp.status).toBeLessThan(400);
    const cookie = await signInCookie(server.url);
    expect(cookie).toMatch(/session_token=/);
    // Two articles nobody touches, for the visitors; SEEDED the admins edit and (un)publish.
    for (const slug of ["stable-1", "stable-2"]) {
      await http1.send("POST", "/admin/articles/new", {
        cookie,
        form: article(slug, "stable", true),
      });
    }
    for (let i = 0; i < SEEDED; i++) {
      const created = await http1.send("POST", "/admin/articles/new", {
        cookie,
        form: article(`seed-${i}`, "seed", true),
      });
      expect(created.status).toBe(302);
    }
    const list = await http1.send("GET", "/admin", { cookie });
    const allIds = [...list.body.matchAll(/href="\/admin\/articles\/([0-9a-f-]{36})"/g)].map(
      (m) => m[1] as string,
    );
    const slugOf = new Map<string, string>();
    // The version each seeded article is at, as its form and list buttons carry it: a write
    // naming an older one is an edit conflict (409), as it is for a person.
    const versionOf = new Map<string, number>();
    for (const id of new Set(allIds)) {
      const page = await http1.send("GET", `/admin/articles/${id}`, { cookie });
      const slug = /value="(seed-\d+)"/.exec(page.body)?.[1];
      if (slug) slugOf.set(id, slug);
      versionOf.set(id, Number(/name="version" value="(\d+)"/.exec(page.body)?.[1]));
    }
    const seededIds = [...slugOf.keys()];
    expect(seededIds.length).toBe(SEEDED);

    // The traffic.
    const publicPaths = [
      "/",
      "/sector/mining",
      "/sector/export",
      "/news",
      "/news/stable-1",
      "/news/stable-2",
      "/videos",
      "/sitemap.xml",
      "/rss.xml",
    ];
    const latencies: number[] = [];
    const problems: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    const created: string[] = [];
    // The last acknowledged edit and publication state of each seeded article (each seeded
    // article belongs to one admin client, so its writes are ordered).
    const expected = new Map<string, { summary: string; published: boolean }>();
    // Memory, sampled under load: RSS every second, and every 3 s the JavaScript heap still live
    // after a full collection (the figure a leak makes grow; RSS alone also follows how much
    // free heap V8 chooses to keep).
    const rss: number[] = [];
    const liveHeap: number[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    const rssSampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
    const heapSampler = setInterval(async () => {
      try {
        const answer = await http1.send("GET", "/__test/memory");
        liveHeap.push((JSON.parse(answer.body) as { heapUsed: number }).heapUsed / 2 ** 20);
      } catch (error) {
        problems.push(`GET /__test/memory: ${(error as Error).message}`);
      }
    }, 3000);

    const timed = async (method: string, pathname: string, options = {}) => {
      const started = performance.now();
      try {
        const answer = await http1.send(method, pathname, options);
        latencies.push(performance.now() - started);
        requests++;
        if (answer.status >= 500) serverErrors++;
        return answer;
      } catch (error) {
        problems.push(`${method} ${pathname}: ${(error as Error).message}`);
        return undefined;
      }
    };

    const visitor = async (n: number) => {
      let i = n;
      while (Date.now() < deadline) {
        const pathname = publicPaths[i++ % publicPaths.length] as string;
        const answer = await timed("GET", pathname);
        if (answer && answer.status !== 200) problems.push(`GET ${pathname} → ${answer.status}`);
      }
    };
    const admin = async (n: number) => {
      const mine = seededIds.filter((_, index) => index % ADMINS === n);
      let step = 0;
      while (Date.now() < deadline) {
        step++;
        const slug = `load-${n}-${step}`;
        const made = await timed("POST", "/admin/articles/new", {
          cookie,
          form: article(slug, `made ${step}`, step % 2 === 0),
        });
        if (made?.status === 302) created.push(slug);
        else if (made) problems.push(`create ${slug} → ${made.status}`);

        const id = mine[step % mine.length] as string;
        const summary = `edit ${n}-${step}`;
        const published = step % 3 !== 0;
        const edited = await timed("POST", `/admin/articles/${id}`, {
          cookie,
          form: {
            ...article(slugOf.get(id) ?? "", summary, published),
            version: String(versionOf.get(id)),
          },
        });
        if (edited?.status === 302) {
          expected.set(id, { summary, published });
          versionOf.set(id, (versionOf.get(id) ?? 0) + 1);
        } else if (edited) problems.push(`edit ${id} → ${edited.status}`);

        // As the list's button does it: a data request answered with the row's new HTML.
        const toggled = await timed("POST", "/admin.data?index", {
          cookie,
          form: { [published ? "unpublish" : "publish"]: `${id}:${versionOf.get(id)}` },
        });
        if (toggled?.status === 200) {
          expected.set(id, { summary, published: !published });
          versionOf.set(id, (versionOf.get(id) ?? 0) + 1);
        } else if (toggled) problems.push(`toggle ${id} → ${toggled.status}`);
      }
    };
    await Promise.all([
      ...Array.from({ length: CONNECTIONS - ADMINS }, (_, n) => visitor(n)),
      ...Array.from({ length: ADMINS }, (_, n) => admin(n)),
    ]);
    clearInterval(rssSampler);
    clearInterval(heapSampler);

    latencies.sort((a, b) => a - b);
    const mean = (list: number[]) => list.reduce((s, v) => s + v, 0) / Math.max(1, list.length);
    // Warm-up is the first quarter of the run; "after warm-up" the second, "end" the last.
    const phases = (samples: number[]) => {
      const quarter = Math.max(1, Math.floor(samples.length / 4));
      return {
        afterWarmUp: mean(samples.slice(quarter, 2 * quarter)),
        atEnd: mean(samples.slice(-quarter)),
      };
    };
    const heapPhases = phases(liveHeap);
    const rssPhases = phases(rss);
    const rssPeak = Math.max(...rss);
    console.log(
      `load on ${engine}: ${requests} requests in ${SECONDS} s (${Math.round(requests / SECONDS)}/s), ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
        `${problems.length} errors, ${serverErrors} 5xx; ${created.length} articles created, ` +
        `${expected.size} edited/published; live heap ${heapPhases.afterWarmUp.toFixed(0)} (after warm-up) → ${heapPhases.atEnd.toFixed(0)} MB (end); ` +
        `RSS ${rss[0]?.toFixed(0)} → ${rssPhases.afterWarmUp.toFixed(0)} → ${rssPhases.atEnd.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB`,
    );

    // Stop the server cleanly (embedded: the folder is then opened by the check below).
    server.process.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const stored = await verify();
    const missing = created.filter((slug) => !stored.has(slug));
    const wrong = [...expected].filter(([id, want]) => {
      const got = stored.get(slugOf.get(id) ?? "");
      return got?.summary !== want.summary || got.published !== want.published;
    });
    console.log(
      `load on ${engine}: ${created.length - missing.length}/${created.length} created and ${expected.size - wrong.length}/${expected.size} edited articles found afterwards`,
    );

    expect(problems.slice(0, 10)).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(created.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
    // Flat: the live heap grows by no more than 20% between the end of warm-up and the end of
    // the run (while the articles grow from 20 to hundreds), and RSS stays under its ceiling.
    expect(liveHeap.length).toBeGreaterThanOrEqual(8);
    expect(heapPhases.atEnd).toBeLessThan(heapPhases.afterWarmUp * 1.2);
    expect(rssPeak).toBeLessThan(RSS_CEILING_MB);
  });
});

function article(slug: string, summary: string, published: boolean): Record<string, string> {
  return {
    title: `Article ${slug}`,
    slug,
    summary,
    content: "## Load\n\nSome content.",
    imageUrl: "",
    author: "Load test",
    ...(published ? { published: "on" } : {}),
  };
}

async function articlesBySlug(db: Parameters<typeof queryRows>[0]) {
  const rows = await queryRows<{ slug: string; summary: string; published: boolean }>(
    db,
    sql`select slug, summary, published from news_articles`,
  );
  return new Map(rows.map((row) => [row.slug, { summary: row.summary, published: row.published }]));
}

/** Signs in with fetch and returns the session cookie. */
async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/admin/sign-in`, {
    method: "POST",
    body: new URLSearchParams({
      email: "owner@example.com",
      password: "owner-pass-1",
    }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    redirect: "manual",
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
