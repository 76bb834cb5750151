import { expect, type Page } from "@playwright/test";
import { photograph, signedIn } from "./accounts";
import { paste } from "./editor";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// These tests have a server of their own (playwright.config.ts), starting from empty lists; they
// sign in as an admin the test hooks make once, before all.
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "content-owner@example.com", password: "content-pass-1" };

async function signIn(page: Page) {
  await signedIn(page, ADMIN);
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
  await hydrated(page);
}

test.beforeAll(async ({ request }) => {
  // An approved account: created by the e2e hook so this file does not depend on the others.
  const response = await request.post("/__test/users", {
    data: { email: ADMIN.email, password: ADMIN.password, role: "admin" },
  });
  expect(response.ok()).toBe(true);
});

test("the dashboard opens on News Articles, and each section has its own address", async ({
  page,
}) => {
  await signIn(page);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Overview",
    "News Articles",
    "Videos",
    "Pages",
    "Careers",
    "Tenders",
    "Documents",
    "Media",
    "Site",
    "Trash",
    "Messages",
    "Alerts",
    "Webhooks",
    "Team",
    "Redirects",
    "Activity",
    "Insight",
    "Account",
  ]);
  await expect(page.getByRole("tab", { name: "News Articles" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("No articles yet. Create your first article!")).toBeVisible();

  await page.getByRole("tab", { name: "Videos" }).click();
  await expect(page).toHaveURL(/\/admin\/videos$/);
  await expect(page.getByText("No videos yet. Add your first video!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Videos" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("tab", { name: "Pages" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/careers$/);
  await expect(page.getByRole("tab", { name: "Careers" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/tenders$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(page.getByRole("tab", { name: "Media" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/site$/);
  await expect(page.getByRole("tab", { name: "Site" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("tab", { name: /^Messages/ })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("tab", { name: "Account" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/admin\/insight$/);
  // Back through Account, Messages, Trash, Site, Media, Documents, Tenders, Careers and Pages.
  for (let i = 0; i < 10; i++) await page.goBack();
  await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
});

test("an article goes through create, validation, edit, publish, unpublish and delete", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Add Article" }).click();
  await expect(page.getByRole("heading", { name: "New Article" })).toBeVisible();
  await expect(page.getByLabel("Author")).toHaveValue("Addis Investment Group");
  await expect(page.getByLabel("Publish immediately")).not.toBeChecked();
  await expect(page.getByLabel("Summary")).toHaveAttribute("rows", "2");
  // The content is written in the rich-text editor, with its toolbar.
  await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveAttribute(
    "contenteditable",
    "true",
  );
  await expect(page.getByRole("toolbar", { name: "Content formatting" })).toBeVisible();

  // Validation, in the browser with the server's schema.
  await page.getByLabel("Featured Image URL").fill("not a url");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Summary is required")).toBeVisible();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(page.getByText("Featured Image URL must be a valid http(s) URL")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  // The slug follows the title, may be overtyped, and follows again when the title changes.
  await page.getByLabel("Title").fill("Hello, World!  Ethiopia_2035 -- EV");
  await expect(page.getByLabel("URL Slug")).toHaveValue("hello-world-ethiopia_2035-ev");
  await page.getByLabel("URL Slug").fill("my-own-slug");
  await page.getByLabel("Title").fill("New EV Plant Opens");
  await expect(page.getByLabel("URL Slug")).toHaveValue("new-ev-plant-opens");

  await page.getByLabel("Summary").fill("The first electric vehicles leave the line.");
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await paste(content, {
    "text/plain": "## A milestone\n\nOur **first** cars. <script>alert(1)</script>",
  });
  await expect(content.locator("h2")).toHaveText("A milestone");
  await expect(content.locator("strong")).toHaveText("first");
  await expect(content.locator("script")).toHaveCount(0);
  await page.getByLabel("Featured Image URL").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).dblclick();

  await expect(page).toHaveURL(/\/admin$/);
  const row = page.locator("li", { hasText: "New EV Plant Opens" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("Addis Investment Group");
  await expect(row).toContainText("The first electric vehicles leave the line.");

  await row.getByRole("button", { name: "Publish New EV Plant Opens" }).click();
  await expect(row).toContainText("Published");
  await expect(row.getByRole("button", { name: "Unpublish New EV Plant Opens" })).toBeVisible();
  await row.getByRole("button", { name: "Unpublish New EV Plant Opens" }).click();
  await expect(row).toContainText("Draft");

  await row.getByRole("link", { name: "Edit New EV Plant Opens" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("New EV Plant Opens");
  await expect(page.getByLabel("URL Slug")).toHaveValue("new-ev-plant-opens");
  await page.getByLabel("Summary").fill("Updated summary.");
  await page.getByLabel("Publish immediately").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row).toContainText("Updated summary.");
  await expect(row).toContainText("Published");

  await row.getByRole("button", { name: "Delete New EV Plant Opens" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this article? “New EV Plant Opens” goes to the Trash, where it is kept for 30 days before it is deleted for good.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Delete New EV Plant Opens" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No articles yet. Create your first article!")).toBeVisible();
});

test("a slug used by another article is refused and the form keeps its input", async ({ page }) => {
  await signIn(page);
  for (const summary of ["First one.", "Second one."]) {
    await page.goto("/admin/articles/new");
    await hydrated(page);
    await page.getByLabel("Title").fill("Copper Output Doubles");
    await page.getByLabel("Summary").fill(summary);
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("Details follow.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // The first is stored (back on the list) before the second form opens.
    if (summary === "First one.") await expect(page).toHaveURL("/admin");
  }
  await expect(page.getByText("This slug is already used by another article.")).toBeVisible();
  await expect(page.getByLabel("Summary")).toHaveValue("Second one.");
  await expect(page.getByLabel("Title")).toHaveValue("Copper Output Doubles");
  await photograph(page, "admin-article-form-1280", { fullPage: true });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.locator("li", { hasText: "Copper Output Doubles" })).toHaveCount(1);
});

test("a video goes through create, edit, publish, unpublish and delete", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/videos");
  await page.getByRole("link", { name: "Add Video" }).click();
  await hydrated(page);
  await expect(page.getByLabel("Category")).toHaveValue("EV Technology");
  await expect(page.getByText("YouTube, Vimeo, or direct video URL")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Video URL is required")).toBeVisible();
  await page.getByLabel("Title").fill("Inside the Assembly Line");
  await page.getByLabel("Description").fill("A walk through our EV plant.");
  await page.getByLabel("Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByLabel("Duration").fill("5:30");
  await page.getByLabel("Category").selectOption("Manufacturing Process");
  await photograph(page, "admin-video-form-1280", { fullPage: true });
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/videos$/);
  const row = page.locator("li", { hasText: "Inside the Assembly Line" });
  await expect(row).toContainText("Manufacturing Process · 5:30");
  await row.getByRole("button", { name: "Publish Inside the Assembly Line" }).click();
  await expect(row).toContainText("Published");
  await row.getByRole("button", { name: "Unpublish Inside the Assembly Line" }).click();
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: "Edit Inside the Assembly Line" }).click();
  await expect(page.getByLabel("Category")).toHaveValue("Manufacturing Process");
  await page.getByLabel("Duration").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row).toContainText("Manufacturing Process ·");
  await expect(row).not.toContainText("5:30");
  await expectNoAxeViolations(page);
  await photograph(page, "admin-videos-1280", { fullPage: true });

  await row.getByRole("button", { name: "Delete Inside the Assembly Line" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this video?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No videos yet. Add your first video!")).toBeVisible();
});

test("a failing database write shows the specified alert", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/admin");
  const row = page.locator("li", { hasText: "Copper Output Doubles" });
  await expect(row).toHaveCount(1);
  await request.post("/__test/fail-writes", { data: { table: "news_articles", fail: true } });
  try {
    await row.getByRole("button", { name: "Publish Copper Output Doubles" }).click();
    await expect(row.getByRole("alert")).toHaveText("Failed to update article");
    await expect(row).toContainText("Draft");
    await row.getByRole("button", { name: "Delete Copper Output Doubles" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(row.getByRole("alert")).toHaveText("Failed to delete article");
    await row.getByRole("link", { name: "Edit Copper Output Doubles" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to save article");
  } finally {
    await request.post("/__test/fail-writes", { data: { table: "news_articles", fail: false } });
  }
});

test("the dashboard and forms look right on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  await photograph(page, "admin-articles-375", { fullPage: true });
  await expectNoAxeViolations(page);
  // The tabs scroll sideways: the end with more tabs beyond it fades out.
  const moreBefore = page.locator('[data-more="before"]');
  const moreAfter = page.locator('[data-more="after"]');
  await expect(moreAfter).toHaveCSS("opacity", "1");
  await expect(moreBefore).toHaveCSS("opacity", "0");
  await page.getByRole("tab", { name: "Account" }).click();
  await expect(page.getByRole("tab", { name: "Account" })).toBeInViewport();
  await expect(moreBefore).toHaveCSS("opacity", "1");
  await expect(moreAfter).toHaveCSS("opacity", "0");
  await photograph(page, "admin-account-tabs-375");
  await page.goto("/admin/articles/new");
  await expectNoAxeViolations(page);
  await photograph(page, "admin-article-new-375", { fullPage: true });
  await page.goto("/admin/videos/new");
  await expectNoAxeViolations(page);
  await photograph(page, "admin-video-new-375", { fullPage: true });
  await context.close();
});

test("the filter box narrows a list as one types, and asks the server on Enter", async ({
  page,
}) => {
  await signIn(page);
  for (const title of ["Coffee harvest begins", "Copper smelter upgrade", "Coffee export record"]) {
    await page.goto("/admin/articles/new");
    await hydrated(page);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("Summary.");
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("Body.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
  }
  const rows = page.locator("li:visible");
  // Counted once the list shows the last article saved (the redirect's page has rendered).
  await expect(page.getByRole("heading", { name: "Coffee export record" })).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(3);
  const filter = page.getByRole("searchbox", { name: "Filter articles" });
  await filter.fill("coffee");
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(`Showing 2 of ${total} articles`)).toBeVisible();
  await filter.fill("coffee harvest");
  await expect(rows).toHaveCount(1);
  await filter.fill("no such title");
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("No articles match “no such title”.")).toBeVisible();
  await filter.fill("");
  await expect(rows).toHaveCount(total);

  // Enter asks the server (also what happens without JavaScript): the address says so.
  await filter.fill("copper smelter");
  await filter.press("Enter");
  await expect(page).toHaveURL(/\/admin\?q=copper\+smelter$/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Show all" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Show all" }).click();
  await expect(rows).toHaveCount(total);
});

test("one confirmation dialog serves every row, and old ?tab= addresses still work", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await expect(page.locator("dialog")).toHaveCount(1);
  for (const [old, now] of [
    ["/admin?tab=videos", /\/admin\/videos$/],
    ["/admin?tab=messages", /\/admin\/messages$/],
    ["/admin?tab=team", /\/admin\/team$/],
    ["/admin?tab=news", /\/admin$/],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(now);
  }
  // The list's buttons work without JavaScript too: a plain form post, back to the list.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/admin");
  const row = plain.locator("li", { hasText: "Coffee export record" });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: "Publish Coffee export record" }).click();
  await expect(plain).toHaveURL(/\/admin$/);
  await expect(row).toContainText("Published");
  await plain.getByRole("searchbox", { name: "Filter articles" }).fill("harvest");
  await plain.getByRole("button", { name: "Filter" }).click();
  await expect(plain).toHaveURL(/\/admin\?q=harvest$/);
  await expect(plain.locator("li", { hasText: "Coffee" })).toHaveCount(1);
  await context.close();
});
