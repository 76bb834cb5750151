import { expect, type Page } from "@playwright/test";
import { LOCALES, type Locale, localizedPath } from "../../app/lib/i18n";
import { messagesFor } from "../../app/locales";
import { photograph } from "./accounts";
import { enhanced, expectNoAxeViolations, test } from "./fixtures";

// On a server of its own (playwright.config.ts): these pages are in the header of every page of
// that server. In the order the menu lists them (by title).
const MENU_PAGES = [
  { slug: "e2e-esg-report", title: "Environmental, Social and Governance Report" },
  { slug: "e2e-leadership", title: "Leadership" },
  { slug: "e2e-sustainability", title: "Sustainability" },
];
const WIDTHS = [1024, 1280, 1440];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  for (const { slug, title } of MENU_PAGES) {
    const response = await request.post("/__test/content", {
      data: { kind: "page", slug, title, inHeader: true, published: true },
    });
    expect(response.status()).toBe(201);
  }
});

/** An inner page's eleven menu links in `locale`, in order: 'Contact Us' last. */
function menuLabels(locale: Locale) {
  const t = messagesFor(locale);
  return [
    t.nav.about,
    t.nav.sectors,
    t.news.title,
    t.videos.title,
    t.careers.title,
    t.tenders.title,
    t.investors.title,
    ...MENU_PAGES.map((page) => page.title),
    t.nav.contact,
  ];
}

/** Where the header's parts are drawn, as the visitor sees them. */
function headerLayout(page: Page, mainNav: string) {
  return page.evaluate((label) => {
    const nav = document.querySelector<HTMLElement>(`header nav[aria-label="${label}"]`);
    if (!nav) throw new Error("no main navigation");
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const parts = [...nav.children].filter(shown).map((part) => {
      const box = part.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, middle: (box.top + box.bottom) / 2 };
    });
    // Every link, button and field the bar draws (not an open menu's panel).
    const controls = [...nav.querySelectorAll("a, summary, input")]
      .filter((control) => shown(control) && !control.closest("details[open] > :not(summary)"))
      .map((control) => {
        const box = control.getBoundingClientRect();
        return { text: control.textContent?.trim() ?? "", left: box.left, right: box.right };
      });
    const row = nav.querySelector("[data-row-links]")?.getBoundingClientRect();
    const rowLinks = [...nav.querySelectorAll("[data-row-links] > li")]
      .filter(shown)
      .map((item) => {
        const box = item.getBoundingClientRect();
        return {
          text: item.textContent?.trim() ?? "",
          top: box.top,
          left: box.left,
          right: box.right,
        };
      });
    const more = nav.querySelector("details[data-more-links]");
    const moreLinks =
      more && shown(more)
        ? [...more.querySelectorAll("ul > li")]
            .filter(
              (item) => !(item as HTMLElement).hidden && getComputedStyle(item).display !== "none",
            )
            .map((item) => item.textContent?.trim() ?? "")
        : [];
    /** Whether the visitor can see and click the middle of `selector` (nothing lies over it). */
    const onTop = (selector: string) => {
      const element = nav.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      return Boolean(hit && (hit === element || element.contains(hit)));
    };
    const logo = nav.querySelector("a")?.getBoundingClientRect();
    return {
      viewport: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      navHeight: nav.getBoundingClientRect().height,
      logoHeight: logo?.height ?? 0,
      parts,
      controls,
      row: row ? { left: row.left, right: row.right } : undefined,
      rowLinks,
      moreLinks,
      searchOnTop: onTop('input[type="search"]'),
      languageOnTop: onTop("details[data-language-menu] > summary"),
    };
  }, mainNav);
}

