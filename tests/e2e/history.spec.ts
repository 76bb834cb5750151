import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { photograph, signedIn } from "./accounts";
import { expectNoAxeViolations, hydrated, test, typedAndKept } from "./fixtures";

// Two editors of the same site; each test makes its own articles (unique titles). Each test drives
// one or two browsers through several saves: three times the usual budget.
test.slow();

const EDITOR = { email: "history-editor@example.com", password: "history-pass-1" };
const OTHER = { email: "history-other@example.com", password: "history-pass-2" };
// Its own account: the autosave test signs out its other devices, which must not end a session
// another test is using.
const AUTOSAVE = { email: "history-autosave@example.com", password: "history-pass-3" };

async function signIn(page: Page, who = EDITOR, path = "/admin") {
  await signedIn(page, who, path);
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
  await hydrated(page);
}

async function newPage(browser: Browser, who = EDITOR, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/**
 * Fills a field and checks it holds exactly the text: on a busy machine a re-render between
 * fill's select-all and its typing can leave the caret at the start, and the text lands before
 * the old one. Autosave must be tested with what a person would have typed.
 */
async function fillSurely(field: Locator, text: string) {
  await expect(async () => {
    await field.fill(text);
    await expect(field).toHaveValue(text, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Creates an article through the form; returns its edit address. */
async function createArticle(page: Page, title: string, published = false) {
  await page.goto("/admin/articles/new");
  await hydrated(page);
  await fillSurely(page.getByLabel("Title"), title);
  await fillSurely(page.getByLabel("Summary"), `Summary of ${title}.`);
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`Body of ${title}.`);
  if (published) await page.getByLabel("Publish immediately").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .locator("li", { hasText: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await hydrated(page);
  return new URL(page.url()).pathname;
}

test.beforeAll(async ({ request }) => {
  for (const who of [EDITOR, OTHER, AUTOSAVE]) {
    const make = () =>
      request.post("/__test/users", {
        data: { email: who.email, password: who.password, role: "admin" },
      });
    // Each worker runs this: one may lose the race to create the account, then finds it.
    const response = (await make()).ok() ? undefined : await make();
    expect(response?.ok() ?? true).toBe(true);
  }
});

test("two editors save the same article: the second sees the conflict and keeps its text", async ({
  browser,
}) => {
  const first = await newPage(browser, EDITOR);
  const path = await createArticle(first, "Conflict at the coffee mill");
  const second = await newPage(browser, OTHER);
  await second.goto(path);
  await hydrated(second);

  // The first editor saves a new title while the second is typing.
  await fillSurely(first.getByLabel("Title"), "Conflict at the coffee mill, resolved");
  await first.getByRole("button", { name: "Save", exact: true }).click();
  await expect(first).toHaveURL(/\/admin$/);

  await fillSurely(second.getByLabel("Summary"), "My careful summary, typed meanwhile.");
  await second.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = second.getByRole("alert").filter({ hasText: "after you opened it." });
  await expect(conflict).toContainText(`This article was changed by ${EDITOR.email} at`);
  await expect(second.getByLabel("Summary")).toHaveValue("My careful summary, typed meanwhile.");
  await expect(second.locator("ins", { hasText: "resolved" })).toBeVisible();
  await expectNoAxeViolations(second);
  await photograph(second, "admin-conflict-1280", { fullPage: true });

  // The first save stands until the second editor chooses to save anyway.
  const list = await first.goto("/admin");
  expect(list?.ok()).toBe(true);
  await expect(
    first.locator("li", { hasText: "Conflict at the coffee mill, resolved" }),
  ).toHaveCount(1);
  await second.getByRole("button", { name: "Save anyway" }).click();
  await expect(second).toHaveURL(/\/admin$/);
  await expect(
    second.locator("li", { hasText: "My careful summary, typed meanwhile." }),
  ).toHaveCount(1);
});

test("history lists versions, shows a word diff and restores one", async ({ browser }) => {
  const page = await newPage(browser);
  const path = await createArticle(page, "Copper smelter history");
  await fillSurely(page.getByLabel("Summary"), "Summary of the new copper smelter history.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(path);
  await page.getByRole("link", { name: "History", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "History of “Copper smelter history”" }),
  ).toBeVisible();
  const versions = page.getByRole("list", { name: "Versions, newest first" }).locator("li");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Current");
  await expect(versions.first()).toContainText("Changed: Summary");
  await expect(versions.first()).toContainText(EDITOR.email);
  await expectNoAxeViolations(page);
  await photograph(page, "admin-history-1280", { fullPage: true });

  await page.getByRole("link", { name: "Compare version 1 with the current version" }).click();
  // A word diff: the words taken out and the one put in, the rest as it was.
  await expect(page.locator("del", { hasText: "the new copper" })).toBeVisible();
  await expect(page.locator("ins", { hasText: /^Copper$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await photograph(page, "admin-history-diff-1280", { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await photograph(page, "admin-history-diff-375", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByRole("status")).toContainText("Version 1 was restored");
  await expect(versions).toHaveCount(3);
  await page.setViewportSize({ width: 375, height: 800 });
  await photograph(page, "admin-history-375", { fullPage: true });
  await page.goto(path);
  await expect(page.getByLabel("Summary")).toHaveValue("Summary of Copper smelter history.");
});

test("a deleted article leaves the site and comes back from the trash at its address", async ({
  browser,
  request,
}) => {
  const page = await newPage(browser);
  await createArticle(page, "Trash and back again", true);
  const slug = "trash-and-back-again";
  expect((await request.get(`/news/${slug}`)).status()).toBe(200);

  await page.goto("/admin");
  const row = page.locator("li", { hasText: "Trash and back again" });
  await row.getByRole("button", { name: "Delete Trash and back again" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/news/${slug}`)).status()).toBe(404);

  await page.getByRole("tab", { name: "Trash" }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const trashed = page.locator("li", { hasText: "Trash and back again" });
  await expect(trashed).toContainText(`Deleted by ${EDITOR.email}`);
  // Admins restore; only owners delete for good.
  await expect(trashed.getByRole("button", { name: /Delete permanently/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await photograph(page, "admin-trash-1280", { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await photograph(page, "admin-trash-375", { fullPage: true });

  await trashed.getByRole("button", { name: "Restore Trash and back again" }).click();
  await expect(page.getByRole("status")).toContainText("Restored.");
  await expect(trashed).toHaveCount(0);
  expect((await request.get(`/news/${slug}`)).status()).toBe(200);
});

test("a scheduled article is labelled with its time in the site's zone", async ({ browser }) => {
  for (const width of [1280, 375]) {
    const page = await newPage(browser, EDITOR, width);
    await page.goto("/admin/articles/new");
    await hydrated(page);
    const title = `Launch day plan ${width}`;
    await fillSurely(page.getByLabel("Title"), title);
    await fillSurely(page.getByLabel("Summary"), "Set for next year.");
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("Soon.");
    await expect(page.getByLabel("Publish at")).toBeHidden();
    // One choice: a new article is a draft; choosing Schedule unchooses the others.
    const publication = page.getByRole("group", { name: "Publication" });
    await expect(publication.getByRole("radio", { name: "Draft" })).toBeChecked();
    await publication.getByRole("radio", { name: "Publish immediately" }).check();
    await publication.getByRole("radio", { name: "Schedule" }).check();
    await expect(publication.getByRole("radio", { name: "Publish immediately" })).not.toBeChecked();
    await expect(page.getByLabel("Publish at")).toBeVisible();
    await expect(page.getByText("Addis Ababa time", { exact: true })).toBeVisible();
    const year = new Date().getUTCFullYear() + 1;
    await page.getByLabel("Publish at").fill(`${year}-01-15T09:30`);
    await expectNoAxeViolations(page);
    await photograph(page, `admin-schedule-${width}`, { fullPage: true });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const row = page.locator("li", { hasText: title });
    await expect(row).toContainText(`Scheduled · January 15, ${year} at 9:30 AM`);
    // A scheduled row calls its schedule off rather than 'unpublishing' what is not public.
    await expect(row.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
    await row.getByRole("button", { name: `Cancel schedule ${title}` }).click();
    await expect(row).toContainText("Draft");
    await expect(row.getByRole("button", { name: `Publish ${title}` })).toBeVisible();
  }
});

test("the activity log shows who did what, filtered by person and kind", async ({ browser }) => {
  const page = await newPage(browser, OTHER);
  await createArticle(page, "Activity trail article");
  await page.goto("/admin/activity");
  const entries = page.getByRole("list", { name: "Activity, newest first" });
  await expect(entries).toContainText(`${OTHER.email} created article “Activity trail article”`);
  await expect(entries).toContainText("signed in");
  await expectNoAxeViolations(page);
  await photograph(page, "admin-activity-1280", { fullPage: true });
  await page.getByLabel("Person").selectOption(OTHER.email);
  await page.getByLabel("Kind").selectOption("content");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/person=.*kind=content/);
  await expect(entries).toContainText("Activity trail article");
  await expect(entries).not.toContainText("signed in");
  await page.setViewportSize({ width: 375, height: 800 });
  await photograph(page, "admin-activity-375", { fullPage: true });
});

test("a preview link shows a draft to anyone until it is revoked", async ({ browser }) => {
  const page = await newPage(browser);
  await createArticle(page, "Preview of the EV assembly line");
  await page.getByRole("button", { name: "Share preview link" }).click();
  const address = page.getByLabel("Preview link", { exact: true });
  await expect(address).toHaveValue(/\/preview\/[\w.-]+$/);
  const url = new URL(await address.inputValue());
  await expectNoAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto(url.pathname);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Preview of the EV assembly line",
  );
  await expect(visitor.getByText("Content Management")).toHaveCount(0);

  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(address).toHaveCount(0);
  expect((await visitor.goto(url.pathname))?.status()).toBe(404);
});

test("unsaved typing survives a reload and a session that ends", async ({ browser }) => {
  const page = await newPage(browser, AUTOSAVE);
  const title = `Autosave at the mine ${Date.now()}`;
  const path = await createArticle(page, title);
  await typedAndKept(page.getByLabel("Summary"), "Typed but never saved.");
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Summary")).toHaveValue(`Summary of ${title}.`);
  await page.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(page.getByLabel("Summary")).toHaveValue("Typed but never saved.");

  // The session ends on the server while the form is open (signed out from another device,
  // the browser still holding its cookie): the save is refused, nothing is lost.
  // Typing into the restored form (a new form element) is kept too.
  await typedAndKept(page.getByLabel("Summary"), "Typed while the session ended.");
  const elsewhere = await newPage(browser, AUTOSAVE);
  await elsewhere.goto("/admin/account");
  await elsewhere.getByRole("button", { name: "Sign out of all other devices" }).click();
  await expect(elsewhere.getByText("All other devices have been signed out.")).toBeVisible();
  await elsewhere.context().close();
  expect((await page.context().cookies()).length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Sign in to go back to the page you were on.")).toBeVisible();
  await page.getByLabel("Email").fill(AUTOSAVE.email);
  await page.getByLabel("Password").fill(AUTOSAVE.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  await expect(page.getByLabel("Summary")).toHaveValue("Typed while the session ended.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("li", { hasText: title })).toContainText(
    "Typed while the session ended.",
  );
  // Saved: reopening offers nothing.
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Restore unsaved changes" })).toHaveCount(0);
});
