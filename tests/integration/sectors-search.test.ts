import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_SIZE } from "../../app/features/content/public-list";
import { type ArticleSector, newsArticles, slugRedirects, videos } from "../../db/schema";
import { selectOptions, textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const ARTICLE = {
  title: "Copper Output Rises",
  slug: "copper-output-rises",
  summary: "The Guji mine doubles its output.",
  content: "## Output\n\nThe mine's new shaft is open.",
  imageUrl: "",
  author: "Addis Investment Group",
  published: "on",
};

/** A feed's document, which must be well-formed XML (an unescaped `&` or `<` fails). */
function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser().parse(xml);
}

/** The articles a page links to, in order (each once). */
function linkedSlugs(html: string) {
  return [...new Set([...html.matchAll(/href="\/news\/([^"?#]+)"/g)].map((m) => m[1]))];
}

describe.each(ENGINES)("news by sector, site search and lasting links on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const { db } = test.database;
    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    /** Published articles written straight to the database, newest last. */
    const seed = async (
      rows: {
        title: string;
        slug: string;
        sector?: ArticleSector;
        summary?: string;
        content?: string;
        published?: boolean;
        publishedAt?: Date;
        deletedAt?: Date;
      }[],
    ) => {
      const start = Date.now() - rows.length * 60_000;
      await db.insert(newsArticles).values(
        rows.map((row, i) => ({
          summary: "A summary.",
          content: "Some text.",
          author: "Addis Investment Group",
          published: true,
          publishedAt: new Date(start + i * 60_000),
          ...row,
        })),
      );
    };
    return { db, admin, anonymous: new TestClient(app), seed };
  }

  it("files each article under a sector, chosen in the form and shown in the list", async () => {
    const { db, admin } = await setup();
    const form = await (await admin.get("/admin/articles/new")).text();
    const select = /<select[^>]*name="sector"[\s\S]*?<\/select>/.exec(form)?.[0] ?? "";
    expect(selectOptions(form, "sector")).toEqual([
      "Choose a sector",
      "Manufacturing",
      "Mining",
      "Export",
      "Group",
    ]);
    // Group is chosen for a new article; the empty placeholder can never be chosen.
    expect(select).toMatch(/<option value="group" selected/);
    expect(select).toMatch(/<option value="" disabled="">Choose a sector<\/option>/);
    expect(form).toMatch(/<label[^>]*>Sector/);

    expect((await admin.post("/admin/articles/new", { ...ARTICLE, sector: "mining" })).status).toBe(
      302,
    );
    const [row] = await db.select().from(newsArticles);
    expect(row?.sector).toBe("mining");
    expect(textOf(await (await admin.get("/admin")).text())).toContain(
      "Mining · Addis Investment Group",
    );

    // An unknown sector is refused, and nothing is stored.
    const refused = await admin.post("/admin/articles/new", {
      ...ARTICLE,
      slug: "x",
      sector: "farming",
    });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Choose a sector");
    expect(await db.$count(newsArticles)).toBe(1);

    // The sector is kept in history like any other field.
    const id = row?.id ?? "";
    await admin.post(`/admin/articles/${id}`, { ...ARTICLE, sector: "export", version: "1" });
    const history = textOf(await (await admin.get(`/admin/articles/${id}/history`)).text());
    expect(history).toContain("Sector");
  });

  it("shows a sector's news on its page, in /news?sector= and in its own feed", async () => {
    const { seed, anonymous } = await setup();
    await seed([
      { title: "Mining one: copper & <gold>", slug: "mining-1", sector: "mining" },
      { title: "Export one", slug: "export-1", sector: "export" },
      { title: "Mining two", slug: "mining-2", sector: "mining" },
      { title: "Group one & co", slug: "group-1" },
      { title: "Mining three", slug: "mining-3", sector: "mining" },
      { title: "Mining four", slug: "mining-4", sector: "mining" },
      { title: "Mining draft", slug: "mining-draft", sector: "mining", published: false },
      {
        title: "Mining later",
        slug: "mining-later",
        sector: "mining",
        publishedAt: new Date(Date.now() + 3_600_000),
      },
    ]);

    // The mining page: its three newest published articles, newest first.
    const mining = await (await anonymous.get("/sector/mining")).text();
    expect(textOf(mining)).toContain("Latest from Mining");
    expect(linkedSlugs(mining)).toEqual(["mining-4", "mining-3", "mining-2"]);
    expect(mining).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Addis Investment Group News: Mining" href="/sector/mining/rss.xml"/>',
    );
    // A sector without news has no such section.
    const manufacturing = await (await anonymous.get("/sector/manufacturing")).text();
    expect(textOf(manufacturing)).not.toContain("Latest from");

    // /news?sector=mining: all of its published articles; the filter marks it.
    const filtered = await (await anonymous.get("/news?sector=mining")).text();
    expect(linkedSlugs(filtered)).toEqual(["mining-4", "mining-3", "mining-2", "mining-1"]);
    expect(filtered).toMatch(/<a aria-current="page"[^>]*href="\/news\?sector=mining"/);
    expect(filtered).toContain(
      '<link rel="canonical" href="http://localhost:3000/news?sector=mining"/>',
    );
    const all = await (await anonymous.get("/news")).text();
    expect(linkedSlugs(all)).toHaveLength(6);
    expect(all).toMatch(/<a aria-current="page"[^>]*href="\/news"/);
    // An unknown sector shows all the news, under /news's own address.
    const unknown = await anonymous.get("/news?sector=%27%3Bdrop");
    expect(unknown.status).toBe(200);
    expect(linkedSlugs(await unknown.text())).toHaveLength(6);

    // The sector's feed is RSS with its articles only, each naming its sector.
    const feed = await anonymous.get("/sector/mining/rss.xml");
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const parsed = parseFeed(await feed.text());
    expect(parsed.rss.channel.title).toBe("Addis Investment Group News: Mining");
    const items = [parsed.rss.channel.item].flat();
    expect(items.map((item: { link: string }) => item.link.split("/news/")[1])).toEqual([
      "mining-4",
      "mining-3",
      "mining-2",
      "mining-1",
    ]);
    expect(new Set(items.map((item: { category: string }) => item.category))).toEqual(
      new Set(["Mining"]),
    );
    expect(items.at(-1).title).toBe("Mining one: copper & <gold>");
    const main = parseFeed(await (await anonymous.get("/rss.xml")).text());
    expect([main.rss.channel.item].flat()).toHaveLength(6);
    expect((await anonymous.get("/sector/farming/rss.xml")).status).toBe(404);
    // Group has a feed too, linked from its list (it has no sector page).
    const group = parseFeed(await (await anonymous.get("/sector/group/rss.xml")).text());
    expect(group.rss.channel.title).toBe("Addis Investment Group News: Group");
    expect([group.rss.channel.item].flat().map((item: { title: string }) => item.title)).toEqual([
      "Group one & co",
    ]);
    expect(await (await anonymous.get("/news?sector=group")).text()).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Addis Investment Group News: Group" href="/sector/group/rss.xml"/>',
    );
    expect((await anonymous.get("/sector/group")).status).toBe(404);

    // The article page names its sector, for people and for search engines.
    const page = await (await anonymous.get("/news/mining-1")).text();
    expect(page).toContain('"articleSection":"Mining"');
    expect(page).toContain('href="/news?sector=mining"');
    // The sitemap lists each sector's news.
    const sitemap = await (await anonymous.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/news?sector=mining</loc>");
  });

  it("pages a sector's news, keeping the sector in every address", async () => {
    const { seed, anonymous } = await setup();
    const mining = Array.from({ length: PUBLIC_PAGE_SIZE + 2 }, (_, i) => ({
      title: `Mining ${i + 1}`,
      slug: `mining-${i + 1}`,
      sector: "mining" as const,
    }));
    // The newest articles are of another sector: a page of the filtered list never shows them.
    await seed([
      ...mining,
      { title: "Export 1", slug: "export-1", sector: "export" },
      { title: "Export 2", slug: "export-2", sector: "export" },
    ]);
    const first = await (await anonymous.get("/news?sector=mining")).text();
    expect(linkedSlugs(first)).toEqual(
      mining
        .slice(2)
        .reverse()
        .map((a) => a.slug),
    );
    expect(first).toContain('href="/news?sector=mining&amp;page=2"');

    const second = await (await anonymous.get("/news?sector=mining&page=2")).text();
    expect(linkedSlugs(second)).toEqual(["mining-2", "mining-1"]);
    expect(second).toContain(
      '<link rel="canonical" href="http://localhost:3000/news?sector=mining&amp;page=2"/>',
    );
    expect(second).toContain("<title>News: Mining, page 2 | Addis Investment Group</title>");
    expect(second).toMatch(/<a aria-current="page"[^>]*href="\/news\?sector=mining"/);
  });

  it("finds published articles and videos by their words, best first, with marked snippets", async () => {
    const { db, seed, anonymous } = await setup();
    await seed([
      {
        title: "Coffee harvest in Jimma",
        slug: "coffee-harvest",
        summary: "Farmers bring in the crop.",
        content: "The **coffee** cherries are picked by hand near [Jimma](https://example.com).",
      },
      {
        title: "A new plant",
        slug: "new-plant",
        summary: "The plant also roasts coffee for the staff.",
      },
      {
        title: "Secret coffee draft",
        slug: "coffee-draft",
        published: false,
      },
      {
        title: "Coffee later",
        slug: "coffee-later",
        publishedAt: new Date(Date.now() + 3_600_000),
      },
      { title: "Coffee in the trash", slug: "coffee-trash", deletedAt: new Date() },
    ]);
    const video = (title: string, id: string) => ({
      title,
      description: "How our coffee is roasted and packed.",
      videoUrl: `https://www.youtube.com/watch?v=${id}`,
      published: true,
      publishedAt: new Date(Date.now() - 1000),
    });
    await db.insert(videos).values([
      video("Roasting day", "abcdefghijk"),
      { ...video("Coffee video draft", "draftvideo1"), published: false, publishedAt: null },
      {
        ...video("Coffee video later", "latervideo1"),
        publishedAt: new Date(Date.now() + 3_600_000),
      },
      { ...video("Coffee video in the trash", "trashvideo1"), deletedAt: new Date() },
    ]);

    const response = await anonymous.get("/search?q=coffee");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Two articles, a video and the export sector's page.
    expect(textOf(html)).toContain("4 results for “coffee”");
    expect(html).toContain('href="/sector/export"');
    // A match in the title ranks first; drafts, scheduled and trashed items are never found.
    expect(linkedSlugs(html)).toEqual(["coffee-harvest", "new-plant"]);
    expect(html).toContain("https://www.youtube.com/watch?v=abcdefghijk");
    for (const hidden of ["draftvideo1", "latervideo1", "trashvideo1", "Coffee video"]) {
      expect(html, hidden).not.toContain(hidden);
    }
    expect(textOf(await (await anonymous.get("/search?q=video")).text())).toContain(
      "No results for “video”.",
    );
    // Matching words are marked, stemmed too. A title with the words comes with its summary
    // (written to be read alone); a match in the text alone shows that part of the text, its
    // Markdown not shown as such.
    expect(html).toMatch(/<mark[^>]*>Coffee<\/mark> harvest in Jimma/);
    expect(html).toMatch(
      /<a href="\/news\/coffee-harvest"[^>]*>.*?<\/h2><p[^>]*>Farmers bring in the crop\.<\/p>/,
    );
    const cherries = await (await anonymous.get("/search?q=cherry")).text();
    expect(cherries).toMatch(
      /The coffee <mark[^>]*>cherries<\/mark> are picked by hand near Jimma/,
    );
    const roast = await (await anonymous.get("/search?q=roasting")).text();
    expect(roast).toMatch(/<mark[^>]*>roasts<\/mark> coffee/);
    expect(roast).toMatch(/<mark[^>]*>Roasting<\/mark> day/);

    // Phrases and exclusions.
    expect(linkedSlugs(await (await anonymous.get("/search?q=coffee+-jimma")).text())).toEqual([
      "new-plant",
    ]);
    expect(linkedSlugs(await (await anonymous.get('/search?q="coffee+harvest"')).text())).toEqual([
      "coffee-harvest",
    ]);

    const none = await anonymous.get("/search?q=tractors");
    expect(none.status).toBe(200);
    expect(textOf(await none.text())).toContain("No results for “tractors”.");
    // The search is never kept in the page cache (every change shows at once).
    await db
      .update(newsArticles)
      .set({ published: true })
      .where(eq(newsArticles.slug, "coffee-draft"));
    expect(linkedSlugs(await (await anonymous.get("/search?q=coffee")).text())).toContain(
      "coffee-draft",
    );
  });

  it("reads an article's text as its readers do: words, not addresses or markup", async () => {
    const { seed, anonymous } = await setup();
    await seed([
      {
        title: "Annual results",
        slug: "annual-results",
        content: [
          "Read the [full report](https://example.com/zebrafiles/report.pdf).",
          "",
          '![Workers at the smelter](/uploads/0123456789abcdef.webp "Night shift in Gondar")',
          "",
          "::video[Launch film](https://www.youtube.com/watch?v=qwertyuiopa)",
          "",
          '<span class="marker">Tagged words</span>',
          "",
          "Costs \\< budget, output > plan.",
        ].join("\n"),
      },
    ]);
    const found = async (query: string) =>
      linkedSlugs(await (await anonymous.get(`/search?q=${encodeURIComponent(query)}`)).text());
    // The words a reader sees: a link's, an image's description and caption, a video's title.
    for (const words of [
      "full report",
      "smelter",
      "night shift",
      "launch film",
      "tagged",
      "budget",
    ]) {
      expect(await found(words), words).toEqual(["annual-results"]);
    }
    // Not the addresses behind them, nor the markup.
    for (const words of ["example.com", "www.youtube.com", "video", "uploads", "marker"]) {
      expect(await found(words), words).toEqual([]);
    }
    const snippet = await (await anonymous.get("/search?q=smelter")).text();
    expect(snippet).toMatch(/Workers at the <mark[^>]*>smelter<\/mark> Night shift in Gondar/);
    expect(snippet).not.toContain("0123456789abcdef");
  });

  it("pages results ten at a time", async () => {
    const { seed, anonymous } = await setup();
    await seed(
      Array.from({ length: 23 }, (_, i) => ({
        title: `Copper report ${i + 1}`,
        slug: `copper-${i + 1}`,
      })),
    );
    // The 23 articles and the mining page.
    const first = await (await anonymous.get("/search?q=copper")).text();
    expect(textOf(first)).toContain("24 results for “copper”");
    expect(first).toContain('href="/search?q=copper&amp;page=2"');
    const seen = new Set<string>();
    let pages = 0;
    for (const page of [1, 2, 3]) {
      const html = await (await anonymous.get(`/search?q=copper&page=${page}`)).text();
      const slugs = linkedSlugs(html);
      const sectorPages = html.match(/<h2[^>]*><a href="\/sector\/mining"/g)?.length ?? 0;
      expect(slugs.length + sectorPages, `page ${page}`).toBe(page < 3 ? 10 : 4);
      for (const slug of slugs) seen.add(slug ?? "");
      pages += sectorPages;
    }
    expect(seen.size).toBe(23);
    expect(pages).toBe(1);
  });

  it("answers any query with a page, never an error", async () => {
    const { seed, anonymous } = await setup();
    await seed([{ title: "Copper <b>bold</b> & co", slug: "copper", summary: "Copper & gold." }]);
    const hostile = [
      '"',
      '"""',
      "'",
      "\\",
      "\\\\'",
      "copper\\",
      "!copper",
      "copper & | ! ( ) :* <->",
      "-",
      "--",
      "or",
      "the",
      "'; drop table news_articles; --",
      "1' or '1'='1",
      "%",
      "_",
      "<script>alert(1)</script>",
      "\u0000copper",
      "\u0001copper\u0002",
      "🙂 copper",
      "a".repeat(3000),
      "copper ".repeat(500),
      "copper:*",
      "copper <-> gold",
    ];
    for (const q of hostile) {
      const response = await anonymous.get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.status, JSON.stringify(q.slice(0, 40))).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("\u0001");
    }
    for (const raw of [
      "%",
      "%ZZ",
      "%00",
      "%C0%AF",
      "copper&page=-1",
      "copper&page=99999999999",
      "copper&page=abc",
      "%ED%A0%80",
    ]) {
      expect((await anonymous.get(`/search?q=${raw}`)).status, raw).toBe(200);
    }
    // Stored text is shown as text: the title's tags are escaped, not markup.
    const found = await (await anonymous.get("/search?q=copper")).text();
    expect(found).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; co");
    expect((await anonymous.get("/search")).status).toBe(200);
  });

  it("sends a renamed article's old addresses to its new one, in one step", async () => {
    const { db, admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, slug: "first-name" });
    const [row] = await db.select().from(newsArticles);
    const id = row?.id ?? "";
    const rename = async (slug: string, version: number) =>
      expect(
        (await admin.post(`/admin/articles/${id}`, { ...ARTICLE, slug, version: String(version) }))
          .status,
      ).toBe(302);
    await rename("second-name", 1);
    await rename("third-name", 2);

    for (const old of ["first-name", "second-name"]) {
      const moved = await anonymous.get(`/news/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location")).toBe("/news/third-name");
    }
    expect((await anonymous.get("/news/third-name")).status).toBe(200);
    // Old addresses are in no sitemap.
    const sitemap = await (await anonymous.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/news/third-name");
    expect(sitemap).not.toContain("first-name");
    expect(sitemap).not.toContain("second-name");

    // Back to an old name: that address is its own again, the others lead to it.
    await rename("first-name", 3);
    expect((await anonymous.get("/news/first-name")).status).toBe(200);
    expect((await anonymous.get("/news/third-name")).headers.get("location")).toBe(
      "/news/first-name",
    );
    expect((await anonymous.get("/news/second-name")).headers.get("location")).toBe(
      "/news/first-name",
    );

    // A new article that takes an old address wins over the redirect.
    await admin.post("/admin/articles/new", {
      ...ARTICLE,
      title: "Another",
      slug: "second-name",
    });
    const taken = await anonymous.get("/news/second-name");
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain("Another");
    expect(await db.$count(slugRedirects, eq(slugRedirects.oldSlug, "second-name"))).toBe(0);

    // An unpublished article's old addresses lead nowhere; a draft's rename leaves none.
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      slug: "first-name",
      published: "",
      version: "4",
    });
    expect((await anonymous.get("/news/third-name")).status).toBe(404);
    await admin.post(`/admin/articles/${id}`, {
      ...ARTICLE,
      slug: "draft-name",
      published: "",
      version: "5",
    });
    expect((await db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0]?.slug).toBe(
      "draft-name",
    );
    expect(await db.$count(slugRedirects, eq(slugRedirects.oldSlug, "first-name"))).toBe(0);
  });

  it("leaves a redirect when an older version with another address is restored", async () => {
    const { db, admin, anonymous } = await setup();
    await admin.post("/admin/articles/new", { ...ARTICLE, slug: "first-name" });
    const [row] = await db.select().from(newsArticles);
    const id = row?.id ?? "";
    await admin.post(`/admin/articles/${id}`, { ...ARTICLE, slug: "second-name", version: "1" });
    expect((await anonymous.get("/news/first-name")).status).toBe(301);

    const restored = await admin.post(`/admin/articles/${id}/history/1`, { current: "2" });
    expect(restored.status).toBe(302);
    expect((await anonymous.get("/news/first-name")).status).toBe(200);
    const moved = await anonymous.get("/news/second-name");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/news/first-name");
  });

  it("gives an address back to an article restored from the trash, for good", async () => {
    const { db, admin, anonymous } = await setup();
    const idOf = async (title: string) =>
      (await db.select().from(newsArticles).where(eq(newsArticles.title, title)))[0]?.id ?? "";
    // The first article goes to the trash; a second one takes its address, then moves on.
    await admin.post("/admin/articles/new", { ...ARTICLE, title: "First", slug: "the-name" });
    const first = await idOf("First");
    expect((await admin.post("/admin?index", { delete: `${first}:1` })).status).toBe(302);
    await admin.post("/admin/articles/new", { ...ARTICLE, title: "Second", slug: "the-name" });
    const second = await idOf("Second");
    await admin.post(`/admin/articles/${second}`, {
      ...ARTICLE,
      title: "Second",
      slug: "other-name",
      version: "1",
    });
    expect((await anonymous.get("/news/the-name")).headers.get("location")).toBe(
      "/news/other-name",
    );

    // Back from the trash at its own address: the address is the first article's again.
    const restored = await admin.post("/admin/trash", {
      intent: "restore",
      kind: "article",
      id: first,
    });
    expect(restored.status).toBe(200);
    const page = await anonymous.get("/news/the-name");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("First");
    expect(await db.$count(slugRedirects, eq(slugRedirects.oldSlug, "the-name"))).toBe(0);
    // When it leaves the site again, its address does not lead to the other article.
    expect((await admin.post("/admin?index", { delete: `${first}:1` })).status).toBe(302);
    expect((await anonymous.get("/news/the-name")).status).toBe(404);
  });
});