test("with eleven menu links the header keeps one row from 1024 to 1440 px in English, Amharic and Afaan Oromo; what does not fit is in 'More'", async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const t = messagesFor(locale);
    const labels = menuLabels(locale);
    for (const width of WIDTHS) {
      const where = `${locale} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath("/news", locale));
      await enhanced(page);
      await page.evaluate(() => document.fonts.ready);
      await expect(async () => {
        const layout = await headerLayout(page, t.common.mainNav);
        // One row: every part of the bar on one line, the bar as tall as one row.
        const middles = layout.parts.map((part) => part.middle);
        expect(Math.max(...middles) - Math.min(...middles), where).toBeLessThan(2);
        expect(layout.navHeight, where).toBeLessThanOrEqual(72);
        // The company's name on one line, beside its mark.
        expect(layout.logoHeight, where).toBeLessThanOrEqual(40);
        // Nothing beyond the window's right edge, nothing cut off in the row.
        expect(layout.pageWidth, where).toBeLessThanOrEqual(layout.viewport);
        for (const control of layout.controls) {
          expect(control.right, `${where}: ${control.text}`).toBeLessThanOrEqual(layout.viewport);
          expect(control.left, `${where}: ${control.text}`).toBeGreaterThanOrEqual(0);
        }
        for (const link of layout.rowLinks) {
          expect(link.top, `${where}: ${link.text}`).toBe(layout.rowLinks[0]?.top);
          expect(link.left, `${where}: ${link.text}`).toBeGreaterThanOrEqual(
            (layout.row?.left ?? 0) - 0.5,
          );
          expect(link.right, `${where}: ${link.text}`).toBeLessThanOrEqual(
            (layout.row?.right ?? 0) + 0.5,
          );
        }
        // The search box and the languages in view, nothing over them.
        expect(layout.searchOnTop, `${where}: search`).toBe(true);
        expect(layout.languageOnTop, `${where}: languages`).toBe(true);
        // Each link once: in the row, in 'More', or 'Contact Us' at the end.
        const contactShown = layout.controls.some((control) => control.text === t.nav.contact);
        expect(contactShown, where).toBe(true);
        expect(
          [...layout.rowLinks.map((link) => link.text), ...layout.moreLinks, t.nav.contact],
          where,
        ).toEqual(labels);
        // Nine links do not all fit at 1024 px.
        if (width === 1024) expect(layout.moreLinks.length, where).toBeGreaterThan(0);
      }).toPass({ timeout: 10_000 });

      const banner = page.getByRole("banner");
      await expect(banner.getByRole("searchbox", { name: t.common.search }), where).toBeVisible();
      const layout = await headerLayout(page, t.common.mainNav);
      if (layout.moreLinks.length === 0) continue;
      // The links that did not fit are one click away, in view.
      const more = banner.locator("summary", { hasText: t.common.more });
      await more.click();
      for (const label of layout.moreLinks) {
        const link = banner.getByRole("link", { name: label, exact: true });
        await expect(link, `${where}: ${label}`).toBeVisible();
        await expect(link, `${where}: ${label}`).toBeInViewport({ ratio: 1 });
      }
      if (width === 1280 && (locale === "en" || locale === "om")) {
        await photograph(page, `header-more-${locale}-${width}`);
      }
      // Escape closes it and gives the focus back to its button.
      await page.keyboard.press("Escape");
      await expect(
        banner.getByRole("link", { name: layout.moreLinks[0], exact: true }),
      ).toBeHidden();
      await expect(more).toBeFocused();
    }
  }
});

test("'More' is a disclosure button: keyboard opens it, assistive technology hears it expand", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/om/news");
  await enhanced(page);
  const om = messagesFor("om");
  const more = page.getByRole("banner").locator("summary", { hasText: om.common.more });
  const state = async () => {
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: "details[data-more-links] > summary",
      });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
        nodeId,
        fetchRelatives: false,
      });
      const node = nodes[0];
      return {
        role: node?.role?.value,
        name: node?.name?.value,
        expanded: node?.properties?.find((property) => property.name === "expanded")?.value.value,
      };
    } finally {
      await cdp.detach();
    }
  };
  await more.focus();
  expect(await state()).toEqual({
    role: "DisclosureTriangle",
    name: om.common.more,
    expanded: false,
  });
  await page.keyboard.press("Enter");
  const esg = page.getByRole("link", { name: MENU_PAGES[0]?.title, exact: true });
  await expect(esg).toBeVisible();
  expect((await state()).expanded).toBe(true);
  await expectNoAxeViolations(page);
  // Tab goes on into its links.
  await page.keyboard.press("Tab");
  await expect(page.locator("details[data-more-links] a:focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(esg).toBeHidden();
  await expect(more).toBeFocused();
  expect((await state()).expanded).toBe(false);
  // A click elsewhere closes it too.
  await more.click();
  await expect(esg).toBeVisible();
  await page.mouse.click(20, 500);
  await expect(esg).toBeHidden();
});

test("without JavaScript the header still keeps one row, and 'More' opens with every link", async ({
  browser,
}) => {
  // A tab of its own: the worker's shared tab runs scripts.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    const t = messagesFor(locale);
    for (const width of [1024, 1280]) {
      const where = `${locale} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath("/news", locale));
      const layout = await headerLayout(page, t.common.mainNav);
      const middles = layout.parts.map((part) => part.middle);
      expect(Math.max(...middles) - Math.min(...middles), where).toBeLessThan(2);
      expect(layout.pageWidth, where).toBeLessThanOrEqual(layout.viewport);
      for (const link of layout.rowLinks) {
        expect(link.right, `${where}: ${link.text}`).toBeLessThanOrEqual(
          (layout.row?.right ?? 0) + 0.5,
        );
        expect(link.top, `${where}: ${link.text}`).toBe(layout.rowLinks[0]?.top);
      }
      // The first links in the row; 'More' cannot know which ones a row cut off: it has all.
      const labels = menuLabels(locale);
      expect(layout.rowLinks.length, where).toBeGreaterThan(0);
      expect(
        layout.rowLinks.map((link) => link.text),
        where,
      ).toEqual(labels.slice(0, layout.rowLinks.length));
      expect([...layout.moreLinks, t.nav.contact], where).toEqual(labels);
      await page.getByRole("banner").locator("summary", { hasText: t.common.more }).click();
      await expect(
        page.getByRole("banner").getByRole("link", { name: MENU_PAGES[0]?.title, exact: true }),
        where,
      ).toBeInViewport({ ratio: 1 });
    }
  }
  await context.close();
});
