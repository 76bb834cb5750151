import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ArticleSector, contentVersions, newsArticles, videos } from "../../db/schema";
import { selectOptions, textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

const VIDEO = {
  title: "Inside the smelter",
  description: "Copper cathodes from the new line.",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  thumbnailUrl: "",
  duration: "2:10",
  category: "Manufacturing Process",
  publication: "published",
};

/** The video titles a page shows, in order. */
function videoTitles(html: string) {
  return [...html.matchAll(/"@type":"VideoObject","name":"([^"]+)"/g)].map((m) => m[1]);
}

/** Videos have a sector like articles: chosen in the form, shown on cards, listed by sector. */
describe.each(ENGINES)("videos by sector on %s", (engine) => {
  let test: TestDatabase;
  let admin: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const app = appOn(test.database);
    admin = new TestClient(app);
    anonymous = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    const start = Date.now() - 3_600_000;
    const published = (title: string, sector: ArticleSector, minutes: number) => ({
      title,
      description: `${title} described.`,
      videoUrl: "https://vimeo.com/76979871",
      sector,
      published: true,
      publishedAt: new Date(start + minutes * 60_000),
    });
    await test.database.db
      .insert(videos)
      .values([
        published("Pit at dawn", "mining", 1),
        published("Charging network", "manufacturing", 2),
        published("Guji harvest", "export", 3),
        published("Board meeting", "group", 4),
        published("Drill core samples", "mining", 5),
      ]);
    await test.database.db.insert(newsArticles).values({
      title: "Mine output rises",
      slug: "mine-output-rises",
      summary: "More copper.",
      content: "Text.",
      author: "Desk",
      sector: "mining",
      published: true,
      publishedAt: new Date(start),
    });
  });
  afterAll(() => test?.drop());

  it("chooses a video's sector in the form, keeps it in history and shows it in the list", async () => {
    const form = await (await admin.get("/admin/videos/new")).text();
    const select = /<select[^>]*name="sector"[\s\S]*?<\/select>/.exec(form)?.[0] ?? "";
    expect(selectOptions(form, "sector")).toEqual([
      "Choose a sector",
      "Manufacturing",
      "Mining",
      "Export",
      "Group",
    ]);
    expect(select).toMatch(/<option value="group" selected/);

    const refused = await admin.post("/admin/videos/new", { ...VIDEO, sector: "farming" });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Choose a sector");

    expect((await admin.post("/admin/videos/new", { ...VIDEO, sector: "mining" })).status).toBe(
      302,
    );
    const [row] = await test.database.db.select().from(videos).where(eq(videos.title, VIDEO.title));
    expect(row?.sector).toBe("mining");
    const list = textOf(await (await admin.get("/admin/videos")).text());
    expect(list).toContain(`${VIDEO.title}`);
    expect(list).toMatch(/Mining · Manufacturing Process · 2:10/);

    // A new sector is a change history shows, and a version restores.
    const id = row?.id ?? "";
    await admin.post(`/admin/videos/${id}`, { ...VIDEO, sector: "export", version: "1" });
    const [version] = await test.database.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.number, 2));
    expect(version?.changed).toEqual(["sector"]);
    await admin.post(`/admin/videos/${id}/history/1`, { current: "2" });
    const [back] = await test.database.db.select().from(videos).where(eq(videos.id, id));
    expect(back?.sector).toBe("mining");
    // A form without the field (one opened before sectors) keeps the stored one.
    const { sector: _none, ...withoutSector } = { ...VIDEO, sector: "" };
    await admin.post(`/admin/videos/${id}`, { ...withoutSector, version: "3" });
    const [kept] = await test.database.db.select().from(videos).where(eq(videos.id, id));
    expect(kept?.sector).toBe("mining");
    await admin.post("/admin/videos", { delete: `${id}:4` });
  });

  it("filters /videos by sector, and names the sector on each card", async () => {
    const all = await (await anonymous.get("/videos")).text();
    expect(videoTitles(all)).toEqual([
      "Drill core samples",
      "Board meeting",
      "Guji harvest",
      "Charging network",
      "Pit at dawn",
    ]);
    const mining = await (await anonymous.get("/videos?sector=mining")).text();
    expect(videoTitles(mining)).toEqual(["Drill core samples", "Pit at dawn"]);
    expect(mining).toContain(
      '<link rel="canonical" href="http://localhost:3000/videos?sector=mining"',
    );
    expect(mining).toContain('<nav aria-label="Videos by sector"');
    expect(mining).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/videos\?sector=mining"|<a[^>]*href="\/videos\?sector=mining"[^>]*aria-current="page"/,
    );
    // Each card names its sector, in the page's language.
    expect(textOf(all)).toContain("Drill core samples Mining EV Technology");
    const amharic = await (await anonymous.get("/am/videos?sector=export")).text();
    expect(videoTitles(amharic)).toEqual(["Guji harvest"]);
    expect(textOf(amharic)).toContain("ኤክስፖርት");
    // An unknown sector shows every video; a sector without any says so.
    expect(videoTitles(await (await anonymous.get("/videos?sector=nope")).text())).toHaveLength(5);
    await test.database.db
      .update(videos)
      .set({ published: false })
      .where(eq(videos.sector, "group"));
    const none = await (await anonymous.get("/videos?sector=group")).text();
    expect(textOf(none)).toContain("No Group videos have been published yet.");
    await test.database.db
      .update(videos)
      .set({ published: true })
      .where(eq(videos.sector, "group"));
  });

  it("lists a sector page's videos under its news", async () => {
    const page = await (await anonymous.get("/sector/mining")).text();
    const news = page.indexOf('id="sector-news"');
    const videosAt = page.indexOf('id="sector-videos"');
    expect(news).toBeGreaterThan(0);
    expect(videosAt).toBeGreaterThan(news);
    expect(textOf(page)).toContain("Videos from Mining");
    expect(page).toContain('href="/videos?sector=mining"');
    expect(videoTitles(page.slice(videosAt))).toEqual(["Drill core samples", "Pit at dawn"]);
    // A sector without videos has no such section.
    await test.database.db
      .update(videos)
      .set({ published: false })
      .where(eq(videos.sector, "export"));
    expect(await (await anonymous.get("/sector/export")).text()).not.toContain(
      'id="sector-videos"',
    );
    const om = textOf(await (await anonymous.get("/om/sector/manufacturing")).text());
    expect(om).toContain("Viidiyoowwan damee Oomishaa irraa");
  });
});
