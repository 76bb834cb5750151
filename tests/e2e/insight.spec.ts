import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Insight with a month of totals as a busy site has them (scripts/insight-sample.ts, through the
// test hook): the charts and their tables, the periods, a phone's width, the Overview's card and a
// list row's views.
test.slow();

/** A browser's user agent: Playwright's own names a headless browser, which is not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

test("an editor reads a month of Insight, a week of it, the Overview's card and a row's views", async ({
  browser,
  page,
  request,
}) => {
  const token = randomUUID().slice(0, 8);
  const editor = { email: `insight-${token}@example.com`, password: "insight-pass-1" };
  await newAccount(request, editor, "editor");
  const title = `Insight ${token}: Modjo plant output`;
  const article = await request.post("/__test/articles", { data: { title } });
  const { id } = (await article.json()) as { id: string };
  const seeded = await request.post("/__test/insight-sample", {
    data: { days: 60, views: 80_000, articleIds: [id] },
  });
  expect(seeded.ok()).toBe(true);
  // A visitor searches for what the site does not have, and follows an address that is not there.
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const words = `solar panels ${token}`;
  expect((await visitor.request.get(`/search?q=${encodeURIComponent(words)}`)).ok()).toBe(true);
  expect((await visitor.request.get(`/catalogue-${token}`)).status()).toBe(404);
  await visitor.close();

  await signedIn(page, editor, "/admin/insight");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Insight", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Insight" })).toHaveAttribute("aria-selected", "true");
  // Both in the sections under the traffic, once counted (every few seconds).
  const searchAgain = page.getByRole("link", {
    name: `Search the site for “${words}” in English (opens in a new tab)`,
  });
  await expect(async () => {
    await page.reload();
    await expect(searchAgain).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    page.getByRole("link", { name: `Write an article about “${words}” (searched in English)` }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Create redirect from /catalogue-${token}` }),
  ).toBeVisible();
  const period = page.getByRole("navigation", { name: "Period" });
  await expect(period.getByRole("link", { name: "30 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const chart = page.getByRole("img", { name: /^Visitors and page views per day, last 30 days:/ });
  await expect(chart).toBeVisible();
  // The chart's figures as a table, one row per day.
  await page.getByText("The figures per day").click();
  const table = page.getByRole("table", { name: "Visitors and page views per day, last 30 days" });
  await expect(table.getByRole("row")).toHaveCount(31);
  const topArticles = page.getByRole("region", { name: "Top articles" });
  await expect(topArticles.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/admin/articles/${id}`,
  );
  await expect(page.getByRole("table", { name: "Languages, last 30 days" })).toContainText(
    "Afaan Oromo",
  );
  await expectNoAxeViolations(page);
  const pageViews = page
    .locator("dl > div")
    .filter({ hasText: "Page views" })
    .locator("dd")
    .first();
  const month = await pageViews.textContent();
  await snap(page, "insight-month");

  // A week: fewer views, compared with the week before.
  await period.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/insight\?days=7$/);
  await expect(
    page.getByRole("img", { name: /^Visitors and page views per day, last 7 days:/ }),
  ).toBeVisible();
  await expect(pageViews).not.toHaveText(month ?? "");
  await expect(page.getByText(/on the previous 7 days$/).first()).toBeVisible();

  // A phone: nothing wider than the page (the tables scroll in their own boxes).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/insight");
  await hydrated(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The Overview's card: the same week's views (the site's server is shared: other visits may
  // be counted between two readings, so the two are read again until they agree), and the way
  // to Insight.
  const card = page.getByRole("region", { name: "Page views, last 7 days", exact: true });
  await expect(async () => {
    await page.goto("/admin/insight?days=7");
    const weekNow = (await pageViews.textContent()) ?? "";
    await page.goto("/admin/overview");
    await expect(card).toContainText(weekNow, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await hydrated(page);
  await expect(card.getByRole("img", { name: /^Page views per day, last 7 days:/ })).toBeVisible();
  await card.getByRole("link", { name: "Open Insight" }).click();
  await expect(page).toHaveURL(/\/admin\/insight\?days=7$/);
  await page.goto("/admin/overview");
  await snap(page, "insight-overview");

  // The article's row in News Articles: its views of the last 30 days.
  await page.goto(`/admin?q=${encodeURIComponent(token)}`);
  const row = page.locator(".cl > li").filter({ hasText: title });
  await expect(row).toContainText(/\d[\d,]* views in 30 days/);
  await snap(page, "insight-list");
});
