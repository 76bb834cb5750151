import { expect } from "@playwright/test";
import { pdf } from "../support/media-fixtures";
import { newAccount, signedIn, snap } from "./accounts";
import { paste } from "./editor";
import { enhanced, expectNoAxeViolations, hydrated, test } from "./fixtures";

const OWNER = { email: "tenders-owner@example.com", password: "tenders-owner-pass-1" };
const TITLE = "E2E Supply of transformer oil";
const REFERENCE = "E2E/NCB/2031/007";

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

test("staff add a tender with a bid document; a visitor filters /tenders without script and opens it", async ({
  page,
  browser,
}) => {
  test.slow();
  await signedIn(page, OWNER, "/admin/tenders");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Tenders" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "Add Tender" }).click();
  await expect(page.getByRole("heading", { name: "New Tender" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue(
    "e2e-supply-of-transformer-oil",
  );
  await page.getByRole("textbox", { name: "Reference number", exact: true }).fill(REFERENCE);
  await page.getByLabel("Sector").selectOption("manufacturing");
  await page.getByLabel("Category").selectOption("goods");
  await page.getByLabel("Method").selectOption("ncb");
  await paste(page.getByRole("textbox", { name: "Description", exact: true }), {
    "text/plain": "## Scope\n\nTransformer oil for the **Modjo** substation.",
  });
  await page.getByRole("textbox", { name: "Bid security", exact: true }).fill("ETB 20,000");
  await page.getByLabel("Closing date").fill("2031-03-31T10:00");
  await page.getByLabel("Bid opening").fill("2031-03-31T10:30");
  await page.getByRole("textbox", { name: "Opening place", exact: true }).fill("Head office");
  const documents = page.getByRole("group", { name: "Bid documents" });
  await documents.getByLabel(/^Upload PDF/).setInputFiles({
    name: "technical-specification.pdf",
    mimeType: "application/pdf",
    buffer: pdf(2),
  });
  const documentTitle = documents.getByRole("textbox", { name: /^Title/ });
  await expect(documentTitle).toBeVisible();
  await documentTitle.fill("Technical specification");
  await page.getByLabel("Publish immediately").check();
  await expectNoAxeViolations(page);
  await snap(page, "admin-tender-form");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tenders$/);
  const row = page.getByRole("listitem").filter({ hasText: TITLE });
  await expect(row).toContainText("Open");
  await expect(row).toContainText(REFERENCE);
  await snap(page, "admin-tenders");

  // A visitor without script: the filter is a plain form.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const visitor = await context.newPage();
  await visitor.goto("/tenders");
  await visitor.getByLabel("Category").selectOption("works");
  await visitor.getByRole("button", { name: "Show tenders" }).click();
  await expect(visitor).toHaveURL(/category=works/);
  await expect(visitor.getByText("No tenders match these filters.")).toBeVisible();
  await visitor.getByLabel("Category").selectOption("goods");
  await visitor.getByLabel("Method").selectOption("ncb");
  await visitor.getByRole("button", { name: "Show tenders" }).click();
  await expect(visitor).toHaveURL(/category=goods&method=ncb/);
  const card = visitor.getByRole("listitem").filter({ hasText: TITLE });
  await expect(card).toContainText(REFERENCE);
  await expect(card).toContainText("Open national (NCB)");
  await expect(card).toContainText("March 31, 2031");
  await card.getByRole("link", { name: TITLE }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(visitor.getByText("Megabit 22, 2023 E.C.").first()).toBeVisible();
  await expect(visitor.getByText("Addis Ababa time").first()).toBeVisible();
  const download = visitor.getByRole("link", { name: "Download: Technical specification" });
  await expect(download).toHaveAttribute("href", /^\/uploads\/[a-f0-9]+\.pdf$/);
  await context.close();

  // The same pages with script, checked for accessibility.
  await page.goto("/tenders");
  await enhanced(page);
  await expectNoAxeViolations(page);
  await snap(page, "tenders");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expectNoAxeViolations(page);
  await snap(page, "tender");
});
