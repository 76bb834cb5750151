import { eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { listPublishedArticles } from "../../app/features/news/public-queries.server";
import { messagesFor } from "../../app/locales";
import { contentVersions, newsArticles, videos } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "Copper output rises",
  slug: "copper-output-rises",
  summary: "The mine beat its target.",
  content: "The mine produced **more copper** than planned.",
  imageUrl: "",
  author: "Addis Investment Group",
  sector: "mining",
};
/** The article's Amharic, as the form's Amharic tab sends it. */
const AMHARIC = {
  "translations.am.title": "የመዳብ ምርት ጨመረ",
  "translations.am.summary": "ማዕድኑ ግቡን አለፈ።",
  "translations.am.content": "ማዕድኑ ከታቀደው **የበለጠ መዳብ** አመረተ።",
};
/** The Amharic fields emptied: the translation removed. */
const AMHARIC_CLEARED = {
  "translations.am.title": "",
  "translations.am.summary": "",
  "translations.am.content": "",
};
/** Every other language's fields, sent empty as the form sends them. */
const NO_OROMO = {
  "translations.om.title": "",
  "translations.om.summary": "",
  "translations.om.content": "",
};
const VIDEO = {
  title: "Coffee harvest",
  description: "Picking season in Guji.",
  videoUrl: "https://vimeo.com/76979871",
  thumbnailUrl: "",
  duration: "3:30",
  category: "Behind the Scenes",
};

function parseXml(xml: string) {
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);
}

