import { CONTENT_KIND_LIST, CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import type { INSIGHT_DEVICES } from "../../../db/schema";

/**
 * What a page view is counted by, read from what the browser sends (ADR 054): the public page
 * (or nothing, for any address a public page does not answer), its language, the referring
 * site's host and the device class. Pure rules; the recorder (page-views.server.ts) keeps them.
 */

export type Device = (typeof INSIGHT_DEVICES)[number];

/** Narrower than a phone in landscape: a phone; narrower than a small laptop: a tablet. */
export const PHONE_BELOW_PX = 600;
export const TABLET_BELOW_PX = 1024;

/** The largest beacon body read: a path, a referrer and a width fit many times over. */
export const BEACON_BODY_BYTES = 1024;
const MAX_PATH_LENGTH = 300;

/** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked; nothing is counted. */
export function asksNotToBeCounted(headers: { dnt?: string; gpc?: string }): boolean {
  return headers.dnt?.trim() === "1" || headers.gpc?.trim() === "1";
}

/** The device class of a window `width` CSS pixels wide. */
export function deviceOfWidth(width: number): Device {
  if (width < PHONE_BELOW_PX) return "phone";
  if (width < TABLET_BELOW_PX) return "tablet";
  return "desktop";
}

/**
 * The device class without a window's width (the image counted without script): the browser's
 * own word (`Sec-CH-UA-Mobile: ?1`, "Mobi" in its name), a tablet's name, else a desktop.
 */
export function deviceOfUserAgent(userAgent: string, mobileHint?: string): Device {
  if (mobileHint === "?1" || /mobi|iphone|ipod/i.test(userAgent)) return "phone";
  if (/ipad|tablet|android|silk|kindle/i.test(userAgent)) return "tablet";
  return "desktop";
}

/**
 * The referring site's host, lower case, or '' when there is none, it is not a web address, or
 * it is this site itself (a visitor going from page to page is not referred).
 */
export function referrerHost(referrer: string, ownHosts: readonly string[]): string {
  if (referrer === "") return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.toLowerCase();
  return host.length > 253 || ownHosts.includes(host) ? "" : host;
}

/**
 * A public page a view may be counted for: always there (the home page, a list, a sector), or an
 * item's (a kind's item, an author's page) that is counted only once its address is found
 * published (at the flush, in bulk).
 */
export type CountedPage =
  | { readonly type: "fixed" }
  | { readonly type: "item"; readonly kind: ContentKind; readonly slug: string }
  | { readonly type: "author"; readonly slug: string };

/** A view of a public page: its address without a query, its language and what it shows. */
export interface PublicView {
  /** The path as a visitor reads it (percent-encoding decoded, no trailing slash). */
  path: string;
  locale: Locale;
  page: CountedPage;
}

/** A slug as every kind makes them (letters and digits of any script, `-` and `_`). */
const SEGMENT = /^[\p{L}\p{N}_-]{1,200}$/u;
/** First segments that are never a page of the site's, whatever a page's slug. */
const RESERVED = new Set(["admin", "preview", "__test", "media", "seen", "assets", "api"]);
/** Pages every site has besides the kinds' lists. */
const FIXED_PAGES = ["search", "privacy", "terms", "alerts"];

/**
 * The kinds' public pages as segments (`news/:slug` → ["news", ":slug"]), fixed addresses first:
 * /careers is the positions' list, not a page whose slug is "careers".
 */
const KIND_PAGES = CONTENT_KIND_LIST.flatMap((kind) =>
  CONTENT_KINDS[kind].publicPages.map((page) => ({ kind, segments: page.path.split("/") })),
).sort((a, b) => Number(a.segments.some(isParam)) - Number(b.segments.some(isParam)));

function isParam(segment: string): boolean {
  return segment.startsWith(":");
}

/**
 * The public page at `pathname` (as `location.pathname` sends it: percent-encoded), or null for
 * any address a public page does not answer (the dashboard, previews, files, feeds, a malformed
 * or overlong path). `sectors` are the sector pages' slugs.
 */
export function publicViewOf(pathname: string, sectors: readonly string[]): PublicView | null {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith("/")) return null;
  let segments: string[];
  try {
    segments = pathname
      .split("/")
      .filter((segment) => segment !== "")
      .map(decodeURIComponent);
  } catch {
    return null;
  }
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const locale: Locale =
    segments[0] === "am" || segments[0] === "om" ? segments[0] : DEFAULT_LOCALE;
  const rest = locale === DEFAULT_LOCALE ? segments : segments.slice(1);
  const path = `/${segments.join("/")}`;
  const page = pageAt(rest, sectors);
  return page ? { path, locale, page } : null;
}

function pageAt(segments: readonly string[], sectors: readonly string[]): CountedPage | null {
  const [first, second, third] = segments;
  if (first === undefined) return { type: "fixed" };
  if (RESERVED.has(first)) return null;
  if (segments.length === 1 && FIXED_PAGES.includes(first)) return { type: "fixed" };
  if (first === "sector" && second !== undefined && segments.length === 2) {
    return sectors.includes(second) ? { type: "fixed" } : null;
  }
  if (first === "news" && second === "author" && third !== undefined && segments.length === 3) {
    return { type: "author", slug: third };
  }
  for (const { kind, segments: pattern } of KIND_PAGES) {
    if (pattern.length !== segments.length) continue;
    const slugAt = pattern.findIndex(isParam);
    const matches = pattern.every((part, i) => isParam(part) || part === segments[i]);
    if (!matches) continue;
    const slug = segments[slugAt];
    return slug === undefined ? { type: "fixed" } : { type: "item", kind, slug };
  }
  return null;
}

/**
 * The beacon's body (`{"p": path, "r": referrer, "w": width}`), or null when it is not exactly
 * that: too long, not JSON, a path that is not a string, a width that is not a whole number of
 * pixels. The referrer and the width may be left out.
 */
export function beaconOf(
  body: string,
): { path: string; referrer: string; width: number | undefined } | null {
  if (body.length > BEACON_BODY_BYTES) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { p, r = "", w } = parsed as Record<string, unknown>;
  if (typeof p !== "string" || typeof r !== "string") return null;
  if (w !== undefined && !(Number.isInteger(w) && Number(w) > 0 && Number(w) <= 100_000)) {
    return null;
  }
  return { path: p.split(/[?#]/, 1)[0] ?? "", referrer: r, width: w as number | undefined };
}
