import { expect, type Page } from "@playwright/test";
import { messagesFor } from "../../app/locales";
import { photograph } from "./accounts";
import { enhanced, expectNoAxeViolations, test } from "./fixtures";

const INNER_PAGES = [
  ["sector", "/sector/mining"],
  ["news", "/news"],
  ["videos", "/videos"],
  ["search", "/search?q=coffee"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
] as const;

const mainNav = (page: Page) =>
  page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });

/** The header's section and page links (the logo and the closed language menu left out). */
const headerLinks = (page: Page) => mainNav(page).getByRole("listitem").getByRole("link");

test("every public page has the site header: its links, search and language, fixed while scrolling", async ({
  page,
}) => {
  await page.goto("/");
  await expect(headerLinks(page)).toHaveText([
    "About",
    "Vision",
    "Sectors",
    "Values",
    "News",
    "Contact Us",
  ]);
  // Videos, Careers, Tenders and Investors are in 'More' beside the home page's own sections.
  // On the home page its sections are fragments of the page itself.
  await expect(headerLinks(page).first()).toHaveAttribute("href", "#about");
  await expect(headerLinks(page).nth(4)).toHaveAttribute("href", "/news");

  for (const [name, path] of INNER_PAGES) {
    await page.goto(path);
    const links = headerLinks(page);
    // Tenders and Investors are in 'More' at this width (the one-line rule, ADR 032).
    await expect(links, path).toHaveText([
      "About",
      "Sectors",
      "News",
      "Videos",
      "Careers",
      "Contact Us",
    ]);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(hrefs, path).toEqual([
      "/#about",
      "/#sectors",
      "/news",
      "/videos",
      "/careers",
      "/#contact",
    ]);
    // The page it is on is marked as current.
    const news = mainNav(page).getByRole("link", { name: "News", exact: true });
    if (name === "news") await expect(news).toHaveAttribute("aria-current", "page");
    else await expect(news).not.toHaveAttribute("aria-current");
    await expect(
      page.getByRole("banner").getByRole("searchbox", { name: "Search" }),
      path,
    ).toBeVisible();
    await expect(
      page.getByRole("banner").getByText("EN", { exact: true }).filter({ visible: true }),
      path,
    ).toHaveCount(1);
    if (name === "news") await expectNoAxeViolations(page);
    // Still at the top of the window far down the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(mainNav(page), path).toBeInViewport();
    expect((await mainNav(page).boundingBox())?.y, path).toBeLessThan(20);
  }

  // In Amharic the links lead to the Amharic pages.
  const am = messagesFor("am");
  await page.goto("/am/videos");
  const amNav = page.getByRole("banner").getByRole("navigation", { name: am.common.mainNav });
  await expect(amNav.getByRole("link", { name: am.nav.about, exact: true })).toHaveAttribute(
    "href",
    "/am#about",
  );
  await expect(amNav.getByRole("link", { name: am.news.title, exact: true })).toHaveAttribute(
    "href",
    "/am/news",
  );
  await expect(amNav.getByRole("link", { name: am.videos.title, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("on phones the header's menu is on every page and its links lead to the home page's sections", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [name, path] of INNER_PAGES) {
    await page.goto(path);
    await enhanced(page);
    // The bar is one short row; the search box under it scrolls away with the page.
    await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search" })).toBeVisible();
    const bar = await mainNav(page).boundingBox();
    expect(bar?.height, path).toBeLessThan(80);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#site-menu");
    await expect(menu.getByRole("link"), path).toHaveText([
      "About",
      "Sectors",
      "News",
      "Videos",
      "Careers",
      "Tenders",
      "Investors",
      "Contact Us",
    ]);
    if (name === "sector") {
      await photograph(page, "header-menu-sector-375");
      await expectNoAxeViolations(page);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }

  // From a scrolled inner page the menu still opens, and 'About' leads to the home page's section.
  await page.goto("/sector/export");
  await enhanced(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#site-menu")).toBeInViewport();
  await page.locator("#site-menu").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/#about");
  await expect(page.locator("#about-heading")).toBeInViewport();
  // The heading is not hidden under the fixed bar.
  const headingTop = (await page.locator("#about-heading").boundingBox())?.y ?? 0;
  const barBottom = await mainNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(headingTop).toBeGreaterThanOrEqual(barBottom);
});

test("the header bar is clear over the hero and dark over the page below it", async ({ page }) => {
  const barAlpha = () =>
    page.evaluate(() => {
      const bar = document.querySelector(".site-bar");
      const color = bar ? getComputedStyle(bar).backgroundColor : "";
      return Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(color)?.[1] ?? (color ? 1 : 0));
    });
  for (const [name, path] of [
    ["home", "/"],
    ["sector", "/sector/manufacturing"],
    ["news", "/news"],
  ] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(mainNav(page)).toBeVisible();
      expect(await barAlpha(), `${path} at ${width} px, top`).toBeLessThan(0.2);
      await photograph(page, `header-${name}-${width}`);
      // Scrolled into the page: the bar turns dark over the content.
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(barAlpha, `${path} at ${width} px, scrolled`).toBeGreaterThan(0.9);
      await photograph(page, `header-${name}-scrolled-${width}`);
    }
  }
});
