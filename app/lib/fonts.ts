import frauncesUrl from "~/fonts/fraunces-latin-400-opsz36.woff2?url";
import ethiopicFontUrl from "~/fonts/noto-sans-ethiopic-core-wght.woff2?url";
import ethiopicCssUrl from "~/styles/ethiopic.css?url";
import type { Locale } from "./i18n";

/**
 * The self-hosted fonts (scripts/fonts.mjs makes them): Fraunces for the headings of every page,
 * its @font-face in app/app.css; Noto Sans Ethiopic for Amharic pages, its @font-face in a
 * stylesheet of its own so that no other page names it (an English page shows "አማርኛ" in the
 * language switcher: a face every page knew would be fetched there for those five letters).
 */

/** A `<link>` element's attributes, spelled as React wants them. */
export interface FontLink {
  rel: "preload" | "stylesheet";
  href: string;
  as?: "font";
  type?: "font/woff2";
  /** Fonts are fetched in CORS mode, even from the same origin: a preload must say so to be used. */
  crossOrigin?: "anonymous";
}

function preload(href: string): FontLink {
  return { rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" };
}

const HEADINGS: readonly FontLink[] = [preload(frauncesUrl)];
const ETHIOPIC_FACES: FontLink = { rel: "stylesheet", href: ethiopicCssUrl };
const AMHARIC: readonly FontLink[] = [preload(ethiopicFontUrl), ...HEADINGS];

/**
 * The `<link>`s a page in `locale` puts in its `<head>`: the headings' font preloaded on every
 * page (Amharic headings too carry Latin digits and names), and on Amharic pages the Ethiopic
 * font preloaded first (it carries the text) and the stylesheet of its faces, unless the page
 * carries those rules in a `<style>` (`inlineFaces`: the public pages, ETHIOPIC_FACES_CSS). The
 * admin area, where staff read Amharic messages and type translations, declares the Ethiopic
 * faces too, without preloading: their files come only when a page shows Ethiopic text.
 */
export function fontLinks(locale: Locale, { admin = false, inlineFaces = false } = {}): FontLink[] {
  if (locale === "am") return inlineFaces ? [...AMHARIC] : [...AMHARIC, ETHIOPIC_FACES];
  return admin ? [...HEADINGS, ETHIOPIC_FACES] : [...HEADINGS];
}
