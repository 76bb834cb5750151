import { expect, type Page } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, test } from "./fixtures";

test.slow();

const OWNER = { email: "site-editor@example.com", password: "site-editor-pass-1" };
// A text no other test reads: this test publishes it on the shared server, then resets it.
const LEAD = "Jobs, skills and export earnings, measured every year.";
const DEFAULT_LEAD = "Our investments create permanent jobs, substitute imports";

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Published: visitors see the changes now.")).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

test("the site's texts are edited as a draft, previewed, published and reset", async ({
  page,
  browser,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=home");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Site" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Home page" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Lists: an objective added, moved and removed again, without saving.
  await page.getByRole("button", { name: "Add objective" }).click();
  await expect(page.getByRole("textbox", { name: "Objective 6", exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Objective 6", exact: true }).fill("A new objective");
  await page.getByRole("button", { name: "Move objective 6 up" }).click();
  await expect(page.getByRole("textbox", { name: "Objective 5", exact: true })).toHaveValue(
    "A new objective",
  );
  await page.getByRole("button", { name: "Remove objective 5" }).click();
  await expect(page.getByRole("textbox", { name: "Objective 6", exact: true })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Impact introduction", exact: true }).fill(LEAD);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await expect(page.getByText("Unpublished changes")).toBeVisible();

  // The Amharic introduction was written for the old English one.
  await page.getByRole("tab", { name: "አማርኛ" }).click();
  await expect(page.getByText("Needs update").first()).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Still correct: Amharic impact introduction" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "admin-site-home");

  // Visitors do not see the draft; Preview does.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  await expect(visitor.locator("#impact")).toContainText(DEFAULT_LEAD);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/#?$/);
  await expect(page.getByText("Preview of unpublished site changes")).toBeVisible();
  await expect(page.locator("#impact")).toContainText(LEAD);

  await page.getByRole("link", { name: "Back to the site editor" }).click();
  await publish(page);
  await visitor.reload();
  await expect(visitor.locator("#impact")).toContainText(LEAD);

  // Back to the specification's text.
  await page.goto("/admin/site?section=home");
  await hydrated(page);
  await page.getByRole("button", { name: "Reset to default: Economic impact" }).click();
  await expect(page.getByText("Back to the default texts")).toBeVisible();
  await publish(page);
  await visitor.reload();
  await expect(visitor.locator("#impact")).toContainText(DEFAULT_LEAD);
  await visitor.close();

  await page.goto("/admin/site");
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: "Contact e-mail" })).toBeVisible();
  await snap(page, "admin-site-settings");
  await page.goto("/admin/site/history");
  await expect(page.getByRole("heading", { name: "History of the site" })).toBeVisible();
  await expect(page.getByText("Reset to default").first()).toBeVisible();
});
