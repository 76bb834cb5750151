/**
 * The site's own photos with a 12-megapixel JPEG, through the real server: the home page's and
 * the mining page's hero photos chosen, saved and published at /admin/site as staff do, then
 * what a phone downloads of images for the home page above the fold.
 */
import { chromium } from "@playwright/test";
import { findSection } from "../../app/features/site-content/catalog";
import { EMPTY_SITE_DOCUMENT, sectionValues } from "../../app/features/site-content/site-document";
import { CHROMIUM_ARGS } from "../lib/chromium";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { uploadedPhoto } from "./media";

/** The pages Lighthouse opens once the photos are published. */
export const SITE_PHOTO_PAGES = ["/", "/sector/mining", "/am"];

export async function measureSitePhotos(
  server: ServerProcess,
  row: (label: string, value: string) => void,
  chromePath: string,
) {
  const cookie = await signedInCookie(server.url);
  const headers = { cookie, origin: server.url };
  const media = await uploadedPhoto(server.url, cookie);

  // A fresh install: the draft is empty and at version 0; each save adds one.
  let version = 0;
  const post = async (
    section: string,
    fields: Record<string, string>,
    address = `/admin/site?section=${section}`,
  ) => {
    const response = await fetch(`${server.url}${address}`, {
      method: "POST",
      body: new URLSearchParams({ section, version: String(version), ...fields }),
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    if (response.status !== 302)
      throw new Error(`/admin/site ${section} answered ${response.status}`);
    version++;
  };
  const withPhoto = (section: string, path: string, alt: string) => {
    const found = findSection(section);
    if (!found) throw new Error(section);
    return {
      ...sectionValues(EMPTY_SITE_DOCUMENT, found),
      intent: "save",
      [path]: media.id,
      [`${path}.alt`]: alt,
      [`${path}.focus`]: "60,40",
    };
  };
  await post("home", withPhoto("home", "home.heroPhoto", "The assembly plant at dawn"));
  await post("mining", withPhoto("mining", "sectors.mining.heroPhoto", "Ore trucks at the pit"));
  // Published as staff publish (the site's publish command, after the two saves).
  await post("settings", { anyway: "1" }, "/admin/site/publish");
  // Each page once, as a visitor before Lighthouse: it then measures the page as the cache
  // serves it, like the other rows' pages (the publication emptied the cache).
  for (const page of SITE_PHOTO_PAGES) await (await fetch(`${server.url}${page}`)).text();

  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    for (const [label, viewport, scale] of [
      ["a 375 px phone at DPR 2", { width: 375, height: 812 }, 2],
      ["a 412 px phone at DPR 1.75 (Lighthouse's)", { width: 412, height: 823 }, 1.75],
    ] as const) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: scale,
        isMobile: true,
      });
      const page = await context.newPage();
      const images: { url: string; bytes: number }[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "image") return;
        images.push({ url: response.url(), bytes: (await response.body()).length });
      });
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      const names = images.map((image) => image.url.split("/").pop()).join(", ");
      row(
        `site photos: images of / above the fold on ${label}`,
        `${(total / 1024).toFixed(1)} KB (${names}) (goal ≤ 120 KB)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
