import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Redirects: an editor makes one by keyboard from an address that answered 404, imports a CSV
// and exports it. Every address is this run's own (the site's server is shared by workers).
test.slow();

/** A browser's user agent: Playwright's own names a headless browser, which is not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

test("an editor redirects a 404 by keyboard, imports a CSV and exports it", async ({
  browser,
  request,
}) => {
  const token = randomUUID().slice(0, 8);
  const old = `/brochure-2019-${token}`;
  const editor = { email: `redirects-${token}@example.com`, password: "editor-pass-1" };
  await newAccount(request, editor, "editor");

  // A visitor follows a printed address: 404, counted in the next batch.
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const missing = await visitor.request.get(old, {
    headers: { referer: "https://old.example.com/products" },
  });
  expect(missing.status()).toBe(404);
  await visitor.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signedIn(page, editor, "/admin/redirects");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Redirects", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const createFromLog = page.getByRole("link", { name: `Create redirect from ${old}` });
  await expect(async () => {
    await page.reload();
    await expect(createFromLog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await snap(page, "redirects-not-found");

  // 'Create redirect' fills in the old address; the rest by keyboard.
  await createFromLog.click();
  await hydrated(page);
  const from = page.getByRole("textbox", { name: "Old address" }).first();
  await expect(from).toHaveValue(old);
  await expect(from).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("/news");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Answer" }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`Saved: ${old} now leads to /news.`);
  await expect(createFromLog).toHaveCount(0);
  // Done with that address: the form is empty for the next one.
  await expect(from).toHaveValue("");
  const followed = await request.get(old, { maxRedirects: 0 });
  expect(followed.status()).toBe(301);
  expect(followed.headers().location).toBe("/news");

  // A CSV from the old website: three lines stored, one refused and said why.
  const csv = [
    "from,to,status",
    `/products-${token}/solar,/sector/energy,301`,
    `/about-${token}.html,https://example.org/about,302`,
    `/jobs-${token},/careers,`,
    `/unsafe-${token},http://example.org/,301`,
  ].join("\n");
  await page
    .getByLabel("Import CSV")
    .setInputFiles({ name: "old-site.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByRole("status")).toContainText(
    "Imported 3 redirects; 1 line was refused and not stored:",
  );
  await expect(page.getByRole("status")).toContainText(`Line 5 (/unsafe-${token})`);
  expect((await request.get(`/jobs-${token}/`, { maxRedirects: 0 })).headers().location).toBe(
    "/careers",
  );

  // The export is the import's format.
  await page.getByRole("searchbox", { name: "Filter redirects" }).fill(token);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("list", { name: "Redirects" }).getByRole("listitem")).toHaveCount(4);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const exported = await readFile((await download.path()) ?? "", "utf8");
  expect(exported).toContain("from,to,status\r\n");
  expect(exported).toContain(`/about-${token}.html,https://example.org/about,302\r\n`);
  expect(exported).toContain(`${old},/news,301\r\n`);

  await expectNoAxeViolations(page);
  await snap(page, "redirects");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await expectNoAxeViolations(page);
  await context.close();
});
