import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSection } from "../../app/features/site-content/catalog";
import { sectionValues } from "../../app/features/site-content/site-document";
import { readSiteState } from "../../app/features/site-content/store.server";
import { messagesFor } from "../../app/locales";
import { media, newsArticles, pages, positions, videos } from "../../db/schema";
import { BUILD_DIR } from "../support/build";
import { textOf } from "../support/html";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/test-database";

type Thing = Record<string, unknown>;

/** Every JSON-LD object a page carries. */
function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Thing,
  );
}

function ofType(html: string, type: string) {
  return structuredData(html).filter((thing) => thing["@type"] === type);
}

const ORIGIN = "http://localhost:3000";
const DAY = 86_400_000;

const PROFILES = {
  linkedin: "https://www.linkedin.com/company/aig-example",
  youtube: "https://www.youtube.com/@aig-example",
};

/** A position's texts in its three languages: each page's JobPosting must speak its own. */
const ENGINEER = {
  title: "Battery Assembly Engineer",
  location: "Modjo",
  description: "## The role\n\nYou lead the **battery pack** line of the Modjo plant.",
  requirements: "- A degree in electrical engineering\n- Three years on an assembly line",
  howToApply: "Bring your certificates to the interview.\nCall us first.",
};
const ENGINEER_AM = {
  title: "የባትሪ መገጣጠሚያ መሐንዲስ",
  location: "ሞጆ",
  description: "በሞጆ ፋብሪካ የባትሪ መስመርን ይመራሉ።",
  requirements: "- በኤሌክትሪክ ምህንድስና ዲግሪ",
  howToApply: "የምስክር ወረቀቶችዎን ይዘው ይምጡ።",
};
const ENGINEER_OM = {
  title: "Injinara Walitti Qabiinsa Baatirii",
  location: "Moojoo",
  description: "Sarara baatirii warshaa Moojoo ni geggeessitu.",
  requirements: "- Digirii injinariingii elektirikaa",
  howToApply: "Ragaalee keessan fidaa.",
};
const isAbsoluteUrl = (value: unknown) =>
  typeof value === "string" && /^https?:\/\/[^/]+\/\S*$/.test(value);

/**
 * Google's rules for the rich results these types can get: a VideoObject needs a name, a
 * thumbnail and an upload date, and says where the video is (the file, a player, or a page).
 */
function expectValidVideo(video: Thing) {
  expect(video.name).toEqual(expect.any(String));
  expect(isAbsoluteUrl(video.thumbnailUrl), String(video.thumbnailUrl)).toBe(true);
  expect(Number.isNaN(Date.parse(String(video.uploadDate)))).toBe(false);
  expect([video.contentUrl, video.embedUrl, video.url].filter(isAbsoluteUrl)).toHaveLength(1);
}

