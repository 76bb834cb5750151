/**
 * The site's menus: the header's items (built-in sections, pages, links and one level of groups)
 * and the footer's columns, kept in the site document at two names (`menus.header`,
 * `menus.footer`) as JSON, so they are drafted, previewed, published, compared and restored as
 * every other site setting is (docs/decisions/050-menus.md). A document without them shows
 * today's menus: the built-in sections in their order and the pages ticked 'In the header menu'
 * or 'In the footer'.
 *
 * No server dependencies: the editor in the browser reads it too.
 */
import type { Locale } from "~/lib/i18n";
import type { ShownHeaderItem, ShownLink, ShownMenus } from "~/lib/site";
import { messagesFor } from "~/locales";
import type { Messages } from "~/locales/en";
import { TRANSLATION_LOCALES } from "../../../db/enums";

/** The built-in parts of the site a menu can name ('Contact Us' is the header's own button). */
export const MENU_SECTIONS = [
  "about",
  "vision",
  "sectors",
  "values",
  "news",
  "videos",
  "careers",
  "tenders",
  "investors",
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** The home page's sections (a fragment of the home page); the others are pages of their own. */
const ANCHORS: ReadonlySet<MenuSection> = new Set(["about", "vision", "sectors", "values"]);

/** How the Menus screen names each section. */
export const MENU_SECTION_LABELS: Record<MenuSection, string> = {
  about: "About",
  vision: "Vision",
  sectors: "Sectors",
  values: "Values",
  news: "News",
  videos: "Videos",
  careers: "Careers",
  tenders: "Tenders",
  investors: "Investors",
};

/** A label in the three languages: English required, the others fall back to it. */
export interface MenuLabel {
  en: string;
  am?: string;
  om?: string;
}

export type MenuLink =
  | { kind: "section"; section: MenuSection }
  /** A page by its id (a renamed address still works); its title unless a label is given. */
  | { kind: "page"; page: string; label?: MenuLabel }
  /** An https:// address or a path of the site ('/news', '/sector/mining'). */
  | { kind: "link"; href: string; label: MenuLabel };

export interface MenuGroup {
  kind: "group";
  label: MenuLabel;
  items: MenuLink[];
}

export type HeaderItem = MenuLink | MenuGroup;

export interface FooterColumn {
  heading: MenuLabel;
  links: MenuLink[];
}

export interface SiteMenus {
  header: HeaderItem[];
  footer: FooterColumn[];
}

/** The editor's Menus screen (/admin/site?section=menus): not a section of the catalog. */
export const MENUS_SECTION = "menus";

/** The document's names of the two menus. */
export const MENU_NAMES = { header: "menus.header", footer: "menus.footer" } as const;

export const MENU_LIMITS = {
  /** Top-level items of the header ('More' takes what does not fit; more is not a menu). */
  header: 12,
  group: 8,
  columns: 3,
  column: 12,
  label: 60,
  href: 500,
} as const;

// ---------------------------------------------------------------------------------------------
// Reading what is stored (or posted): anything that is not a menu item is left out.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function labelFrom(value: unknown): MenuLabel | undefined {
  if (!isRecord(value) || typeof value.en !== "string") return undefined;
  const label: MenuLabel = { en: value.en };
  for (const locale of TRANSLATION_LOCALES) {
    const text = value[locale];
    if (typeof text === "string" && text !== "") label[locale] = text;
  }
  return label;
}

function linkFrom(value: unknown): MenuLink | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === "section") {
    const section = MENU_SECTIONS.find((known) => known === value.section);
    return section ? { kind: "section", section } : undefined;
  }
  if (value.kind === "page" && typeof value.page === "string") {
    const label = labelFrom(value.label);
    return label && label.en !== ""
      ? { kind: "page", page: value.page, label }
      : { kind: "page", page: value.page };
  }
  if (value.kind === "link" && typeof value.href === "string") {
    const label = labelFrom(value.label);
    return label ? { kind: "link", href: value.href, label } : undefined;
  }
  return undefined;
}

