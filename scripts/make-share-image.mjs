// Renders the site's own images: public/og-image.png (1200×630), shown when a page is shared,
// public/video-thumbnail.jpg (1280×720), the thumbnail search engines get for a video that has
// none of its own, and public/logo-512.png (512×512), the square logo of the structured data
// (siteLogoUrl in app/lib/json-ld.tsx). Run again after changing the company name:
// node scripts/make-share-image.mjs "Company Name"
import path from "node:path";
import { chromium } from "@playwright/test";

const name = process.argv[2] ?? "Addis Investment Group";
const logo = `<svg viewBox="0 0 40 40" width="72" height="72"><rect width="40" height="40" rx="9" fill="#0a6e57"/><path d="M10 29 20 10l10 19" fill="none" stroke="#f0b27a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="M14 23h12" stroke="#d1faee" stroke-width="3" stroke-linecap="round"/></svg>`;
const background =
  "radial-gradient(ellipse at 10% 0%,rgba(20,163,127,.45),transparent 55%),radial-gradient(ellipse at 95% 100%,rgba(184,101,46,.6),transparent 50%),#063b30";

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function render(file, width, height, body, options = {}) {
  const out = path.resolve(import.meta.dirname, "../public", file);
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><html><body style="margin:0">
<div style="width:${width}px;height:${height}px;box-sizing:border-box;padding:80px;font-family:Georgia,serif;color:#fff;
  background:${background};display:flex;flex-direction:column;justify-content:space-between">${body}</div></body></html>`);
  await page.screenshot({ path: out, ...options });
  await page.close();
  console.log(`wrote ${out}`);
}

await render(
  "og-image.png",
  1200,
  630,
  `<div style="display:flex;align-items:center;gap:24px;font:600 34px system-ui,sans-serif">${logo}${name}</div>
  <div>
    <div style="font:600 24px system-ui,sans-serif;letter-spacing:.3em;color:#d98a4e">MANUFACTURING · MINING · EXPORT</div>
    <div style="font-size:76px;line-height:1.05;margin-top:20px">Building Ethiopia’s<br>industrial future</div>
  </div>`,
);

await render(
  "video-thumbnail.jpg",
  1280,
  720,
  `<div style="display:flex;align-items:center;gap:24px;font:600 34px system-ui,sans-serif">${logo}${name}</div>
  <div style="display:flex;justify-content:center">
    <svg viewBox="0 0 120 120" width="168" height="168"><circle cx="60" cy="60" r="58" fill="rgba(255,255,255,.95)"/><path d="M48 38v44l36-22z" fill="#063b30"/></svg>
  </div>
  <div style="font:600 24px system-ui,sans-serif;letter-spacing:.3em;color:#d98a4e">VIDEO</div>`,
  { type: "jpeg", quality: 82 },
);

// The mark alone, square, its rounded corners transparent: a logo that reads on white.
{
  const out = path.resolve(import.meta.dirname, "../public", "logo-512.png");
  const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await page.setContent(
    `<!doctype html><html><body style="margin:0">${logo.replace('width="72" height="72"', 'width="512" height="512" style="display:block"')}</body></html>`,
  );
  await page.screenshot({ path: out, omitBackground: true });
  await page.close();
  console.log(`wrote ${out}`);
}

await browser.close();
