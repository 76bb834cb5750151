import { chromium } from "@playwright/test";

const [, , url, out, width = "1280", full = "0"] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
