import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../tests/support/build";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../tests/support/test-database";
import { PageCache } from "../page-cache";
import { cachedPages, PUBLIC_PAGES, shareContentChanges } from "./page-cache";

function appWith(pageCache: PageCache) {
  let renders = 0;
  const app = new Hono();
  app.use(cachedPages(pageCache));
  app.get("*", (c) => {
    renders++;
    return c.html(`<p>${c.req.path} render ${renders}</p>`);
  });
  return { app, renders: () => renders };
}

describe("PUBLIC_PAGES", () => {
  const cacheable = (url: string) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    return PUBLIC_PAGES.isCacheable(pathname, searchParams);
  };

  it("caches public pages, never the admin area, test endpoints, health check or previews", () => {
    for (const url of ["/", "/news", "/news/a-story", "/news.data", "/videos?page=2"]) {
      expect(cacheable(url), url).toBe(true);
    }
    for (const url of [
      "/admin",
      "/admin/news",
      "/admin.data",
      "/__test/error",
      "/healthz",
      "/news/a-story?preview=1",
    ]) {
      expect(cacheable(url), url).toBe(false);
    }
  });

  it("counts a request with a session cookie as signed in", () => {
    expect(PUBLIC_PAGES.isSignedIn("aig.session_token=abc")).toBe(true);
    expect(PUBLIC_PAGES.isSignedIn("theme=dark; __Secure-aig.session_token=abc")).toBe(true);
    expect(PUBLIC_PAGES.isSignedIn("theme=dark")).toBe(false);
    expect(PUBLIC_PAGES.isSignedIn(undefined)).toBe(false);
  });
});

describe("cachedPages", () => {
  it("renders a public page once for anonymous visitors and bypasses signed-in ones", async () => {
    const { app, renders } = appWith(new PageCache());
    expect((await app.request("/news")).headers.get("x-cache")).toBe("MISS");
    const hit = await app.request("/news");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe("<p>/news render 1</p>");
    expect(renders()).toBe(1);

    const signedIn = await app.request("/news", { headers: { cookie: "aig.session_token=x" } });
    expect(signedIn.headers.get("x-cache")).toBe("BYPASS");
    expect(await signedIn.text()).toBe("<p>/news render 2</p>");
    expect((await app.request("/admin")).headers.get("x-cache")).toBeNull();
  });
});

describe.each(ENGINES)("shareContentChanges on %s", (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it("empties the cache when content changes here", async () => {
    test = await createTestDatabase(engine);
    const pageCache = new PageCache();
    const contentChanged = shareContentChanges({
      pageCache,
      database: test.database,
      logger: silentLogger,
    });
    const { app } = appWith(pageCache);
    await app.request("/");
    expect(pageCache.size).toBe(1);
    contentChanged();
    expect(pageCache.size).toBe(0);
    expect((await app.request("/")).headers.get("x-cache")).toBe("MISS");
  });

  it.runIf(engine === "postgres")(
    "empties the cache when another instance on the same PostgreSQL changes content",
    async () => {
      test = await createTestDatabase(engine);
      const here = new PageCache();
      shareContentChanges({ pageCache: here, database: test.database, logger: silentLogger });
      const there = new PageCache();
      const otherInstanceChanged = shareContentChanges({
        pageCache: there,
        database: await test.connectAgain(),
        logger: silentLogger,
      });
      const { app } = appWith(here);
      await app.request("/");
      expect(here.size).toBe(1);
      // The listening connection opens in the background: announce until it hears.
      const deadline = Date.now() + 10_000;
      while (here.size > 0 && Date.now() < deadline) {
        otherInstanceChanged();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(here.size).toBe(0);
    },
  );
});
