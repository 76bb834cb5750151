import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signStartedAt } from "../../app/features/contact/contact.server";
import { LOCALES, type Locale, localizedPath } from "../../app/lib/i18n";
import { messagesFor } from "../../app/locales";
import { contactMessages, newsArticles, videos } from "../../db/schema";
import { BUILD_DIR, TEST_SECRET } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

const SITE = "http://localhost:3000";
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
};

/** The page's `<link rel="alternate" hreflang>` set, as hreflang → href. */
function hreflangs(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
  return Object.fromEntries(
    links
      .map((link) => [/hrefLang="([^"]+)"/.exec(link)?.[1], /href="([^"]+)"/.exec(link)?.[1]])
      .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1])),
  );
}

/** The switcher links (header and footer) of a page, as language → every href given. */
function switcherLinks(html: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [tag] of html.matchAll(/<a[^>]*data-language="[a-z]+"[^>]*>/g)) {
    const language = /data-language="([a-z]+)"/.exec(tag)?.[1] ?? "";
    const href = (/href="([^"]+)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&");
    found[language] = [...(found[language] ?? []), href];
  }
  return found;
}

describe.each(ENGINES)("the site in English, Amharic and Afaan Oromo on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  async function setup() {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const { db } = test.database;
    await db.insert(newsArticles).values({
      title: "Copper Output Rises",
      slug: "copper-output-rises",
      summary: "The mine doubles its output.",
      content: "The new shaft is open.",
      author: "Addis Investment Group",
      sector: "mining",
      published: true,
      publishedAt: new Date("2026-11-22T07:00:00Z"),
    });
    await db.insert(videos).values({
      title: "Coffee Harvest",
      description: "Picking in Jimma.",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      category: "Product Launch",
      published: true,
      publishedAt: new Date("2026-11-20T07:00:00Z"),
    });
    return { db, app, visitor: new TestClient(app) };
  }

  // Every public page, by its English path, and the status it answers with.
  const PAGES: [string, number][] = [
    ["/", 200],
    ["/sector/manufacturing", 200],
    ["/sector/mining", 200],
    ["/sector/export", 200],
    ["/news", 200],
    ["/news?sector=mining", 200],
    ["/news/copper-output-rises", 200],
    ["/videos", 200],
    ["/search?q=copper", 200],
    ["/privacy", 200],
    ["/terms", 200],
    ["/no-such-page", 404],
    ["/news/no-such-article", 404],
    ["/sector/farming", 404],
  ];

  it("serves every public page in each language, with its lang, hreflang set and switcher", async () => {
    const { visitor } = await setup();
    for (const [page, status] of PAGES) {
      for (const locale of LOCALES) {
        const path = localizedPath(page, locale);
        const response = await visitor.get(path);
        expect(response.status, path).toBe(status);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(hreflangs(html), path).toEqual({
          en: `${SITE}${page}`,
          am: `${SITE}${localizedPath(page, "am")}`,
          om: `${SITE}${localizedPath(page, "om")}`,
          "x-default": `${SITE}${page}`,
        });
        // Header (its bar from tablets up, under it on phones) and footer, the 404 page's too:
        // each language's link leads to this same page in it.
        const switcher = switcherLinks(html);
        for (const other of LOCALES) {
          const links = switcher[other] ?? [];
          expect(links.length, `${path} → ${other}`).toBe(3);
          for (const href of links)
            expect(href, `${path} → ${other}`).toBe(localizedPath(page, other));
        }
        // The current language is marked for assistive technology.
        expect(html).toMatch(new RegExp(`data-language="${locale}" aria-current="true"`));
      }
    }
  });

  it("speaks each language's texts, and keeps figures and names as they are", async () => {
    const { visitor } = await setup();
    for (const locale of LOCALES) {
      const t = messagesFor(locale);
      const home = textOf(await (await visitor.get(localizedPath("/", locale))).text());
      expect(home).toContain(t.home.heroTitle);
      expect(home).toContain(t.home.sectorsTitle);
      expect(home).toContain(t.contact.formTitle);
      for (const figure of ["3,140+", "2035", "10%"]) expect(home).toContain(figure);

      const export_ = textOf(
        await (await visitor.get(localizedPath("/sector/export", locale))).text(),
      );
      expect(export_).toContain(t.sectorPage.overview);
      for (const place of ["Jimma", "Guji", "Limu", "Hararghe"]) {
        if (locale !== "am") expect(export_).toContain(place);
      }

      const missing = await (await visitor.get(localizedPath("/no-such-page", locale))).text();
      expect(textOf(missing)).toContain(t.notFound.text);
      // Links stay in the language: home, the news list, the privacy policy.
      expect(home).not.toBe("");
      const homeHtml = await (await visitor.get(localizedPath("/", locale))).text();
      expect(homeHtml).toContain(`href="${localizedPath("/privacy", locale)}"`);
      expect(homeHtml).toContain(`href="${localizedPath("/news", locale)}"`);
      expect(homeHtml).toContain(`action="${localizedPath("/search", locale)}"`);
    }
    // The Amharic and Afaan Oromo pages are not the English ones.
    const english = textOf(await (await visitor.get("/")).text());
    const amharic = textOf(await (await visitor.get("/am")).text());
    expect(amharic).not.toContain(messagesFor("en").home.valuesTitle);
    expect(english).not.toContain(messagesFor("am").home.valuesTitle);
  });

  it("answers a lost address with the 404 page in the site's frame: header, menu, search box and footer", async () => {
    const { visitor } = await setup();
    for (const locale of LOCALES) {
      const t = messagesFor(locale);
      const response = await visitor.get(localizedPath("/nope", locale));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(textOf(html)).toContain(t.notFound.text);
      // The header with its menu, the footer.
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      expect(header).toContain(`aria-label="${t.common.mainNav}"`);
      expect(header).toContain(`href="${localizedPath("/news", locale)}"`);
      expect(header).toContain(`>${t.nav.contact}</a>`);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
      // In the page itself, the site's search form with its label.
      const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
      expect(main).toContain(`action="${localizedPath("/search", locale)}"`);
      expect(main).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
      expect(main).toContain(`>${t.search.label}</label>`);
      expect(main).toContain(`href="${localizedPath("/", locale)}"`);
    }
  });

  it("gives every page the Amharic name's own tiny face, of a few hundred bytes", async () => {
    const { visitor } = await setup();
    for (const locale of ["en", "om"] as const) {
      const html = await (await visitor.get(localizedPath("/", locale))).text();
      // The switcher's Amharic name is set in it (not on Amharic pages, which have the whole font).
      expect(html).toMatch(/<a[^>]*data-language="am"[^>]*class="[^"]*font-amharic-name/);
      const css = [
        ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g),
      ]
        .map((match) => fs.readFileSync(path.join(BUILD_DIR, "client", match[1] ?? ""), "utf8"))
        .join("\n");
      const face = /@font-face\{[^}]*font-family:"?Amharic Name"?[^}]*\}/.exec(css)?.[0] ?? "";
      expect(face).toContain("unicode-range:U+121B,U+122D,U+129B,U+12A0");
      const file = /url\(([^)]+\.woff2)\)/.exec(face)?.[1] ?? "";
      expect(file).not.toBe("");
      expect(fs.statSync(path.join(BUILD_DIR, "client", file)).size).toBeLessThan(1024);
      expect(css).toContain(".font-amharic-name{font-family:var(--font-amharic-name)}");
      expect(css).toMatch(/--font-amharic-name:\s*"Amharic Name",/);
    }
    const amharic = await (await visitor.get("/am")).text();
    expect(amharic).not.toMatch(/<a[^>]*data-language="am"[^>]*class="[^"]*font-amharic-name/);
  });

  it("keeps tracking parameters out of the language links of a cached page", async () => {
    const { visitor } = await setup();
    const first = await (await visitor.get("/news?sector=mining&utm_source=mail&fbclid=x1")).text();
    expect(hreflangs(first).am).toBe(`${SITE}/am/news?sector=mining`);
    expect(switcherLinks(first).om).toEqual(Array(3).fill("/om/news?sector=mining"));
    expect(first).not.toMatch(/utm_source|fbclid/);
    const later = await (await visitor.get("/news?sector=mining")).text();
    expect(later).not.toMatch(/utm_source|fbclid/);
  });

  it("gives each page its language's canonical address and og:locale", async () => {
    const { visitor } = await setup();
    const article = await (await visitor.get("/am/news/copper-output-rises")).text();
    expect(article).toContain(`<link rel="canonical" href="${SITE}/am/news/copper-output-rises"/>`);
    expect(article).toContain('property="og:locale" content="am_ET"');
    const html = await (await visitor.get("/om/sector/mining")).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/om/sector/mining"/>`);
    expect(html).toContain('property="og:locale" content="om_ET"');
    const amharic = await (await visitor.get("/am/news?page=1")).text();
    expect(amharic).toContain(`<link rel="canonical" href="${SITE}/am/news"/>`);
    expect(amharic).toContain('property="og:locale" content="am_ET"');
  });

  it("sends a visitor who chose a language from / to it, never a search engine", async () => {
    const { visitor } = await setup();
    for (const locale of ["am", "om"] as Locale[]) {
      const chosen = await visitor.get("/", { ...BROWSER, cookie: `site_lang=${locale}` });
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get("location")).toBe(`/${locale}`);
      expect(chosen.headers.get("cache-control")).toBe("private, no-store");
    }
    // English chosen, no choice, a search engine, or any other page: no redirect.
    for (const headers of [
      { ...BROWSER, cookie: "site_lang=en" },
      BROWSER,
      { cookie: "site_lang=am", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      { ...BROWSER, cookie: "site_lang=xx" },
    ]) {
      const response = await visitor.get("/", headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="en"');
    }
    expect((await visitor.get("/news", { ...BROWSER, cookie: "site_lang=am" })).status).toBe(200);
    // A query is kept.
    const withQuery = await visitor.get("/?utm_source=x", { ...BROWSER, cookie: "site_lang=om" });
    expect(withQuery.headers.get("location")).toBe("/om?utm_source=x");
  });

  it("answers the contact form in Amharic: labels, checks and thanks", async () => {
    const { visitor } = await setup();
    const t = messagesFor("am").contact;
    const page = textOf(await (await visitor.get("/am")).text());
    for (const label of [t.name, t.email, t.subject, t.message, t.send]) {
      expect(page).toContain(label);
    }
    const refused = await visitor.post("/am?index", {
      intent: "contact",
      name: "",
      email: "not-an-address",
      subject: "",
      message: "short",
    });
    expect(refused.status).toBe(400);
    const text = textOf(await refused.text());
    for (const error of [
      t.errors.nameRequired,
      t.errors.emailInvalid,
      t.errors.subjectRequired,
      t.errors.messageTooShort,
    ]) {
      expect(text).toContain(error);
    }
    expect(text).not.toContain(messagesFor("en").contact.errors.nameRequired);
  });

  it("finds articles and videos by their translations, and shows them in the page's language", async () => {
    const { db, visitor } = await setup();
    await db.insert(newsArticles).values({
      title: "Coffee Exports Grow",
      slug: "coffee-exports-grow",
      summary: "More coffee left the country.",
      content: "Exports rose by a fifth.",
      author: "Addis Investment Group",
      sector: "export",
      published: true,
      publishedAt: new Date("2026-11-21T07:00:00Z"),
      translations: {
        am: { title: "የቡና ኤክስፖርት አደገ", summary: "ብዙ ቡና ወደ ውጭ ተላከ።", content: "ኤክስፖርቱ በአምስተኛ ጨመረ።" },
        om: {
          title: "Alergiin bunaa guddate",
          summary: "Bunni baay'een ala ergame.",
          content: "Alergiin dabale.",
        },
      },
    });
    // An Amharic word finds the article: on /am in Amharic, on / in English.
    const amharic = await (await visitor.get(`/am/search?q=${encodeURIComponent("ቡና")}`)).text();
    expect(amharic).toMatch(/<h2 lang="am"[^>]*>.*የቡና ኤክስፖርት አደገ/s);
    expect(amharic).toContain('href="/am/news/coffee-exports-grow"');
    const english = await (await visitor.get(`/search?q=${encodeURIComponent("ቡና")}`)).text();
    expect(english).toMatch(/<h2 lang="en"[^>]*>.*Coffee Exports Grow/s);
    // An Afaan Oromo word, on the Afaan Oromo page.
    const oromo = await (await visitor.get("/om/search?q=guddate")).text();
    expect(textOf(oromo)).toContain("Alergiin bunaa guddate");
    // An article without an Amharic version is found on /am too, shown in English and marked so.
    const copper = await (await visitor.get("/am/search?q=copper")).text();
    expect(copper).toMatch(/<h2 lang="en"[^>]*><a href="\/am\/news\/copper-output-rises"/);
    expect(textOf(copper)).not.toContain("የቡና ኤክስፖርት አደገ");
  });

  it("records the language a message was sent in, and the inbox shows it", async () => {
    const { db, app, visitor } = await setup();
    const message = {
      intent: "contact",
      email: "sender@example.com",
      subject: "ቡና",
      message: "የጉጂ ቡና ማዘዝ እንፈልጋለን።",
      startedAt: signStartedAt(TEST_SECRET, Date.now() - 5000),
    };
    for (const [path, name] of [
      ["/am?index", "Amharic sender"],
      ["/om?index", "Oromo sender"],
      ["/?index", "English sender"],
    ] as const) {
      const sent = await visitor.post(path, { ...message, name });
      expect(sent.status, path).toBe(200);
    }
    const stored = await db
      .select({ name: contactMessages.name, language: contactMessages.language })
      .from(contactMessages);
    expect(Object.fromEntries(stored.map((row) => [row.name, row.language]))).toEqual({
      "Amharic sender": "am",
      "Oromo sender": "om",
      "English sender": "en",
    });
    // Nothing else can be stored in the column.
    await expect(
      db.insert(contactMessages).values({
        name: "x",
        email: "x@example.com",
        subject: "x",
        message: "xxxxxxxxxx",
        // biome-ignore lint/suspicious/noExplicitAny: a value the type refuses, on purpose
        language: "fr" as any,
      }),
    ).rejects.toThrow();

    const admin = new TestClient(app);
    await admin.signUp("owner@example.com");
    await admin.signIn("owner@example.com");
    const inbox = await (await admin.get("/admin/messages")).text();
    const rows = [...inbox.matchAll(/<li>[\s\S]*?<\/li>/g)].map((m) => textOf(m[0]));
    expect(rows.find((row) => row.includes("Amharic sender"))).toContain("Amharic");
    expect(rows.find((row) => row.includes("Oromo sender"))).toContain("Afaan Oromo");
    expect(rows.find((row) => row.includes("English sender"))).not.toMatch(/Amharic|Oromo/);
    const [amharic] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.language, "am"));
    const opened = await (await admin.get(`/admin/messages/${amharic?.id}`)).text();
    expect(textOf(opened)).toContain("Sent in Amharic");
    expect(opened).toMatch(/<p lang="am"[^>]*>የጉጂ ቡና ማዘዝ እንፈልጋለን።<\/p>/);
  });
});
