import { expect, type Page } from "@playwright/test";
import { messagesFor } from "../../app/locales";
import { newAccount, photograph, signedIn, snap } from "./accounts";
import { enhanced, expectNoAxeViolations, hydrated, test } from "./fixtures";

// On a server of its own (playwright.config.ts): the menus published here change every page of
// that server. One after the other: the second test replaces the first one's menus.
test.describe.configure({ mode: "serial" });
test.slow();

const OWNER = { email: "menus@example.com", password: "menus-owner-pass-1" };
const PAGES = {
  leadership: { slug: "leadership", title: "Leadership" },
  history: { slug: "history", title: "History" },
  board: { slug: "board", title: "Board" },
  esg: { slug: "esg", title: "Environmental, Social and Governance Report" },
};
const ids: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
  for (const [key, { slug, title }] of Object.entries(PAGES)) {
    const response = await request.post("/__test/content", {
      // The board's page is still a draft.
      data: { kind: "page", slug, title, published: key !== "board" },
    });
    expect(response.status()).toBe(201);
    ids[key] = ((await response.json()) as { id: string }).id;
  }
});

/** Adds an item to the header from the Menus screen's choice. */
async function addToHeader(page: Page, option: string) {
  await page.getByLabel("Add to the header:").selectOption({ label: option });
  await page.getByRole("button", { name: "Add to the header" }).click();
}

test("staff build a group 'About us' of two pages, publish it, and visitors open it by keyboard and by click", async ({
  page,
  browser,
}) => {
  await signedIn(page, OWNER, "/admin/site?section=menus");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Menus", level: 3 })).toBeVisible();
  await expect(page.getByText("These are the menus the site shows today")).toBeVisible();

  await addToHeader(page, "A group");
  await page.getByRole("textbox", { name: "New group: English label" }).fill("About us");
  await page.getByRole("textbox", { name: "About us: Afaan Oromo label" }).fill("Waa'ee keenya");
  for (const title of ["Leadership", "History"]) {
    await addToHeader(page, title);
    await page.getByRole("button", { name: `Move ${title} into About us` }).click();
  }
  const group = page.getByRole("list", { name: "Links of About us" });
  await expect(group.getByText("Leadership", { exact: true })).toBeVisible();
  await expect(group.getByText("History", { exact: true })).toBeVisible();
  // First in the header: up past the nine built-in sections.
  for (let step = 0; step < 9; step += 1) {
    await page.getByRole("button", { name: "Move About us up" }).click();
  }
  await expect(page.getByRole("button", { name: "Move About us up" })).toBeDisabled();
  // A draft page may be in a menu: it is marked, and left out until it is published.
  await page.getByLabel("Add to About us:").selectOption({ label: "Board (not published)" });
  await page.getByRole("button", { name: "Add to About us" }).click();
  await expect(page.getByText("Not shown: this page is a draft")).toBeVisible();
  // An address that is neither https:// nor the site's is refused, and said where it is.
  await addToHeader(page, "A link");
  await page.getByRole("textbox", { name: "New link: English label" }).fill("Old site");
  await page.getByRole("textbox", { name: "Address of Old site" }).fill("http://old.example");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByText(
      "Old site: the address must start with https:// or be a path of this site starting with /",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Remove Old site" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await snap(page, "admin-site-menus");
  // Publishing is told the board's page will not show.
  await expect(
    page.getByRole("region", { name: "A page in the menus is not shown" }),
  ).toContainText("Board · Not shown: this page is a draft");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Published: visitors see the changes now.")).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto("/news");
  await enhanced(visitor);
  const banner = visitor.getByRole("banner");
  const button = banner.locator("summary", { hasText: "About us" });
  await expect(button).toBeVisible();
  const leadership = banner.getByRole("link", { name: "Leadership", exact: true });
  await expect(leadership).toBeHidden();
  await expect(banner.getByRole("link", { name: "Board" })).toHaveCount(0);

  // By click: open, then closed by a click elsewhere.
  await button.click();
  await expect(leadership).toBeVisible();
  await expect(banner.getByRole("link", { name: "History", exact: true })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await photograph(visitor, "menus-group-open-1280");
  await visitor.mouse.click(640, 600);
  await expect(leadership).toBeHidden();

  // By keyboard: Enter opens, ArrowDown moves into it, Escape closes and gives focus back.
  await button.focus();
  await visitor.keyboard.press("Enter");
  await expect(leadership).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(leadership).toBeHidden();
  await expect(button).toBeFocused();
  await visitor.keyboard.press("ArrowDown");
  await expect(leadership).toBeFocused();
  await visitor.keyboard.press("ArrowDown");
  await expect(banner.getByRole("link", { name: "History", exact: true })).toBeFocused();
  await visitor.keyboard.press("Escape");
  await expect(button).toBeFocused();

  // Afaan Oromo: the group's own label; the phone's menu lists it as a heading over its links.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.goto("/om/news");
  await enhanced(visitor);
  const om = messagesFor("om");
  await visitor.getByRole("button", { name: om.common.openMenu }).click();
  const phoneGroup = visitor.getByRole("list", { name: "Waa'ee keenya" });
  await expect(phoneGroup.getByRole("link", { name: "Leadership" })).toBeVisible();
  await context.close();
});

test("without JavaScript the group still opens, as a disclosure", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 800 },
  });
  const visitor = await context.newPage();
  await visitor.goto("/news");
  const banner = visitor.getByRole("banner");
  const button = banner.locator("[data-row-links] summary", { hasText: "About us" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(
    banner.locator("[data-row-links]").getByRole("link", { name: "Leadership" }),
  ).toBeVisible();
  await context.close();
});

