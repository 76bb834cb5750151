import { expect, test } from "@playwright/test";

/** Full-page screenshots of every public page at phone and desktop widths, for people to look at. */
const PAGES = [
  { name: "home", path: "/" },
  { name: "sector-manufacturing", path: "/sector/manufacturing" },
  { name: "sector-mining", path: "/sector/mining" },
  { name: "sector-export", path: "/sector/export" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "not-found", path: "/no-such-page" },
];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const page of PAGES) {
  for (const viewport of WIDTHS) {
    test(`screenshot ${page.name} at ${viewport.width}px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const tab = await context.newPage();
      await tab.goto(page.path);
      await expect(tab.locator("h1")).toBeVisible();
      await tab.screenshot({
        path: `tests/screenshots/${page.name}-${viewport.width}.png`,
        fullPage: true,
      });
      // Nothing sticks out sideways on a phone.
      const overflow = await tab.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    });
  }
}
