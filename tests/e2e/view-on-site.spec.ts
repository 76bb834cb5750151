import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// The site's server is shared with the other specs: this one's articles carry a tag of their own.
const TAG = `Vos${Date.now().toString(36)}`;
const slugOf = (name: string) => `${TAG.toLowerCase()}-${name}`;
const EDITOR = { email: `view-${TAG.toLowerCase()}@example.com`, password: "view-pass-1" };

test.describe.configure({ mode: "serial" });

/** A draft article made through the test hooks: its id. */
async function draft(page: Page, name: string, content: string) {
  const response = await page.request.post("/__test/content", {
    data: {
      kind: "article",
      title: `${TAG} ${name}`,
      slug: slugOf(name),
      summary: `The summary of ${name}.`,
      content,
      published: false,
    },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/**
 * No WCAG A/AA or best-practice violation on the form with its preview open. The framed page is
 * judged on its own (below): axe's landmark-unique compares landmarks across frames, and a
 * whole page in a frame has the banner and main that the admin page has too.
 */
async function expectFormWithoutViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude("iframe")
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await newAccount(request, EDITOR, "editor");
});

test("'View on site' on a published article's row and form leads to its page, and publishing says so", async ({
  page,
}) => {
  const title = `${TAG} copper`;
  const id = await draft(page, "copper", "The mine produced more copper than planned.");
  await signedIn(page, EDITOR, `/admin/articles/${id}`);
  await hydrated(page);
  // A draft's form has no 'View on site'.
  await expect(page.getByRole("heading", { name: "Edit Article" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0);

  await page.getByRole("radio", { name: "Publish immediately" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const notice = page.getByRole("status").filter({ hasText: "Published — View on site" });
  await expect(notice).toBeVisible();
  // The list's address is its own again: a reload does not say it twice.
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin?q=${TAG}`);
  await hydrated(page);
  const row = page.locator(".cl > li", { hasText: title });
  const rowLink = row.getByRole("link", { name: `View “${title}” on site` });
  await expect(rowLink).toHaveAttribute("href", `/news/${slugOf("copper")}`);
  await rowLink.click();
  await expect(page).toHaveURL(new RegExp(`/news/${slugOf("copper")}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The published form's link, near its title.
  await page.goto(`/admin/articles/${id}`);
  await hydrated(page);
  await page.getByRole("link", { name: "View on site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The notice's link, after the list's own 'Published'.
  await page.goto(`/admin?published=${id}`);
  await page.getByRole("status").getByRole("link", { name: "View on site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("a draft's 'Preview' opens beside the form on a wide screen, and in a new tab on a narrow one", async ({
  page,
}) => {
  const id = await draft(page, "coffee", "Picking season in Guji, as drafted.");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, EDITOR, `/admin/articles/${id}`);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0);

  // One 'Preview' per screen: beside the form on a wide one.
  await expect(page.getByRole("link", { name: "Preview (opens in a new tab)" })).toHaveCount(0);
  await page.getByRole("link", { name: "Preview", exact: true }).click();
  const pane = page.getByRole("region", { name: "Preview", exact: true });
  await expect(pane.getByRole("heading", { name: "Preview", exact: true })).toBeFocused();
  await expect(pane.locator("iframe")).toHaveAttribute("title", `Preview of “${TAG} coffee”`);
  const frame = pane.frameLocator("iframe");
  await expect(frame.getByText("Picking season in Guji, as drafted.")).toBeVisible();
  // Side by side: the form on the left, the preview on the right.
  const form = await page.getByLabel("Title", { exact: true }).boundingBox();
  const shown = await pane.boundingBox();
  expect(form && shown && form.x + form.width <= shown.x).toBe(true);
  await expectFormWithoutViolations(page);

  // A change not saved yet: the pane says it shows the last saved version; saved, it shows it.
  await page.getByLabel("Title", { exact: true }).fill(`${TAG} coffee, harvested`);
  await expect(pane).toContainText("Preview shows the last saved version");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(frame.getByRole("heading", { name: `${TAG} coffee, harvested` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}\\?preview=open$`));
  await expect(pane).toContainText("The last saved version, as the public will see it.");

  await pane.getByRole("button", { name: "Close preview" }).click();
  await expect(pane).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Preview", exact: true })).toBeFocused();

  // On a phone: a new tab with the draft.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("link", { name: "Preview", exact: true })).toHaveCount(0);
  const link = page.getByRole("link", { name: "Preview (opens in a new tab)" });
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(tab.getByText("Picking season in Guji, as drafted.")).toBeVisible();
  await tab.close();

  // The preview's page, judged on its own.
  await page.goto(`/preview/article/${id}`);
  await expectNoAxeViolations(page);
});
