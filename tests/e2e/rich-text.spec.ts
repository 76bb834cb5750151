import { expect, type Locator, type Page } from "@playwright/test";
import { GOOGLE_DOCS_HTML, WORD_HTML } from "../support/clipboard-fixtures";
import { photoWithMark } from "../support/media-fixtures";
import { newAccount, signedIn, snap } from "./accounts";
import { paste } from "./editor";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Each test writes its own draft article (never published: the public lists stay as other files
// expect them) and reads it at /news/<slug>?preview=1, rendered as the public page is.
const OWNER = { email: "rich-text@example.com", password: "rich-text-pass-1" };

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

/** A new article's form with its title and summary typed, and the editor loaded. */
async function newArticle(page: Page, title: string): Promise<Locator> {
  await signedIn(page, OWNER, "/admin/articles/new");
  await hydrated(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("A summary.");
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toHaveAttribute("contenteditable", "true");
  return content;
}

/** Saves the draft and opens its preview, as the public page renders it. */
async function saveAndPreview(page: Page, slug: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/news/${slug}?preview=1`);
  return page.locator(".prose-article").first();
}

test("the toolbar, its keys and Markdown shortcuts format the text the public page shows", async ({
  page,
}) => {
  const content = await newArticle(page, "Toolbar article");
  const toolbar = page.getByRole("toolbar", { name: "Content formatting" });
  for (const name of [
    "Bold",
    "Italic",
    "Heading 2",
    "Heading 3",
    "Bulleted list",
    "Numbered list",
    "Quote",
    "Link",
    "Table",
    "Image",
    "Video",
    "Undo",
    "Redo",
  ]) {
    await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
  }
  // One tab stop; the arrow keys move along the buttons.
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Video" })).toBeFocused();

  // Required: the message goes as soon as there is text.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(content).toHaveAttribute("aria-invalid", "true");
  await content.click();
  await page.keyboard.type("x");
  await expect(page.getByText("Content is required")).toHaveCount(0);
  await page.keyboard.press("Backspace");
  // Markdown shortcuts while typing, and the keyboard's own.
  await page.keyboard.type("## Plant opens");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("first");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" vans leave the line.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- Vans");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Three-wheelers");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // A link through Ctrl+K, on the selected word.
  await page.keyboard.type("Read the report");
  // The editor has taken the typing in before the selection moves.
  await expect(content).toContainText("Read the report");
  for (let i = 0; i < "report".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe("report");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await dialog.getByLabel("Link address").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog.getByRole("alert")).toContainText("https://");
  await dialog.getByLabel("Link address").fill("https://example.com/report");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(content.getByRole("link", { name: "report" })).toBeVisible();
  // The toolbar shows where the cursor is.
  await content.getByText("first").click();
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Undo and redo, by button.
  await content.getByText("Three-wheelers").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and more");
  await toolbar.getByRole("button", { name: "Undo" }).click();
  await expect(content).not.toContainText("and more");
  await toolbar.getByRole("button", { name: "Redo" }).click();
  await expect(content).toContainText("Three-wheelers and more");
  await expectNoAxeViolations(page);

  const text = await saveAndPreview(page, "toolbar-article");
  await expect(text.locator("h2")).toHaveText("Plant opens");
  await expect(text.locator("strong")).toHaveText("first");
  await expect(text.locator("li")).toHaveText(["Vans", "Three-wheelers and more"]);
  await expect(text.getByRole("link", { name: "report" })).toHaveAttribute(
    "href",
    "https://example.com/report",
  );
});

test("Ctrl+K or Enter pressed at once after moving the cursor act where it now is", async ({
  page,
}) => {
  const content = await newArticle(page, "Quick link article");
  await content.click();
  await page.keyboard.type("See the annual report here");
  await expect(content).toContainText("annual report here");
  // The words selected and the shortcut pressed in one go, before the browser has told the page
  // that the selection changed: as a quick typist's keys can arrive.
  await content.evaluate((editable) => {
    const text = [...editable.querySelectorAll("p")].find((p) => p.textContent?.includes("annual"))
      ?.firstChild as Text;
    const start = text.data.indexOf("annual report");
    getSelection()?.setBaseAndExtent(text, start, text, start + "annual report".length);
    editable.dispatchEvent(
      new KeyboardEvent("keydown", { key: "k", code: "KeyK", ctrlKey: true, bubbles: true }),
    );
  });
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await dialog.getByLabel("Link address").fill("https://example.com/annual");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(content.getByRole("link", { name: "annual report", exact: true })).toHaveAttribute(
    "href",
    "https://example.com/annual",
  );
  await expect(content).toHaveText("See the annual report here");
  // Enter likewise breaks the line where the cursor was just put, not where it was before.
  await content.evaluate((editable) => {
    const text = editable.querySelector("p")?.firstChild as Text;
    getSelection()?.setBaseAndExtent(text, 3, text, 3);
    editable.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  });
  await expect(content.locator("p")).toHaveText(["See", "the annual report here"]);
});

test("a paste from Word or Google Docs keeps its structure and none of its styling", async ({
  page,
}) => {
  const content = await newArticle(page, "Pasted article");
  // Word puts a picture of the copied text beside it: the text is what is pasted.
  await content.focus();
  await content.evaluate((element, html) => {
    const transfer = new DataTransfer();
    transfer.setData("text/html", html);
    transfer.setData("text/plain", "Plant opens");
    transfer.items.add(
      new File([new Uint8Array([137, 80, 78, 71])], "image.png", { type: "image/png" }),
    );
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, WORD_HTML);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(content.locator("h2")).toHaveText("Plant opens in Bole Lemi");
  await expect(content.locator("[style], font, span, o\\:p")).toHaveCount(0);
  // Each paste on a line of its own, after the lists (Enter twice leaves a list).
  const newLine = async () => {
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
  };
  await newLine();
  await paste(content, { "text/html": GOOGLE_DOCS_HTML, "text/plain": "Copper exports" });
  // Markdown pasted as plain text becomes formatting.
  await newLine();
  await paste(content, { "text/plain": "### From a text file\n\n- **one**\n- two" });
  await expect(content.locator("h3")).toHaveText("From a text file");

  const text = await saveAndPreview(page, "pasted-article");
  await expect(text.locator("h2")).toHaveText(["Plant opens in Bole Lemi", "Copper exports"]);
  await expect(text.locator("> ul > li")).toHaveText([
    /^Vans\s*Cargo\s*$/,
    "Three-wheelers",
    "Djibouti",
    "Mombasa",
    "one",
    "two",
  ]);
  await expect(text.locator("ol > li")).toHaveText(["First step", "Second step"]);
  await expect(text.locator("strong")).toHaveText(["electric vans", "6.5%", "one"]);
  await expect(text.locator("[style], span, font")).toHaveCount(0);
});

test("an image dropped into the text is uploaded, described and served as a responsive picture", async ({
  page,
}) => {
  test.slow();
  const content = await newArticle(page, "Image article");
  await content.click();
  await page.keyboard.type("Before the photo.");
  const photo = await photoWithMark(1600, 1000, { x: 0.5, y: 0.5 });
  await content.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "e2e-line.jpg", { type: "image/jpeg" }));
    const box = element.getBoundingClientRect();
    element.dispatchEvent(
      new DragEvent("drop", {
        dataTransfer: transfer,
        clientX: box.left + 20,
        clientY: box.bottom - 10,
        bubbles: true,
        cancelable: true,
      }),
    );
  }, photo.toString("base64"));
  const dialog = page.getByRole("dialog", { name: "Describe the image" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // The alt text is required.
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Describe the image for someone who cannot see it.",
  );
  await dialog.getByLabel("Alt text").fill("The assembly line");
  await dialog.getByLabel("Caption (optional)").fill("Line 2 at Bole Lemi");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(content.getByRole("img", { name: "The assembly line" })).toBeVisible();
  await expect(content.locator("figcaption")).toHaveText("Line 2 at Bole Lemi");
  // Its details again, with a double-click.
  await content.getByRole("img", { name: "The assembly line" }).dblclick();
  const details = page.getByRole("dialog", { name: "Describe the image" });
  await expect(details.getByLabel("Alt text")).toHaveValue("The assembly line");
  await details.getByLabel("Caption (optional)").fill("Line 2 at Bole Lemi, May 2026");
  await details.getByRole("button", { name: "Save image details" }).click();
  await expect(content.locator("figcaption")).toHaveText("Line 2 at Bole Lemi, May 2026");

  // A pasted image without a description says so, and gets one with Enter once selected.
  // (Keys go where the dialog gave the focus back: the text.)
  await expect(content).toBeFocused();
  await page.keyboard.press("Control+End");
  await paste(content, {
    "text/html": '<p><img src="/favicon.svg" width="64"></p>',
    "text/plain": "",
  });
  const warning = content.getByText("No alt text: double-click the image");
  await expect(warning).toBeVisible();
  await content.locator("figure[data-missing-alt] img").click();
  await page.keyboard.press("Enter");
  await details.getByLabel("Alt text").fill("Green coffee beans");
  await details.getByRole("button", { name: "Save image details" }).click();
  await expect(warning).toHaveCount(0);
  await expect(content.getByRole("img", { name: "Green coffee beans" })).toBeVisible();

  const text = await saveAndPreview(page, "image-article");
  const picture = text.locator("figure picture");
  // The fallback at once; the AVIF and WebP sizes once the library has made them.
  await expect(picture.getByRole("img", { name: "The assembly line" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /640w/, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const img = picture.getByRole("img", { name: "The assembly line" });
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1000");
  await expect(text.locator("figcaption")).toHaveText("Line 2 at Bole Lemi, May 2026");
  await expect(text.getByRole("img", { name: "Green coffee beans" })).toHaveAttribute(
    "src",
    "/favicon.svg",
  );
  await snap(page, "article-text-image");
});

test("a video in the text is a card in the editor and a click-to-load player on the page", async ({
  page,
}) => {
  const content = await newArticle(page, "Video article");
  await content.click();
  await page.keyboard.type("Watch the tour.");
  await page
    .getByRole("toolbar", { name: "Content formatting" })
    .getByRole("button", { name: "Video" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add a video" });
  await dialog.getByLabel("Video address").fill("https://evil.example/clip.mp4");
  await dialog.getByRole("button", { name: "Insert video" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please enter a YouTube or Vimeo address, or choose a video of the media library",
  );
  await dialog.getByLabel("Video address").fill("https://www.youtube.com/watch?v=abcdefghijk");
  await dialog.getByLabel("Video title").fill("Plant tour");
  await dialog.getByRole("button", { name: "Insert video" }).click();
  await expect(content.locator("[data-video]")).toContainText("Plant tour");

  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await saveAndPreview(page, "video-article");
  const play = page.getByRole("button", { name: "Play video: Plant tour" });
  await expect(play).toBeVisible();
  expect(requests.filter((url) => /youtube|ytimg/.test(url))).toEqual([]);
  await snap(page, "article-text-video");
  await play.click();
  await expect(page.locator('iframe[title="Plant tour"]')).toHaveAttribute(
    "src",
    /youtube-nocookie\.com\/embed\/abcdefghijk/,
  );
});

test("typing after an image, a video or a table is inserted goes on after it and never replaces it", async ({
  page,
}) => {
  test.slow();
  const content = await newArticle(page, "Blocks article");
  const toolbar = page.getByRole("toolbar", { name: "Content formatting" });
  await content.click();
  await page.keyboard.type("Intro.");
  // An image uploaded through its dialog, at the end of the text: the cursor in a new line
  // after it.
  await toolbar.getByRole("button", { name: "Image" }).click();
  await page
    .getByRole("dialog", { name: "Add an image" })
    .getByLabel("Upload an image")
    .setInputFiles({
      name: "e2e-portrait.jpg",
      mimeType: "image/jpeg",
      buffer: await photoWithMark(900, 600, { x: 0.5, y: 0.4 }),
    });
  const describe = page.getByRole("dialog", { name: "Describe the image" });
  await describe.getByLabel("Alt text").fill("The managing director");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const portrait = content.getByRole("img", { name: "The managing director" });
  await expect(portrait).toBeVisible();
  await expect(content.locator(".ProseMirror-selectednode")).toHaveCount(0);
  await page.keyboard.type("After the image.");
  await expect(portrait).toBeVisible();
  await expect(content.locator("figure + p")).toHaveText("After the image.");

  // A video likewise.
  await page.keyboard.press("Control+End");
  await toolbar.getByRole("button", { name: "Video" }).click();
  const video = page.getByRole("dialog", { name: "Add a video" });
  await video.getByLabel("Video address").fill("https://vimeo.com/123456");
  await video.getByLabel("Video title").fill("The plant");
  await video.getByRole("button", { name: "Insert video" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.keyboard.type("After the video.");
  await expect(content.locator("[data-video]")).toContainText("The plant");
  await expect(content.locator("[data-video] + p")).toHaveText("After the video.");

  // A table put in while the image is selected goes after it, the cursor in its first cell.
  await portrait.click();
  await expect(content.locator("figure.ProseMirror-selectednode")).toHaveCount(1);
  await toolbar.getByRole("button", { name: "Table" }).click();
  await page.keyboard.type("Year");
  await expect(portrait).toBeVisible();
  await expect(content.locator("figure + .tableWrapper th").first()).toHaveText("Year");

  const text = await saveAndPreview(page, "blocks-article");
  await expect(text.getByRole("img", { name: "The managing director" })).toBeVisible();
  await expect(text.locator("th").first()).toHaveText("Year");
  await expect(page.getByRole("button", { name: "Play video: The plant" })).toBeVisible();
  await expect(page.locator(".prose-article > p")).toHaveText([
    "Intro.",
    "After the image.",
    "After the video.",
  ]);
});

test("writing in the editor is kept by the browser until it is restored", async ({ page }) => {
  const content = await newArticle(page, "Kept article");
  await content.click();
  await page.keyboard.type("Written, ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("never saved");
  // In the browser's keeping a moment after the typing stops, as Markdown.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("autosave:"))
          .map((key) => JSON.parse(localStorage.getItem(key) ?? "{}").values?.content)
          .find(Boolean),
      ),
    )
    .toBe("Written, **never saved**\n");
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Restore unsaved changes" }).click();
  const restored = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(restored.locator("strong")).toHaveText("never saved");
  await expect(restored).toContainText("Written, never saved");
});

test("text typed before the page's script runs, while the editor loads and as it starts is kept", async ({
  page,
}) => {
  const created = await page.request.post("/__test/content", {
    data: {
      kind: "article",
      slug: "typed-early-article",
      title: "Typed early article",
      content: "Stored text.",
    },
  });
  const { id } = (await created.json()) as { id: string };
  await signedIn(page, OWNER, "/admin");
  // The page's scripts, and the editor's own, held back until the test lets them through.
  let releasePage = () => {};
  let releaseEditor = () => {};
  const pageScripts = new Promise<void>((resolve) => {
    releasePage = resolve;
  });
  const editorScript = new Promise<void>((resolve) => {
    releaseEditor = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await (/\/editor-[^/]*\.js$/.test(route.request().url()) ? editorScript : pageScripts);
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/admin/articles/${id}`, { waitUntil: "commit" });
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  const plain = content.and(page.locator("textarea"));
  await expect(plain).toHaveValue("Stored text.");
  // Before the page's script: in the plain text area.
  await plain.fill("Stored text. Typed before the script ran.");
  releasePage();
  await hydrated(page);
  await expect(plain).toHaveValue("Stored text. Typed before the script ran.");
  // While the editor loads: still the text area, where the cursor is.
  await plain.press("End");
  await page.keyboard.type(" Typed while the editor loaded.");
  releaseEditor();
  await expect(content).toHaveAttribute("contenteditable", "true");
  await expect(content).toHaveText(
    "Stored text. Typed before the script ran. Typed while the editor loaded.",
  );
  // The cursor went along, at the end of the text.
  await expect(content).toBeFocused();
  await page.keyboard.type(" Typed once it started.");
  const text = await saveAndPreview(page, "typed-early-article");
  await expect(text).toHaveText(
    "Stored text. Typed before the script ran. Typed while the editor loaded. Typed once it started.",
  );
});

