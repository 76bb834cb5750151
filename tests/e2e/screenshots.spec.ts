import { expect } from "@playwright/test";
import { photograph } from "./accounts";
import { test } from "./fixtures";

test.beforeAll(async ({ request, baseURL }) => {
  await request.post("/__test/content", {
    data: {
      kind: "article",
      slug: "screenshot-article",
      title: "Our first electric vehicles leave the assembly line",
      summary:
        "A milestone for Ethiopian manufacturing: locally assembled EVs, ready for the road.",
      content:
        "## A milestone\n\nToday the first vehicles left our line in Addis Ababa.\n\n- 5,000+ jobs planned\n- Charging stations in every major city\n\n> Clean power, made in Ethiopia.",
      imageUrl: `${baseURL}/og-image.png`,
      published: true,
      // In the past (a later date would be a scheduled publication), and older than the
      // public content tests' items, which must stay the newest.
      publishedAt: "2026-06-01T09:00:00Z",
      translations: {
        am: {
          title: "የመጀመሪያዎቹ የኤሌክትሪክ ተሽከርካሪዎቻችን ከመገጣጠሚያ መስመሩ ወጡ",
          summary: "ለኢትዮጵያ ማኑፋክቸሪንግ ትልቅ ምዕራፍ፦ በአገር ውስጥ የተገጣጠሙ ተሽከርካሪዎች ለመንገድ ዝግጁ ናቸው።",
          content:
            "## ትልቅ ምዕራፍ\n\nዛሬ የመጀመሪያዎቹ ተሽከርካሪዎች በአዲስ አበባ ከሚገኘው መስመራችን ወጡ።\n\n- ከ5,000 በላይ የሥራ ዕድሎች ታቅደዋል\n- በእያንዳንዱ ዋና ከተማ የኃይል መሙያ ጣቢያዎች\n\n> ንጹህ ኃይል፣ በኢትዮጵያ የተሠራ።",
        },
      },
    },
  });
});

/**
 * Every public page at a phone's and a desktop's width: its heading shows and nothing sticks out
 * sideways. With `E2E_SCREENSHOTS=1` each is also photographed whole for people to look at
 * (tests/screenshots/).
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "sector-manufacturing", path: "/sector/manufacturing" },
  { name: "sector-mining", path: "/sector/mining" },
  { name: "sector-export", path: "/sector/export" },
  { name: "news", path: "/news" },
  { name: "news-article", path: "/news/screenshot-article" },
  { name: "videos", path: "/videos" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "not-found", path: "/no-such-page" },
  // Amharic (translated article) and Afaan Oromo (the same article, in English, marked so).
  { name: "am-home", path: "/am" },
  { name: "am-sector-mining", path: "/am/sector/mining" },
  { name: "am-news-article", path: "/am/news/screenshot-article" },
  { name: "om-home", path: "/om" },
  { name: "om-sector-export", path: "/om/sector/export" },
  { name: "om-news-article", path: "/om/news/screenshot-article" },
];
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const { name, path } of PAGES) {
  test(`${name} shows its heading and does not scroll sideways at phone and desktop widths`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await photograph(page, `${name}-${viewport.width}`, { fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${viewport.width} px`).toBe(0);
    }
  });
}
