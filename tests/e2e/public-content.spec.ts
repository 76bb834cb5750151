import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { formatLongDate } from "~/lib/dates";
import { expectNoAxeViolations, test } from "./fixtures";

// On a server of its own (playwright.config.ts), where nothing else publishes: one worker creates
// the items once, dated a few milliseconds before it does, so these are the newest in every list.
// (A date ahead of now would be a scheduled publication, hidden until then.)
let createdAt = 0;
function before(ms: number): string {
  return new Date(createdAt - ms).toISOString();
}
function article(slug: string, title: string, ms: number) {
  return { slug, title, ms, date: () => formatLongDate(before(ms)) };
}
const SECOND = article("e2e-second", "Second of four", 4);
const THIRD = article("e2e-third", "Third of four", 3);
const FOURTH = article("e2e-fourth", "Fourth of four", 2);
const ARTICLES = [article("e2e-first", "First of four", 5), SECOND, THIRD, FOURTH];
const DRAFT = { slug: "e2e-draft", title: "A draft nobody sees" };
const XSS = {
  slug: "e2e-xss",
  title: `<img src=x onerror="alert('title')">Hostile title`,
  summary: `<script>alert('summary')</script>Hostile summary`,
  content: [
    "[click me](javascript:alert('link'))",
    `<img src=x onerror="alert('img')">`,
    "<script>alert('script')</script>",
    "[other site](https://example.org/page)",
  ].join("\n\n"),
};

test.describe.configure({ mode: "serial" });

async function create(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post("/__test/content", { data });
  expect(response.status()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  createdAt = Date.now();
  for (const a of ARTICLES) {
    await create(request, {
      kind: "article",
      slug: a.slug,
      title: a.title,
      summary: `Summary of ${a.title}.`,
      published: true,
      publishedAt: before(a.ms),
    });
  }
  await create(request, {
    kind: "article",
    slug: DRAFT.slug,
    title: DRAFT.title,
    published: false,
  });
  await create(request, {
    kind: "article",
    ...XSS,
    published: true,
    publishedAt: before(6),
  });
  await create(request, {
    kind: "video",
    title: "E2E YouTube clip",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    duration: "3:33",
    published: true,
    publishedAt: before(1),
  });
  await create(request, {
    kind: "video",
    title: "E2E copper clip",
    videoUrl: `${test.info().project.use.baseURL}/media/copper-operations.mp4`,
    published: true,
    publishedAt: before(2),
  });
  await create(request, {
    kind: "video",
    title: "E2E draft video",
    videoUrl: "https://vimeo.com/76979871",
    published: false,
  });
});

/** Fails the test if any dialog opens (an executed XSS payload would open one). */
function forbidDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

test("the home page shows the newest three articles in order, with their dates and links", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page.locator("#news article");
  await expect(cards).toHaveCount(3);
  await expect(cards.locator("h3")).toHaveText([
    "Fourth of four",
    "Third of four",
    "Second of four",
  ]);
  await expect(cards.locator("time")).toHaveText([FOURTH.date(), THIRD.date(), SECOND.date()]);
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", "/news/e2e-fourth");
  await expect(page.locator("#news")).not.toContainText(DRAFT.title);
  // Each card fills its column of three, however short its text.
  const grid = await page.locator("#news ul").evaluate((list) => list.clientWidth);
  for (const width of await cards.evaluateAll((all) => all.map((c) => c.clientWidth))) {
    expect(width).toBeGreaterThan(grid / 3 - 40);
  }
  // In the HTML the server sends, not added later.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Fourth of four");
  // Sections in order: news and videos sit between impact and contact.
  const ids = await page.locator("main > section[id]").evaluateAll((s) => s.map((e) => e.id));
  expect(ids).toEqual([
    "about",
    "vision",
    "values",
    "sectors",
    "impact",
    "news",
    "videos",
    "contact",
  ]);
  const videoTitles = await page.locator("#videos h3").allTextContents();
  expect(videoTitles.length).toBeLessThanOrEqual(4);
  expect(videoTitles.slice(0, 2)).toEqual(["E2E YouTube clip", "E2E copper clip"]);
  expect(videoTitles).not.toContain("E2E draft video");
});

