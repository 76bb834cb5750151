import { and, desc, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsArticles } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** The rows' titles in the order the page shows them. */
function titlesIn(html: string): string[] {
  return [...html.matchAll(/<h3 id="t[0-9a-z]+">([^<]*)<\/h3>/g)].map((match) => match[1] ?? "");
}

/** The 'Show older' link's `?before=` cursor, or undefined on the last page. */
function olderCursor(html: string): string | undefined {
  const link = /<a href="([^"]*)"[^>]*>Show older<\/a>/.exec(html)?.[1];
  if (!link) return undefined;
  return new URL(link.replaceAll("&amp;", "&"), "http://site").searchParams.get("before") ?? "";
}

describe.each(ENGINES)("admin lists loaded a page at a time on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const db = test.database.db;
    const admin = new TestClient(appOn(test.database));
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    // 130 articles: 40 made at the very same instant, 30 a microsecond apart (one millisecond
    // holds them all), the others a minute apart; every third is about copper; one in the trash.
    const article = (i: number) => ({
      title: `${i % 3 === 0 ? "Copper" : "Coffee"} report ${String(i).padStart(3, "0")}`,
      slug: `report-${i}`,
      summary: "Summary.",
      content: "Body.",
      author: "Addis Investment Group",
      createdAt:
        i < 40
          ? sql`'2026-03-01 08:00:00.500000+00'::timestamptz`
          : i < 70
            ? sql`'2026-03-01 09:00:00.000000+00'::timestamptz + ${i - 40} * interval '1 microsecond'`
            : sql`'2026-03-01 10:00:00+00'::timestamptz + ${i} * interval '1 minute'`,
    });
    await db.insert(newsArticles).values(Array.from({ length: 130 }, (_, i) => article(i)));
    await db.insert(newsArticles).values({
      ...article(0),
      title: "Copper report in the trash",
      slug: "trashed",
      createdAt: new Date(),
      deletedAt: new Date(),
    });
    const expected = await db
      .select({ title: newsArticles.title })
      .from(newsArticles)
      .where(and(isNull(newsArticles.deletedAt)))
      .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id));
    return { admin, expected: expected.map((row) => row.title) };
  }

  /** Every row of a list, following its pages from `first`, `rows` at a time. */
  async function walk(admin: TestClient, first: string, rows: number) {
    const seen: string[] = [];
    let address = `${first}${first.includes("?") ? "&" : "?"}rows=${rows}`;
    for (let pages = 0; pages < 100; pages++) {
      const response = await admin.get(address);
      expect(response.status).toBe(200);
      const html = await response.text();
      const titles = titlesIn(html);
      expect(titles.length).toBeLessThanOrEqual(rows);
      seen.push(...titles);
      const cursor = olderCursor(html);
      if (cursor === undefined) return { seen, pages: pages + 1 };
      const url = new URL(address, "http://site");
      url.searchParams.set("before", cursor);
      address = `${url.pathname}${url.search}`;
    }
    throw new Error("the list never ended");
  }

  it("shows the newest rows first and every older one once, across pages of equal times", async () => {
    const { admin, expected } = await setup();
    const first = await (await admin.get("/admin")).text();
    // The first screen: 50 rows, the counts of the whole list, and a link to the next rows.
    expect(titlesIn(first)).toEqual(expected.slice(0, 50));
    expect(first).toContain("130 articles");
    expect(olderCursor(first)).toMatch(/^2026-03-01T\d\d:\d\d:\d\d\.\d{6}Z_[0-9a-f-]{36}$/);
    // Pages of 7 cut through the rows made at one instant and those a microsecond apart.
    const { seen, pages } = await walk(admin, "/admin", 7);
    expect(pages).toBe(Math.ceil(130 / 7));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(130);
    expect(seen).not.toContain("Copper report in the trash");
  });

  it("filters in the database, counts what it lets through, and keeps the filter on older pages", async () => {
    const { admin, expected } = await setup();
    const copper = expected.filter((title) => title.startsWith("Copper"));
    const first = await (await admin.get("/admin?q=COPPER")).text();
    expect(first).toContain(`Showing ${copper.length} of 130 articles`);
    expect(titlesIn(first)).toEqual(copper.slice(0, 44));
    const { seen } = await walk(admin, "/admin?q=copper", 5);
    expect(seen).toEqual(copper);
    // The 'Show older' link of a filtered list keeps its filter.
    const page = await (await admin.get("/admin?q=copper&rows=5")).text();
    expect(page).toMatch(/<a href="\/admin\?q=copper&amp;before=[^"]+"[^>]*>Show older<\/a>/);
    // The last page has no 'Show older'.
    const all = await (await admin.get("/admin?rows=1000")).text();
    expect(titlesIn(all)).toHaveLength(130);
    expect(all).not.toContain("Show older");
  });

  it("answers 400 to a cursor, a page size or a position it did not write", async () => {
    const { admin } = await setup();
    const id = "0b8f3c1e-4d2a-4e6b-9c7d-2f1e0a9b8c7d";
    for (const query of [
      "before=garbage",
      `before=2026-02-31T10:00:00.000000Z_${id}`,
      `before=2026-03-01T10:00:00.000Z_${id}`,
      "before=2026-03-01T10:00:00.000000Z_not-a-uuid",
      `before=${encodeURIComponent("2026-03-01T10:00:00.000000Z_'); drop table news_articles; --")}`,
      "rows=0",
      "rows=1001",
      "rows=ten",
      "at=-1",
    ]) {
      const response = await admin.get(`/admin?${query}`);
      expect(response.status, query).toBe(400);
    }
    // A well-made cursor of a row that is not there still lists what is older than it.
    const past = await (await admin.get(`/admin?before=2026-03-01T08:59:00.000000Z_${id}`)).text();
    expect(titlesIn(past)).toHaveLength(40);
    expect(past).not.toContain("Show older");
  });
});
