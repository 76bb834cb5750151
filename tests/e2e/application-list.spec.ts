import { expect, type Page } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// A position of this spec's own holds its applications: the rows of other tests never come in
// between.
const TAG = `Inbox${Date.now().toString(36)}`;
const ROWS = 120;
const ADMIN = { email: `inbox-${TAG.toLowerCase()}@example.com`, password: "inbox-pass-1" };
const applicant = (n: number) => `${TAG} applicant ${String(n).padStart(3, "0")}`;
let inbox = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  await newAccount(request, ADMIN, "admin");
  const created = await request.post("/__test/content", {
    data: { kind: "position", title: `${TAG} position`, slug: TAG.toLowerCase() },
  });
  const { id } = (await created.json()) as { id: string };
  // One after the other: applicant 0 is the oldest, applicant 119 the newest.
  for (let n = 0; n < ROWS; n++) {
    const response = await request.post("/__test/applications", {
      data: { positionId: id, name: applicant(n) },
    });
    expect(response.ok()).toBe(true);
  }
  inbox = `/admin/careers/${id}/applications`;
});

/** The applications' links, in page order. */
const applicants = (page: Page) => page.getByRole("link", { name: new RegExp(`^${TAG} `) });

test("a long inbox shows its newest applications and adds older ones as one scrolls", async ({
  page,
}) => {
  await signedIn(page, ADMIN, inbox);
  await hydrated(page);
  await expect(page.getByText(`${ROWS} applications`)).toBeVisible();
  await expect(applicants(page)).toHaveCount(50);
  await expect(applicants(page).first()).toHaveText(applicant(ROWS - 1));
  const older = page.getByRole("link", { name: "Show older" });
  await expect(older).toBeVisible();

  // Scrolling down: older rows come, down to the oldest, and the link goes once they are all in.
  // On a screen tall enough that no chunk of rows is three screens away, every row stays in the
  // page (the next test has the short screen that puts them away).
  await page.setViewportSize({ width: 1280, height: 3_000 });
  const oldest = page.getByRole("link", { name: applicant(0) });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(oldest).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(older).toHaveCount(0);
  // In order, each once.
  const names = await applicants(page).allTextContents();
  expect(names).toEqual(Array.from({ length: ROWS }, (_, i) => applicant(ROWS - 1 - i)));
  await expectNoAxeViolations(page);

  // A row loaded by scrolling opens its application.
  await oldest.click();
  await expect(page.getByRole("heading", { name: applicant(0) })).toBeVisible();
});

test("rows far above the screen leave the page, and come back as one scrolls up to them", async ({
  page,
}) => {
  // A short screen: the newest rows are more than three screens above the oldest.
  await page.setViewportSize({ width: 1280, height: 600 });
  await signedIn(page, ADMIN, inbox);
  await hydrated(page);
  const newest = page.getByRole("link", { name: applicant(ROWS - 1) });
  const oldest = page.getByRole("link", { name: applicant(0) });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(oldest).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Show older" })).toHaveCount(0);

  // At the oldest, the newest rows are one empty row of their height: fewer rows in the page.
  await expect(page.locator("li[data-gap]")).not.toHaveCount(0);
  await expect(newest).toHaveCount(0);
  expect(await applicants(page).count()).toBeLessThan(ROWS);
  // The gap has the rows' height: what the reader was looking at did not move.
  await expect(oldest).toBeInViewport();

  // Home: the newest rows are back, at the top of the screen, each once and in order.
  await page.keyboard.press("Home");
  await expect(newest).toBeInViewport();
  await expect(page.locator("li[data-gap]")).not.toHaveCount(0);
  const names = await applicants(page).allTextContents();
  expect(names).toEqual(names.map((_, i) => applicant(ROWS - 1 - i)));

  // Further down, the newest rows are put away again above the screen, and the rows on it do
  // not move.
  const middle = page.getByRole("link", { name: applicant(40) });
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(middle).toBeInViewport({ timeout: 500 });
  }).toPass({ intervals: [100], timeout: 30_000 });
  await expect(newest).toBeAttached();
  // Where a row on the screen is, read at once after the scroll and again once the newest rows
  // are put away (each frame until then, for up to two seconds).
  const moved = await page.evaluate(
    async ({ name, first }) => {
      const row = (text: string) =>
        Array.from(document.querySelectorAll("a")).find((link) => link.textContent === text);
      scrollBy(0, 1_500);
      // Its place in the page, not only on the screen: a browser that anchors the scroll would
      // hide a gap of the wrong height by scrolling, one that does not would show it.
      const place = () => (row(name)?.getBoundingClientRect().top ?? Number.NaN) + scrollY;
      const before = place();
      const until = performance.now() + 2_000;
      while (row(first) && performance.now() < until) {
        await new Promise((done) => requestAnimationFrame(done));
      }
      return {
        by: place() - before,
        away: !row(first),
      };
    },
    { name: applicant(20), first: applicant(ROWS - 1) },
  );
  expect(moved).toEqual({ by: 0, away: true });

  // Scrolling on, every application comes (each once, in order) up to the oldest.
  const seen = new Set<string>(names);
  await expect(async () => {
    const shown = await applicants(page).allTextContents();
    expect(shown).toEqual([...shown].sort().reverse());
    expect(new Set(shown).size).toBe(shown.length);
    for (const name of shown) seen.add(name);
    await page.mouse.wheel(0, 400);
    expect(seen.size).toBe(ROWS);
  }).toPass({ intervals: [100], timeout: 30_000 });
  await page.keyboard.press("End");
  await expect(oldest).toBeInViewport();
});

test("without JavaScript, 'Show older' opens the next applications", async ({
  page,
  browser,
  baseURL,
}) => {
  await signedIn(page, ADMIN, inbox);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(inbox);
  await expect(applicants(plain)).toHaveCount(50);
  await plain.getByRole("link", { name: "Show older" }).click();
  await expect(plain).toHaveURL(/[?&]before=/);
  await expect(applicants(plain)).toHaveCount(50);
  await expect(applicants(plain).first()).toHaveText(applicant(ROWS - 51));
  await plain.getByRole("link", { name: "Show older" }).click();
  await expect(applicants(plain)).toHaveCount(ROWS - 100);
  await expect(applicants(plain).last()).toHaveText(applicant(0));
  await expect(plain.getByRole("link", { name: "Show older" })).toHaveCount(0);
  // Back to the whole list, from its newest application.
  await plain.getByRole("link", { name: "Show all" }).click();
  await expect(plain).toHaveURL(new RegExp(`${inbox}$`));
  await expect(applicants(plain).first()).toHaveText(applicant(ROWS - 1));
  await context.close();
});