test("an article page renders its Markdown; drafts and unknown slugs are 404", async ({ page }) => {
  const response = await page.goto("/news/e2e-fourth");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fourth of four");
  await expect(page.locator("main time").first()).toHaveText(FOURTH.date());
  await expect(page.getByText("Summary of Fourth of four.")).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toEqual([
    "NewsArticle",
    "BreadcrumbList",
  ]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expectNoAxeViolations(page);

  expect((await page.goto(`/news/${DRAFT.slug}`))?.status()).toBe(404);
  expect((await page.goto("/news/no-such-article"))?.status()).toBe(404);
  // A draft preview needs a signed-in admin.
  await page.goto(`/news/${DRAFT.slug}?preview=1`);
  await expect(page).toHaveURL("/admin");
});

test("/news lists published articles newest first, 12 a page, and 404s past the end", async ({
  page,
}) => {
  await page.goto("/news");
  const titles = await page.locator("main article h2").allTextContents();
  expect(titles.slice(0, 4)).toEqual([
    "Fourth of four",
    "Third of four",
    "Second of four",
    "First of four",
  ]);
  expect(titles).not.toContain(DRAFT.title);
  expect(titles.length).toBeLessThanOrEqual(12);
  await expectNoAxeViolations(page);
  expect((await page.goto("/news?page=999"))?.status()).toBe(404);
  expect((await page.goto("/news?page=abc"))?.status()).toBe(404);
});

test("/videos lists published videos and no drafts", async ({ page }) => {
  await page.goto("/videos");
  const titles = await page.locator("main article h2").allTextContents();
  expect(titles.slice(0, 2)).toEqual(["E2E YouTube clip", "E2E copper clip"]);
  expect(titles).not.toContain("E2E draft video");
  await expectNoAxeViolations(page);
});

test("a YouTube video requests nothing from a third party until it is clicked", async ({
  page,
  baseURL,
}) => {
  const ownHost = new URL(baseURL ?? "").host;
  const thirdParty: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.host === ownHost) return route.continue();
    thirdParty.push(url.href);
    return route.fulfill({ status: 204, body: "" });
  });
  await page.goto("/");
  await page.locator("#videos").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);

  await page.getByRole("button", { name: "Play video: E2E YouTube clip" }).click();
  const frame = page.locator('#videos iframe[title="E2E YouTube clip"]');
  await expect(frame).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
  );
  await expect
    .poll(() => thirdParty.some((u) => u.startsWith("https://www.youtube-nocookie.com/embed/")))
    .toBe(true);
});

test("a direct .mp4 plays in a <video> element", async ({ page }) => {
  await page.goto("/videos");
  await page.getByRole("button", { name: "Play video: E2E copper clip" }).click();
  const video = page.locator("main article", { hasText: "E2E copper clip" }).locator("video");
  await expect(video).toHaveCount(1);
  await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
});

test("hostile text in an article never runs on the home page, /news or the article page", async ({
  page,
}) => {
  const dialogs = forbidDialogs(page);
  await page.goto("/news");
  await expect(page.getByText("Hostile title")).toBeVisible();
  await page.goto("/");
  await page.goto(`/news/${XSS.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hostile title");
  const article = page.locator("article.mx-auto, main article").last();
  await expect(page.locator("main script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator("main [onerror]")).toHaveCount(0);
  const link = page.getByRole("link", { name: "click me" });
  if (await link.count()) {
    expect(await link.getAttribute("href")).not.toMatch(/javascript:/i);
  }
  await expect(page.getByRole("link", { name: "other site" })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
  await article.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(dialogs).toEqual([]);
});

test("the sitemap and the RSS feed are XML and list the published articles only", async ({
  page,
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/application\/xml/);
  const rss = await request.get("/rss.xml");
  expect(rss.headers()["content-type"]).toMatch(/application\/rss\+xml/);
  await page.goto("/");
  const parsed = await page.evaluate(
    ([sitemapXml, rssXml]: string[]) => {
      const parser = new DOMParser();
      const s = parser.parseFromString(sitemapXml ?? "", "application/xml");
      const r = parser.parseFromString(rssXml ?? "", "application/xml");
      return {
        errors:
          s.getElementsByTagName("parsererror").length +
          r.getElementsByTagName("parsererror").length,
        locs: [...s.getElementsByTagName("loc")].map((e) => e.textContent ?? ""),
        lastmods: s.getElementsByTagName("lastmod").length,
        items: [...r.getElementsByTagName("item")].map(
          (i) => i.getElementsByTagName("link")[0]?.textContent ?? "",
        ),
        titles: [...r.getElementsByTagName("item")].map(
          (i) => i.getElementsByTagName("title")[0]?.textContent ?? "",
        ),
      };
    },
    [await sitemap.text(), await rss.text()],
  );
  expect(parsed.errors).toBe(0);
  const articleLocs = parsed.locs.filter((loc) => loc.includes("/news/"));
  for (const a of ARTICLES)
    expect(articleLocs.some((loc) => loc.endsWith(`/news/${a.slug}`))).toBe(true);
  expect(articleLocs.some((loc) => loc.endsWith(`/news/${DRAFT.slug}`))).toBe(false);
  expect(parsed.lastmods).toBe(articleLocs.length);
  expect(parsed.locs.some((loc) => loc.endsWith("/sector/mining"))).toBe(true);

  // The feed holds exactly what /news lists first, newest first, hostile titles as plain text.
  await page.goto("/news");
  const newsLinks = await page
    .locator("main article h2 a")
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  expect(parsed.items.map((link) => new URL(link).pathname)).toEqual(
    newsLinks.slice(0, parsed.items.length),
  );
  expect(parsed.titles).toContain(XSS.title);
  expect(parsed.items.some((link) => link.endsWith(`/news/${DRAFT.slug}`))).toBe(false);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("an image that fails to load gives way to the branded panel", async ({ page, request }) => {
  await create(request, {
    kind: "article",
    slug: "e2e-broken-image",
    title: "An article whose image is gone",
    imageUrl: "https://images.example/gone.jpg",
    published: true,
    publishedAt: "2025-06-01T09:00:00Z",
  });
  await page.route("https://images.example/**", (route) => route.fulfill({ status: 404 }));
  await page.goto("/news/e2e-broken-image");
  const main = page.locator("main");
  await expect(main.locator("img[data-fallback]")).toBeHidden();
  await expect(main.locator("img[data-fallback] + div")).toBeVisible();
});
