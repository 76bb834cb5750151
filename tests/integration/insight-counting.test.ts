import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  BEACONS_PER_ADDRESS_MINUTE,
  type PageViewRecorder,
  pageViewRecorder,
  VIEWS_PER_VISITOR_PAGE_HOUR,
} from "../../app/features/insight/page-views.server";
import { SECTORS } from "../../app/features/site/content";
import { publishedIdsBySlug } from "../../app/kinds/registry.server";
import { type Database, queryRows } from "../../db/client.server";
import { newsArticles } from "../../db/schema";
import { createFeatures, housekeeping } from "../../server/features";
import { testPasswordHashing } from "../../server/test-hooks";
import { silentLogger, TEST_SECRET, testConfig } from "../support/build";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const ORIGIN = "http://localhost";
const ADDRESS = "203.0.113.7";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ENV = { TRUST_PROXY: "1" };
const INSIGHT_TABLES = ["insight_hours", "insight_days", "insight_salts", "insight_visitors"];

/**
 * Counting the public pages' views (ADR 054): the beacon and the image without script, what is
 * counted and what is not, a day's visitors, the limits, and several instances adding up.
 */
describe.each(ENGINES)("counting page views on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** The app on `database`, counting on a clock the test moves. */
  function countingApp(database: Database, clock: { now: Date }) {
    const config = testConfig(ENV);
    const failures: unknown[] = [];
    const views: PageViewRecorder = pageViewRecorder({
      db: database.db,
      timeZone: config.site.timeZone,
      ownHosts: [new URL(ORIGIN).hostname],
      sectors: SECTORS.map((sector) => sector.slug),
      publishedItems: (kind, slugs) => publishedIdsBySlug(database.db, kind, slugs),
      onError: (error) => failures.push(error),
      flushEveryMs: 600_000,
      now: () => clock.now,
    });
    closing.push(views.close);
    const features = createFeatures({
      config,
      logger: silentLogger,
      database,
      authSecret: TEST_SECRET,
      passwordHashing: testPasswordHashing,
    });
    const app = appOn(database, ENV, { features: { ...features, insight: { views } } });
    const flush = async () => {
      await views.flush();
      expect(failures).toEqual([]);
    };
    return { app, views, flush };
  }

  async function setup() {
    const test = await freshDatabase();
    const clock = { now: new Date("2026-11-27T09:30:00Z") };
    const [article] = await test.database.db
      .insert(newsArticles)
      .values({
        title: "Copper Output Rises",
        slug: "copper-output-rises",
        summary: "The mine doubles its output.",
        content: "The new shaft is open.",
        author: "Addis Investment Group",
        sector: "mining",
        published: true,
        publishedAt: new Date("2026-11-22T07:00:00Z"),
      })
      .returning();
    return { test, clock, articleId: article?.id ?? "", ...countingApp(test.database, clock) };
  }

  type App = ReturnType<typeof appOn>;

  /** What the public script sends (a string, as text/plain), with a browser's headers. */
  function beacon(app: App, body: unknown, headers: Record<string, string> = {}) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return app.request(`${ORIGIN}/seen`, {
      method: "POST",
      body: text,
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "content-length": String(Buffer.byteLength(text)),
        origin: ORIGIN,
        "user-agent": FIREFOX,
        "x-forwarded-for": ADDRESS,
        ...headers,
      },
    });
  }

  async function rows(database: Database, table: string) {
    return queryRows<Record<string, unknown>>(database.db, sql.raw(`select * from ${table}`));
  }

  /** The views by one dimension, every day's together, as key → views. */
  async function byDimension(database: Database, dimension: string) {
    const found = await queryRows<{ key: string; views: number }>(
      database.db,
      sql`select key, sum(views) as views from insight_days
          where dimension = ${dimension} group by key order by key`,
    );
    return Object.fromEntries(found.map((row) => [row.key, Number(row.views)]));
  }

  async function hours(database: Database) {
    const found = await queryRows<{ views: number; visitors: number }>(
      database.db,
      sql`select coalesce(sum(views), 0) as views, coalesce(sum(visitors), 0) as visitors from insight_hours`,
    );
    return { views: Number(found[0]?.views), visitors: Number(found[0]?.visitors) };
  }

  it("counts a visit to the home page, an article and /am once each, by language, keeping nothing personal", async () => {
    const { test, app, flush, articleId } = await setup();
    const sent = [
      { p: "/", r: "https://www.google.com/search?q=copper+ethiopia", w: 1280 },
      { p: "/news/copper-output-rises", r: `${ORIGIN}/`, w: 390 },
      { p: "/am", r: "", w: 800 },
    ];
    for (const body of sent) {
      const response = await beacon(app, body);
      expect(response.status).toBe(204);
    }
    await flush();

    expect(await byDimension(test.database, "page")).toEqual({
      "/": 1,
      "/am": 1,
      "/news/copper-output-rises": 1,
    });
    expect(await byDimension(test.database, "language")).toEqual({ am: 1, en: 2 });
    expect(await byDimension(test.database, "item")).toEqual({ [`article:${articleId}`]: 1 });
    // A visitor going from page to page is not referred: only the search engine's host.
    expect(await byDimension(test.database, "referrer")).toEqual({ "": 2, "www.google.com": 1 });
    expect(await byDimension(test.database, "device")).toEqual({
      desktop: 1,
      phone: 1,
      tablet: 1,
    });
    expect(await hours(test.database)).toEqual({ views: 3, visitors: 1 });
    const [hour] = await rows(test.database, "insight_hours");
    expect(new Date(String(hour?.hour)).toISOString()).toBe("2026-11-27T09:00:00.000Z");
    const [day] = await rows(test.database, "insight_days");
    expect(day?.day).toBe("2026-11-27");

    const stored = JSON.stringify(
      await Promise.all(INSIGHT_TABLES.map((table) => rows(test.database, table))),
    );
    for (const personal of [ADDRESS, "203.0.113", "Firefox", "Mozilla", "q=copper", "?"]) {
      expect(stored).not.toContain(personal);
    }
  });

  it("counts a second visit the same day as no new visitor, and the next day's as a new one", async () => {
    const { test, app, flush, clock } = await setup();
    await beacon(app, { p: "/", r: "", w: 1280 });
    clock.now = new Date("2026-11-27T15:10:00Z");
    await beacon(app, { p: "/news", r: "", w: 1280 });
    await flush();
    expect(await hours(test.database)).toEqual({ views: 2, visitors: 1 });
    const [yesterdaysMark] = await rows(test.database, "insight_visitors");

    // Past midnight in Addis Ababa (UTC+3).
    clock.now = new Date("2026-11-27T21:30:00Z");
    await beacon(app, { p: "/", r: "", w: 1280 });
    await flush();
    expect(await hours(test.database)).toEqual({ views: 3, visitors: 2 });
    expect(await byDimension(test.database, "language")).toEqual({ en: 3 });
    const salts = await rows(test.database, "insight_salts");
    const marks = await rows(test.database, "insight_visitors");
    expect(salts.map((row) => row.day)).toEqual(["2026-11-28"]);
    expect(marks.map((row) => row.day)).toEqual(["2026-11-28"]);
    // The day's new salt: the same visitor's mark cannot be matched with yesterday's.
    expect(marks[0]?.mark).not.toBe(yesterdaysMark?.mark);
  });

  it("forgets a day's salt and marks in the hourly upkeep, though no view came since", async () => {
    const { test, app, flush } = await setup();
    await beacon(app, { p: "/", w: 1280 });
    await flush();
    const config = testConfig(ENV);
    await housekeeping(test.database.db, config, new Date("2026-11-27T20:30:00Z"));
    expect(await rows(test.database, "insight_salts")).toHaveLength(1);
    await housekeeping(test.database.db, config, new Date("2026-11-27T21:30:00Z"));
    expect(await rows(test.database, "insight_salts")).toEqual([]);
    expect(await rows(test.database, "insight_visitors")).toEqual([]);
    expect(await hours(test.database)).toEqual({ views: 1, visitors: 1 });
  });

  it("counts no robot, no DNT or Sec-GPC visit, no other site's beacon, and no address that is not a public page", async () => {
    const { test, app, flush } = await setup();
    const refused: [unknown, Record<string, string>?][] = [
      [{ p: "/", w: 1280 }, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
      [{ p: "/", w: 1280 }, { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36" }],
      [{ p: "/", w: 1280 }, { "user-agent": "curl/8.5.0" }],
      [{ p: "/", w: 1280 }, { dnt: "1" }],
      [{ p: "/", w: 1280 }, { "sec-gpc": "1" }],
      [{ p: "/", w: 1280 }, { origin: "https://elsewhere.example" }],
      [{ p: "/admin", w: 1280 }],
      [{ p: "/admin/news", w: 1280 }],
      [{ p: "/preview/article/0b1c", w: 1280 }],
      [{ p: "/media/abc.pdf", w: 1280 }],
      [{ p: "/rss.xml", w: 1280 }],
      [{ p: "/news/no-such-article", w: 1280 }],
      [{ p: "/no-such-page", w: 1280 }],
      [{ p: "/sector/no-such-sector", w: 1280 }],
      ["{", {}],
      [{ p: 42 }],
      [{ p: "/", w: "wide" }],
      [{ p: "/", r: "x".repeat(2048), w: 1280 }],
    ];
    for (const [body, headers] of refused) {
      const response = await beacon(app, body, headers);
      expect(response.status).toBe(204);
    }
    const form = await beacon(
      app,
      { p: "/" },
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(form.status).toBe(204);
    await flush();
    for (const table of ["insight_hours", "insight_days", "insight_visitors"]) {
      expect(await rows(test.database, table)).toEqual([]);
    }
  });

  it("counts one visitor's reloads of a page at most the cap an hour, and an address's beacons at most its rate", async () => {
    const { test, app, flush } = await setup();
    for (let i = 0; i < 50; i++) await beacon(app, { p: "/news", r: "", w: 1280 });
    await flush();
    expect(await hours(test.database)).toEqual({ views: VIEWS_PER_VISITOR_PAGE_HOUR, visitors: 1 });

    // Browsers by the hundred behind one address (a script changing its user agent).
    for (let i = 0; i < BEACONS_PER_ADDRESS_MINUTE + 20; i++) {
      await beacon(app, { p: "/", w: 1280 }, { "user-agent": `${FIREFOX} ${i}` });
    }
    await flush();
    expect(await byDimension(test.database, "page")).toEqual({
      "/": BEACONS_PER_ADDRESS_MINUTE - 50,
      "/news": VIEWS_PER_VISITOR_PAGE_HOUR,
    });
  });

  it("counts a page without script by its image", async () => {
    const { test, app, flush } = await setup();
    const home = await (
      await app.request(`${ORIGIN}/am`, { headers: { "user-agent": FIREFOX } })
    ).text();
    expect(home).toContain(
      '<noscript><img src="/seen.gif?p=%2Fam" alt="" width="1" height="1"/></noscript>',
    );

    const response = await app.request(`${ORIGIN}/seen.gif?p=%2Fam`, {
      headers: {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148",
        "x-forwarded-for": ADDRESS,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(response.headers.get("cache-control")).toBe("no-store");
    await flush();
    expect(await byDimension(test.database, "page")).toEqual({ "/am": 1 });
    expect(await byDimension(test.database, "device")).toEqual({ phone: 1 });
  });

  it("adds up what several instances count, and writes what is left when one closes", async () => {
    const { test, app, views, clock } = await setup();
    const otherDatabase = engine === "postgres" ? await test.connectAgain() : test.database;
    if (otherDatabase !== test.database) closing.push(() => otherDatabase.close());
    const other = countingApp(otherDatabase, clock);
    for (let i = 0; i < 3; i++) {
      await beacon(app, { p: "/tenders", w: 1280 }, { "x-forwarded-for": `198.51.100.${i}` });
      await beacon(
        other.app,
        { p: "/tenders", w: 1280 },
        { "x-forwarded-for": `198.51.100.${i + 10}` },
      );
    }
    // The same visitor on both instances is one visitor.
    await beacon(other.app, { p: "/tenders", w: 1280 }, { "x-forwarded-for": "198.51.100.0" });
    await Promise.all([views.close(), other.views.close()]);
    expect(await byDimension(test.database, "page")).toEqual({ "/tenders": 7 });
    expect(await hours(test.database)).toEqual({ views: 7, visitors: 6 });
  });
});
