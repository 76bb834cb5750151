import { expect } from "@playwright/test";
import { messagesFor } from "../../app/locales";
import { enhanced, expectNoAxeViolations, renderedFonts, test } from "./fixtures";

const am = messagesFor("am");
const om = messagesFor("om");

test("the switcher keeps the page, and / remembers the language chosen", async ({ page }) => {
  await page.goto("/sector/mining");
  await enhanced(page);
  // The header's language menu: opened, closed with Escape, opened again to choose. (Phones
  // have their own under the bar.)
  const menu = page.locator("details[data-language-menu] > summary").filter({ visible: true });
  await expect(menu).toHaveAccessibleName("EN · Language: English");
  await menu.click();
  const languages = page.getByRole("navigation", { name: "Language" });
  await expect(languages.getByRole("link")).toHaveText(["English", "አማርኛ", "Afaan Oromoo"]);
  await page.keyboard.press("Escape");
  await expect(languages).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await languages.getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(/\/am\/sector\/mining$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(am.sectors[1]?.heroTitle ?? "");

  // A later visit to the home page opens in Amharic.
  await page.goto("/");
  await expect(page).toHaveURL(/\/am$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(am.home.heroTitle);

  // Afaan Oromo from the footer, then English: the home page follows each choice.
  await enhanced(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Afaan Oromoo" }).click();
  await expect(page).toHaveURL(/\/om$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/om$/);
  await enhanced(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Building Ethiopia’s industrial future",
  );
});

test("the contact form works in Amharic, from labels to thanks", async ({ page }) => {
  const t = am.contact;
  await page.goto("/am#contact");
  await enhanced(page);
  const contact = page.locator("#contact");
  await contact.getByLabel(t.name).fill("አበበ በቀለ");
  await contact.getByLabel(t.email).fill("not-an-email");
  await contact.getByRole("button", { name: t.send }).click();
  await expect(contact.getByText(t.errors.emailInvalid)).toBeVisible();
  await expect(contact.getByText(t.errors.subjectRequired)).toBeVisible();
  await expect(contact.getByText(t.errors.messageTooShort)).toBeVisible();
  await expect(contact.getByLabel(t.name)).toHaveValue("አበበ በቀለ");

  await contact.getByLabel(t.email).fill("abebe.am@example.com");
  await contact.getByLabel(t.subject).fill("E2E: የቡና ትዕዛዝ");
  await contact.getByLabel(t.message).fill("ለቡና መጥበሻችን የጉጂ ቡና ማዘዝ እንፈልጋለን።");
  // A person takes a few seconds to fill in the form; faster senders are treated as bots. The
  // form's signed start, set a few seconds back, stands for that time.
  const started = await (await page.request.get("/__test/form-started?ago=5000")).text();
  await contact.locator('input[name="startedAt"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, started);
  await contact.getByRole("button", { name: t.send }).click();
  await expect(contact.getByRole("status")).toHaveText(t.sent);
  await expect(page).toHaveURL(/\/am#contact$/);
  await expect(contact.getByLabel(t.message)).toHaveValue("");
});

// A test per page: an axe scan takes seconds on a busy 2-core machine, six in a row took longer
// than a test may.
for (const path of ["/am", "/om", "/am/sector/export", "/om/news", "/am/privacy", "/om/nope"]) {
  test(`${path} passes axe`, async ({ page }) => {
    await page.goto(path);
    await enhanced(page);
    await expectNoAxeViolations(page);
  });
}

test("Afaan Oromo pages speak Afaan Oromo", async ({ page }) => {
  await page.goto("/om");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(om.home.heroTitle);
  await expect(page.locator("#contact").getByLabel(om.contact.name)).toBeVisible();
});

test("the Ethiopic font loads on Amharic pages only; elsewhere the switcher's 'አማርኛ' has its own tiny face", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/om", "/om/sector/export"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // The footer's "አማርኛ" is drawn from a web font (this machine has no Ethiopic font: boxes
    // otherwise), its four letters' face, a few hundred bytes.
    const name = page.getByRole("contentinfo").locator('a[data-language="am"]');
    await name.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await renderedFonts(page, 'footer a[data-language="am"]'))[0]?.web)
      .toBe(true);
    expect(await renderedFonts(page, 'footer a[data-language="am"]')).toEqual([
      expect.objectContaining({ web: true, glyphs: 4 }),
    ]);
  }
  expect(fonts.some((font) => /fraunces/.test(font))).toBe(true);
  const ethiopic = fonts.filter((font) => /ethiopic/.test(font));
  expect(ethiopic.length).toBeGreaterThan(0);
  expect(ethiopic.filter((font) => !/amharic-name/.test(font))).toEqual([]);
  const size = await page.evaluate(
    async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
    ethiopic[0] ?? "",
  );
  expect(size).toBeLessThan(1024);

  await page.goto("/am");
  await page.evaluate(() => document.fonts.ready);
  // The file of the site's own Amharic texts (the rest of the block only for a page using it).
  expect(fonts.filter((font) => /ethiopic-core/.test(font)).length).toBe(1);
  // The Amharic text is set in it.
  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family).toMatch(/Noto Sans Ethiopic/);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Noto Sans Ethiopic Web"', "ሀ")),
  ).toBe(true);
  // And drawn with it: no letter of the heading falls to a system font.
  const drawn = await renderedFonts(page, "h1");
  expect(drawn.filter((font) => !font.web)).toEqual([]);
  expect(drawn.map((font) => font.family)).toContain("Noto Sans Ethiopic");
});
