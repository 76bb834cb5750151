import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { jpeg } from "../support/media-fixtures";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Staff profiles and bylines (ADR 051): a staff member fills their profile, an article signed
// with their name is published, its byline leads to their author page, which lists it. The
// names are unique to this run (the site's server is shared by parallel workers). An upload and
// three pages: twice the usual budget.
test.slow();

test("an author page: a staff member's profile, their byline on an article and the page listing it", async ({
  page,
  request,
}) => {
  const token = randomUUID().slice(0, 8);
  const who = { email: `byline-${token}@example.com`, password: "byline-pass-1" };
  await newAccount(request, who, "editor");
  const name = `Meron Haile ${token}`;
  const slug = `meron-haile-${token}`;
  const title = `Byline ${token}: Coffee exports reach a record season`;

  // 1. Their profile, on Your account: name, job title, a photo, a biography, an Amharic title.
  await signedIn(page, who, "/admin/account");
  await hydrated(page);
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).toBeVisible();
  await expectNoAxeViolations(page);
  await profile.getByLabel("Display name").fill(name);
  await profile.getByLabel("Job title", { exact: true }).fill("Head of Communications");
  await profile
    .getByLabel("Short biography", { exact: true })
    .fill("Meron writes about the group's coffee exports and its people.");
  await profile.getByLabel("Job title in Amharic").fill("የኮሙኒኬሽን ኃላፊ");
  await profile.getByLabel("Upload photo").setInputFiles({
    name: "meron.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg(600, 600),
  });
  await expect(profile.getByRole("button", { name: "Remove photo" })).toBeVisible();
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByRole("status")).toHaveText("Your profile is saved.");
  await expect(profile.getByRole("link", { name: `/news/author/${slug}` })).toBeVisible();

  // 2. An article signed with their name, published.
  await page.goto("/admin/articles/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Summary").fill("The harvest's containers left Djibouti ahead of plan.");
  await page
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("The season's exports rose by a third.");
  await page.getByLabel("Byline").selectOption({ label: name });
  // The Author text follows the byline.
  await expect(page.getByRole("textbox", { name: "Author", exact: true })).toHaveValue(name);
  await page.getByLabel("Publish immediately").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The list row keeps showing the author's text.
  await expect(page.getByText(name).first()).toBeVisible();

  // 3. The article's byline links to their author page.
  const articleSlug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
  await page.goto(`/news/${articleSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name, exact: true }).first().click();

  // 4. The author page: the profile, the photo cropped round, the article, the feed.
  await expect(page).toHaveURL(new RegExp(`/news/author/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Head of Communications")).toBeVisible();
  await expect(page.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Articles by ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: `RSS feed of ${name}'s articles` })).toHaveAttribute(
    "href",
    `/news/author/${slug}/rss.xml`,
  );
  await expectNoAxeViolations(page);
  await snap(page, "author-page");

  // In Amharic: the translated job title; the English biography marked as English.
  await page.goto(`/am/news/author/${slug}`);
  await expect(page.getByText("የኮሙኒኬሽን ኃላፊ")).toBeVisible();
  await expect(
    page.getByText("Meron writes about the group's coffee exports and its people."),
  ).toHaveAttribute("lang", "en");
});
