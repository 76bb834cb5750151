import { expect } from "@playwright/test";
import { enhanced, expectNoAxeViolations, test } from "./fixtures";

/** News and videos appear only when something is published. */
const SECTION_ORDER = [
  "about",
  "vision",
  "values",
  "sectors",
  "impact",
  "news",
  "videos",
  "contact",
];
const ALWAYS = ["about", "vision", "values", "sectors", "impact", "contact"];

test.describe("home page", () => {
  test("has its sections in the specified order, each with its anchor", async ({ page }) => {
    await page.goto("/");
    const ids = await page
      .locator("main > section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(SECTION_ORDER.filter((id) => ids.includes(id)));
    for (const id of ALWAYS) expect(ids).toContain(id);
    // The hero comes first, the footer last.
    await expect(page.locator("main > :first-child h1")).toHaveCount(1);
    await expect(page.locator("body > footer, main + footer")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("shows the company figures, the five objectives and the six values exactly", async ({
    page,
  }) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const [label, value] of [
      ["Initial Investment", "1 Billion ETB"],
      ["Permanent Jobs", "3,140+"],
      ["Vision Year", "2035"],
      ["Growth Target", "10%"],
      ["Investment Sectors", "3"],
    ]) {
      await expect(about.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(
        value as string,
      );
    }
    await expect(page.locator("#vision ol > li")).toHaveText([
      "1Raise customer services and profitability by 10% by 2035.",
      "2Raise founder income by 10% while contributing to economic development.",
      "3Drive profit via revenue growth, cost reduction and efficiency.",
      "4Build a sustainable model adaptable to market changes.",
      "5Generate long-term value for stakeholders.",
    ]);
    await expect(page.locator("#values h3")).toHaveText([
      "Integrity",
      "Accountability",
      "Teamwork",
      "Customer Satisfaction",
      "Social Responsibility & Green Economy",
      "Technology Adoption",
    ]);
  });

  test("links each sector heading to its page", async ({ page }) => {
    await page.goto("/");
    const headings = page.locator("#sectors h3 a");
    await expect(headings).toHaveText(["Manufacturing", "Mining", "Export"]);
    await expect(headings.nth(0)).toHaveAttribute("href", "/sector/manufacturing");
    await expect(headings.nth(1)).toHaveAttribute("href", "/sector/mining");
    await expect(headings.nth(2)).toHaveAttribute("href", "/sector/export");
    await expect(page.locator("#sectors")).toContainText(
      "Jimma, Guji, Limu and Hararghe in Oromia",
    );
  });

  test("hero navigation buttons bring their sections into view", async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, id] of [
      ["About", "about"],
      ["Vision", "vision"],
      ["Sectors", "sectors"],
      ["Values", "values"],
      ["Contact Us", "contact"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.getByRole("link", { name: "Explore Our Sectors" }).click();
    await expect(page.locator("#sectors-heading")).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page.locator("#about-heading")).toBeInViewport();
    await expect(page).toHaveURL(/#about$/);
  });

  test("section links jump instantly when the visitor prefers reduced motion", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await enhanced(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Values" })
      .click();
    // No animation: the section is already at the top, just below the fixed header bar, when
    // the click returns.
    const [top, bar] = await page.evaluate(() => [
      document.getElementById("values")?.getBoundingClientRect().top ?? -1,
      document.querySelector("header nav")?.getBoundingClientRect().bottom ?? -1,
    ]);
    expect(bar).toBeGreaterThan(40);
    expect(top).toBeGreaterThanOrEqual(bar - 1);
    expect(top).toBeLessThan(bar + 20);
    await expect(page.locator("#values")).toBeFocused();
    await context.close();
  });

  test("the mobile menu opens, navigates, closes after a click and on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await enhanced(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link")).toHaveText([
      "About",
      "Vision",
      "Sectors",
      "Values",
      "News",
      "Videos",
      "Careers",
      "Tenders",
      "Investors",
      "Contact Us",
    ]);
    await menu.getByRole("link", { name: "Values" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#values-heading")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the contact section has the details and a labelled 'Send us a Message' form", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact).toContainText("info@example.com");
    await expect(contact).toContainText("+251 11 000 0000");
    await expect(contact).toContainText("Addis Ababa, Ethiopia");
    await expect(contact.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
    await expect(contact.getByLabel("Full Name")).toBeVisible();
    await expect(contact.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(contact.getByLabel("Subject")).toBeVisible();
    await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "5");

    await expect(contact.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("the footer has quick links, sectors, legal pages and this year's copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const anchor of ["about", "vision", "sectors", "values"]) {
      await expect(footer.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: /^Manufacturing/ })).toHaveAttribute(
      "href",
      "/sector/manufacturing",
    );
    const year = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      timeZone: "Africa/Addis_Ababa",
    }).format(new Date());
    await expect(footer).toContainText(`© ${year} Addis Investment Group`);
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Template text.")).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("carries SEO tags: title, description, canonical and Open Graph", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Addis Investment Group");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /electric-vehicle/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Addis Investment Group",
    );
    await page.goto("/sector/mining");
    await expect(page).toHaveTitle("Mining: Copper Mining & Processing | Addis Investment Group");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/sector\/mining$/,
    );
  });
});