function headerItemFrom(value: unknown): HeaderItem | undefined {
  if (isRecord(value) && value.kind === "group") {
    const label = labelFrom(value.label);
    const items = Array.isArray(value.items) ? value.items.map(linkFrom) : [];
    return label
      ? { kind: "group", label, items: items.filter((item) => item !== undefined) }
      : undefined;
  }
  return linkFrom(value);
}

function columnFrom(value: unknown): FooterColumn | undefined {
  if (!isRecord(value)) return undefined;
  const heading = labelFrom(value.heading);
  const links = Array.isArray(value.links) ? value.links.map(linkFrom) : [];
  return heading ? { heading, links: links.filter((link) => link !== undefined) } : undefined;
}

function parse(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** The header's items as stored, or undefined when staff never saved the menus. */
export function headerFrom(json: string | undefined): HeaderItem[] | undefined {
  const raw = parse(json);
  return Array.isArray(raw)
    ? raw.map(headerItemFrom).filter((item) => item !== undefined)
    : undefined;
}

/** The footer's columns as stored, or undefined when staff never saved the menus. */
export function footerFrom(json: string | undefined): FooterColumn[] | undefined {
  const raw = parse(json);
  return Array.isArray(raw) ? raw.map(columnFrom).filter((item) => item !== undefined) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Today's menus: what a site that never saved Menus shows.

/** A page as the menus need it: its address, its titles, and whether visitors may see it. */
export interface MenuPage {
  id: string;
  slug: string;
  title: string;
  /** The titles of its translations. */
  titles: Partial<Record<Locale, string>>;
  state: MenuPageState;
  inHeader: boolean;
  inFooter: boolean;
}

/** Only a live page is shown; the others drop out of the public menus. */
export type MenuPageState = "live" | "draft" | "scheduled" | "trashed" | "missing";

const section = (name: MenuSection): MenuLink => ({ kind: "section", section: name });

/** The pages ticked for a menu, by title (as the menus listed them before they were edited). */
function flagged(pages: readonly MenuPage[], flag: "inHeader" | "inFooter"): MenuLink[] {
  return pages
    .filter((page) => page[flag] && page.state === "live")
    .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    .map((page) => ({ kind: "page", page: page.id }));
}

/**
 * The header before staff edit it: About, Vision, Sectors, Values (the last two on the home page
 * only, see `HOME_ONLY`), News, Videos, Careers, Tenders, Investors and the ticked pages.
 */
export function defaultHeader(pages: readonly MenuPage[]): HeaderItem[] {
  return [
    section("about"),
    section("vision"),
    section("sectors"),
    section("values"),
    section("news"),
    section("videos"),
    section("careers"),
    section("tenders"),
    section("investors"),
    ...flagged(pages, "inHeader"),
  ];
}

/** In the header nobody edited, Vision and Values are the home page's own links, as before. */
export const HOME_ONLY: ReadonlySet<MenuSection> = new Set(["vision", "values"]);

/** The footer's 'Quick Links' column as the specification has it, and the ticked pages. */
export function defaultFooter(pages: readonly MenuPage[], headings: MenuLabel): FooterColumn[] {
  return [
    {
      heading: headings,
      links: [
        section("about"),
        section("vision"),
        section("sectors"),
        section("values"),
        section("careers"),
        section("tenders"),
        section("investors"),
        ...flagged(pages, "inFooter"),
      ],
    },
  ];
}

/** The footer's first column's heading in a site that never saved Menus: 'Quick Links'. */
export const QUICK_LINKS: MenuLabel = {
  en: messagesFor("en").footer.quickLinks,
  am: messagesFor("am").footer.quickLinks,
  om: messagesFor("om").footer.quickLinks,
};

/** The menus of a site whose pages could not be read: the built-in sections only. */
export function builtInMenus(locale: Locale, t: Messages): ShownMenus {
  return shownMenus(menusOf({}, [], QUICK_LINKS), new Map(), locale, t);
}

/** The menus a document holds, today's where it holds none. */
export function menusOf(
  values: Readonly<Record<string, string>>,
  pages: readonly MenuPage[],
  quickLinks: MenuLabel,
): SiteMenus & { edited: { header: boolean; footer: boolean } } {
  const header = headerFrom(values[MENU_NAMES.header]);
  const footer = footerFrom(values[MENU_NAMES.footer]);
  return {
    header: header ?? defaultHeader(pages),
    footer: footer ?? defaultFooter(pages, quickLinks),
    edited: { header: header !== undefined, footer: footer !== undefined },
  };
}

/** The page ids the menus name (to look them up). */
export function menuPageIds(menus: SiteMenus): string[] {
  const ids = new Set<string>();
  const add = (link: MenuLink) => {
    if (link.kind === "page") ids.add(link.page);
  };
  for (const item of menus.header) {
    if (item.kind === "group") item.items.forEach(add);
    else add(item);
  }
  for (const column of menus.footer) column.links.forEach(add);
  return [...ids];
}

// ---------------------------------------------------------------------------------------------
// Checking what staff send.

/** A site path ('/news', '/sector/mining#video') or an https:// address. */
const SITE_PATH = /^\/(?!\/)[^\s<>"\\]*$/;
const HTTPS = /^https:\/\/[^\s/<>"\\]+\.[^\s<>"\\]+$/i;

export function isMenuHref(href: string): boolean {
  return SITE_PATH.test(href) || HTTPS.test(href);
}

/** A problem of the menus, by where it is: 'header.2.label', 'footer.0.links.1.href', 'header'. */
export type MenuErrors = Record<string, string>;

/** What staff see an item as on the Menus screen (and in its errors). */
export function itemName(
  item: HeaderItem,
  pages: ReadonlyMap<string, Pick<MenuPage, "title">>,
): string {
  if (item.kind === "section") return MENU_SECTION_LABELS[item.section];
  if (item.kind === "page")
    return item.label?.en || pages.get(item.page)?.title || "a removed page";
  return item.label.en || (item.kind === "group" ? "the new group" : "the new link");
}

function checkLabel(
  label: MenuLabel,
  where: string,
  what: string,
  errors: MenuErrors,
  required = true,
) {
  if (required && label.en.trim() === "")
    errors[`${where}.en`] = `${what}: an English label is required`;
  for (const locale of ["en", ...TRANSLATION_LOCALES] as const) {
    if ((label[locale] ?? "").length > MENU_LIMITS.label) {
      errors[`${where}.${locale}`] =
        `${what}: a label must be at most ${MENU_LIMITS.label} characters`;
    }
  }
}

function checkLink(
  link: MenuLink,
  where: string,
  pages: ReadonlyMap<string, MenuPage>,
  errors: MenuErrors,
) {
  const name = itemName(link, pages);
  if (link.kind === "link") {
    checkLabel(link.label, `${where}.label`, `Link ${name}`, errors);
    const href = link.href.trim();
    if (href.length > MENU_LIMITS.href || !isMenuHref(href)) {
      errors[`${where}.href`] =
        `${name}: the address must start with https:// or be a path of this site starting with /`;
    }
  }
  if (link.kind === "page") {
    if (!pages.has(link.page)) errors[where] = "This page no longer exists: remove it";
    if (link.label) checkLabel(link.label, `${where}.label`, name, errors, false);
  }
}

/** The menus' problems (none: an empty object), with the limits said as staff read them. */
export function checkMenus(menus: SiteMenus, pages: ReadonlyMap<string, MenuPage>): MenuErrors {
  const errors: MenuErrors = {};
  if (menus.header.length > MENU_LIMITS.header) {
    errors.header = `The header holds at most ${MENU_LIMITS.header} items (a group counts as one): remove ${menus.header.length - MENU_LIMITS.header} or put them in a group.`;
  }
  menus.header.forEach((item, index) => {
    const where = `header.${index}`;
    if (item.kind !== "group") {
      checkLink(item, where, pages, errors);
      return;
    }
    const name = itemName(item, pages);
    checkLabel(item.label, `${where}.label`, "Group", errors);
    if (item.items.length === 0) errors[where] = `${name}: a group needs at least one link`;
    if (item.items.length > MENU_LIMITS.group) {
      errors[where] =
        `${name} holds ${item.items.length} links: a group holds at most ${MENU_LIMITS.group}.`;
    }
    item.items.forEach((link, at) => {
      checkLink(link, `${where}.items.${at}`, pages, errors);
    });
  });
  if (menus.footer.length > MENU_LIMITS.columns) {
    errors.footer = `The footer holds at most ${MENU_LIMITS.columns} columns of links.`;
  }
  menus.footer.forEach((column, index) => {
    const where = `footer.${index}`;
    checkLabel(column.heading, `${where}.heading`, "Column heading", errors);
    if (column.links.length > MENU_LIMITS.column) {
      errors[where] = `A column holds at most ${MENU_LIMITS.column} links.`;
    }
    column.links.forEach((link, at) => {
      checkLink(link, `${where}.links.${at}`, pages, errors);
    });
  });
  return errors;
}

/** Labels as stored: trimmed, translations left out when empty. */
function cleanLabel(label: MenuLabel): MenuLabel {
  const clean: MenuLabel = { en: label.en.trim() };
  for (const locale of TRANSLATION_LOCALES) {
    const text = label[locale]?.trim();
    if (text) clean[locale] = text;
  }
  return clean;
}

function cleanLink(link: MenuLink): MenuLink {
  if (link.kind === "link")
    return { kind: "link", href: link.href.trim(), label: cleanLabel(link.label) };
  if (link.kind === "page") {
    const label = link.label ? cleanLabel(link.label) : undefined;
    return label?.en ? { kind: "page", page: link.page, label } : { kind: "page", page: link.page };
  }
  return link;
}

/** The menus as the document keeps them: one JSON text each. */
export function menuValues(menus: SiteMenus): Record<string, string> {
  const header = menus.header.map((item) =>
    item.kind === "group"
      ? { kind: "group" as const, label: cleanLabel(item.label), items: item.items.map(cleanLink) }
      : cleanLink(item),
  );
  const footer = menus.footer.map((column) => ({
    heading: cleanLabel(column.heading),
    links: column.links.map(cleanLink),
  }));
  return {
    [MENU_NAMES.header]: JSON.stringify(header),
    [MENU_NAMES.footer]: JSON.stringify(footer),
  };
}

/** The menus as posted (one JSON field), read as stored ones are. */
export function menusFromForm(json: string): SiteMenus | undefined {
  const raw = parse(json);
  if (!isRecord(raw) || !Array.isArray(raw.header) || !Array.isArray(raw.footer)) return undefined;
  return {
    header: raw.header.map(headerItemFrom).filter((item) => item !== undefined),
    footer: raw.footer.map(columnFrom).filter((item) => item !== undefined),
  };
}

// ---------------------------------------------------------------------------------------------
// What the public pages show.

function labelIn(label: MenuLabel, locale: Locale): { label: string; lang?: Locale } {
  const own = locale === "en" ? label.en : label[locale];
  return own ? { label: own } : { label: label.en, lang: locale === "en" ? undefined : "en" };
}

/** A section's label in the header (the footer names the home page's sections at more length). */
function sectionLabel(name: MenuSection, t: Messages, place: "header" | "footer"): string {
  if (ANCHORS.has(name)) {
    const anchor = name as "about" | "vision" | "sectors" | "values";
    return place === "footer" ? t.footer.quickLinkItems[anchor] : t.nav[anchor];
  }
  const list = name as "news" | "videos" | "careers" | "tenders" | "investors";
  return t[list].title;
}

function shownLink(
  link: MenuLink,
  key: string,
  pages: ReadonlyMap<string, MenuPage>,
  locale: Locale,
  t: Messages,
  place: "header" | "footer",
): ShownLink | undefined {
  if (link.kind === "section") {
    const anchor = ANCHORS.has(link.section);
    return {
      key,
      label: sectionLabel(link.section, t, place),
      href: anchor ? `/#${link.section}` : `/${link.section}`,
      ...(anchor ? { anchor: link.section } : {}),
    };
  }
  if (link.kind === "link") {
    return {
      key,
      ...labelIn(link.label, locale),
      href: link.href,
      ...(link.href.startsWith("https://") ? { external: true } : {}),
    };
  }
  const page = pages.get(link.page);
  // A draft, scheduled, trashed or deleted page drops out of the public menus.
  if (page?.state !== "live") return undefined;
  if (link.label) return { key, ...labelIn(link.label, locale), href: `/${page.slug}` };
  const translated = locale === "en" ? undefined : page.titles[locale];
  return {
    key,
    label: translated || page.title,
    ...(locale !== "en" && !translated ? { lang: "en" as const } : {}),
    href: `/${page.slug}`,
  };
}

/** The menus in `locale`, as the public pages draw them: pages visitors may not see left out. */
export function shownMenus(
  menus: SiteMenus & { edited: { header: boolean } },
  pages: ReadonlyMap<string, MenuPage>,
  locale: Locale,
  t: Messages,
): ShownMenus {
  const header: ShownHeaderItem[] = [];
  menus.header.forEach((item, index) => {
    const key = `h${index}`;
    if (item.kind !== "group") {
      const link = shownLink(item, key, pages, locale, t, "header");
      if (!link) return;
      if (!menus.edited.header && item.kind === "section" && HOME_ONLY.has(item.section)) {
        link.homeOnly = true;
      }
      header.push(link);
      return;
    }
    const links = item.items.flatMap(
      (child, at) => shownLink(child, `${key}-${at}`, pages, locale, t, "header") ?? [],
    );
    // A group whose every page dropped out is not shown at all.
    if (links.length > 0) header.push({ key, group: true, ...labelIn(item.label, locale), links });
  });
  const footer = menus.footer.map((column, index) => {
    const { label, lang } = labelIn(column.heading, locale);
    return {
      key: `f${index}`,
      heading: label,
      ...(lang ? { lang } : {}),
      links: column.links.flatMap(
        (link, at) => shownLink(link, `f${index}-${at}`, pages, locale, t, "footer") ?? [],
      ),
    };
  });
  return { header, footer };
}

/** Why a page of the menus is not shown, as the Menus screen and the publish check say it. */
export const HIDDEN_PAGE_REASONS: Record<Exclude<MenuPageState, "live">, string> = {
  draft: "Not shown: this page is a draft",
  scheduled: "Not shown: this page is scheduled for later",
  trashed: "Not shown: this page is in the trash",
  missing: "Not shown: this page was deleted",
};

/** The pages the menus name that visitors would not see, each with its reason, once. */
export function hiddenMenuPages(
  menus: SiteMenus,
  pages: ReadonlyMap<string, MenuPage>,
): { id: string; title: string; reason: string }[] {
  const hidden = new Map<string, { id: string; title: string; reason: string }>();
  for (const id of menuPageIds(menus)) {
    const page = pages.get(id);
    const state = page?.state ?? "missing";
    if (state === "live") continue;
    hidden.set(id, {
      id,
      title: page?.title ?? "A deleted page",
      reason: HIDDEN_PAGE_REASONS[state],
    });
  }
  return [...hidden.values()];
}
