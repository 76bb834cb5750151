import { expect, test } from "@playwright/test";
import { enhanced, expectNoAxeViolations, hydrated } from "./fixtures";

test("the home page is server-rendered, enhanced by its script, and accessible", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await enhanced(page);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("every page type carries the security headers, and its policy blocks nothing it needs", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (/CSP|Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const nonces = new Set<string>();
  for (const [path, ready] of [
    ["/", "enhanced"],
    ["/sector/mining", "enhanced"],
    ["/news", "enhanced"],
    ["/videos", "enhanced"],
    ["/privacy", "enhanced"],
    ["/no-such-page", "enhanced"],
    ["/admin", "hydrated"],
    ["/admin/signup", "hydrated"],
  ] as const) {
    // Twice: the second answer of a public page comes from the page cache.
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain("unsafe-eval");
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scripts, path).not.toContain("unsafe-inline");
      if (ready === "hydrated") {
        const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
        expect(nonce, path).toBeTruthy();
        nonces.add(nonce ?? "");
        await hydrated(page);
      } else {
        expect(scripts, path).toBe("'self'");
        await enhanced(page);
      }
    }
  }
  // A fresh nonce for every hydrated page.
  expect(nonces.size).toBe(4);
  expect(problems).toEqual([]);
});

test("an unknown URL shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unexpected error shows 'Unexpected Application Error!' with status 500 and no details", async ({
  page,
}) => {
  const response = await page.goto("/__test/error");
  expect(response?.status()).toBe(500);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  const html = await response?.text();
  expect(html).not.toContain("detail-7f3a");
  expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
});

test("a route change starts at the top of the new page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 300 });
  await page.goto("/somewhere-missing");
  await enhanced(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: /industrial future/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a hash link scrolls its anchor into view", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto("/");
  await enhanced(page);
  const aboutTop = () =>
    page.evaluate(() => document.getElementById("about")?.getBoundingClientRect().top ?? -1);
  expect(await aboutTop()).toBeGreaterThan(300);
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#about$/);
  // The section starts just below the fixed header bar, with a small margin.
  const bar = await page
    .getByRole("navigation", { name: "Main" })
    .evaluate((nav) => nav.getBoundingClientRect().bottom);
  await expect.poll(aboutTop).toBeLessThan(bar + 40);
  expect(await aboutTop()).toBeGreaterThanOrEqual(bar);
});