describe.each(ENGINES)("translations of articles and videos on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const db = test.database.db;
    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    return { db, admin, anonymous: new TestClient(app) };
  }
  type Db = Awaited<ReturnType<typeof setup>>["db"];

  async function article(db: Db) {
    const [row] = await db.select().from(newsArticles);
    if (!row) throw new Error("no article");
    return row;
  }

  it("saves an article whose stored translation lacks a field (written before it was translated), keeping that translation", async () => {
    const { db, admin } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...NO_OROMO });
    const row = await article(db);
    // As a translation written before 'summary' was translated would be stored; a language the
    // site does not have is dropped by any save, as it always was.
    const older = { am: { title: "የቆየ ርዕስ", content: "የቆየ ጽሑፍ" }, xx: { title: "?" } };
    await db.execute(
      sql`update news_articles set translations = ${JSON.stringify(older)}::jsonb where id = ${row.id}`,
    );
    const saved = await admin.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      summary: "Changed.",
      version: "1",
    });
    expect(saved.status).toBe(302);
    const after = await article(db);
    expect(after.summary).toBe("Changed.");
    expect(after.translations).toEqual({ am: older.am });
  });

  it("saves an article's and a video's translations and shows them in the edit form", async () => {
    const { db, admin } = await setup();
    const created = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      ...AMHARIC,
      ...NO_OROMO,
      published: "on",
    });
    expect(created.status).toBe(302);
    const row = await article(db);
    expect(row.translations).toEqual({
      am: {
        title: AMHARIC["translations.am.title"],
        summary: "ማዕድኑ ግቡን አለፈ።",
        content: AMHARIC["translations.am.content"],
      },
    });
    const form = await (await admin.get(`/admin/articles/${row.id}`)).text();
    expect(form).toContain('role="tablist"');
    expect(form).toContain('name="translations.am.title"');
    expect(form).toContain(`value="${AMHARIC["translations.am.title"]}"`);
    expect(form).toContain('name="translations.om.title"');

    const video = await admin.post("/admin/videos/new", {
      ...VIDEO,
      "translations.om.title": "Sassaabbii buna",
      "translations.om.description": "Yeroo funaansaa Gujii keessatti.",
    });
    expect(video.status).toBe(302);
    const [videoRow] = await db.select().from(videos);
    expect(videoRow?.translations).toEqual({
      om: { title: "Sassaabbii buna", description: "Yeroo funaansaa Gujii keessatti." },
    });

    // Emptying a language's fields removes its translation; a request naming none of them (a
    // form from before translations) keeps it.
    await admin.post(`/admin/articles/${row.id}`, { ...ARTICLE, version: "1" });
    expect((await article(db)).translations).toEqual(row.translations);
    await admin.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      ...AMHARIC_CLEARED,
      version: "2",
    });
    expect((await article(db)).translations).toEqual({});
  });

  it("refuses a partly filled or too long translation with field messages, storing nothing", async () => {
    const { db, admin } = await setup();
    const cases: [Record<string, string>, string[]][] = [
      [
        { "translations.am.title": "ርዕስ ብቻ" },
        ["Amharic summary is required", "Amharic content is required"],
      ],
      [
        { ...AMHARIC, "translations.om.summary": "Cuunfaa qofa" },
        ["Afaan Oromo title is required", "Afaan Oromo content is required"],
      ],
      [
        { ...AMHARIC, "translations.am.title": "x".repeat(201) },
        ["Amharic title must be at most 200 characters"],
      ],
      [
        { ...AMHARIC, "translations.am.summary": "x".repeat(501) },
        ["Amharic summary must be at most 500 characters"],
      ],
      // Every message at once, the English field's with the translation's.
      [
        { title: "", "translations.am.title": "ርዕስ" },
        ["Title is required", "Amharic summary is required"],
      ],
    ];
    for (const [fields, messages] of cases) {
      const response = await admin.post("/admin/articles/new", { ...ARTICLE, ...fields });
      expect(response.status, messages[0]).toBe(400);
      const html = await response.text();
      for (const message of messages) expect(html, message).toContain(message);
    }
    expect(await db.$count(newsArticles)).toBe(0);

    const video = await admin.post("/admin/videos/new", {
      ...VIDEO,
      "translations.am.description": "መግለጫ ብቻ",
    });
    expect(video.status).toBe(400);
    expect(await video.text()).toContain("Amharic title is required");
    expect(await db.$count(videos)).toBe(0);

    // A stored article keeps its text and version when an edit is refused.
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC });
    const row = await article(db);
    const refused = await admin.post(`/admin/articles/${row.id}`, {
      ...ARTICLE,
      ...AMHARIC,
      "translations.am.content": "",
      version: "1",
    });
    expect(refused.status).toBe(400);
    const after = await article(db);
    expect(after.version).toBe(1);
    expect(after.translations).toEqual(row.translations);
  });

  it("keeps translations in every version, restores them, and guards them against a stale save", async () => {
    const { db, admin } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC, ...NO_OROMO });
    const { id } = await article(db);
    const edited = await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      ...AMHARIC,
      ...NO_OROMO,
      "translations.am.title": "የመዳብ ምርት በእጥፍ ጨመረ",
      version: "1",
    });
    expect(edited.status).toBe(302);
    const history = await (await admin.get(`/admin/articles/${id}/history`)).text();
    expect(history).toContain("Changed: Amharic title");
    const [first] = await db.select().from(contentVersions).where(eq(contentVersions.number, 1));
    expect(first?.data).toMatchObject({
      "translations.am.title": "የመዳብ ምርት ጨመረ",
      "translations.om.title": null,
    });

    // The version page shows the translation's words that restoring brings back.
    const compare = await (await admin.get(`/admin/articles/${id}/history/1`)).text();
    expect(compare).toContain("Amharic title");
    expect(compare).toMatch(/<ins[^>]*>ጨመረ<\/ins>|<del[^>]*>በእጥፍ <\/del>/);
    expect(compare).not.toContain("Afaan Oromo title");

    // A save from the form opened at version 1 is refused: the Amharic change is shown.
    const stale = await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      ...AMHARIC,
      ...NO_OROMO,
      "translations.am.summary": "ሌላ ማጠቃለያ።",
      version: "1",
    });
    expect(stale.status).toBe(409);
    const conflict = await stale.text();
    expect(conflict).toContain("Amharic title");
    expect((await article(db)).translations.am?.summary).toBe(AMHARIC["translations.am.summary"]);

    // Removing the translation, then restoring version 1, brings it back as it was.
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      ...AMHARIC_CLEARED,
      version: "2",
    });
    expect((await article(db)).translations).toEqual({});
    const restored = await admin.post(`/admin/articles/${id}/history/1`, { current: "3" });
    expect(restored.status).toBe(302);
    const back = await article(db);
    expect(back.version).toBe(4);
    expect(back.translations).toEqual({
      am: {
        title: AMHARIC["translations.am.title"],
        summary: AMHARIC["translations.am.summary"],
        content: AMHARIC["translations.am.content"],
      },
    });

    // A version from before translations leaves the current ones as they are.
    const withoutTranslations = Object.fromEntries(
      Object.entries(first?.data ?? {}).filter(([key]) => !key.startsWith("translations.")),
    );
    await db
      .update(contentVersions)
      .set({ data: { ...withoutTranslations, summary: "An older summary." } })
      .where(eq(contentVersions.number, 1));
    expect((await admin.post(`/admin/articles/${id}/history/1`, { current: "4" })).status).toBe(
      302,
    );
    const kept = await article(db);
    expect(kept.summary).toBe("An older summary.");
    expect(kept.translations).toEqual(back.translations);
  });

  it("shows /am pages the translation marked Amharic, and the English marked English without one", async () => {
    const { db, admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC, published: "on" });
    // 22:30 UTC on November 21, 2026 is November 22 in Addis Ababa: 13 Hidar 2019 in Ethiopia.
    await db.update(newsArticles).set({ publishedAt: new Date("2026-11-21T22:30:00Z") });
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      title: "Coffee exports grow",
      slug: "coffee-exports-grow",
      summary: "More coffee left the country.",
      content: "Exports rose by a fifth.",
      published: "on",
    });
    await admin.post("/admin/videos/new", {
      ...VIDEO,
      "translations.am.title": "የቡና ለቀማ",
      "translations.am.description": "በጉጂ የለቀማ ወቅት።",
      published: "on",
    });

    const page = await anonymous.get(`/am/news/${ARTICLE.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1 lang="am"[^>]*>የመዳብ ምርት ጨመረ<\/h1>/);
    // The article's text is marked Amharic; its heading and the page's own words are inside it.
    expect(html).toMatch(/<article>(?:(?!<\/article>).)*<div lang="am"[^>]*>/s);
    expect(html).toContain("<strong>የበለጠ መዳብ</strong>");
    expect(html).not.toContain("more copper");
    expect(html).toContain("<title>የመዳብ ምርት ጨመረ");
    expect(html).toContain('href="/am/news"');
    // The date in the Ethiopian calendar, the machine-readable one Gregorian.
    const time = /<time dateTime="2026-11-21T22:30:00.000Z">([^<]*)<\/time>/.exec(html);
    expect(time?.[1]).toContain("2019");
    expect(time?.[1]).not.toContain("2026");
    expect(html).toContain('"inLanguage":"am"');

    const english = await (await anonymous.get("/am/news/coffee-exports-grow")).text();
    expect(english).toMatch(/<h1 lang="en"[^>]*>Coffee exports grow<\/h1>/);
    expect(english).toMatch(/<article>(?:(?!<\/article>).)*<div lang="en"[^>]*>/s);
    expect(english).toContain(messagesFor("am").common.inEnglish);
    // English pages show the English, even of a translated article.
    const original = await (await anonymous.get(`/news/${ARTICLE.slug}`)).text();
    expect(original).toMatch(/<h1 lang="en"[^>]*>Copper output rises<\/h1>/);
    expect(original).not.toContain(messagesFor("en").common.inEnglish);
    // Afaan Oromo has no translation of either: English, marked.
    const oromo = await (await anonymous.get(`/om/news/${ARTICLE.slug}`)).text();
    expect(oromo).toMatch(/<h1 lang="en"[^>]*>Copper output rises<\/h1>/);
    expect(oromo).toContain('href="/om/news"');

    // The cards: each in the page's language where it can be, linking to the page's language.
    const home = await (await anonymous.get("/am")).text();
    expect(home).toMatch(
      /<h3 lang="am"[^>]*><a[^>]*href="\/am\/news\/copper-output-rises"[^>]*>የመዳብ ምርት ጨመረ<\/a>/,
    );
    expect(home).toMatch(
      /<h3 lang="en"[^>]*><a[^>]*href="\/am\/news\/coffee-exports-grow"[^>]*>Coffee exports grow<\/a>/,
    );
    expect(home).toMatch(/<h3 lang="am"[^>]*>የቡና ለቀማ<\/h3>/);
    expect(home).toContain("በጉጂ የለቀማ ወቅት።");
    // A card's query does not read the translations' content it never shows.
    const [card] = await listPublishedArticles(db, 1, 0, eq(newsArticles.slug, ARTICLE.slug));
    expect(card?.translations).toEqual({
      am: { title: AMHARIC["translations.am.title"], summary: AMHARIC["translations.am.summary"] },
    });
    const englishHome = await (await anonymous.get("/")).text();
    expect(englishHome).toContain("Coffee harvest");
    expect(englishHome).not.toContain("የቡና ለቀማ");
  });

  it("sends an old address in a language to the article's address in that language", async () => {
    const { db, admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC, published: "on" });
    const { id } = await article(db);
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      slug: "copper-output-doubles",
      published: "on",
      version: "1",
    });
    for (const [from, to] of [
      ["/am/news/copper-output-rises", "/am/news/copper-output-doubles"],
      ["/om/news/copper-output-rises", "/om/news/copper-output-doubles"],
      ["/news/copper-output-rises", "/news/copper-output-doubles"],
    ]) {
      const response = await anonymous.get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
    expect((await anonymous.get("/am/news/never-was")).status).toBe(404);
  });

  it("lists every page in every language in the sitemap, each with its alternates", async () => {
    const { admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC, published: "on" });
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      slug: "a-draft",
      title: "A draft",
    });
    const response = await anonymous.get("/sitemap.xml");
    const xml = await response.text();
    const sitemap = parseXml(xml);
    expect(sitemap.urlset["@xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const urls = sitemap.urlset.url as {
      loc: string;
      lastmod?: string;
      "xhtml:link": { "@hreflang": string; "@href": string; "@rel": string }[];
    }[];
    const locs = urls.map((u) => u.loc);
    const origin = "http://localhost:3000";
    for (const path of [
      "/",
      "/am",
      "/om",
      "/sector/mining",
      "/am/sector/mining",
      "/om/sector/export",
      "/news",
      "/am/news",
      "/om/news?sector=mining",
      "/videos",
      "/am/videos",
      "/om/privacy",
      "/am/terms",
      `/news/${ARTICLE.slug}`,
      `/am/news/${ARTICLE.slug}`,
      `/om/news/${ARTICLE.slug}`,
    ]) {
      expect(locs, path).toContain(`${origin}${path === "/" ? "/" : path}`);
    }
    expect(xml).not.toContain("a-draft");
    expect(new Set(locs).size).toBe(locs.length);
    const amharicArticle = urls.find((u) => u.loc === `${origin}/am/news/${ARTICLE.slug}`);
    expect(amharicArticle?.lastmod).toMatch(/^\d{4}-/);
    expect(
      amharicArticle?.["xhtml:link"].map((link) => [
        link["@rel"],
        link["@hreflang"],
        link["@href"],
      ]),
    ).toEqual([
      ["alternate", "en", `${origin}/news/${ARTICLE.slug}`],
      ["alternate", "am", `${origin}/am/news/${ARTICLE.slug}`],
      ["alternate", "om", `${origin}/om/news/${ARTICLE.slug}`],
      ["alternate", "x-default", `${origin}/news/${ARTICLE.slug}`],
    ]);
    const home = urls.find((u) => u.loc === `${origin}/om`);
    expect(home?.["xhtml:link"].map((link) => link["@href"])).toEqual([
      `${origin}/`,
      `${origin}/am`,
      `${origin}/om`,
      `${origin}/`,
    ]);
  });

  it("has a feed per language: translated items, links and texts in that language", async () => {
    const { admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, ...AMHARIC, published: "on" });
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      title: "Coffee exports grow",
      slug: "coffee-exports-grow",
      summary: "More coffee left the country.",
      sector: "export",
      published: "on",
    });
    const feeds: [string, string, string][] = [
      ["/rss.xml", "en", "Addis Investment Group News"],
      ["/am/rss.xml", "am", "Addis Investment Group ዜናዎች"],
      ["/om/rss.xml", "om", "Oduu Addis Investment Group"],
      ["/am/sector/mining/rss.xml", "am", "Addis Investment Group ዜናዎች፦ ማዕድን"],
    ];
    for (const [path, language, title] of feeds) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain("application/rss+xml");
      const xml = await response.text();
      // Well-formed XML, as a feed reader parses it.
      expect(() => new XMLParser().parse(xml, true), path).not.toThrow();
      const channel = parseXml(xml).rss.channel;
      expect(channel.language, path).toBe(language);
      expect(channel.title, path).toBe(title);
      expect(channel["atom:link"]["@href"], path).toBe(`http://localhost:3000${path}`);
    }
    const amharic = parseXml(await (await anonymous.get("/am/rss.xml")).text()).rss.channel;
    const items = [amharic.item].flat() as { title: string; link: string; description: string }[];
    expect(amharic.link).toBe("http://localhost:3000/am/news");
    const copper = items.find((item) => item.link.endsWith(ARTICLE.slug));
    expect(copper).toMatchObject({
      title: AMHARIC["translations.am.title"],
      description: AMHARIC["translations.am.summary"],
      link: `http://localhost:3000/am/news/${ARTICLE.slug}`,
    });
    const coffee = items.find((item) => item.link.endsWith("coffee-exports-grow"));
    expect(coffee).toMatchObject({ title: "Coffee exports grow", "dc:language": "en" });
    const mining = parseXml(await (await anonymous.get("/am/sector/mining/rss.xml")).text()).rss
      .channel;
    expect([mining.item].flat().map((item: { title: string }) => item.title)).toEqual([
      AMHARIC["translations.am.title"],
    ]);
    expect((await anonymous.get("/om/sector/farming/rss.xml")).status).toBe(404);
    const english = parseXml(await (await anonymous.get("/rss.xml")).text()).rss.channel;
    expect([english.item].flat().map((item: { title: string }) => item.title)).toContain(
      ARTICLE.title,
    );
  });
});
