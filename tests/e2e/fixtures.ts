import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails the test with a readable list if axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until a public page's script (app/enhance) has set up its behaviours. Public pages are
 * HTML first: before that, links and forms work natively, without the smooth extras.
 */
export async function enhanced(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));
}
