/**
 * The public site's languages: English at `/…`, Amharic at `/am/…`, Afaan Oromo at `/om/…`.
 * The admin area stays English. See docs/decisions/020-languages.md.
 */

import { SITE_LANGUAGES } from "../../db/enums";

export const LOCALES = SITE_LANGUAGES;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  am: "አማርኛ",
  om: "Afaan Oromoo",
};

/** Each language's name in English, as the (English) admin area names it. */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  en: "English",
  am: "Amharic",
  om: "Afaan Oromo",
};

/** BCP 47 tags for `hreflang`, `og:locale` and date formatting. */
export const LOCALE_TAGS: Record<Locale, { hreflang: string; og: string; intl: string }> = {
  en: { hreflang: "en", og: "en_US", intl: "en-US" },
  am: { hreflang: "am", og: "am_ET", intl: "am-ET-u-ca-ethiopic" },
  om: { hreflang: "om", og: "om_ET", intl: "om-ET" },
};

/** The cookie that remembers a visitor's choice of language for later visits to `/`. */
export const LANGUAGE_COOKIE = "site_lang";
/** One year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const PREFIX = /^\/(am|om)(?=\/|$)/;

/** The language of a public path: '/am/news' → 'am', '/news' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : DEFAULT_LOCALE;
}

/** A path without its language prefix: '/am/news' → '/news', '/om' → '/'. */
export function unlocalizedPath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * An English path in `locale`: ('/news', 'am') → '/am/news', ('/', 'om') → '/om'. A query or
 * hash is kept.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/" || path === "") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The query parameters that choose what a public page shows (the rest, e.g. utm_*, do not). */
const PAGE_QUERY_PARAMS = ["q", "sector", "page"];

/**
 * The part of a query string that names the page ('?sector=mining&page=2'), for links to the
 * same page in another language; '' when none. Tracking parameters and the like are left out:
 * a cached page must not pass one visitor's on to everyone.
 */
export function pageQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (PAGE_QUERY_PARAMS.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** Fills `{name}` placeholders: format('Page {page} of {pages}', { page: 2, pages: 5 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * 'November 22, 2026' / 'ኅዳር 13 ቀን 2019 ዓ.ም.' / 'Sadaasa 22, 2026'. Amharic dates are in the
 * Ethiopian calendar, written as Ethiopian documents write them: month, day 'ቀን', year and 'ዓ.ም.'
 * (Intl's own 'AM' era reads like a clock time).
 */
export function formatLongDateIn(date: Date | string, locale: Locale, timeZone: string): string {
  const when = typeof date === "string" ? new Date(date) : date;
  const formatter = longDateFormat(locale, timeZone);
  if (locale !== "am") return formatter.format(when);
  const parts = formatter.formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")} ቀን ${part("year")} ዓ.ም.`;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = longDateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: "long", timeZone });
    longDateFormats.set(key, formatter);
  }
  return formatter;
}

/** A date and its time of day in `locale` ("March 31, 2031, 5:00 PM"), in `timeZone`. */
export function formatLongDateTimeIn(
  date: Date | string,
  locale: Locale,
  timeZone: string,
): string {
  const when = typeof date === "string" ? new Date(date) : date;
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(when);
  return `${formatLongDateIn(when, locale, timeZone)}, ${time}`;
}