/** The header's row as drawn: the middles of its parts, its links, and what 'More' holds. */
function rowOf(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>("[data-header-row]");
    if (!nav) throw new Error("no header");
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const middles = [...nav.children].filter(shown).map((part) => {
      const box = part.getBoundingClientRect();
      return (box.top + box.bottom) / 2;
    });
    const row = [...nav.querySelectorAll<HTMLElement>("[data-row-links] > li")]
      .filter((item) => !item.hidden && shown(item))
      .map((item) => item.querySelector("summary, a")?.textContent?.trim() ?? "");
    const more = nav.querySelector<HTMLElement>("details[data-more-links]");
    const moreItems =
      more && !more.hidden
        ? [...(more.querySelector("ul")?.children ?? [])]
            .filter((item) => !(item as HTMLElement).hidden)
            .map((item) => item.firstElementChild?.textContent?.trim() ?? "")
        : [];
    return { middles, height: nav.getBoundingClientRect().height, row, moreItems };
  });
}

test("a header of nine items stays one line at 1280 px in Afaan Oromo, the rest in 'More' with the group as a heading", async ({
  page,
  request,
}) => {
  const header = [
    { kind: "section", section: "about" },
    {
      kind: "group",
      label: { en: "About us", om: "Waa'ee keenya" },
      items: [
        { kind: "page", page: ids.leadership },
        { kind: "page", page: ids.history },
      ],
    },
    { kind: "section", section: "sectors" },
    { kind: "section", section: "news" },
    { kind: "section", section: "videos" },
    { kind: "section", section: "careers" },
    { kind: "section", section: "tenders" },
    { kind: "page", page: ids.esg },
    {
      kind: "group",
      label: { en: "Investors", om: "Invastaroota" },
      items: [
        { kind: "section", section: "investors" },
        { kind: "link", href: "https://example.org/annual-report", label: { en: "Annual report" } },
      ],
    },
  ];
  expect(
    (
      await request.post("/__test/site", { data: { "menus.header": JSON.stringify(header) } })
    ).status(),
  ).toBe(201);
  for (const locale of ["om", "en", "am"] as const) {
    const t = messagesFor(locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(locale === "en" ? "/news" : `/${locale}/news`);
    await enhanced(page);
    await page.evaluate(() => document.fonts.ready);
    await expect(async () => {
      const layout = await rowOf(page);
      expect(Math.max(...layout.middles) - Math.min(...layout.middles), locale).toBeLessThan(2);
      expect(layout.height, locale).toBeLessThanOrEqual(72);
      // Nine items: each once, in the row or in 'More', in order.
      expect(layout.row.length + layout.moreItems.length, locale).toBe(9);
      expect(layout.moreItems.length, locale).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
    const banner = page.getByRole("banner");
    await banner.locator("summary", { hasText: t.common.more }).click();
    // The last group moved whole into 'More': its heading over its links.
    const label = locale === "en" || locale === "am" ? "Investors" : "Invastaroota";
    const moreGroup = banner.locator("[data-more-links]").getByRole("list", { name: label });
    await expect(moreGroup.getByRole("link", { name: "Annual report" })).toBeVisible();
    if (locale === "om") await expectNoAxeViolations(page);
    await photograph(page, `menus-header-more-${locale}-1280`);
    await page.keyboard.press("Escape");
    // The phone: every item in the menu, the groups as headings over their links.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: t.common.openMenu }).click();
    await expect(
      page.getByRole("list", { name: label }).getByRole("link", { name: "Annual report" }),
    ).toBeVisible();
    await photograph(page, `menus-header-menu-${locale}-375`);
  }
});
