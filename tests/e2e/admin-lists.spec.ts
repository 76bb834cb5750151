import { expect, type Page } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// The site's server is shared with the other specs: this one's articles carry a tag of their own
// and its lists are filtered by it, so the rows of other tests never come in between.
const TAG = `Scroll${Date.now().toString(36)}`;
const ROWS = 120;
const EDITOR = { email: `lists-${TAG.toLowerCase()}@example.com`, password: "lists-pass-1" };
const title = (n: number) => `${TAG} row ${String(n).padStart(3, "0")}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  await newAccount(request, EDITOR, "admin");
  // One after the other: row 0 is the oldest, row 119 the newest.
  for (let n = 0; n < ROWS; n++) {
    const response = await request.post("/__test/articles", {
      data: { title: title(n), slug: `${TAG.toLowerCase()}-${n}` },
    });
    expect(response.ok()).toBe(true);
  }
});

/** The titles of the rows in the page (rows put away far from the screen are not). */
const titlesInPage = (page: Page) => page.locator(".cl h3").allTextContents();

test("a long list shows its newest rows, adds older ones as one scrolls, and filters in the database", async ({
  page,
}) => {
  await signedIn(page, EDITOR, `/admin?q=${TAG}`);
  await hydrated(page);
  const rows = page.locator(".cl > li:not([data-gap])");
  await expect(rows).toHaveCount(50);
  await expect(rows.first().getByRole("heading")).toHaveText(title(ROWS - 1));
  await expect(page.getByText(`Showing ${ROWS} of`)).toBeVisible();
  const older = page.getByRole("link", { name: "Show older" });
  await expect(older).toBeVisible();

  // Scrolling down: older rows come, down to the oldest, and the link goes once they are all in.
  const oldest = page.getByRole("heading", { name: title(0) });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(oldest).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(older).toHaveCount(0);
  // In order, each once (rows far above may be put away: those in the page are contiguous).
  const shown = await titlesInPage(page);
  const numbers = shown.map((text) => Number(text.slice(-3)));
  expect(numbers.at(-1)).toBe(0);
  expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) - i));

  // A row loaded by scrolling has its buttons, named for it, and they work.
  const last = page.locator(".cl > li", { hasText: title(0) });
  await last.getByRole("button", { name: `Publish ${title(0)}` }).click();
  await expect(last).toContainText("Published");
  await expect(last.getByRole("button", { name: `Unpublish ${title(0)}` })).toBeFocused();

  // Back at the top, the newest rows are there again.
  await page.keyboard.press("Home");
  await expect(page.getByRole("heading", { name: title(ROWS - 1) })).toBeInViewport();

  // Typing asks the database once the reader pauses: a row the page did not hold comes.
  const filter = page.getByRole("searchbox", { name: "Filter articles" });
  await filter.fill(title(7));
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("heading")).toHaveText(title(7));
  await expect(page.getByText(/^Showing 1 of [\d,]+ articles$/)).toBeVisible();
  await filter.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${TAG}\\+row\\+007$`));
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Show older" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("without JavaScript, 'Show older' opens the next rows", async ({ page, browser, baseURL }) => {
  await signedIn(page, EDITOR, "/admin");
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/admin");
  await plain.getByRole("searchbox", { name: "Filter articles" }).fill(TAG);
  await plain.getByRole("button", { name: "Filter" }).click();
  const rows = plain.locator(".cl > li");
  await expect(rows).toHaveCount(50);
  await plain.getByRole("link", { name: "Show older" }).click();
  await expect(plain).toHaveURL(/[?&]before=/);
  await expect(rows).toHaveCount(50);
  await expect(rows.first().getByRole("heading")).toHaveText(title(ROWS - 51));
  await plain.getByRole("link", { name: "Show older" }).click();
  await expect(rows).toHaveCount(ROWS - 100);
  await expect(rows.last().getByRole("heading")).toHaveText(title(0));
  await expect(plain.getByRole("link", { name: "Show older" })).toHaveCount(0);
  // Back to the whole list, from its newest row.
  await plain.getByRole("link", { name: "Show all" }).click();
  await expect(plain).toHaveURL(/\/admin$/);
  await context.close();
});

test("a row whose answer comes while it is far off screen shows that answer when the reader comes back", async ({
  page,
}) => {
  await signedIn(page, EDITOR, `/admin?q=${TAG}`);
  await hydrated(page);
  const newest = page.locator(".cl > li", { hasText: title(ROWS - 1) });
  // The answer to Publish is held until the reader has scrolled far away from the row.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/admin",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fallback();
    },
  );
  await newest.getByRole("button", { name: `Publish ${title(ROWS - 1)}` }).click();
  const oldest = page.getByRole("heading", { name: title(0) });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(oldest).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/admin",
  );
  release();
  await answered;
  await page.keyboard.press("Home");
  await expect(newest).toContainText("Published");
  await expect(newest.getByRole("button", { name: `Unpublish ${title(ROWS - 1)}` })).toBeEnabled();
});
