import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "../tests/support/test-database";
import { queryRows } from "./client.server";
import { newsArticles, videos } from "./schema";

async function appliedMigrations(test: TestDatabase): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    test.database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

describe.each(ENGINES)("migrations on %s", (engine) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it("create both tables, and applying them again changes nothing", async () => {
    test = await createTestDatabase(engine, { migrated: false });
    await test.database.migrate();
    const once = await appliedMigrations(test);
    expect(once).toBeGreaterThan(0);

    await test.database.db.insert(newsArticles).values({
      title: "First",
      slug: "first",
      summary: "S",
      content: "C",
      author: "A",
    });
    await test.database.migrate();
    expect(await appliedMigrations(test)).toBe(once);
    expect(await test.database.db.$count(newsArticles)).toBe(1);
  });

  it("give the columns the data model's defaults and rules", async () => {
    test = await createTestDatabase(engine, { migrated: false });
    await test.database.migrate();
    const { db } = test.database;

    const [video] = await db
      .insert(videos)
      .values({ title: "T", description: "D", videoUrl: "https://example.com/v.mp4" })
      .returning();
    expect(video).toMatchObject({
      category: "EV Technology",
      published: false,
      publishedAt: null,
      thumbnailUrl: null,
      duration: null,
      createdBy: null,
    });
    expect(video?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(video?.createdAt).toBeInstanceOf(Date);

    // The category is one of the six values, enforced by the database itself.
    await expect(
      db.execute(
        sql`insert into videos (title, description, video_url, category) values ('T', 'D', 'u', 'Cooking')`,
      ),
    ).rejects.toThrow();

    // Slugs are unique.
    const article = { title: "A", slug: "same", summary: "S", content: "C", author: "A" };
    await db.insert(newsArticles).values(article);
    await expect(db.insert(newsArticles).values(article)).rejects.toThrow();
  });

  it("index the public query of published rows by publication date", async () => {
    test = await createTestDatabase(engine, { migrated: false });
    await test.database.migrate();
    const rows = await queryRows<{ indexdef: string }>(
      test.database.db,
      sql`select indexdef from pg_indexes where tablename in ('news_articles', 'videos')`,
    );
    const defs = rows.map((r) => r.indexdef);
    expect(defs.some((d) => /news_articles .*published_at DESC.*WHERE \(?published/.test(d))).toBe(
      true,
    );
    expect(defs.some((d) => /videos .*published_at DESC.*WHERE \(?published/.test(d))).toBe(true);
  });
});

describe.runIf(ENGINES.includes("postgres"))(
  "migrations on postgres, two instances at once",
  () => {
    it("apply every migration exactly once", async () => {
      const test = await createTestDatabase("postgres", { migrated: false });
      try {
        const other = await test.connectAgain();
        await Promise.all([test.database.migrate(), other.migrate()]);
        const rows = await queryRows<{ n: number }>(
          test.database.db,
          sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
        );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.n === 1)).toBe(true);
      } finally {
        await test.drop();
      }
    });
  },
);
