import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FontLink, fontLinks } from "../../app/lib/fonts";
import { formatLongDateIn, LOCALES } from "../../app/lib/i18n";
import { messagesFor } from "../../app/locales";
import { BUILD_DIR } from "../support/build";
import { appOn } from "../support/test-app";
import { perTestDatabase } from "../support/test-database";

/** Bytes a page may spend on fonts (woff2 is compressed already: transferred = file size). */
const LATIN_BUDGET = 80_000;
const ETHIOPIC_BUDGET = 100_000;

const ASSETS = path.join(BUILD_DIR, "client", "assets");
const ETHIOPIC = /ethiopic/i;

function asset(href: string): string {
  expect(href).toMatch(/^\/assets\/[^/]+$/);
  return path.join(ASSETS, path.basename(href));
}

function builtFile(pattern: RegExp): string {
  const matches = fs.readdirSync(ASSETS).filter((name) => pattern.test(name));
  expect(matches, `one file matching ${pattern} in build/client/assets`).toHaveLength(1);
  return path.join(ASSETS, matches[0] as string);
}

/** The /assets/… URLs a stylesheet's url(…)s name. */
function urlsIn(file: string): string[] {
  return [...fs.readFileSync(file, "utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(
    (match) => match[1] as string,
  );
}

const size = (file: string) => fs.statSync(file).size;
const fontPreloads = (links: FontLink[]) =>
  links.filter((link) => link.rel === "preload" && link.as === "font");

describe("fontLinks", () => {
  it("gives English and Oromo pages the headings' font and nothing Ethiopic", () => {
    for (const locale of ["en", "om"] as const) {
      const links = fontLinks(locale);
      expect(links.filter((link) => ETHIOPIC.test(link.href))).toEqual([]);
      expect(links.filter((link) => link.rel === "stylesheet")).toEqual([]);
      expect(fontPreloads(links).map((link) => path.basename(link.href))).toEqual([
        expect.stringMatching(/^fraunces-.*\.woff2$/),
      ]);
    }
  });

  it("gives Amharic pages the Ethiopic stylesheet and its font, preloaded first", () => {
    const links = fontLinks("am");
    // Vitest hands CSS imports over empty; the built href is checked below.
    expect(links.filter((link) => link.rel === "stylesheet")).toEqual([
      { rel: "stylesheet", href: expect.any(String) },
    ]);
    const preloads = fontPreloads(links);
    expect(preloads.map((link) => path.basename(link.href))).toEqual([
      expect.stringMatching(/^noto-sans-ethiopic-.*\.woff2$/),
      expect.stringMatching(/^fraunces-.*\.woff2$/),
    ]);
    // A page that carries the faces in a <style> links no stylesheet for them.
    const inline = fontLinks("am", { inlineFaces: true });
    expect(inline.filter((link) => link.rel === "stylesheet")).toEqual([]);
    expect(fontPreloads(inline)).toEqual(preloads);
  });

  it("gives the admin area the Ethiopic faces for Amharic messages and translations, preloading none", () => {
    const links = fontLinks("en", { admin: true });
    expect(links.filter((link) => link.rel === "stylesheet")).toEqual([
      { rel: "stylesheet", href: expect.any(String) },
    ]);
    expect(fontPreloads(links).map((link) => path.basename(link.href))).toEqual([
      expect.stringMatching(/^fraunces-.*\.woff2$/),
    ]);
  });

  it("preloads fonts the way the browser fetches them (else the preload is wasted)", () => {
    for (const locale of LOCALES) {
      for (const link of fontPreloads(fontLinks(locale))) {
        expect(link).toEqual({
          rel: "preload",
          href: link.href,
          as: "font",
          type: "font/woff2",
          crossOrigin: "anonymous",
        });
      }
    }
  });
});

describe("the built fonts", () => {
  const freshDatabase = perTestDatabase("embedded");

  it("keeps the Ethiopic face out of the stylesheet every page loads, and the Latin fonts within 80 KB", () => {
    const rootCss = builtFile(/^root-[\w-]+\.css$/);
    const fonts = urlsIn(rootCss).filter((url) => /\.woff2?$/.test(url));
    expect(fonts.map((url) => path.basename(url))).toEqual([
      expect.stringMatching(/^fraunces-latin-.*\.woff2$/),
      expect.stringMatching(/^noto-sans-ethiopic-amharic-name-.*\.woff2$/),
    ]);
    // The one Ethiopic face every page has draws only the four letters of 'አማርኛ' in the
    // language switcher, from a file of a few hundred bytes (ADR 032); the syllabary stays out.
    const ethiopicFaces = [
      ...fs.readFileSync(rootCss, "utf8").matchAll(/@font-face\s*{[^}]*}/g),
    ].filter(([face]) => /ethiopic/i.test(face));
    expect(ethiopicFaces).toHaveLength(1);
    expect(ethiopicFaces[0]?.[0]).toMatch(
      /unicode-range:\s*U\+121B,\s*U\+122D,\s*U\+129B,\s*U\+12A0\s*[;}]/i,
    );
    const [latin, amharicName] = fonts.map((url) => size(asset(url)));
    expect(amharicName).toBeLessThan(1024);
    const bytes = latin ?? 0;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(LATIN_BUDGET);
  });

  it("serves the Ethiopic face from its own stylesheet, within 100 KB", () => {
    const css = builtFile(/^ethiopic-[\w-]+\.css$/);
    const fonts = urlsIn(css);
    expect(fonts.map((url) => path.basename(url))).toEqual([
      expect.stringMatching(/^noto-sans-ethiopic-core-.*\.woff2$/),
      expect.stringMatching(/^noto-sans-ethiopic-rest-.*\.woff2$/),
    ]);
    const [core = 0, rest = 0] = fonts.map((url) => size(asset(url)));
    // The whole Ethiopic block at weights 400–700 weighs about 63 KB in the two files; far less
    // means glyphs lost. Even a page that needs both stays within the budget.
    expect(core + rest).toBeGreaterThan(50_000);
    expect(core + rest).toBeLessThanOrEqual(ETHIOPIC_BUDGET);
    // The file every Amharic page preloads is the smaller part.
    expect(core).toBeLessThan(40_000);
  });

  it("puts every Ethiopic character of the Amharic messages and dates in the preloaded file", () => {
    const css = fs.readFileSync(builtFile(/^ethiopic-[\w-]+\.css$/), "utf8");
    const coreFace = css.split("@font-face").find((face) => face.includes("ethiopic-core")) ?? "";
    const coreRange = /unicode-range:\s*([^;}]+)/.exec(coreFace)?.[1] ?? "";
    const covered = new Set<number>();
    for (const part of coreRange.split(",")) {
      const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
      for (let cp = Number.parseInt(from ?? "0", 16); cp <= Number.parseInt(to ?? "0", 16); cp++) {
        covered.add(cp);
      }
    }
    // The messages, and a date in each of the thirteen Ethiopian months.
    const dates = Array.from({ length: 74 }, (_, i) =>
      formatLongDateIn(new Date(Date.UTC(2026, 0, 1 + i * 5)), "am", "Africa/Addis_Ababa"),
    );
    const used = [...JSON.stringify(messagesFor("am")), ...dates.join("")]
      .map((char) => char.codePointAt(0) ?? 0)
      .filter((cp) => cp >= 0x1200 && cp <= 0x137f);
    // When this fails, app/locales/am.ts or the dates have new characters: run
    // `node scripts/fonts.mjs`.
    expect(used.filter((cp) => !covered.has(cp)).map((cp) => String.fromCodePoint(cp))).toEqual([]);
  });

  it("has the pages link that stylesheet and preload that font (fontLinks as built)", () => {
    const css = builtFile(/^ethiopic-[\w-]+\.css$/);
    const font = urlsIn(css)[0] as string;
    const server = fs.readFileSync(path.join(BUILD_DIR, "server", "index.js"), "utf8");
    expect(server).toContain(`"/assets/${path.basename(css)}"`);
    expect(server).toContain(`"${font}"`);
  });

  it("writes pages that preload the very files the stylesheets name, and English pages nothing Ethiopic", async () => {
    const app = appOn((await freshDatabase()).database);
    const html = await (await app.request("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*>/g)];
    // Every font of the shared stylesheet but the switcher's four letters, which are a few
    // hundred bytes and swap in unnoticed.
    expect(preloads.map((match) => match[1])).toEqual(
      urlsIn(builtFile(/^root-[\w-]+\.css$/)).filter(
        (url) => url.endsWith(".woff2") && !url.includes("amharic-name"),
      ),
    );
    expect(preloads[0]?.[0]).toContain('crossorigin="anonymous"');
    expect(head).not.toMatch(ETHIOPIC);

    // An Amharic page carries the Ethiopic faces in its <head>, naming the file it preloads,
    // and links no stylesheet for them (one render-blocking request fewer).
    const amharic = await (await app.request("/am")).text();
    const amharicHead = amharic.slice(0, amharic.indexOf("</head>"));
    const style = /<style>([^<]*@font-face[^<]*)<\/style>/.exec(amharicHead)?.[1] ?? "";
    const ethiopicFont = urlsIn(builtFile(/^ethiopic-[\w-]+\.css$/))[0] as string;
    expect(style).toContain(`url(${ethiopicFont})`);
    expect(style).toMatch(/font-family:"?Noto Sans Ethiopic Web"?[;}]/);
    expect(amharicHead).toContain(`<link rel="preload" href="${ethiopicFont}" as="font"`);
    expect(amharicHead).not.toMatch(/<link rel="stylesheet" href="[^"]*ethiopic/);
  });
});
