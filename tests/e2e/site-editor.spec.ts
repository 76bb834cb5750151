import fs from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { photoWithMark, redShare } from "../support/media-fixtures";
import { newAccount, photograph, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

test.slow();
// One after the other: each leaves the shared server's draft as it found it, and the first
// publishes it.
test.describe.configure({ mode: "serial" });

const OWNER = { email: "site-editor@example.com", password: "site-editor-pass-1" };
// A text no other test reads: this test publishes it on the shared server, then resets it.
const LEAD = "Jobs, skills and export earnings, measured every year.";
const DEFAULT_LEAD = "Our investments create permanent jobs, substitute imports";

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
  await expect(page).toHaveURL(/\/\?preview=1$/);
  await expect(page.getByText("Preview of unpublished site changes")).toBeVisible();
  await expect(page.locator("#impact")).toContainText(LEAD);
  await snap(page, "site-preview");

  await page.getByRole("link", { name: "Back to the site editor" }).click();
  // The Amharic and Oromo introductions were not updated: publishing asks first.
  await page.getByRole("button", { name: "Publish changes" }).click();
  const check = page.getByRole("region", { name: "Translations that need an update" });
  await expect(check).toBeVisible();
  await expect(
    check.getByRole("link", {
      name: "Home page · Economic impact · Impact introduction · Amharic",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Translations that need an update" }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await snap(page, "admin-site-publish-check");
  await visitor.reload();
  await expect(visitor.locator("#impact")).toContainText(DEFAULT_LEAD);
  await check.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Published: visitors see the changes now.")).toBeVisible();
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

test("a photo is uploaded with its alt text and focal point, and every crop keeps that point", async ({
  page,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=home");
  await hydrated(page);
  // A wide photo with a red mark right of centre, near the top.
  const photo = await photoWithMark(2400, 1600, { x: 0.8, y: 0.25 });
  await page.getByLabel("Upload hero photo").setInputFiles({
    name: "e2e-plant-at-dawn.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  const focal = page.getByRole("button", { name: /^Focal point of the hero photo/ });
  await expect(focal).toHaveAccessibleName("Focal point of the hero photo: 50% across, 50% down");
  // A click on the mark sets the point; the arrow keys move it.
  const box = await focal.boundingBox();
  if (!box) throw new Error("no photo to click");
  await focal.click({ position: { x: box.width * 0.8, y: box.height * 0.25 } });
  await expect(focal).toHaveAccessibleName("Focal point of the hero photo: 80% across, 25% down");
  await focal.press("ArrowDown");
  await focal.press("ArrowUp");
  await expect(focal).toHaveAccessibleName("Focal point of the hero photo: 80% across, 25% down");

  // Alt text is required: the form is not sent without it (the server refuses it too).
  const alt = page.getByRole("textbox", { name: "Hero photo alt text", exact: true });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(alt).toBeFocused();
  expect(await alt.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await alt.fill("The assembly plant at dawn");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await expect(focal).toHaveAccessibleName("Focal point of the hero photo: 80% across, 25% down");
  await expectNoAxeViolations(page);
  await snap(page, "admin-site-photo");

  // Preview: the photo behind the headline, preloaded, cropped around the mark at both widths.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByText("Preview of unpublished site changes")).toBeVisible();
  const hero = page.getByRole("img", { name: "The assembly plant at dawn" });
  await expect(hero).toBeVisible();
  await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(1);
  await expect(hero).toHaveCSS("object-position", "80% 25%");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await photograph(page, `home-hero-photo-${width}`);
    // Without the darkening layer, the mark is inside the crop the visitor sees.
    await page.addStyleTag({ content: "main picture + div[aria-hidden] { display: none }" });
    const share = await redShare(await hero.screenshot());
    expect(share, `the mark in the hero at ${width} px`).toBeGreaterThan(0.005);
    await page.reload();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  // The same photo, chosen from the library for the mining page's hero.
  await page.goto("/admin/site?section=mining");
  await hydrated(page);
  await page.getByRole("button", { name: "Choose hero photo from the media library" }).click();
  await page.getByRole("button", { name: "Use e2e-plant-at-dawn.jpg as the hero photo" }).click();
  await page
    .getByRole("textbox", { name: "Hero photo alt text", exact: true })
    .fill("Ore trucks at the Guji pit");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/sector\/mining\?preview=1$/);
  await expect(page.getByRole("img", { name: "Ore trucks at the Guji pit" })).toBeVisible();
  await snap(page, "sector-mining-photo");
  await page.getByRole("link", { name: "Back to the site editor" }).click();

  // The library says where the photo is used, and will not delete it.
  await page.goto("/admin/media");
  const item = page.getByRole("listitem", { name: "e2e-plant-at-dawn.jpg" });
  await expect(item.getByRole("link", { name: "Site photos" })).toHaveAttribute(
    "href",
    "/admin/site",
  );

  // Back as it was: both heroes reset (the draft again matches what is published).
  for (const [section, group] of [
    ["mining", "Hero"],
    ["home", "Hero"],
  ]) {
    await page.goto(`/admin/site?section=${section}`);
    await hydrated(page);
    await page.getByRole("button", { name: `Reset to default: ${group}` }).click();
    await expect(page.getByText("Back to the default texts")).toBeVisible();
  }
  // No photo chosen: the page keeps its illustration.
  await expect(focal).toHaveCount(0);
  await expect(page.getByLabel("Upload hero photo")).toBeVisible();
});

test("a video file is uploaded for a sector page, previewed in its player, and reset", async ({
  page,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=export");
  await hydrated(page);
  const upload = page.getByLabel("Upload a video file");
  // A photo is no video: refused at once, nothing sent.
  await upload.setInputFiles({
    name: "e2e-beans.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithMark(200, 100, { x: 0.5, y: 0.5 }),
  });
  await expect(page.getByRole("alert")).toHaveText("This file is not an MP4 or WebM video.");

  await upload.setInputFiles({
    name: "e2e-harvest.mp4",
    mimeType: "video/mp4",
    buffer: await fs.readFile("public/media/copper-operations.mp4"),
  });
  // A combobox: the library's videos are offered as it is typed in.
  const address = page.getByRole("combobox", { name: "Video address", exact: true });
  await expect(address).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
  await expect(
    page.getByRole("status").filter({ hasText: "e2e-harvest.mp4 is uploaded" }),
  ).toHaveText("e2e-harvest.mp4 is uploaded: its address is in the field.");
  await expect(address).toBeFocused();
  const file = await address.inputValue();
  await expect(page.locator(`datalist option[value="${file}"]`)).toHaveText("e2e-harvest.mp4");
  await page.getByRole("textbox", { name: "Video title", exact: true }).fill("Harvest in Sidama");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "admin-site-video");

  // Preview: the page's player plays the uploaded file, fetched by the part it needs.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/sector\/export\?preview=1$/);
  await page.getByRole("button", { name: "Play video: Harvest in Sidama" }).click();
  const player = page.locator('video[aria-label="Harvest in Sidama"]');
  await expect(player).toBeVisible();
  await expect(player.locator("source")).toHaveAttribute("src", file);
  const part = await page.request.get(file, { headers: { range: "bytes=0-1" } });
  expect(part.status()).toBe(206);
  await snap(page, "sector-export-video");
  await page.getByRole("link", { name: "Back to the site editor" }).click();

  // The library lists the video and where the site uses it.
  await page.goto("/admin/media");
  const item = page.getByRole("listitem", { name: "e2e-harvest.mp4" });
  await expect(item).toContainText("MP4 video");
  await expect(item.getByRole("link", { name: "Site videos" })).toHaveAttribute(
    "href",
    "/admin/site",
  );

  // Back as it was: no video on the export page's draft.
  await page.goto("/admin/site?section=export");
  await hydrated(page);
  await page.getByRole("button", { name: "Reset to default: Video" }).click();
  await expect(page.getByText("Back to the default texts")).toBeVisible();
  await expect(address).toHaveValue("");
});

test("a sector's overview is written in the editor and previewed with its formatting", async ({
  page,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=mining");
  await hydrated(page);
  const overview = page.getByRole("textbox", { name: "Overview text", exact: true });
  await expect(overview).toHaveAttribute("contenteditable", "true");
  // The section's own text: no headings, tables, images or videos to add (it has a photo field).
  const toolbar = page.getByRole("toolbar", { name: "Overview text formatting" });
  for (const name of ["Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Link"]) {
    await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Heading 2", "Table", "Image", "Video"]) {
    await expect(toolbar.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await overview.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Refined ");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("in Ethiopia");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Cathodes");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Wire rod");
  await expect(overview.locator("li")).toHaveText(["Cathodes", "Wire rod"]);
  await expectNoAxeViolations(page);
  await snap(page, "admin-site-overview");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/sector\/mining\?preview=1$/);
  const text = page.locator("main .prose-site");
  await expect(text.locator("strong")).toHaveText("in Ethiopia");
  await expect(text.locator("li")).toHaveText(["Cathodes", "Wire rod"]);
  await expect(text.locator("p").first()).toContainText(
    "Copper carries the electricity of the modern world",
  );
  await page.getByRole("link", { name: "Back to the site editor" }).click();

  // Back as it was.
  await page.goto("/admin/site?section=mining");
  await hydrated(page);
  await page.getByRole("button", { name: "Reset to default: Overview" }).click();
  await expect(page.getByText("Back to the default texts")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Overview text", exact: true })).not.toContainText(
    "Wire rod",
  );
});

test("unsaved typing in the site editor survives a reload until it is restored or discarded", async ({
  page,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=export");
  await hydrated(page);
  const tagline = page.getByRole("textbox", { name: "Tagline", exact: true });
  await tagline.fill("Coffee from Guji, roasted to order");
  // Kept in this browser a moment after the typing stops.
  await page.waitForFunction(() => localStorage.getItem("autosave:site:2:export") !== null);
  await page.reload();
  await hydrated(page);
  await expect(tagline).toHaveValue("Premium Ethiopian coffee");
  await page.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(tagline).toHaveValue("Coffee from Guji, roasted to order");
  await expect(page.getByRole("button", { name: "Restore unsaved changes" })).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Discard" }).click();
  await page.reload();
  await hydrated(page);
  await expect(tagline).toHaveValue("Premium Ethiopian coffee");
  await expect(page.getByRole("button", { name: "Restore unsaved changes" })).toHaveCount(0);
});
