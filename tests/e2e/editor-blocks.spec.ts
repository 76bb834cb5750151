import { expect, type Locator, type Page } from "@playwright/test";
import { photoWithMark } from "../support/media-fixtures";
import { newAccount, photograph, SCREENSHOTS, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Each test writes its own draft article (never published: the public lists stay as other files
// expect them).
const OWNER = { email: "editor-blocks@example.com", password: "editor-blocks-pass-1" };

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

/** The '+' menu's block chosen with the mouse. */
async function insertFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name: "Insert block" }).click();
  await page.getByRole("menuitem", { name: `${name} block` }).click();
}

/** The kinds of the blocks in the text, in their order. */
const blockOrder = (content: Locator) =>
  content
    .locator(".rte-block")
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-block-type")));

test("a People block inserted from the '+' menu by keyboard is checked, saved and opens again", async ({
  page,
}) => {
  const content = await newArticle(page, "People block article");
  await content.click();
  await page.keyboard.type("Our leadership team.");

  // The '+' menu, by keyboard: Enter opens it on its first entry, the arrows move, Escape closes.
  const plus = page.getByRole("button", { name: "Insert block" });
  await plus.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Blocks" });
  await expect(menu.getByRole("menuitem", { name: "Image block" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(plus).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Image block" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "People block" })).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Add a People block" });
  await expect(dialog.getByLabel("Name of person 1")).toBeFocused();
  await page.keyboard.type("Almaz Bekele");
  await dialog.getByLabel("Role of person 1").fill("Chief executive");
  await dialog.getByLabel("Biography of person 1").fill("Leads the group since 2009.");
  // A photo, uploaded, and the point its round crop keeps (the arrow keys move it).
  await dialog.getByRole("button", { name: "Add a photo of person 1" }).click();
  await dialog.getByLabel("Upload (Choose a photo for person 1)").setInputFiles({
    name: "e2e-almaz.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithMark(800, 1000, { x: 0.5, y: 0.3 }),
  });
  const focal = dialog.getByRole("button", { name: /^Focal point of person 1's photo/ });
  await focal.press("ArrowUp");
  await expect(focal).toHaveAccessibleName(/50% across, 45% down/);
  await dialog.getByRole("button", { name: "Add a person" }).click();
  await dialog.getByLabel("Role of person 2").fill("Finance director");
  // A person without a name is refused, the field named.
  await dialog.getByRole("button", { name: "Insert People block" }).click();
  await expect(dialog.getByRole("alert")).toContainText("a problem");
  const secondName = dialog.getByLabel("Name of person 2");
  await expect(secondName).toHaveAttribute("aria-invalid", "true");
  await expect(secondName).toHaveAccessibleDescription("Name is required");
  await expect(secondName).toBeFocused();
  await expect(content.locator(".rte-block")).toHaveCount(0);
  await secondName.fill("Dawit Haile");
  // The second person first.
  await dialog.getByRole("button", { name: "Move person 2 up" }).click();
  await expect(dialog.getByLabel("Name of person 1")).toHaveValue("Dawit Haile");
  await dialog.getByRole("button", { name: "Insert People block" }).click();
  await expect(dialog).toHaveCount(0);

  const card = content.getByRole("group", { name: "People block" });
  await expect(card).toContainText("Dawit Haile");
  await expect(card).toContainText("Almaz Bekele");
  await expect(card).toContainText("2 people");
  await expect(card.locator("img")).toHaveCSS("object-position", "50% 45%");

  // Its dialog again, over the text with the block: both pass axe.
  await card.getByRole("button", { name: "Edit People block" }).click();
  const edit = page.getByRole("dialog", { name: "Edit People block" });
  await expect(edit.getByLabel("Name of person 2")).toHaveValue("Almaz Bekele");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Edit People block article" }).first().click();
  const reopened = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(reopened).toHaveAttribute("contenteditable", "true");
  const saved = reopened.getByRole("group", { name: "People block" });
  await expect(saved).toContainText("Dawit Haile");
  await expect(saved).toContainText("Almaz Bekele");
  await expect(reopened).toContainText("Our leadership team.");
});

test("blocks move up and down, and a removed one comes back with Undo or Ctrl+Z", async ({
  page,
}) => {
  const content = await newArticle(page, "Moving blocks article");
  await content.click();
  await page.keyboard.type("Opening words.");

  await insertFromMenu(page, "Quote");
  const quote = page.getByRole("dialog", { name: "Add a Quote block" });
  await quote.getByRole("button", { name: "Insert Quote block" }).click();
  await expect(quote.getByLabel("Quote")).toHaveAccessibleDescription("Quote is required");
  await quote.getByLabel("Quote").fill("We build to last.");
  await quote.getByLabel("Said by (optional)").fill("Almaz Bekele");
  await quote.getByRole("button", { name: "Insert Quote block" }).click();

  await insertFromMenu(page, "Key figures");
  const figures = page.getByRole("dialog", { name: "Add a Key figures block" });
  await figures.getByLabel("Number of figure 1").fill("12,000");
  await figures.getByLabel("Label of figure 1").fill("Employees");
  await figures.getByRole("button", { name: "Insert Key figures block" }).click();
  await expect(figures).toHaveCount(0);
  await expect(content.getByRole("group", { name: "Key figures block" })).toContainText("12,000");
  expect(await blockOrder(content)).toEqual(["quote", "figures"]);

  // Up: the figures before the quote; the moved card's button keeps the focus.
  const up = content.getByRole("button", { name: "Move Key figures block up" });
  await up.click();
  await expect.poll(() => blockOrder(content)).toEqual(["figures", "quote"]);
  await expect(up).toBeFocused();
  // And down again.
  await content.getByRole("button", { name: "Move Key figures block down" }).click();
  await expect.poll(() => blockOrder(content)).toEqual(["quote", "figures"]);

  // Removed, and back with the notice's Undo.
  await content.getByRole("button", { name: "Remove Quote block" }).click();
  await expect(content.getByRole("group", { name: "Quote block" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Quote block removed" })).toBeVisible();
  await page.getByRole("button", { name: "Undo removing the Quote block" }).click();
  await expect(content.getByRole("group", { name: "Quote block" })).toContainText(
    "We build to last.",
  );
  await expect(page.getByText("Quote block removed")).toHaveCount(0);
  // Removed, and back with Ctrl+Z.
  await content.getByRole("button", { name: "Remove Key figures block" }).click();
  await expect(content.getByRole("group", { name: "Key figures block" })).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(content.getByRole("group", { name: "Key figures block" })).toContainText(
    "Employees",
  );
  expect(await blockOrder(content)).toEqual(["quote", "figures"]);
  await expect(content).toContainText("Opening words.");

  // What the form sends: each block on a line of its own.
  await expect
    .poll(() => page.locator("textarea[name=content]").inputValue())
    .toBe(
      [
        "Opening words.",
        "",
        '::quote{"text":"We build to last.","by":"Almaz Bekele"}',
        "",
        '::figures{"figures":[{"value":"12,000","label":"Employees"}]}',
        "",
      ].join("\n"),
    );
});

test("the '+' menu, a People dialog and a text with several blocks, on a phone and a wide screen", async ({
  page,
}) => {
  const content = await newArticle(page, "Blocks screenshot article");
  await content.click();
  await page.keyboard.type("The group at a glance.");
  const markdown = [
    "The group at a glance.",
    "",
    '::figures{"figures":[{"value":"12,000","label":"Employees"},{"value":"8","label":"Sectors"},{"value":"35%","label":"Exports"}]}',
    "",
    '::people{"people":[{"name":"Almaz Bekele","role":"Chief executive"},{"name":"Dawit Haile","role":"Finance director"},{"name":"Sara Tesfaye","role":"Head of mining"}]}',
    "",
    '::quote{"text":"We build to last, and we build here.","by":"Almaz Bekele","role":"Chief executive"}',
    "",
    '::downloads{"title":"Reports","items":[{"href":"/uploads/annual-report.pdf","name":"Annual report 2025","format":"PDF","bytes":2400000},{"href":"/uploads/esg.pdf","name":"Sustainability report","format":"PDF","bytes":1200000}]}',
    "",
    '::cta{"heading":"Work with us","text":"We invest for the long run.","label":"Contact us","href":"/#contact"}',
    "",
  ].join("\n");
  // Pasted as Markdown text: opens as the blocks it names.
  await content.evaluate(
    (element, text) => {
      const transfer = new DataTransfer();
      transfer.setData("text/plain", text);
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    markdown.replace("The group at a glance.\n\n", ""),
  );
  await expect(content.locator(".rte-block")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await snap(page, "admin-editor-blocks");

  for (const width of SCREENSHOTS ? [375, 1280] : [1280]) {
    await page.setViewportSize({ width, height: 860 });
    await page.getByRole("button", { name: "Insert block" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Insert block" }).click();
    await expect(page.getByRole("menu", { name: "Blocks" })).toBeVisible();
    await photograph(page, `admin-editor-blocks-menu-${width}`);
    await page.keyboard.press("Escape");

    await content.getByRole("button", { name: "Edit People block" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit People block" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Biography of person 1").fill("Leads the group since 2009.");
    await dialog.getByRole("button", { name: "Add a photo of person 1" }).click();
    await dialog.getByLabel("Upload (Choose a photo for person 1)").setInputFiles({
      name: "e2e-portrait.jpg",
      mimeType: "image/jpeg",
      buffer: await photoWithMark(800, 1000, { x: 0.5, y: 0.3 }),
    });
    const focal = dialog.getByRole("button", { name: /^Focal point of person 1's photo/ });
    await focal.click({ position: { x: 40, y: 30 } });
    await dialog.getByLabel("Name of person 1").scrollIntoViewIfNeeded();
    await photograph(page, `admin-editor-blocks-people-${width}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  }
});
