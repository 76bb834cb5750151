import { expect } from "@playwright/test";
import { newAccount, signedIn } from "./accounts";
import { contrastFailures, test } from "./fixtures";

/*
 * WCAG AA contrast measured against what is painted (contrastFailures): the heroes' gradients
 * and patterns included, which axe leaves for a person to review.
 */

const WIDTHS = [375, 1280];

async function expectReadable(page: import("@playwright/test").Page, paths: string[]) {
  const found: Record<string, unknown> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      const failures = await contrastFailures(page);
      if (failures.length > 0) found[`${path} at ${width} px`] = failures;
    }
  }
  expect(found).toEqual({});
}

// A test per page and language: each photographs and measures one page at two widths, so the
// tests share the workers evenly and each has time to spare on a busy 2-core machine.
for (const [language, prefix] of [
  ["English", ""],
  ["Amharic", "/am"],
  ["Afaan Oromo", "/om"],
] as const) {
  for (const [page, path] of [
    ["the home page", prefix || "/"],
    ["the manufacturing page", `${prefix}/sector/manufacturing`],
    ["the mining page", `${prefix}/sector/mining`],
    ["the export page", `${prefix}/sector/export`],
  ] as const) {
    test(`${page} in ${language} reaches AA contrast`, async ({ page: tab }) => {
      await expectReadable(tab, [path]);
    });
  }
}

test("the lists and search reach AA contrast", async ({ page }) => {
  await expectReadable(page, ["/news", "/videos", "/search?q=copper"]);
});

test("the legal pages, the 404 page and the login reach AA contrast", async ({ page }) => {
  await expectReadable(page, ["/privacy", "/am/terms", "/no-such-page", "/admin"]);
});

// The admin area two pages a test, for the same reason.
for (const paths of [
  ["/admin", "/admin/articles/new"],
  ["/admin/videos", "/admin/media"],
  ["/admin/trash", "/admin/team"],
  ["/admin/activity", "/admin/account"],
]) {
  test(`the admin pages ${paths.join(" and ")} reach AA contrast`, async ({ page, request }) => {
    const owner = { email: "contrast-owner@example.com", password: "contrast-owner-1" };
    await newAccount(request, owner, "owner");
    // An unread message: the Messages tab carries its badge.
    expect((await request.post("/__test/messages", { data: { subject: "Contrast" } })).ok()).toBe(
      true,
    );
    await signedIn(page, owner);
    await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
    await expectReadable(page, paths);
  });
}