const SECTOR_FACTS: Record<string, [string, string][]> = {
  manufacturing: [
    ["Investment", "Large-scale"],
    ["Jobs", "5,000+"],
    ["Technology", "EV & Charging"],
    ["Timeline", "2024-2028"],
  ],
  mining: [
    ["Primary Resource", "Copper"],
    ["Scale", "Large-scale"],
    ["Jobs", "3,000+"],
    ["Standards", "EITI Compliant"],
  ],
  export: [
    ["Product", "Premium Coffee"],
    ["Regions", "4+"],
    ["Markets", "Global"],
    ["Quality", "Specialty Grade"],
  ],
};

test.describe("sector pages", () => {
  for (const [slug, facts] of Object.entries(SECTOR_FACTS)) {
    test(`${slug}: quick facts, highlights, call to action and back link`, async ({ page }) => {
      const response = await page.goto(`/sector/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const card = page.locator("aside", {
        has: page.getByRole("heading", { name: "Quick Facts" }),
      });
      for (const [label, value] of facts) {
        await expect(card.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value);
      }
      await expect(page.locator("#highlights-heading")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: "Contact Us" }),
      ).toHaveAttribute("href", "/#contact");
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("the partnership call to action leads to the contact section", async ({ page }) => {
    await page.goto("/sector/export");
    await enhanced(page);
    await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.locator("#contact-heading")).toBeInViewport();
  });

  test("mining shows the copper operations video behind a facade, served with Range requests", async ({
    page,
    request,
  }) => {
    // Nothing of the clip loads with the page: a facade, its poster lazy, the player on Play.
    const media: string[] = [];
    page.on("request", (r) => {
      if (/copper-operations/.test(r.url())) media.push(new URL(r.url()).pathname);
    });
    await page.goto("/sector/mining");
    await expect(page.locator("video")).toHaveCount(0);
    expect(media).not.toContain("/media/copper-operations.mp4");
    const play = page.getByRole("button", { name: "Play video: Copper Operations" });
    await expect(play.locator("img")).toHaveAttribute("loading", "lazy");
    await play.click();
    const video = page.locator("video");
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("aria-label", "Copper Operations");
    await expect(video).toHaveAttribute("poster", "/media/copper-operations-poster.jpg");
    await expect(video).toHaveAttribute("width", "1280");
    await expect(video).toHaveAttribute("height", "720");
    const src = await video.locator("source").getAttribute("src");
    expect(src).toBe("/media/copper-operations.mp4");

    const whole = await request.head(src as string);
    const size = Number(whole.headers()["content-length"]);
    expect(size).toBeGreaterThan(1000);
    const partial = await request.get(src as string, { headers: { Range: "bytes=100-199" } });
    expect(partial.status()).toBe(206);
    expect(partial.headers()["content-range"]).toBe(`bytes 100-199/${size}`);
    expect((await partial.body()).length).toBe(100);
    const poster = await request.get("/media/copper-operations-poster.jpg");
    expect(poster.headers()["content-type"]).toBe("image/jpeg");
  });

  test("an unknown sector answers 404", async ({ page }) => {
    const response = await page.goto("/sector/fishing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("a route change from a scrolled home page starts the sector page at the top", async ({
    page,
  }) => {
    await page.goto("/");
    await enhanced(page);
    await page.locator("#sectors").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("#sectors h3 a", { hasText: "Mining" }).click();
    await expect(page).toHaveURL("/sector/mining");
    await expect(page.locator("h1")).toHaveText("Copper Mining & Processing");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/",
    "/sector/manufacturing",
    "/sector/mining",
    "/sector/export",
    "/privacy",
    "/terms",
  ]) {
    for (const width of [375, 1280]) {
      test(`axe finds no violations on ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  }

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/sector/mining");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test("public pages run one small script and no framework", async ({ page }) => {
  for (const path of ["/", "/sector/mining", "/news", "/videos", "/privacy"]) {
    const scripts: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({
        url: new URL(response.url()).pathname,
        bytes: (await response.body()).length,
      });
    });
    await page.goto(path);
    await enhanced(page);
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("response");
    expect(
      scripts.map((s) => s.url),
      path,
    ).toEqual([expect.stringMatching(/^\/assets\/page-script-\w+\.js$/)]);
    expect(scripts[0]?.bytes ?? Infinity, path).toBeLessThan(10_000);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
  }
});

test("no public page scrolls sideways on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/",
    "/sector/manufacturing",
    "/sector/mining",
    "/sector/export",
    "/privacy",
    "/terms",
    "/nope",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
