import { expect } from "@playwright/test";
import { messagesFor } from "../../app/locales";
import { expectNoAxeViolations, hydrated, renderedFonts, test, typedAndKept } from "./fixtures";

// Long flows: three times the usual budget.
test.slow();

const EDITOR = { email: "translations-editor@example.com", password: "translations-pass-1" };
const TITLE = "Coffee cooperative joins the export program";
const SLUG = "coffee-cooperative-joins-the-export-program";
const AMHARIC = {
  title: "የቡና ማኅበር የወጪ ንግድ ፕሮግራሙን ተቀላቀለ",
  summary: "ከጉጂ የመጣ ማኅበር የመጀመሪያውን ጭነት ላከ።",
  content: "ማኅበሩ **ሃያ ቶን** ቡና ላከ።",
};

test.beforeAll(async ({ request }) => {
  const make = () =>
    request.post("/__test/users", {
      data: { email: EDITOR.email, password: EDITOR.password, role: "admin" },
    });
  const response = (await make()).ok() ? undefined : await make();
  expect(response?.ok() ?? true).toBe(true);
});

test("an Amharic translation typed through the language tabs with the keyboard shows on /am", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(EDITOR.email);
  await page.getByLabel("Password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content Management" })).toBeVisible();

  await page.goto("/admin/articles/new");
  await hydrated(page);
  const tabs = page.getByRole("tablist", { name: "Language" });
  const english = tabs.getByRole("tab", { name: "English" });
  const amharic = tabs.getByRole("tab", { name: "አማርኛ" });
  const oromo = tabs.getByRole("tab", { name: "Afaan Oromoo" });
  await expect(english).toHaveAttribute("aria-selected", "true");
  // The Amharic name is drawn with the site's Ethiopic font, not as a system's boxes.
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => renderedFonts(page, "#language-tab-am"))
    .toEqual([{ family: "Noto Sans Ethiopic", web: true, glyphs: 4 }]);

  await page.getByLabel("Title").fill(TITLE);
  await expect(page.getByLabel("URL Slug")).toHaveValue(SLUG);
  await page.getByLabel("Summary").fill("A cooperative from Guji sent its first shipment.");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill("Twenty tonnes left.");
  await page.getByLabel("Publish immediately").check();

  // To the Amharic tab with the arrow key: it is selected and focused, its fields shown.
  await english.focus();
  await page.keyboard.press("ArrowRight");
  await expect(amharic).toBeFocused();
  await expect(amharic).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "አማርኛ" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeHidden();
  await expectNoAxeViolations(page);

  // Into its first field with Tab, and the title typed.
  await page.keyboard.press("Tab");
  const amharicTitle = page.getByRole("textbox", { name: "ርዕስ" });
  await expect(amharicTitle).toBeFocused();
  await page.keyboard.type(AMHARIC.title);

  // On another tab, saving a half-done translation opens its tab at the first missing field.
  await amharic.focus();
  await page.keyboard.press("ArrowRight");
  await expect(oromo).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(amharic).toHaveAttribute("aria-selected", "true");
  const amharicSummary = page.getByRole("textbox", { name: "ማጠቃለያ" });
  await expect(amharicSummary).toBeFocused();
  await expect(page.getByText("Amharic summary is required")).toBeVisible();
  await expect(page.getByText("Amharic content is required")).toBeVisible();
  await expect(amharic).toContainText("has errors");

  await page.keyboard.type(AMHARIC.summary);
  // The content's toolbar is one tab stop, then the text.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Insert block" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "ይዘት" })).toBeFocused();
  await page.keyboard.type(AMHARIC.content);
  // Home and End reach the first and last tabs; the English is still there.
  await amharic.focus();
  await page.keyboard.press("End");
  await expect(oromo).toBeFocused();
  await page.keyboard.press("Home");
  await expect(english).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveValue(TITLE);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The form opens with the translation; typing in it is kept by the browser like any field.
  await page.getByRole("link", { name: `Edit ${TITLE}` }).click();
  await hydrated(page);
  await amharic.click();
  await expect(amharicTitle).toHaveValue(AMHARIC.title);
  await typedAndKept(amharicTitle, "ርዕስ ሳይቀመጥ");
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Restore unsaved changes" }).click();
  await amharic.click();
  await expect(amharicTitle).toHaveValue("ርዕስ ሳይቀመጥ");

  // The Amharic page shows the translation, marked Amharic; the form keeps it.
  await page.goto(`/am/news/${SLUG}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(AMHARIC.title);
  await expect(heading).toHaveAttribute("lang", "am");
  await expect(page.locator("article strong")).toHaveText("ሃያ ቶን");
  await expect(
    page.getByRole("main").getByRole("link", { name: messagesFor("am").news.allNews }),
  ).toHaveAttribute("href", "/am/news");

  // Afaan Oromo has none: the English, marked as English.
  await page.goto(`/om/news/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("main").getByText(messagesFor("om").common.inEnglish, { exact: true }),
  ).toBeVisible();
});
