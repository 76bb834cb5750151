import { expect, type Page, test } from "@playwright/test";
import { jpeg, mp4, pdf, svg } from "../support/media-fixtures";
import { photograph, signedIn } from "./accounts";
import { expectNoAxeViolations, hydrated } from "./fixtures";

// One owner for this file, made through the test hook; the article it makes stays a draft so
// the public pages other files check are not changed.
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "media-owner@example.com", password: "media-pass-1" };
const TITLE = "Copper shipment leaves Djibouti";

async function signIn(page: Page) {
  await signedIn(page, ADMIN);
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  const response = await request.post("/__test/users", {
    data: { email: ADMIN.email, password: ADMIN.password, role: "admin" },
  });
  expect(response.ok()).toBe(true);
});

test("an article's featured image is uploaded in the form, with a progress bar and required alt text", async ({
  page,
  context,
}) => {
  // Uploads over a deliberately slow connection, then processes the image: more than the usual 30 s
  // on a busy machine.
  test.slow();
  await signIn(page);
  await page.goto("/admin/articles/new");
  await hydrated(page);
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Summary").fill("The first containers of the season.");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill("Body.");

  // A video is no featured image: refused before it is sent, with the reason.
  await page.getByLabel("Upload image").setInputFiles({
    name: "harvest.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("not sent"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Choose an image here; a video goes in a video's Video URL or a sector page's Video field.",
  );

  // A slow connection, so the upload's progress can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 50 * 1024 * 1024,
    uploadThroughput: 256 * 1024,
  });
  const photo = await jpeg(1600, 1000);
  await page.getByLabel("Upload image").setInputFiles({
    name: "shipment.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  const progress = page.getByRole("progressbar", { name: "Uploading shipment.jpg" });
  await expect(progress).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await progress.scrollIntoViewIfNeeded();
    await photograph(page, `admin-upload-progress-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Done: a preview, and the alt text is required before the form saves.
  const alt = page.getByRole("textbox", { name: /Alt text/ });
  await expect(alt).toBeVisible({ timeout: 20_000 });
  await expect(progress).toBeHidden();
  await expect(page.getByLabel("Featured Image URL")).toBeHidden();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Describe the image for someone who cannot see it.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await alt.fill("Containers of copper cathodes on the quay at Djibouti");
  // Filled in: its message goes at once, before the next save.
  await expect(page.getByText("Describe the image for someone who cannot see it.")).toBeHidden();
  await expect(alt).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await photograph(page, "admin-article-upload-1280", { fullPage: true });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The draft's page (an admin's preview) shows it as a responsive picture with its alt text.
  const slug = "copper-shipment-leaves-djibouti";
  await page.goto(`/news/${slug}?preview=1`);
  const image = page.getByRole("img", {
    name: "Containers of copper cathodes on the quay at Djibouti",
  });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("width", "1600");
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await photograph(page, `article-uploaded-image-${width}`);
  }
});

test("the featured image and the thumbnail each have a group of their own, after the text", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/articles/new");
  await hydrated(page);
  const featured = page.getByRole("group", { name: "Featured image", exact: true });
  await expect(featured).toBeVisible();
  // The specification's field, with the upload, inside the group.
  await expect(featured.getByRole("textbox", { name: "Featured Image URL" })).toBeVisible();
  await expect(featured.getByLabel("Upload image")).toBeAttached();
  await expect(featured).toContainText("To put an image into the text, use Image in the Content");
  // Apart from the text: after the Author field, which follows the Content.
  const below = await page
    .getByRole("textbox", { name: "Author" })
    .evaluate(
      (author, group) =>
        group !== null &&
        Boolean(author.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING),
      await featured.elementHandle(),
    );
  expect(below).toBe(true);
  await expectNoAxeViolations(page);

  await page.goto("/admin/videos/new");
  await hydrated(page);
  const thumbnail = page.getByRole("group", { name: "Thumbnail", exact: true });
  await expect(thumbnail.getByRole("textbox", { name: "Thumbnail URL" })).toBeVisible();
  await expect(thumbnail.getByLabel("Upload image")).toBeAttached();
});

test("'Upload video' in the Video form sends the file to the library and saves the video with its address", async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page);
  await page.goto("/admin/videos/new");
  await hydrated(page);
  await page.getByLabel("Title").fill("E2E plant tour");
  await page.getByLabel("Description").fill("A walk along the Modjo assembly line.");
  const upload = page.getByLabel("Upload video");
  const address = page.getByRole("textbox", { name: "Video URL" });
  const library = page.getByRole("combobox", { name: "Choose from the media library" });

  // A photo is no video: refused at once, nothing sent.
  await upload.setInputFiles({
    name: "e2e-line.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg(64, 64),
  });
  await expect(page.getByRole("alert")).toHaveText("This file is not an MP4 or WebM video.");

  // Over a slow connection, so the upload's progress can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 50 * 1024 * 1024,
    uploadThroughput: 256 * 1024,
  });
  await upload.setInputFiles({
    name: "e2e-plant-tour.mp4",
    mimeType: "video/mp4",
    buffer: mp4({ mediaBytes: 600_000 }),
  });
  const progress = page.getByRole("progressbar", { name: "Uploading e2e-plant-tour.mp4" });
  await expect(progress).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await progress.scrollIntoViewIfNeeded();
    await photograph(page, `admin-video-upload-progress-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Done: its library address is in the field, and the library's choice names it.
  await expect(address).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.mp4$/, { timeout: 20_000 });
  const file = await address.inputValue();
  await expect(page.getByRole("status").filter({ hasText: "is uploaded" })).toHaveText(
    "e2e-plant-tour.mp4 is uploaded: its address is in the Video URL field.",
  );
  await expect(library).toHaveValue(file);
  await expect(library.locator("option:checked")).toHaveText("e2e-plant-tour.mp4");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/videos$/);

  // Saved with the file's address; the library says the video uses it.
  const row = page.getByRole("listitem").filter({ hasText: "E2E plant tour" });
  await row.getByRole("link", { name: "Edit E2E plant tour" }).click();
  await expect(address).toHaveValue(file);
  await page.goto("/admin/media");
  const item = page.getByRole("listitem", { name: "e2e-plant-tour.mp4" });
  await expect(item).toContainText("MP4 video");
  await expect(item.getByRole("link", { name: "E2E plant tour" })).toBeVisible();

  // A new video takes it from the library; a pasted URL replaces it, as typed.
  await page.goto("/admin/videos/new");
  await hydrated(page);
  await library.selectOption({ label: "e2e-plant-tour.mp4" });
  await expect(address).toHaveValue(file);
  await address.fill("https://vimeo.com/76979871");
  await expect(library).toHaveValue("");
});

