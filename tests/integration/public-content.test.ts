import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { newsArticles, videos } from "../../db/schema";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

describe.each(ENGINES)("news and videos on the home page, on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const logs: { msg: string }[] = [];
    const logger = pino(
      { level: "error" },
      { write: (line: string) => logs.push(JSON.parse(line)) },
    );
    const app = appOn(test.database, {}, { logger });
    return { app, db: test.database.db, logs };
  }

  it("leaves both sections out while nothing is published", async () => {
    const { app, db } = await setup();
    await db
      .insert(newsArticles)
      .values({ title: "Draft", slug: "draft", summary: "S", content: "C", author: "A" });
    const html = await (await app.request("/")).text();
    expect(html).not.toContain('id="news"');
    expect(html).not.toContain('id="videos"');
    expect(html).toContain('id="contact"');
  });

  it("shows the published items in the server's HTML", async () => {
    const { app, db } = await setup();
    await db.insert(newsArticles).values({
      title: "Published story",
      slug: "published-story",
      summary: "S",
      content: "C",
      author: "A",
      published: true,
      publishedAt: new Date("2026-11-21T22:30:00Z"),
    });
    await db.insert(videos).values({
      title: "A video",
      description: "D",
      videoUrl: "https://vimeo.com/1",
      published: true,
      publishedAt: new Date(),
    });
    const html = await (await app.request("/")).text();
    expect(html).toContain('id="news"');
    expect(html).toContain("Published story");
    // 22:30 UTC on the 21st is the 22nd in Addis Ababa.
    expect(html).toContain("November 22, 2026");
    expect(html).toContain('id="videos"');
    expect(html).toContain("A video");
  });

  it("still answers 200 when a list's query fails, logging it and leaving that section out", async () => {
    const { app, db, logs } = await setup();
    await db.insert(videos).values({
      title: "A video",
      description: "D",
      videoUrl: "https://vimeo.com/1",
      published: true,
      publishedAt: new Date(),
    });
    await db.execute(sql`alter table news_articles rename to news_articles_away`);
    const response = await app.request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('id="news"');
    expect(html).toContain('id="videos"');
    expect(logs.map((l) => l.msg)).toContain("Error loading articles");

    await db.execute(sql`alter table news_articles_away rename to news_articles`);
    await db.execute(sql`alter table videos rename to videos_away`);
    const again = await app.request("/");
    expect(again.status).toBe(200);
    expect(await again.text()).not.toContain('id="videos"');
    expect(logs.map((l) => l.msg)).toContain("Error loading videos");
  });
});
