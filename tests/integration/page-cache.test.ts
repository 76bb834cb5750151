import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { newsArticles, videos } from "../../db/schema";
import type { createApp } from "../../server/app";
import { PageCache } from "../../server/page-cache";
import { createRequestListener } from "../../server/start";
import { silentLogger } from "../support/build";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "Cached story",
  slug: "cached-story",
  summary: "First summary.",
  content: "Body.",
  imageUrl: "",
  author: "Addis Investment Group",
  published: "on",
};
const VIDEO = {
  title: "Cached clip",
  description: "First description.",
  videoUrl: "https://vimeo.com/76979871",
  thumbnailUrl: "",
  duration: "",
  category: "General",
  published: "on",
};

/**
 * Serves the app over real HTTP, as the production server does: cache hits are answered by
 * PageCache.nodeHandler before the application runs.
 */
async function serve(app: ReturnType<typeof createApp>, pageCache: PageCache) {
  const server = http.createServer(createRequestListener({ app, pageCache, logger: silentLogger }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = () => new TestClient({ request: (input, init) => fetch(input, init) }, origin);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { client, close };
}

describe.each(ENGINES)("the page cache on %s", (engine) => {
  let test: TestDatabase | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    await test?.drop();
    test = undefined;
  });

  async function setup() {
    test = await createTestDatabase(engine);
    await test.database.migrate();
    const pageCache = new PageCache();
    const app = appOn(test.database, {}, { pageCache });
    const http = await serve(app, pageCache);
    close = http.close;
    const admin = http.client();
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    return { app, db: test.database.db, admin, visitor: http.client() };
  }

  it("serves anonymous pages from memory with an ETag, 304 and compressed bodies", async () => {
    const { visitor } = await setup();
    const first = await visitor.get("/", { "accept-encoding": "identity" });
    expect(first.headers.get("x-cache")).toBe("MISS");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await visitor.get("/", { "accept-encoding": "br" });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBe("br");
    const gzip = await visitor.get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    // Three different bodies, three different strong validators.
    expect(second.headers.get("etag")).toBe(etag.replace(/"$/, '-br"'));
    expect(gzip.headers.get("etag")).toBe(etag.replace(/"$/, '-gzip"'));
    const notModified = await visitor.get("/", {
      "if-none-match": etag,
      "accept-encoding": "identity",
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-cache")).toBe("HIT");
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    // The same page, byte for byte, in every encoding; a HEAD gets the headers only.
    const plainText = await first.text();
    expect(plainText).toBe(await second.text());
    expect(plainText).toBe(await gzip.text());
    const head = await fetch(new Request(`${visitor.origin}/`, { method: "HEAD" }), {
      headers: { "accept-encoding": "identity" },
    });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(head.headers.get("content-type")).toMatch(/text\/html/);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(plainText));
  });

  it("compares If-None-Match weakly, per encoding, with * matching any", async () => {
    const { visitor } = await setup();
    const etag =
      (await visitor.get("/news", { "accept-encoding": "identity" })).headers.get("etag") ?? "";
    const brTag = etag.replace(/"$/, '-br"');
    const status = async (ifNoneMatch: string, encoding = "identity") =>
      (await visitor.get("/news", { "if-none-match": ifNoneMatch, "accept-encoding": encoding }))
        .status;
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status("*")).toBe(304);
    expect(await status(`"other", W/${etag}`)).toBe(304);
    expect(await status(brTag, "br")).toBe(304);
    expect(await status(`W/${brTag}`, "br")).toBe(304);
    // Another encoding's tag, or another page's, names another body: the page is sent.
    expect(await status(brTag)).toBe(200);
    expect(await status(etag, "br")).toBe(200);
    expect(await status('"other"')).toBe(200);
  });

  it("answers a HEAD for a page it does not hold yet with the headers a GET gets", async () => {
    const { visitor } = await setup();
    const names = ["etag", "vary", "cache-control", "content-length", "content-type"];
    for (const encoding of ["identity", "br"]) {
      const path = encoding === "br" ? "/sector/mining" : "/sector/export";
      const head = await fetch(`${visitor.origin}${path}`, {
        method: "HEAD",
        headers: { "accept-encoding": encoding },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get("x-cache")).toBe("MISS");
      const get = await visitor.get(path, { "accept-encoding": encoding });
      expect(get.headers.get("x-cache")).toBe("HIT");
      for (const name of names) {
        expect(head.headers.get(name), `${name} (${encoding})`).toBe(get.headers.get(name));
      }
      expect(head.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    }
  });

  it("marks a page that is not found as kept by no cache", async () => {
    const { visitor } = await setup();
    for (const path of ["/no-such-page", "/news/no-such-article", "/am/no-such-page"]) {
      const answer = await visitor.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("lets concurrent visitors of a page that is not cached yet share one render", async () => {
    const { visitor } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor.get("/news", { "accept-encoding": "identity" })),
    );
    const states = answers.map((a) => a.headers.get("x-cache"));
    expect(states.filter((s) => s === "MISS")).toHaveLength(1);
    expect(states.filter((s) => s === "HIT")).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
    expect(bodies.size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get("etag"))).size).toBe(1);
  });

  it("never serves a signed-in admin a cached page, and never caches what an admin was sent", async () => {
    const { admin, visitor } = await setup();
    // What an admin is sent is not stored: the next anonymous visitor gets a fresh render.
    expect((await admin.get("/sector/mining")).headers.get("x-cache")).toBe("BYPASS");
    expect((await visitor.get("/sector/mining")).headers.get("x-cache")).toBe("MISS");
    // A page cached for anonymous visitors is not served to an admin.
    await visitor.get("/");
    expect((await visitor.get("/")).headers.get("x-cache")).toBe("HIT");
    const asAdmin = await admin.get("/");
    expect(asAdmin.headers.get("x-cache")).toBe("BYPASS");
    expect(asAdmin.headers.get("etag")).toBeNull();
    // Admin pages and draft previews are never cached, signed in or not.
    expect((await visitor.get("/admin")).headers.get("x-cache")).toBeNull();
    expect((await visitor.get("/news/x?preview=1")).headers.get("x-cache")).toBeNull();
  });

  it("drops the cached pages on every kind of article write", async () => {
    const { db, admin, visitor } = await setup();
    const prime = async () => {
      await visitor.get("/");
      await visitor.get("/news");
      expect((await visitor.get("/")).headers.get("x-cache")).toBe("HIT");
      expect((await visitor.get("/news")).headers.get("x-cache")).toBe("HIT");
    };
    const expectFresh = async (contains: string | null, absent?: string) => {
      for (const path of ["/", "/news"]) {
        const response = await visitor.get(path);
        expect(response.headers.get("x-cache"), path).toBe("MISS");
        const html = await response.text();
        if (contains) expect(html).toContain(contains);
        if (absent) expect(html).not.toContain(absent);
      }
    };

    await prime();
    await admin.post("/admin/articles/new", ARTICLE); // create
    await expectFresh("First summary.");
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.slug, ARTICLE.slug));
    const id = row?.id ?? "";

    await prime();
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      summary: "Edited summary.",
      version: "1",
    }); // edit
    await expectFresh("Edited summary.", "First summary.");

    await prime();
    await admin.post("/admin?index", { unpublish: `${id}:2` }); // unpublish
    await expectFresh(null, "Edited summary.");

    await prime();
    await admin.post("/admin?index", { publish: `${id}:3` }); // publish
    await expectFresh("Edited summary.");

    await prime();
    await admin.post("/admin?index", { delete: `${id}:4` }); // delete
    await expectFresh(null, "Edited summary.");
  });

  it("drops the cached pages on every kind of video write", async () => {
    const { db, admin, visitor } = await setup();
    const prime = async () => {
      await visitor.get("/videos");
      expect((await visitor.get("/videos")).headers.get("x-cache")).toBe("HIT");
    };
    const fresh = async () => {
      const response = await visitor.get("/videos");
      expect(response.headers.get("x-cache")).toBe("MISS");
      return response.text();
    };

    await prime();
    await admin.post("/admin/videos/new", VIDEO);
    expect(await fresh()).toContain("First description.");
    const [row] = await db.select().from(videos);
    const id = row?.id ?? "";

    await prime();
    await admin.post(`/admin/videos/${id}`, {
      ...VIDEO,
      description: "Edited description.",
      version: "1",
    });
    expect(await fresh()).toContain("Edited description.");

    await prime();
    await admin.post("/admin/videos", { unpublish: `${id}:2` });
    expect(await fresh()).not.toContain("Edited description.");

    await prime();
    await admin.post("/admin/videos", { publish: `${id}:3` });
    expect(await fresh()).toContain("Edited description.");

    await prime();
    await admin.post("/admin/videos", { delete: `${id}:4` });
    expect(await fresh()).not.toContain("Edited description.");
  });
});

describe.runIf(ENGINES.includes("postgres"))("the page cache across instances", () => {
  it("hears other instances' announcements, never its own", async () => {
    const test = await createTestDatabase("postgres");
    try {
      const other = await test.connectAgain();
      const heard = { self: 0, other: 0 };
      const instances = [test.database, other];
      const counts = (channel: string) => {
        const count = [0, 0];
        for (const [i, database] of instances.entries()) {
          database.listen(channel, () => {
            count[i] = (count[i] ?? 0) + 1;
          });
        }
        return count;
      };
      // Listened to in this order: once 'ready' is heard, the others are listened to too.
      test.database.listen("test_channel", () => heard.self++);
      other.listen("test_channel", () => heard.other++);
      const done = counts("test_done");
      const ready = counts("test_ready");
      const bothHear = async (channel: string, count: number[]) =>
        expect
          .poll(async () => {
            for (const database of instances) await database.notify(channel);
            return count.every((n) => n > 0);
          })
          .toBe(true);
      await bothHear("test_ready", ready);
      await test.database.notify("test_channel");
      await test.database.notify("test_channel");
      await other.notify("test_channel");
      // Delivered in order: the announcements made after these are heard after them.
      await bothHear("test_done", done);
      expect(heard).toEqual({ self: 1, other: 2 });
      await other.close();
    } finally {
      await test.drop();
    }
  });

  it("drops another instance's cached pages through NOTIFY", async () => {
    const test = await createTestDatabase("postgres");
    try {
      await test.database.migrate();
      const other = await test.connectAgain();
      const cacheB = new PageCache();
      const appA = appOn(test.database);
      const appB = appOn(other, {}, { pageCache: cacheB });
      const admin = new TestClient(appA);
      await admin.signUp("owner@example.com");
      await admin.signIn("owner@example.com");
      const visitorB = new TestClient(appB);
      await visitorB.get("/news");
      expect((await visitorB.get("/news")).headers.get("x-cache")).toBe("HIT");
      // Give B's LISTEN connection time to be ready.
      await new Promise((resolve) => setTimeout(resolve, 300));

      await admin.post("/admin/articles/new", ARTICLE);
      await expect.poll(() => cacheB.size, { timeout: 5000 }).toBe(0);
      const response = await visitorB.get("/news");
      expect(response.headers.get("x-cache")).toBe("MISS");
      expect(await response.text()).toContain("Cached story");
    } finally {
      await test.drop();
    }
  });
});