test("the Media section lists uploads, takes several at once, refuses bad files and used images", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Media" }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: "shipment.jpg" });
  await expect(card).toContainText("1600 × 1000 px");
  await expect(card).toContainText(ADMIN.email);
  await expect(card.getByRole("link", { name: TITLE })).toBeVisible();

  await page.getByLabel("Upload files").setInputFiles([
    { name: "Annual report 2026.pdf", mimeType: "application/pdf", buffer: pdf(2) },
    { name: "logo.svg", mimeType: "image/svg+xml", buffer: svg() },
    { name: "plant.jpg", mimeType: "image/jpeg", buffer: await jpeg(900, 600) },
  ]);
  await expect(
    page.getByRole("alert").filter({ hasText: "SVG images are not accepted." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Annual report 2026.pdf" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "plant.jpg" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "logo.svg" })).toHaveCount(0);

  // Alt text is edited in place.
  const plant = page.getByRole("listitem").filter({ hasText: "plant.jpg" });
  await plant.getByRole("textbox", { name: "Alt text" }).fill("The assembly plant at dawn");
  await plant.getByRole("button", { name: "Save", exact: true }).click();
  await expect(plant.getByText("Alt text saved.")).toBeVisible();

  // A used image is not deleted: the dialog confirms, the answer says where it is used.
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `This image is used by “${TITLE}”.` }),
  ).toBeVisible();
  await expect(card).toBeVisible();

  // An unused one is; eleven minutes after signing in, the password comes first.
  const backdated = await request.post("/__test/backdate", {
    data: { email: ADMIN.email, sessionMinutes: 11 },
  });
  expect(backdated.ok()).toBe(true);
  await plant.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "plant.jpg" })).toBeVisible();
  await page.getByLabel("Confirm your password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "plant.jpg" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toHaveCount(0);

  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, `admin-media-${width}`, { fullPage: true });
  }
});