test("the text's headings read in order, an H2 above an H3, on the page and in the editor", async ({
  page,
}) => {
  const created = await page.request.post("/__test/content", {
    data: {
      kind: "article",
      slug: "headings-article",
      title: "Headings article",
      content: "## The plant\n\nText.\n\n### Line 2\n\nText.\n\n#### Shifts\n\nText.\n",
    },
  });
  const { id } = (await created.json()) as { id: string };
  /** Each heading's face, size and weight, H2 to H4, inside `text`. */
  const headingsOf = (text: Locator) =>
    text.evaluate((element) =>
      ["h2", "h3", "h4"].map((tag) => {
        const style = getComputedStyle(element.querySelector(tag) as Element);
        return {
          family: style.fontFamily,
          size: Number.parseFloat(style.fontSize),
          weight: Number(style.fontWeight),
        };
      }),
    );
  const expectInOrder = async (text: Locator, where: string) => {
    const [h2, h3, h4] = await headingsOf(text);
    expect(h3?.family, where).toBe(h2?.family);
    expect(h4?.family, where).toBe(h2?.family);
    expect(h2?.size, where).toBeGreaterThan(h3?.size ?? 0);
    expect(h3?.size, where).toBeGreaterThan(h4?.size ?? 0);
    expect(h2?.weight, where).toBeGreaterThanOrEqual(h3?.weight ?? 0);
    expect(h3?.weight, where).toBeGreaterThanOrEqual(h4?.weight ?? 0);
  };
  await signedIn(page, OWNER, "/news/headings-article?preview=1");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectInOrder(page.locator(".prose-article").first(), `the page at ${width} px`);
  }
  await page.goto(`/admin/articles/${id}`);
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toHaveAttribute("contenteditable", "true");
  await expectInOrder(content, "the editor");
});

