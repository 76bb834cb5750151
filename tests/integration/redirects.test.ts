import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadNotFoundInsight, pruneNotFoundLog } from "../../app/features/insight/not-found.server";
import { loadSearchInsight } from "../../app/features/insight/searches.server";
import {
  importRedirects,
  listRedirects,
  redirectsCsv,
  saveRedirect,
} from "../../app/features/redirects/store.server";
import type { Database } from "../../db/client.server";
import { notFoundPaths, redirects } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appWithFeatures } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

/** A browser's user agent: requests without one are a script's, and not counted. */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};
const TODAY = new Date().toISOString().slice(0, 10);
const PERIOD = { from: "2000-01-01", to: "2999-12-31" };

function instance(database: Database) {
  const { app, features } = appWithFeatures(database);
  const visitor = new TestClient(app);
  const flush = () =>
    Promise.all([features.notFound.flush(), features.searches.flush(), features.redirects.flush()]);
  return { app, features, visitor, flush };
}

describe.each(ENGINES)("redirects and the 404 and search logs on %s", (engine) => {
  let test: TestDatabase;
  let site: ReturnType<typeof instance>;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    site = instance(test.database);
    await site.features.redirects.ready;
  });
  afterAll(async () => {
    await test.drop();
  });
  const db = () => test.database.db;

  it("logs a 404's path, referrer's host and count, never its query", async () => {
    await site.visitor.get("/old-brochure?utm=print", {
      ...BROWSER,
      referer: "https://news.example.com/2019/story?id=4",
    });
    await site.visitor.get("/old-brochure", BROWSER);
    // A bot's 404 and the dashboard's are not the public's.
    await site.visitor.get("/old-brochure", { "user-agent": "Googlebot/2.1" });
    await site.visitor.get("/admin/no-such-page", BROWSER);
    await site.flush();
    const { rows } = await loadNotFoundInsight(db());
    expect(rows).toEqual([
      expect.objectContaining({
        path: "/old-brochure",
        referrerHost: "news.example.com",
        hits: 2,
      }),
    ]);
    const stored = JSON.stringify(await db().select().from(notFoundPaths));
    expect(stored).not.toContain("utm");
  });

  it("'Create redirect' answers the 404 with a 301 to the chosen page, and it leaves the log", async () => {
    const saved = await saveRedirect(db(), null, {
      from: "/old-brochure",
      to: "/news",
      status: "",
    });
    expect(saved).toMatchObject({ ok: true, status: 301 });
    await site.features.redirects.changed();
    const response = await site.visitor.get("/old-brochure/?utm=print", BROWSER);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/news?utm=print");
    expect((await loadNotFoundInsight(db())).rows).toEqual([]);
    await site.flush();
    const [row] = await db()
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, "/old-brochure"));
    expect(row?.hits).toBe(1);
  });

  it("imports a CSV of three redirects and serves them; the export reads the same", async () => {
    const csv = [
      "from,to,status",
      "/products/solar,/sector/energy,301",
      '"/about-us.html",https://example.org/about,302',
      "/jobs/,/careers,",
    ].join("\r\n");
    const imported = await importRedirects(db(), null, csv);
    expect(imported).toEqual({ ok: true, stored: 3, refused: [] });
    await site.features.redirects.changed();
    const answers = await Promise.all(
      ["/products/solar", "/about-us.html", "/jobs"].map((path) => site.visitor.get(path)),
    );
    expect(answers.map((r) => [r.status, r.headers.get("location")])).toEqual([
      [301, "/sector/energy"],
      [302, "https://example.org/about"],
      [301, "/careers"],
    ]);
    const exported = await redirectsCsv(db());
    expect(exported).toContain("/about-us.html,https://example.org/about,302\r\n");
    // Imported again: the same redirects, none doubled.
    expect(await importRedirects(db(), null, exported)).toMatchObject({ stored: 4, refused: [] });
    expect((await listRedirects(db())).total).toBe(4);
  });

  it("refuses loops with a clear message and stores nothing", async () => {
    const before = (await listRedirects(db())).total;
    const self = await saveRedirect(db(), null, { from: "/a", to: "/a/", status: "301" });
    expect(self).toEqual({
      ok: false,
      errors: { to: "A redirect cannot lead to its own address." },
    });
    // /jobs → /careers exists: /careers → /jobs would go round.
    const round = await saveRedirect(db(), null, { from: "/careers", to: "/jobs", status: "301" });
    expect(round).toEqual({
      ok: false,
      errors: {
        to: "This would make a loop: /careers would lead to /jobs, which leads back to /careers.",
      },
    });
    const csv = await importRedirects(db(), null, "from,to\n/b,/c\n/c,/b\n");
    expect(csv).toMatchObject({ stored: 1, refused: [{ line: 3, from: "/c" }] });
    expect((await listRedirects(db())).total).toBe(before + 1);
  });

  it("collapses chains both ways", async () => {
    // /b → /c exists: /x → /b is stored as /x → /c.
    const saved = await saveRedirect(db(), null, { from: "/x", to: "/b", status: "301" });
    expect(saved).toMatchObject({ ok: true, to: "/c", collapsedFrom: "/b" });
    // /x and /b lead to /c: /c → /news makes them lead to /news.
    const next = await saveRedirect(db(), null, { from: "/c", to: "/news", status: "302" });
    expect(next).toMatchObject({ ok: true, shortened: 2 });
    const rows = await db().select().from(redirects);
    const to = Object.fromEntries(rows.map((row) => [row.fromPath, row.to]));
    expect([to["/x"], to["/b"], to["/c"]]).toEqual(["/news", "/news", "/news"]);
  });

  it("leads only to this site or an https:// address", async () => {
    for (const target of [
      "http://example.org/",
      "javascript:alert(1)",
      "//evil.example/",
      "ftp://x",
    ]) {
      const saved = await saveRedirect(db(), null, {
        from: "/to-elsewhere",
        to: target,
        status: "",
      });
      expect(saved.ok, target).toBe(false);
      if (!saved.ok) expect(saved.errors.to).toMatch(/path of this site|https:\/\//);
    }
    const admin = await saveRedirect(db(), null, { from: "/admin/x", to: "/news", status: "" });
    expect(admin.ok).toBe(false);
  });

  it("lists a search that found nothing, counted by its words and language", async () => {
    await site.visitor.get("/search?q=Copper%20%20Price", BROWSER);
    await site.visitor.get("/am/search?q=copper+price", BROWSER);
    await site.visitor.get("/search?q=copper+price", BROWSER);
    await site.visitor.get("/search?q=copper+price", { "user-agent": "curl/8.0" });
    await site.visitor.get("/search?q=", BROWSER);
    await site.flush();
    const insight = await loadSearchInsight(db(), { from: TODAY, to: TODAY });
    expect(insight.noResult).toEqual([
      { query: "copper price", locale: "en", searches: 2, results: 0 },
      { query: "copper price", locale: "am", searches: 1, results: 0 },
    ]);
    expect(insight.top).toHaveLength(2);
  });

  it("forgets an address unseen for 90 days", async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 91 * 86_400_000);
    await db()
      .insert(notFoundPaths)
      .values([
        { path: "/gone-long-ago", hits: 40, firstSeenAt: longAgo, lastSeenAt: longAgo },
        { path: "/seen-today", hits: 1 },
      ]);
    await pruneNotFoundLog(db(), now);
    const paths = (await loadNotFoundInsight(db())).rows.map((row) => row.path);
    expect(paths).toContain("/seen-today");
    expect(paths).not.toContain("/gone-long-ago");
  });
});