describe.each(ENGINES)("structured data on %s", (engine) => {
  let test: TestDatabase;
  let app: ReturnType<typeof appOn>;
  const get = async (path: string) => {
    const response = await app.request(`${ORIGIN}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    // With the built static files, as the server serves them.
    app = appOn(test.database, {}, { clientDir: path.join(BUILD_DIR, "client") });
    const db = test.database.db;
    const [upload] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash: "c0ffee00c0ffee00c0ffee00c0ffee00",
        originalName: "harvest.jpg",
        contentType: "image/jpeg",
        bytes: 40_000,
        width: 1280,
        height: 720,
        alt: "Coffee cherries",
      })
      .returning({ id: media.id });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(videos).values([
      {
        title: "On YouTube",
        description: "A YouTube video without a thumbnail.",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        // As typed in the form.
        duration: "3:32",
        published: true,
        publishedAt: at(1),
      },
      {
        title: "On Vimeo",
        description: "A Vimeo video without a thumbnail.",
        videoUrl: "https://vimeo.com/76979871",
        duration: "1 h 2 min",
        published: true,
        publishedAt: at(2),
      },
      {
        title: "A file",
        description: "A video file with a thumbnail URL.",
        videoUrl: "https://cdn.example.com/plant.mp4",
        thumbnailUrl: "https://cdn.example.com/plant.jpg",
        duration: "about three minutes",
        published: true,
        publishedAt: at(3),
      },
      {
        title: "Uploaded thumbnail",
        description: "A video whose thumbnail was uploaded.",
        videoUrl: "https://example.com/watch/harvest",
        thumbnailMediaId: upload?.id,
        published: true,
        publishedAt: at(4),
      },
    ]);
    await db.insert(newsArticles).values([
      {
        title: "No image",
        slug: "no-image",
        summary: "An article without an image.",
        content: "Text.",
        author: "Desk",
        sector: "mining",
        published: true,
        publishedAt: at(5),
      },
      {
        title: "With an image URL",
        slug: "image-url",
        summary: "An article with an image URL.",
        content: "Text.",
        author: "Desk",
        imageUrl: "https://cdn.example.com/refinery.jpg",
        published: true,
        publishedAt: at(6),
      },
    ]);
    const closesAt = new Date(Date.now() + 30 * DAY);
    await db.insert(positions).values([
      {
        ...ENGINEER,
        slug: "battery-assembly-engineer",
        sector: "manufacturing",
        employmentType: "FULL_TIME",
        closesAt,
        salaryMin: 25_000,
        salaryMax: 35_000,
        translations: { am: ENGINEER_AM, om: ENGINEER_OM },
        published: true,
        publishedAt: at(7),
      },
      {
        title: "Mine Geologist",
        slug: "mine-geologist",
        sector: "mining",
        location: "Sululta",
        employmentType: "CONTRACTOR",
        closesAt,
        description: "You map the copper seams.",
        requirements: "A degree in geology.",
        // A lower bound only, in dollars a year.
        salaryMin: 30_000.5,
        salaryCurrency: "USD",
        salaryUnit: "YEAR",
        published: true,
        publishedAt: at(8),
      },
      {
        title: "Coffee Cupper",
        slug: "coffee-cupper",
        sector: "export",
        location: "Jimma",
        employmentType: "PART_TIME",
        closesAt,
        description: "You grade the harvest.",
        requirements: "A Q grader licence.",
        published: true,
        publishedAt: at(9),
      },
    ]);
    await db.insert(pages).values({
      title: "Who we are",
      slug: "who-we-are",
      body: "## Our story\n\nFounded in Addis Ababa.",
      description: "The group and its people.",
      // Translated bodies without a heading of their own.
      translations: {
        am: { title: "እኛ ማን ነን", body: "በአዲስ አበባ ተመሠረተ።", description: "ቡድኑ እና ሰዎቹ።" },
        om: {
          title: "Nuti eenyu",
          body: "Finfinneetti hundeeffame.",
          description: "Garee fi namoota isaa.",
        },
      },
      published: true,
      publishedAt: at(10),
    });

    // The company's profiles, set in the Site section and published as staff do.
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const settings = findSection("settings");
    if (!settings) throw new Error("no settings section");
    const state = await readSiteState(db);
    const saved = await owner.post("/admin/site?section=settings", {
      ...sectionValues(state.draft, settings),
      section: "settings",
      version: String(state.version),
      intent: "save",
      "settings.linkedin": PROFILES.linkedin,
      "settings.youtube": PROFILES.youtube,
    });
    expect(saved.status).toBe(302);
    const published = await owner.post("/admin/site/publish", {
      section: "settings",
      version: String((await readSiteState(db)).version),
    });
    expect(published.status).toBe(302);
  });
  afterAll(() => test?.drop());

  it("gives every video a thumbnail and an upload date, on /videos and the home page", async () => {
    for (const path of ["/videos", "/", "/am/videos"]) {
      const found = ofType(await get(path), "VideoObject");
      expect(found, path).toHaveLength(4);
      for (const video of found) expectValidVideo(video);
    }
    const byName = Object.fromEntries(
      ofType(await get("/videos"), "VideoObject").map((v) => [v.name, v]),
    );
    // YouTube's own still; the site's video image for Vimeo; the thumbnail given or uploaded.
    expect(byName["On YouTube"]).toMatchObject({
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    // A player or a page is not the media file: no contentUrl for them.
    expect(byName["On YouTube"]?.contentUrl).toBeUndefined();
    expect(byName["Uploaded thumbnail"]).toMatchObject({
      url: "https://example.com/watch/harvest",
    });
    expect(byName["On Vimeo"]).toMatchObject({
      thumbnailUrl: `${ORIGIN}/video-thumbnail.jpg`,
      embedUrl: "https://player.vimeo.com/video/76979871",
    });
    expect(byName["A file"]).toMatchObject({
      thumbnailUrl: "https://cdn.example.com/plant.jpg",
      contentUrl: "https://cdn.example.com/plant.mp4",
    });
    expect(String(byName["Uploaded thumbnail"]?.thumbnailUrl)).toMatch(
      /^http:\/\/localhost:3000\/uploads\/c0ffee00c0ffee00c0ffee00c0ffee00/,
    );
    // The image the site serves for them is there.
    const image = await app.request(`${ORIGIN}/video-thumbnail.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
  });

  it("gives every article an image: its own, else the site's", async () => {
    const [plain] = ofType(await get("/news/no-image"), "NewsArticle");
    expect(plain).toMatchObject({ headline: "No image", image: [`${ORIGIN}/og-image.png`] });
    expect(plain?.datePublished).toEqual(expect.any(String));
    const [own] = ofType(await get("/news/image-url"), "NewsArticle");
    expect(own?.image).toEqual(["https://cdn.example.com/refinery.jpg"]);
  });

  it("describes each sector page as a page about the company, in its language", async () => {
    for (const [path, lang] of [
      ["/sector/mining", "en"],
      ["/am/sector/mining", "am"],
      ["/om/sector/export", "om"],
      ["/sector/manufacturing", "en"],
    ] as const) {
      const [page, ...others] = ofType(await get(path), "WebPage");
      expect(others, path).toHaveLength(0);
      expect(page, path).toMatchObject({
        url: `${ORIGIN}${path}`,
        inLanguage: lang,
        about: { "@type": "Organization", name: "Addis Investment Group", url: `${ORIGIN}/` },
      });
      expect(page?.name).toEqual(expect.any(String));
      expect(page?.description).toEqual(expect.any(String));
    }
    // The home page's Organization is the same entity.
    const [organization] = ofType(await get("/"), "Organization");
    expect(organization?.["@id"]).toBe(`${ORIGIN}/#organization`);
  });

  it("gives each video's length in ISO 8601 when the form's Duration can be read, else none", async () => {
    const byName = Object.fromEntries(
      ofType(await get("/videos"), "VideoObject").map((v) => [v.name, v]),
    );
    expect(byName["On YouTube"]?.duration).toBe("PT3M32S");
    expect(byName["On Vimeo"]?.duration).toBe("PT1H2M");
    // Never a guess.
    expect(byName["A file"]).not.toHaveProperty("duration");
    expect(byName["Uploaded thumbnail"]).not.toHaveProperty("duration");
    const [home] = ofType(await get("/"), "VideoObject");
    expect(home?.duration).toBe("PT3M32S");
  });

  it("describes a position in each page's language, at that page's address, as Google's job listings read it", async () => {
    for (const [prefix, lang, texts] of [
      ["", "en", ENGINEER],
      ["/am", "am", ENGINEER_AM],
      ["/om", "om", ENGINEER_OM],
    ] as const) {
      const address = `${prefix}/careers/battery-assembly-engineer`;
      const html = await get(address);
      const postings = ofType(html, "JobPosting");
      expect(postings, address).toHaveLength(1);
      const posting = postings[0] ?? {};
      const t = messagesFor(lang).careers;
      expect(posting, address).toMatchObject({
        title: texts.title,
        url: `${ORIGIN}${address}`,
        directApply: true,
        employmentType: "FULL_TIME",
        identifier: { "@type": "PropertyValue", name: "Addis Investment Group" },
        jobLocation: { address: { addressLocality: texts.location, addressCountry: "ET" } },
      });
      expect(String((posting.identifier as Thing).value)).toMatch(/^[0-9a-f-]{36}$/);
      // The whole text as HTML, under the page's headings in its language, How to apply too.
      const description = String(posting.description);
      expect(description, address).toContain(`<h2>${t.requirements}</h2>`);
      expect(description, address).toContain(`<h2>${t.howToApply}</h2>`);
      expect(textOf(description), address).toContain(texts.howToApply.split("\n")[0]);
      expect(description, address).toMatch(/<li>/);
      // What the page says, not another language's.
      for (const other of [ENGINEER, ENGINEER_AM, ENGINEER_OM].filter((o) => o !== texts)) {
        expect(description, address).not.toContain(other.requirements.slice(2));
        expect(posting.title, address).not.toBe(other.title);
      }
    }
    const [english] = ofType(await get("/careers/battery-assembly-engineer"), "JobPosting");
    expect(String(english?.description)).toContain("<strong>battery pack</strong>");
    // A description with its own heading gets no other; the lines of How to apply stay lines.
    expect(String(english?.description)).toMatch(/^<h2>The role<\/h2>/);
    expect(String(english?.description)).toContain(
      "<h2>How to apply</h2><p>Bring your certificates to the interview.<br>Call us first.</p>",
    );
    // One without How to apply has none, and opens with the page's 'About the role'.
    const [plain] = ofType(await get("/careers/coffee-cupper"), "JobPosting");
    expect(String(plain?.description)).toBe(
      "<h2>About the role</h2><p>You grade the harvest.</p><h2>Requirements</h2><p>A Q grader licence.</p>",
    );
  });

  it("gives a position's salary as baseSalary, and on its page, only when staff gave one", async () => {
    const [range] = ofType(await get("/careers/battery-assembly-engineer"), "JobPosting");
    expect(range?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "ETB",
      value: { "@type": "QuantitativeValue", minValue: 25000, maxValue: 35000, unitText: "MONTH" },
    });
    const [from] = ofType(await get("/careers/mine-geologist"), "JobPosting");
    expect(from?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 30000.5, unitText: "YEAR" },
    });
    const [none] = ofType(await get("/careers/coffee-cupper"), "JobPosting");
    expect(none).not.toHaveProperty("baseSalary");

    // The page says it in its language, written as that language writes money.
    expect(textOf(await get("/careers/battery-assembly-engineer"))).toContain(
      "Salary: ETB 25,000–35,000 per month",
    );
    expect(textOf(await get("/am/careers/battery-assembly-engineer"))).toContain(
      "ደመወዝ፦ በወር ብር 25,000–35,000",
    );
    expect(textOf(await get("/om/careers/battery-assembly-engineer"))).toContain(
      "Mindaa: Br 25,000–35,000 ji'aan",
    );
    expect(textOf(await get("/careers/mine-geologist"))).toContain(
      "Salary: from $30,000.50 per year",
    );
    const cupper = textOf(await get("/careers/coffee-cupper"));
    expect(cupper).not.toContain("Salary");
  });

  it("gives every logo as the site's square logo, never the 1200×630 sharing image", async () => {
    const [organization] = ofType(await get("/"), "Organization");
    const [posting] = ofType(await get("/careers/battery-assembly-engineer"), "JobPosting");
    const [article] = ofType(await get("/news/no-image"), "NewsArticle");
    const logos = [
      organization?.logo,
      (posting?.hiringOrganization as Thing | undefined)?.logo,
      ((article?.publisher as Thing | undefined)?.logo as Thing | undefined)?.url,
    ];
    expect(new Set(logos)).toEqual(new Set([`${ORIGIN}/logo-512.png`]));
    const response = await app.request(`${ORIGIN}/logo-512.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const { width, height, format } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    expect(format).toBe("png");
    // Square, and at least the 112 pixels Google asks for.
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });

  it("lists the social profiles set in the Site section as the Organization's sameAs", async () => {
    for (const path of ["/", "/om", "/sector/mining"]) {
      const html = await get(path);
      const organization =
        ofType(html, "Organization")[0] ?? (ofType(html, "WebPage")[0]?.about as Thing);
      expect(organization?.sameAs, path).toEqual([PROFILES.linkedin, PROFILES.youtube]);
    }
  });

  it("gives article, position, page, sector and list pages a BreadcrumbList in the page's language", async () => {
    const trails: [string, string[]][] = [
      ["/news/no-image", ["/", "/news", "/news/no-image"]],
      [
        "/careers/battery-assembly-engineer",
        ["/", "/careers", "/careers/battery-assembly-engineer"],
      ],
      ["/who-we-are", ["/", "/who-we-are"]],
      ["/sector/mining", ["/", "/sector/mining"]],
      ["/news", ["/", "/news"]],
      ["/news?sector=mining", ["/", "/news"]],
      ["/videos", ["/", "/videos"]],
      ["/careers", ["/", "/careers"]],
      ["/privacy", ["/", "/privacy"]],
    ];
    for (const [prefix, lang] of [
      ["", "en"],
      ["/am", "am"],
      ["/om", "om"],
    ] as const) {
      const t = messagesFor(lang);
      const inLanguage = (path: string) =>
        `${ORIGIN}${prefix && path === "/" ? prefix : `${prefix}${path}`}`;
      for (const [path, steps] of trails) {
        const address = `${prefix}${path}`;
        const html = await get(address);
        const lists = ofType(html, "BreadcrumbList");
        expect(lists, address).toHaveLength(1);
        const items = (lists[0]?.itemListElement ?? []) as Thing[];
        expect(
          items.map((item) => item.item),
          address,
        ).toEqual(steps.map(inLanguage));
        expect(
          items.map((item) => item.position),
          address,
        ).toEqual(steps.map((_, index) => index + 1));
        expect(items[0]?.name, address).toBe(t.common.home);
        // The last step is named as the page's heading names it (a sector by its name).
        const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").trim();
        expect(items.at(-1)?.name, address).toBe(
          path === "/sector/mining" ? t.sectorNames.mining : heading,
        );
      }
      // The sections' names in the page's language.
      const [news] = ofType(await get(`${prefix}/news/no-image`), "BreadcrumbList");
      const names = (list: Thing | undefined) =>
        ((list?.itemListElement ?? []) as Thing[]).map((item) => item.name);
      expect(names(news)[1]).toBe(t.news.title);
      const [position] = ofType(
        await get(`${prefix}/careers/battery-assembly-engineer`),
        "BreadcrumbList",
      );
      expect(names(position).at(-1)).toBe(
        { en: ENGINEER, am: ENGINEER_AM, om: ENGINEER_OM }[lang].title,
      );
    }
    // The home page is the trail's start, not a step on it.
    expect(ofType(await get("/"), "BreadcrumbList")).toHaveLength(0);
  });
});
