import { expect } from "@playwright/test";
import { pdf } from "../support/media-fixtures";
import { newAccount, signedIn, snap } from "./accounts";
import { enhanced, expectNoAxeViolations, hydrated, test } from "./fixtures";

const OWNER = { email: "documents-owner@example.com", password: "documents-owner-pass-1" };

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

test("staff add a report with its PDF and publish it; a visitor filters /investors without script and opens it", async ({
  page,
  browser,
}) => {
  test.slow();
  await signedIn(page, OWNER, "/admin/documents");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Documents" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("link", { name: "Add Document" }).click();
  await expect(page.getByRole("heading", { name: "New Document" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("textbox", { name: "Title", exact: true }).fill("E2E Annual Report 2017");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("e2e-annual-report-2017");
  await page.getByLabel("Type", { exact: true }).selectOption("annual-report");
  await page.getByLabel("Document date").fill("2025-03-15");
  await page
    .getByRole("textbox", { name: "Summary", exact: true })
    .fill("The year of the first battery line.");
  const files = page.getByRole("group", { name: "Files" });
  await files.getByLabel(/^Upload PDF/).setInputFiles({
    name: "e2e-annual-report-2017.pdf",
    mimeType: "application/pdf",
    buffer: pdf(4),
  });
  await expect(files.getByRole("textbox", { name: /^Title/ })).toBeVisible();
  await files.getByRole("textbox", { name: /^Title/ }).fill("Annual Report 2017");
  await page.getByLabel("Publish immediately").check();
  await expectNoAxeViolations(page);
  await snap(page, "admin-document-form");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await expect(
    page.getByRole("listitem").filter({ hasText: "E2E Annual Report 2017" }),
  ).toContainText("Annual report");
  await snap(page, "admin-documents");

  // A visitor without script: the filters are a plain form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto("/investors");
  await expect(visitor.getByRole("heading", { level: 2, name: "Annual report" })).toBeVisible();
  await expect(
    visitor.getByRole("heading", { level: 3, name: "2017 E.C. (2024/25)" }).first(),
  ).toBeVisible();
  const filters = visitor.getByRole("form", { name: "Filter documents" });
  await filters.getByLabel("Type").selectOption("policy");
  await filters.getByRole("button", { name: "Show documents" }).click();
  await expect(visitor).toHaveURL(/type=policy/);
  await expect(visitor.getByText("No documents match these filters.")).toBeVisible();
  await filters.getByLabel("Type").selectOption("annual-report");
  await filters.getByLabel("Fiscal year").selectOption("2017");
  await filters.getByLabel("Language").selectOption("en");
  await filters.getByRole("button", { name: "Show documents" }).click();
  await visitor.getByRole("link", { name: "E2E Annual Report 2017" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("E2E Annual Report 2017");
  await expect(
    visitor.getByRole("link", { name: /^Download \(English, PDF, \d+ KB/ }),
  ).toBeVisible();
  await context.close();

  await page.goto("/documents/e2e-annual-report-2017");
  await enhanced(page);
  await expectNoAxeViolations(page);
  await snap(page, "document");
  await page.goto("/investors");
  await enhanced(page);
  await expectNoAxeViolations(page);
  await snap(page, "investors");
  await page.goto("/am/investors");
  await enhanced(page);
  await expect(
    page.getByRole("heading", { level: 3, name: "2017 ዓ.ም. (2024/25)" }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "investors-am");
});