test("the editor's code is loaded by the edit screen only", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/news", "/news/toolbar-article?preview=1"]) {
    await page.goto(path);
  }
  expect(scripts.filter((path) => /editor/.test(path))).toEqual([]);
  await newArticle(page, "Loads the editor");
  expect(scripts.filter((path) => /editor/.test(path))).toHaveLength(1);
});

test("the editor with a table, an image and a video, on a phone and a wide screen", async ({
  page,
}) => {
  const content = await newArticle(page, "Screenshot article");
  await content.click();
  await page.keyboard.type("## Quarterly output");
  await page.keyboard.press("Enter");
  const toolbar = page.getByRole("toolbar", { name: "Content formatting" });
  await toolbar.getByRole("button", { name: "Table" }).click();
  await page.keyboard.type("Quarter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Tonnes");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Change");
  await expect(page.getByRole("button", { name: "Add row" })).toBeVisible();
  // After the table: an image uploaded through the Image dialog, then a video.
  await page.keyboard.press("Control+End");
  await toolbar.getByRole("button", { name: "Image" }).click();
  const images = page.getByRole("dialog", { name: "Add an image" });
  await images.getByLabel("Upload an image").setInputFiles({
    name: "e2e-smelter.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithMark(1200, 800, { x: 0.3, y: 0.6 }),
  });
  const describe = page.getByRole("dialog", { name: "Describe the image" });
  await describe.getByLabel("Alt text").fill("The smelter at dusk");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect(content.getByRole("img", { name: "The smelter at dusk" })).toBeVisible();
  await page.keyboard.press("Control+End");
  await toolbar.getByRole("button", { name: "Video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a video" });
  await dialog.getByLabel("Video address").fill("https://vimeo.com/123456");
  await dialog.getByLabel("Video title").fill("Smelter walk-through");
  await dialog.getByRole("button", { name: "Insert video" }).click();
  await expect(content.locator("[data-video]")).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "admin-rich-text");
});