describe.runIf(ENGINES.includes("postgres"))("redirects and logs across instances", () => {
  let test: TestDatabase;
  let one: ReturnType<typeof instance>;
  let two: ReturnType<typeof instance>;
  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    one = instance(test.database);
    two = instance(await test.connectAgain());
    await Promise.all([one.features.redirects.ready, two.features.redirects.ready]);
  });
  afterAll(async () => {
    await test.drop();
  });

  it("adds up two instances' searches and 404s", async () => {
    for (const site of [one, two, two]) {
      await site.visitor.get("/missing-report", BROWSER);
      await site.visitor.get("/search?q=zinc", BROWSER);
    }
    await Promise.all([one.flush(), two.flush()]);
    const db = test.database.db;
    expect((await loadNotFoundInsight(db)).rows).toMatchObject([
      { path: "/missing-report", hits: 3 },
    ]);
    expect((await loadSearchInsight(db, PERIOD)).top).toEqual([
      { query: "zinc", locale: "en", searches: 3, results: 0 },
    ]);
  });

  it("serves a redirect made on one instance from the other", async () => {
    await saveRedirect(test.database.db, null, {
      from: "/missing-report",
      to: "/news",
      status: "",
    });
    // Announced again until the second instance answers with it: its LISTEN connection is made
    // in the background, and an announcement before that reaches nobody.
    await expect
      .poll(
        async () => {
          await one.features.redirects.changed();
          return (await two.visitor.get("/missing-report")).status;
        },
        { timeout: 5000 },
      )
      .toBe(301);
  });
});
