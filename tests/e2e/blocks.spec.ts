import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  blockPages,
  GALLERY_ALTS,
  LEADERS,
  uploadBlockPhotos,
} from "../../scripts/lib/block-pages";
import { newAccount, photograph } from "./accounts";
import { enhanced, expectNoAxeViolations, test } from "./fixtures";

const OWNER = { email: "blocks-owner@example.com", password: "blocks-owner-pass-1" };

/** An image into the media library, as the editor's image dialog sends it: its address. */
async function upload(request: APIRequestContext, name: string, bytes: Buffer): Promise<string> {
  const response = await request.post("/admin/media/upload", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer: bytes } },
  });
  expect(response.status(), name).toBe(201);
  const { media } = (await response.json()) as { media: { hash: string; width: number } };
  return `/uploads/${media.hash}-${Math.min(media.width, 1920)}.jpg`;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await newAccount(request, OWNER, "owner");
  const signIn = await request.post("/admin/sign-in", {
    form: { email: OWNER.email, password: OWNER.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  const { leadership, everyBlock } = blockPages(
    await uploadBlockPhotos((name, bytes) => upload(request, name, bytes)),
  );
  await request.post("/__test/content", {
    data: {
      kind: "page",
      slug: "leadership",
      title: "Leadership",
      body: leadership,
      published: true,
    },
  });

  await request.post("/__test/content", {
    data: {
      kind: "page",
      slug: "every-block",
      title: "Every block",
      body: everyBlock,
      published: true,
    },
  });
});

/** Every image loaded now rather than when scrolled to: a whole page photographed at once. */
async function photographWhole(page: Page, name: string) {
  await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll("img"));
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await photograph(page, name, { fullPage: true });
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found as NonNullable<typeof found>;
}

/** Where a paragraph's first line of text is drawn (its box spans the column beside a float). */
async function firstLine(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getClientRects()[0] as DOMRect;
      return { x, y, width, height };
    });
}

test("a Leadership page shows its people as cards whose biographies open", async ({ page }) => {
  await page.goto("/leadership");
  await expect(page.getByRole("heading", { level: 1, name: "Leadership" })).toBeVisible();
  for (const [name, role] of LEADERS) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(role, { exact: true })).toBeVisible();
  }
  const cards = page.locator(".blk-people > li");
  await expect(cards).toHaveCount(4);
  // Each photo is the library's, sized for the card.
  await expect(cards.first().locator("img")).toHaveJSProperty("complete", true);
  const bio = page.getByText(LEADERS[1][2]);
  await expect(bio).toBeHidden();
  await page.getByText("Biography: Hana Tesfaye").click();
  await expect(bio).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photographWhole(page, `blocks-leadership-${width}`);
  }
});

test("a medium image on the left has the text beside it on a wide screen and above it on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/leadership");
  const figure = await box(page, ".blk-image-medium");
  const text = await firstLine(page, ".blk-image-medium + p");
  expect(figure.width).toBeGreaterThan(340);
  expect(figure.width).toBeLessThan(380);
  // Beside: the paragraph starts to the right of the image, at about its top.
  expect(text.x).toBeGreaterThanOrEqual(figure.x + figure.width);
  expect(text.y).toBeLessThan(figure.y + figure.height / 2);

  await page.setViewportSize({ width: 375, height: 812 });
  const narrowFigure = await box(page, ".blk-image-medium");
  const narrowText = await firstLine(page, ".blk-image-medium + p");
  // Stacked: the image takes the column's width, the text comes below it.
  expect(narrowFigure.width).toBeGreaterThan(300);
  expect(narrowText.y).toBeGreaterThanOrEqual(narrowFigure.y + narrowFigure.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a gallery's images open in a viewer that the keyboard moves through and closes", async ({
  page,
}) => {
  await page.goto("/leadership");
  await enhanced(page);
  const first = page.getByRole("link", { name: GALLERY_ALTS[0] });
  // Without script, a thumbnail is a link to its image.
  await expect(first).toHaveAttribute("href", /^\/uploads\/[0-9a-f]{32}-\d+\.jpg$/);
  await first.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 of 4")).toBeVisible();
  await expect(viewer.getByRole("img", { name: GALLERY_ALTS[0] })).toBeVisible();
  await expect(viewer.getByText("Where our vehicles are assembled")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Next image" })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await photograph(page, `blocks-lightbox-${width}`);
  }

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 4")).toBeVisible();
  await expect(viewer.getByRole("img", { name: GALLERY_ALTS[1] })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("4 of 4")).toBeVisible();
  await viewer.getByRole("button", { name: "Previous image" }).click();
  await expect(viewer.getByText("3 of 4")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});

test("a page with every block reads well from a phone to a wide screen, in Amharic too", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/every-block");
    await expect(page.getByRole("heading", { name: "Invest with us" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await photographWhole(page, `blocks-every-block-${width}`);
  }
  await expect(page.getByRole("link", { name: /Annual report 2025.*PDF · 2\.4 MB/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
    "href",
    "/#contact",
  );
  await expectNoAxeViolations(page);

  await page.goto("/am/every-block");
  await expect(page.getByText("የሕይወት ታሪክ").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
    "href",
    "/am#contact",
  );
  await expectNoAxeViolations(page);
});
