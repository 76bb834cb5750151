import { expect, type Page } from "@playwright/test";
import { snap } from "./accounts";
import { expectNoAxeViolations, test } from "./fixtures";

// Articles of three sectors, with words no other test uses.
const ARTICLES = [
  { slug: "e2e-guji-shaft", title: "Guji shaft reaches the ore body", sector: "mining" },
  { slug: "e2e-smelter", title: "Smelter trial run at Guji", sector: "mining" },
  { slug: "e2e-limu-lots", title: "Limu lots shipped to Hamburg", sector: "export" },
  { slug: "e2e-tailings", title: "Tailings dam passes inspection", sector: "mining" },
];

test.beforeAll(async ({ request }) => {
  for (const [i, article] of ARTICLES.entries()) {
    const response = await request.post("/__test/content", {
      data: {
        kind: "article",
        ...article,
        summary: `${article.title}: the details of a busy quarter at the site.`,
        content: "The **ore body** was reached ahead of plan; assays follow next month.",
        author: "Addis Investment Group",
        published: true,
        publishedAt: new Date(Date.now() - (ARTICLES.length - i) * 60_000).toISOString(),
      },
    });
    expect(response.status()).toBe(201);
  }
});

const searchBox = (page: Page) =>
  page.getByRole("banner").getByRole("searchbox", { name: "Search" });

test("a sector page shows its latest news and links its feed; /news filters by sector", async ({
  page,
}) => {
  await page.goto("/sector/mining");
  const section = page.getByRole("region", { name: "Latest from Mining" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Tailings dam passes inspection",
    "Smelter trial run at Guji",
    "Guji shaft reaches the ore body",
  ]);
  await expect(page.locator('link[rel="alternate"][href="/sector/mining/rss.xml"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await snap(page, "sector-mining-news");

  await section.getByRole("link", { name: "All Mining news" }).click();
  await expect(page).toHaveURL("/news?sector=mining");
  const filter = page.getByRole("navigation", { name: "News by sector" });
  await expect(filter.getByRole("link", { name: "Mining" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Limu lots shipped to Hamburg" })).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "Guji shaft reaches the ore body" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "news-filtered");

  await filter.getByRole("link", { name: "Export" }).click();
  await expect(page).toHaveURL("/news?sector=export");
  await expect(page.getByRole("heading", { name: "Limu lots shipped to Hamburg" })).toBeVisible();
  await filter.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL("/news");
  await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
});

test("the header's search box finds articles, marks the words and says when nothing matches", async ({
  page,
}) => {
  // In the header of every page, on phones too: the home page has a header of its own.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/news"]) {
      await page.goto(path);
      const where = `${path} at ${width} px`;
      await expect(searchBox(page), where).toBeVisible();
      await expect(searchBox(page), where).toBeInViewport({ ratio: 1 });
    }
  }
  await searchBox(page).fill("ore body");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/search?q=ore+body");
  // Every article's text has the words; the one with them in its title ranks first.
  await expect(page.getByRole("main").getByRole("status")).toHaveText("4 results for “ore body”");
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results).toHaveCount(4);
  await expect(results.first().getByRole("link")).toHaveText("Guji shaft reaches the ore body");
  await expect(results.first().getByRole("heading").locator("mark")).toHaveText(["ore", "body"]);
  await expect(results.nth(1).locator("p mark")).toHaveText(["ore", "body"]);
  await expectNoAxeViolations(page);
  await snap(page, "search-results");

  await results.first().getByRole("link").click();
  await expect(page).toHaveURL("/news/e2e-guji-shaft");

  await page.goto("/search?q=zebra+crossing");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "No results for “zebra crossing”.",
  );
  await snap(page, "search-none");
});

test("search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await searchBox(page).fill("tailings");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/search?q=tailings");
  await expect(page.getByRole("link", { name: "Tailings dam passes inspection" })).toBeVisible();
  await context.close();
});
