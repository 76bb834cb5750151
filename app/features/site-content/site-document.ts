/**
 * The site document: what staff changed of the site's texts and settings (catalog.ts), as flat
 * names and strings, and which translations wait for an update. Only what differs from the
 * defaults is kept, so a fresh install (an empty document) shows the messages' texts.
 *
 * Names: a text is its path ('home.heroTitle'); a list's order is its path ('home.objectives':
 * '1,2,4,x7k2'), an item's field `path.id.key` ('home.figures.2.value'); a translation is the
 * English name with its language in front ('am:home.heroTitle'). The default items of a list
 * are '1', '2'… in the messages' order; an added item gets a new random id.
 *
 * No server dependencies: the editor in the browser uses it too.
 */
import { DEFAULT_SITE, type SiteIdentity } from "~/config/site";
import { toMarkdown } from "~/features/content/rich-text/to-markdown";
import { ALT_MAX } from "~/features/media/rules";
import { LOCALE_ENGLISH_NAMES, type Locale } from "~/lib/i18n";
import type { SitePhotoChoice, SiteText } from "~/lib/site";
import { messagesFor } from "~/locales";
import type { Messages } from "~/locales/en";
import { TRANSLATION_LOCALES, type TranslationLocale } from "../../../db/enums";
import {
  SITE,
  SITE_FIELDS,
  SITE_SECTORS,
  type SiteField,
  type SiteListField,
  type SitePhotoField,
  type SiteSection,
  type SiteTextField,
  VALUE_ICONS,
  type ValueIcon,
} from "./catalog";
import { type HeroOverlay, isHeroOverlay, SAFEST_OVERLAY } from "./hero-overlay";

export interface SiteDocument {
  /** Every changed text, setting and list order, by name. */
  values: Record<string, string>;
  /** Translations ('am:home.heroTitle') written before their English text last changed. */
  needsUpdate: string[];
}

export const EMPTY_SITE_DOCUMENT: SiteDocument = { values: {}, needsUpdate: [] };

/** Read from JSON or the messages: an object whose properties are yet to be checked. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function translationLocale(value: string | undefined): TranslationLocale | undefined {
  return TRANSLATION_LOCALES.find((locale) => locale === value);
}

/** A list of the messages as its strings (the long texts' paragraphs, the focus lists). */
function stringsOf(value: unknown): string[] | undefined {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : undefined;
}

/**
 * The stored documents' format. 2: the long texts (the About text, each sector's overview) are
 * one rich text each, in Markdown; before, a list of plain paragraphs ('home.aboutText' the
 * order, 'home.aboutText.1.text' a paragraph). A document without a format is read as the first.
 */
export const SITE_DOCUMENT_FORMAT = 2;

/** A document as it is written to the database. */
export function storedSiteDocument(doc: SiteDocument): SiteDocument & { format: number } {
  return { values: doc.values, needsUpdate: doc.needsUpdate, format: SITE_DOCUMENT_FORMAT };
}

/**
 * A document as stored, checked: anything that is not a string is left out. One of the first
 * format (older rows, old history entries, an older backup) is read as the current one.
 */
export function siteDocumentFrom(stored: unknown): SiteDocument {
  const raw = isRecord(stored) ? stored : {};
  const values: Record<string, string> = {};
  if (isRecord(raw.values)) {
    for (const [name, value] of Object.entries(raw.values)) {
      if (typeof value === "string") values[name] = value;
    }
  }
  const needsUpdate = Array.isArray(raw.needsUpdate)
    ? raw.needsUpdate.filter((name): name is string => typeof name === "string")
    : [];
  const doc = { values, needsUpdate };
  // Only a document from before formats were written is converted (a newer one is left as is).
  return raw.format === undefined ? withRichTexts(doc) : doc;
}

/**
 * Plain paragraphs as Markdown that renders them as they are (an asterisk stays one), as the
 * editor writes them: runs of white space are one space, as the page showed them.
 */
export function paragraphsMarkdown(paragraphs: readonly string[]): string {
  const content = paragraphs
    // HTML's white space only (a no-break space stays one).
    .map((text) => text.replace(/[ \t\n\f\r]+/g, " ").replace(/^ | $/g, ""))
    .filter((text) => text !== "")
    .map((text) => ({ type: "paragraph", content: [{ type: "text", text }] }));
  return toMarkdown({ type: "doc", content }).trimEnd();
}

/**
 * A first-format document's long texts (lists of paragraphs) as the rich texts that show the
 * same: each language's paragraphs in the list's order, a translation's missing paragraph in
 * English as the page showed it (a translation with none of its own stays empty: the English is
 * shown, as it follows the English), 'Needs update' on the text when it was on any paragraph.
 */
function withRichTexts(doc: SiteDocument): SiteDocument {
  const values = { ...doc.values };
  const marks = new Set(doc.needsUpdate);
  for (const field of SITE_FIELDS) {
    if (field.kind !== "text" || !field.rich) continue;
    const path = field.path;
    const legacy = new RegExp(`^(?:(am|om):)?${path.replace(/\./g, "\\.")}\\.([a-z0-9]+)\\.text$`);
    const touched = Object.keys(values).filter((name) => name === path || legacy.test(name));
    for (const mark of [...marks]) {
      const match = legacy.exec(mark);
      if (!match) continue;
      marks.delete(mark);
      marks.add(localName(translationLocale(match[1]) ?? "en", path));
    }
    if (touched.length === 0) continue;
    const defaults = (locale: Locale) => stringsOf(messagesAt(messagesFor(locale), path)) ?? [];
    const order =
      values[path] ??
      defaults("en")
        .map((_, index) => index + 1)
        .join(",");
    const ids = order.split(",").filter(Boolean);
    const paragraph = (locale: Locale, id: string) =>
      values[localName(locale, `${path}.${id}.text`)] ??
      (/^\d+$/.test(id) ? defaults(locale)[Number(id) - 1] : undefined) ??
      "";
    const english = ids.map((id) => paragraph("en", id));
    const texts: Record<Locale, string> = {
      en: paragraphsMarkdown(english),
      am: "",
      om: "",
    };
    for (const locale of TRANSLATION_LOCALES) {
      const own = ids.map((id) => paragraph(locale, id));
      texts[locale] = own.some((text) => text.trim() !== "")
        ? paragraphsMarkdown(own.map((text, index) => text || (english[index] ?? "")))
        : "";
    }
    for (const name of touched) delete values[name];
    for (const locale of ["en", ...TRANSLATION_LOCALES] as const) {
      const name = localName(locale, path);
      if (texts[locale] !== (defaultValue(name) ?? "")) values[name] = texts[locale];
    }
  }
  return { values, needsUpdate: [...marks].sort() };
}

/** 'am:home.heroTitle' → { locale: 'am', name: 'home.heroTitle' }; English names have 'en'. */
export function splitName(name: string): { locale: Locale; name: string } {
  const [, prefix, english] = /^(am|om):(.+)$/.exec(name) ?? [];
  const locale = translationLocale(prefix);
  return locale && english ? { locale, name: english } : { locale: "en", name };
}

export function localName(locale: Locale, name: string): string {
  return locale === "en" ? name : `${locale}:${name}`;
}

// ---------------------------------------------------------------------------------------------
// Defaults: the messages' texts, and the company settings.

/** The node at a messages path ('sectors.mining.tagline': the sector by its slug). */
function messagesAt(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split(".")) {
    if (Array.isArray(node)) {
      node = node.find((item) => isRecord(item) && item.slug === part);
    } else if (isRecord(node)) {
      node = node[part];
    } else {
      return undefined;
    }
  }
  return node;
}

/** The mining page's own clip, the one sector video a fresh install has. */
export const COPPER_VIDEO_PATH = "/media/copper-operations.mp4";

/**
 * Defaults that are not in the messages as such: every sector page's call to action (one text of
 * the messages for all three), and its video (the mining page's clip; none elsewhere).
 */
const SPECIAL_DEFAULTS = new Map<string, (locale: Locale) => string | undefined>(
  SITE_SECTORS.flatMap((slug) => {
    const fields = SITE.sectors[slug];
    const mining = slug === "mining";
    return [
      [fields.partnerTitle.path, (locale) => messagesFor(locale).sectorPage.partnerTitle],
      [fields.partnerText.path, (locale) => messagesFor(locale).sectorPage.partnerText],
      [
        fields.videoUrl.path,
        (locale) => (locale === "en" ? (mining ? COPPER_VIDEO_PATH : "") : undefined),
      ],
      [
        fields.videoTitle.path,
        (locale) => (mining ? messagesFor(locale).sectorPage.copperTitle : ""),
      ],
      [
        fields.videoText.path,
        (locale) => (mining ? messagesFor(locale).sectorPage.copperText : ""),
      ],
    ] satisfies [string, (locale: Locale) => string | undefined][];
  }),
);

/** The settings' names: in the company identity, not in the messages. */
const SETTING_NAMES = new Set<string>(Object.values(SITE.settings).map((field) => field.path));

const SETTING_DEFAULTS: Record<string, string> = {
  [SITE.settings.name.path]: DEFAULT_SITE.name,
  [SITE.settings.email.path]: DEFAULT_SITE.email,
  [SITE.settings.phone.path]: DEFAULT_SITE.phone,
  [SITE.settings.address.path]: DEFAULT_SITE.address,
};

/** The default item ids of a list: '1'…'n'. */
function defaultIds(field: SiteListField): string[] {
  const list = messagesAt(messagesFor("en"), field.path);
  return Array.isArray(list) ? list.map((_, index) => String(index + 1)) : [];
}

/** The default figure each impact card shows, and each core value's icon, by item id. */
const IMPACT_FIGURES = ["2", "1", "4", "5"];
/** The core values keep the icons they had before they were editable, in order. */
const DEFAULT_VALUE_ICONS: readonly ValueIcon[] = VALUE_ICONS.slice(0, 6);

function defaultItemValue(
  locale: Locale,
  field: SiteListField,
  id: string,
  key: string,
): string | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const index = Number(id) - 1;
  if (key === "figure") return locale === "en" ? IMPACT_FIGURES[index] : undefined;
  if (key === "icon") return locale === "en" ? DEFAULT_VALUE_ICONS[index] : undefined;
  const list = messagesAt(messagesFor(locale), field.path);
  if (!Array.isArray(list)) return undefined;
  const item: unknown = list[index];
  if (field.strings) return typeof item === "string" ? item : undefined;
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Where a name belongs in the catalog: a text, a list's order, or a list item's field. */
type Located =
  | { field: SiteTextField }
  | { field: SiteListField; order: true }
  | { field: SiteListField; id: string; key: string }
  | { field: SitePhotoField; part: PhotoPart };

/**
 * A photo's names: its upload's id (the field's path), `.alt` and `.focus`; with text on it,
 * `.overlay` (staff's choice, '' for automatic) and `.autoOverlay` (the automatic one).
 */
type PhotoPart = "id" | (typeof PHOTO_PARTS)[number];

/** A photo's names besides its upload's id, after its path. */
const PHOTO_PARTS = ["alt", "focus", "overlay", "autoOverlay"] as const;

/** Where a photo's crops centre when staff have not chosen: the middle. */
export const PHOTO_CENTRE = "50,50";

const FIELDS_BY_PATH = new Map(SITE_FIELDS.map((field) => [field.path, field]));

function locate(name: string): Located | undefined {
  const direct = FIELDS_BY_PATH.get(name);
  if (direct?.kind === "text") return { field: direct };
  if (direct?.kind === "list") return { field: direct, order: true };
  if (direct?.kind === "photo") return { field: direct, part: "id" };
  const [, photoPath = "", suffix] = /^(.+)\.([a-zA-Z]+)$/.exec(name) ?? [];
  const photo = FIELDS_BY_PATH.get(photoPath);
  const part = PHOTO_PARTS.find((known) => known === suffix);
  if (photo?.kind === "photo" && part) return { field: photo, part };
  const [, listPath = "", id = "", key] = /^(.+)\.([a-z0-9]+)\.([a-z]+)$/.exec(name) ?? [];
  const field = FIELDS_BY_PATH.get(listPath);
  if (field?.kind !== "list") return undefined;
  const item = field.item.find((known) => known.key === key);
  return item ? { field, id, key: item.key } : undefined;
}

/** The value a name has when staff have not changed it (undefined: none, e.g. a new item). */
export function defaultValue(fullName: string): string | undefined {
  const { locale, name } = splitName(fullName);
  const located = locate(name);
  if (!located) return undefined;
  if ("part" in located) {
    if (locale !== "en") return located.part === "alt" ? "" : undefined;
    if ((located.part === "overlay" || located.part === "autoOverlay") && !located.field.overlay) {
      return undefined;
    }
    return located.part === "focus" ? PHOTO_CENTRE : "";
  }
  if ("order" in located) return locale === "en" ? defaultIds(located.field).join(",") : undefined;
  if ("id" in located) return defaultItemValue(locale, located.field, located.id, located.key);
  if (name in SETTING_DEFAULTS) return locale === "en" ? SETTING_DEFAULTS[name] : undefined;
  if (SETTING_NAMES.has(name)) return locale === "en" ? "" : undefined;
  const special = SPECIAL_DEFAULTS.get(name)?.(locale);
  if (special !== undefined) return special;
  const value = messagesAt(messagesFor(locale), name);
  // A long text's default: the messages' paragraphs.
  if ("field" in located && located.field.kind === "text" && located.field.rich) {
    const paragraphs = stringsOf(value);
    return paragraphs ? paragraphsMarkdown(paragraphs) : undefined;
  }
  return typeof value === "string" ? value : undefined;
}

/** A name's value in a document: what staff wrote, or the default. */
export function valueIn(doc: SiteDocument, name: string): string | undefined {
  return doc.values[name] ?? defaultValue(name);
}

/** A list item's field's name: 'home.figures.2.value'. */
export function itemName(field: SiteListField, id: string, key: string): string {
  return `${field.path}.${id}.${key}`;
}

/** A list's item ids in order. */
export function listIds(doc: SiteDocument, field: SiteListField): string[] {
  const order = valueIn(doc, field.path) ?? "";
  return order ? order.split(",").filter(Boolean) : [];
}

// ---------------------------------------------------------------------------------------------
// The names of a section, and its values as the editor shows them.

/** Every name a field has in a document: its text, or its list's order and items' fields. */
export function namesOf(doc: SiteDocument, field: SiteField): string[] {
  if (field.kind === "photo") {
    if (field.asset) return [field.path];
    const alt = `${field.path}.alt`;
    return [
      field.path,
      `${field.path}.focus`,
      ...(field.overlay ? [`${field.path}.overlay`, `${field.path}.autoOverlay`] : []),
      alt,
      ...TRANSLATION_LOCALES.map((locale) => localName(locale, alt)),
    ];
  }
  const locales: readonly Locale[] = isTranslated(field) ? ["en", ...TRANSLATION_LOCALES] : ["en"];
  if (field.kind === "text") return locales.map((locale) => localName(locale, field.path));
  const names = [field.path];
  for (const id of listIds(doc, field)) {
    for (const item of field.item) {
      const itemName = `${field.path}.${id}.${item.key}`;
      names.push(itemName);
      if (!item.choice) {
        for (const locale of TRANSLATION_LOCALES) names.push(localName(locale, itemName));
      }
    }
  }
  return names;
}

function isTranslated(field: SiteField) {
  return field.kind !== "text" || field.translated;
}

export function sectionFields(section: SiteSection): SiteField[] {
  return section.groups.flatMap((group) => group.fields);
}

/** A section's values as the editor starts with them: what staff wrote, or the default. */
export function sectionValues(doc: SiteDocument, section: SiteSection): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of sectionFields(section)) {
    for (const name of namesOf(doc, field)) values[name] = valueIn(doc, name) ?? "";
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Checking what the editor sends.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{4,38}[0-9)]$/;
const ITEM_ID = /^[a-z0-9]{1,12}$/;
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FOCUS = /^(\d{1,3}(?:\.\d+)?),(\d{1,3}(?:\.\d+)?)$/;

/** A focal point as sent ('37.5,20'): whole percents from 0 to 100, or undefined. */
export function readFocus(value: string): { x: number; y: number } | undefined {
  const match = FOCUS.exec(value);
  if (!match) return undefined;
  const x = Math.round(Number(match[1]));
  const y = Math.round(Number(match[2]));
  return x <= 100 && y <= 100 ? { x, y } : undefined;
}

/** A photo's part of a section's form: the upload, its alt texts and its focal point. */
function checkPhoto(
  field: SitePhotoField,
  read: (name: string) => string,
  values: Record<string, string>,
  errors: Record<string, string>,
) {
  const id = read(field.path);
  const altName = `${field.path}.alt`;
  const focusName = `${field.path}.focus`;
  values[field.path] = id;
  if (field.asset) {
    if (id && !MEDIA_ID.test(id))
      errors[field.path] = `${field.label}: please choose the image again`;
    return;
  }
  const alts: readonly (readonly [Locale, string])[] = [
    ["en", altName],
    ...TRANSLATION_LOCALES.map((locale) => [locale, localName(locale, altName)] as const),
  ];
  const names = alts.map(([, name]) => name);
  if (field.overlay) {
    const overlayName = `${field.path}.overlay`;
    const overlay = id ? read(overlayName) : "";
    values[overlayName] = overlay;
    // Measured on the photo's pixels when saved (photos.server.ts: checkOverlays).
    values[`${field.path}.autoOverlay`] = "";
    if (overlay && !isHeroOverlay(overlay)) {
      errors[overlayName] = `${field.label} overlay: please choose one of the list`;
    }
  }
  if (!id) {
    // No photo: its alt texts and focal point go with it.
    for (const name of names) values[name] = "";
    values[focusName] = PHOTO_CENTRE;
    return;
  }
  if (!MEDIA_ID.test(id)) errors[field.path] = `${field.label}: please choose the photo again`;
  for (const [locale, name] of alts) {
    const value = read(name);
    values[name] = value;
    const label = labelIn(locale, `${field.label} alt text`);
    if (locale === "en" && value === "") {
      errors[name] = `${label} is required: describe the photo for people who cannot see it`;
    } else if (value.length > ALT_MAX) {
      errors[name] = `${label} must be at most ${ALT_MAX.toLocaleString("en-US")} characters`;
    }
  }
  const focus = readFocus(read(focusName) || PHOTO_CENTRE);
  values[focusName] = focus ? `${focus.x},${focus.y}` : read(focusName);
  if (!focus) errors[focusName] = `${field.label}: the focal point could not be read`;
}

/** A web address typed without its scheme: a host name with a dot, then a path or nothing. */
const BARE_ADDRESS = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?:[/?#]\S*)?$/u;

/**
 * An address field's value as stored: 't.me/addisgroup' (as Telegram shares links) or
 * 'www.linkedin.com/…' gets the https:// it leaves out; anything else is checked as typed.
 */
export function withHttps(value: string): string {
  return BARE_ADDRESS.test(value) ? `https://${value}` : value;
}

function fieldError(field: SiteTextField, label: string, value: string): string | undefined {
  if (value === "") return field.optional ? undefined : `${label} is required`;
  if (value.length > field.max) {
    return `${label} must be at most ${field.max.toLocaleString("en-US")} characters`;
  }
  if (field.type === "email" && !EMAIL.test(value)) return "Please enter a valid e-mail address";
  if (field.type === "tel" && !PHONE.test(value)) {
    return "Please enter a phone number: digits, spaces, brackets, dots or hyphens, an optional leading +";
  }
  if (field.type === "video") return videoAddressError(value);
  if (field.type === "url") {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== "https:" || !url.hostname.includes(".")) {
      return "Please enter a full address starting with https://";
    }
  }
  return undefined;
}

const VIDEO_FILE = /^\/(media|uploads)\/[\w.-]+\.(mp4|m4v|webm|ogg|ogv)$/;

/** A video's address: a file of this site's, or an https:// address (a player or a file). */
function videoAddressError(value: string): string | undefined {
  if (VIDEO_FILE.test(value)) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value)) {
    return undefined;
  }
  return "Please enter a YouTube or Vimeo link, an https:// address of a video file, or /media/… on this site";
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: "", am: "Amharic ", om: "Afaan Oromo " };

function labelIn(locale: Locale, label: string) {
  return locale === "en" ? label : `${LANGUAGE_NAMES[locale]}${label.toLowerCase()}`;
}

/** An item's label as errors name it: 'Figure 2 value'. */
function itemLabel(field: SiteListField, index: number, key: string) {
  const item = field.item.find((i) => i.key === key);
  const noun = field.itemLabel[0]?.toUpperCase() + field.itemLabel.slice(1);
  return field.strings
    ? `${noun} ${index + 1}`
    : `${noun} ${index + 1} ${item?.label.toLowerCase()}`;
}

export interface SectionInput {
  /** The section's values, trimmed: every name the section has after this save. */
  values: Record<string, string>;
  /** Translations staff confirmed as still correct ('Keep translation'). */
  confirmed: string[];
}

export type SectionCheck =
  | { ok: true; input: SectionInput }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * Checks a section's form: every field within its limit, required ones filled, e-mail, phone and
 * links valid, lists within their sizes, a figure chosen among the key figures. Translations may
 * be left empty (the English is shown).
 */
export function checkSection(
  section: SiteSection,
  form: FormData,
  /** Why a long text's Markdown cannot be stored (the server's check, markdown-check.server.ts). */
  richTextProblem: (markdown: string) => string | undefined = () => undefined,
): SectionCheck {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const read = (name: string) => {
    const raw = form.get(name);
    return typeof raw === "string" ? raw.replace(/\r\n/g, "\n").trim() : "";
  };
  const fields = sectionFields(section);
  const figureIds = new Set<string>();
  for (const field of fields) {
    if (field.kind === "photo") {
      checkPhoto(field, read, values, errors);
      continue;
    }
    if (field.kind === "text") {
      const locales: readonly Locale[] = field.translated ? ["en", ...TRANSLATION_LOCALES] : ["en"];
      for (const locale of locales) {
        const name = localName(locale, field.path);
        const value = field.type === "url" ? withHttps(read(name)) : read(name);
        values[name] = value;
        const problem = field.rich && value ? richTextProblem(value) : undefined;
        const error =
          locale === "en"
            ? fieldError(field, field.label, value)
            : value.length > field.max
              ? `${labelIn(locale, field.label)} must be at most ${field.max.toLocaleString("en-US")} characters`
              : undefined;
        if (error ?? problem) {
          errors[name] = error ?? `${labelIn(locale, field.label)}: ${problem}`;
        }
      }
      continue;
    }
    const ids = read(field.path)
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length || ids.some((id) => !ITEM_ID.test(id))) {
      errors[field.path] = `${field.label} could not be read; please reload the page`;
      continue;
    }
    if (ids.length < field.min) {
      errors[field.path] = `${field.label} needs at least ${field.min} ${field.itemLabel}`;
    } else if (ids.length > field.max) {
      errors[field.path] = `${field.label} may have at most ${field.max} items`;
    }
    values[field.path] = ids.join(",");
    ids.forEach((id, index) => {
      for (const item of field.item) {
        const name = `${field.path}.${id}.${item.key}`;
        const value = read(name);
        values[name] = value;
        const label = itemLabel(field, index, item.key);
        if (item.choice === "icon") {
          if (!VALUE_ICONS.some((icon) => icon === value))
            errors[name] = `${label}: please choose an icon`;
          continue;
        }
        if (item.choice === "figure") continue; // checked once the figures are known
        if (value === "") errors[name] = `${label} is required`;
        else if (value.length > item.max) {
          errors[name] = `${label} must be at most ${item.max.toLocaleString("en-US")} characters`;
        }
        for (const locale of TRANSLATION_LOCALES) {
          const translated = localName(locale, name);
          const text = read(translated);
          values[translated] = text;
          if (text.length > item.max) {
            errors[translated] =
              `${labelIn(locale, label)} must be at most ${item.max.toLocaleString("en-US")} characters`;
          }
        }
      }
      if (field.path === SITE.home.figures.path) figureIds.add(id);
    });
  }
  // A video has a title: its heading and its play button's name.
  for (const slug of SITE_SECTORS) {
    const { videoUrl, videoTitle } = SITE.sectors[slug];
    if (!fields.includes(videoUrl) || !values[videoUrl.path]) continue;
    const title = videoTitle.path;
    if (!values[title] && !errors[title]) errors[title] = "Video title is required with a video";
  }
  // An impact card shows one of the key figures, so no figure is typed twice.
  const impact = SITE.home.impact;
  if (fields.includes(impact)) {
    for (const [index, id] of (values[impact.path] ?? "").split(",").filter(Boolean).entries()) {
      const name = `${impact.path}.${id}.figure`;
      if (!figureIds.has(values[name] ?? "")) {
        errors[name] =
          `${itemLabel(impact, index, "figure")}: please choose one of the key figures`;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const confirmed = form
    .getAll("keep")
    .filter((name): name is string => typeof name === "string" && name in values);
  return { ok: true, input: { values, confirmed } };
}

// ---------------------------------------------------------------------------------------------
// Applying a section's values to a document.

/**
 * The document with a section's new values: each kept only where it differs from its default,
 * names the section no longer has (removed list items) dropped. A translation whose English
 * changed while it did not is marked 'Needs update'; one that changed, or was confirmed, is not.
 */
export function applySection(
  doc: SiteDocument,
  section: SiteSection,
  input: SectionInput,
): SiteDocument {
  const before = new Set(sectionFields(section).flatMap((field) => namesOf(doc, field)));
  const values = { ...doc.values };
  for (const name of before) delete values[name];
  for (const [name, value] of Object.entries(input.values)) {
    // An emptied translation is kept as '' (the English is shown instead of the default one).
    if (value !== (defaultValue(name) ?? "")) values[name] = value;
  }
  const after: SiteDocument = { values, needsUpdate: [] };
  const marks = new Set(doc.needsUpdate);
  const now = new Set(Object.keys(input.values));
  for (const name of before) if (!now.has(name)) marks.delete(name);
  for (const name of now) {
    const { locale, name: english } = splitName(name);
    if (locale !== "en") {
      if (valueIn(doc, name) !== valueIn(after, name) || input.confirmed.includes(name)) {
        marks.delete(name);
      }
      continue;
    }
    if (!before.has(name) || valueIn(doc, english) === valueIn(after, english)) continue;
    for (const other of TRANSLATION_LOCALES) {
      const translated = localName(other, english);
      if (!now.has(translated)) continue;
      const kept = valueIn(after, translated);
      // Only an existing translation that stayed as it was can be out of date.
      if (kept && valueIn(doc, translated) === kept && !input.confirmed.includes(translated)) {
        marks.add(translated);
      }
    }
  }
  after.needsUpdate = [...marks].sort();
  return after;
}

/** The document with a group's texts back at their defaults (all languages). */
export function resetGroup(doc: SiteDocument, fields: readonly SiteField[]): SiteDocument {
  const names = new Set(fields.flatMap((field) => namesOf(doc, field)));
  const values = Object.fromEntries(
    Object.entries(doc.values).filter(([name]) => !names.has(name)),
  );
  return { values, needsUpdate: doc.needsUpdate.filter((name) => !names.has(name)) };
}

/** The names whose values differ between two documents (marks included), sorted. */
export function changedNames(a: SiteDocument, b: SiteDocument): string[] {
  const names = new Set([...Object.keys(a.values), ...Object.keys(b.values)]);
  const changed = [...names].filter((name) => a.values[name] !== b.values[name]);
  return changed.sort();
}

export function sameDocument(a: SiteDocument, b: SiteDocument): boolean {
  return (
    changedNames(a, b).length === 0 &&
    a.needsUpdate.length === b.needsUpdate.length &&
    a.needsUpdate.every((name, index) => b.needsUpdate[index] === name)
  );
}

// ---------------------------------------------------------------------------------------------
// What the public pages show.

export interface SocialLinks {
  linkedin?: string;
  facebook?: string;
  x?: string;
  youtube?: string;
  telegram?: string;
}

export const SOCIAL_NETWORKS = ["linkedin", "facebook", "x", "youtube", "telegram"] as const;

/**
 * The company identity a document gives. The environment's COMPANY_* settings were the first
 * start's values (store.server.ts); only its time zone still applies.
 */
export function siteIdentity(doc: SiteDocument, configured: SiteIdentity): SiteIdentity {
  const social: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = doc.values[SITE.settings[network].path];
    // Only a web address is ever a link (what the editor accepts; a stored one is checked again).
    if (link && /^https:\/\/[^\s]+$/i.test(link)) social[network] = link;
  }
  return {
    ...configured,
    name: doc.values[SITE.settings.name.path] ?? DEFAULT_SITE.name,
    email: doc.values[SITE.settings.email.path] ?? DEFAULT_SITE.email,
    phone: doc.values[SITE.settings.phone.path] ?? DEFAULT_SITE.phone,
    address: doc.values[SITE.settings.address.path] ?? DEFAULT_SITE.address,
    author: doc.values[SITE.settings.author.path] || undefined,
    social,
  };
}

/**
 * A translation's text, or the English where there is none; a list item's, likewise
 * (an item added in English only shows its English).
 */
function textIn(doc: SiteDocument, locale: Locale, name: string): string {
  const translated = locale === "en" ? "" : valueIn(doc, localName(locale, name));
  return translated || valueIn(doc, name) || "";
}

/** Writes a field's value where it sits in the messages (a sector by its slug). */
function setAt(messages: Messages, path: string, value: unknown) {
  const parts = path.split(".");
  const last = parts.pop();
  let node: unknown = messages;
  for (const part of parts) {
    node = Array.isArray(node)
      ? node.find((item) => isRecord(item) && item.slug === part)
      : isRecord(node)
        ? node[part]
        : undefined;
  }
  if (last !== undefined && isRecord(node)) node[last] = value;
}

const resolved = new WeakMap<SiteDocument, Partial<Record<Locale, SiteText>>>();

/** The public pages' texts in `locale`: the messages with the document's changes applied. */
export function siteText(doc: SiteDocument, locale: Locale): SiteText {
  const known = resolved.get(doc) ?? {};
  const cached = known[locale];
  if (cached) return cached;
  const messages = structuredClone(messagesFor(locale));
  let valueIcons: (ValueIcon | undefined)[] = [];
  const figures = new Map<string, string>();
  let impactFigures: string[] = [];
  for (const field of SITE_FIELDS) {
    if (field.kind === "photo") continue;
    if (field.kind === "text") {
      // Settings live in the identity (siteIdentity); a page's own untranslated text (a video's
      // address) is the same in every language. A long text is shown from `rich`, rendered by
      // the page's loader (siteRichTexts): its paragraphs in the messages are not shown.
      if (field.rich) setAt(messages, field.path, []);
      else if (field.translated) setAt(messages, field.path, textIn(doc, locale, field.path));
      else if (!SETTING_NAMES.has(field.path)) {
        setAt(messages, field.path, valueIn(doc, field.path) ?? "");
      }
      continue;
    }
    const ids = listIds(doc, field);
    const items = ids.map((id) => {
      const item: Record<string, string> = {};
      for (const { key } of field.item)
        item[key] = textIn(doc, locale, `${field.path}.${id}.${key}`);
      return item;
    });
    if (field.path === SITE.home.figures.path) {
      for (const [i, id] of ids.entries()) figures.set(id, items[i]?.value ?? "");
    }
    if (field.path === SITE.home.values.path) {
      valueIcons = items.map((item) => VALUE_ICONS.find((icon) => icon === item.icon));
    }
    if (field.path === SITE.home.impact.path)
      impactFigures = items.map((item) => item.figure ?? "");
    setAt(messages, field.path, field.strings ? items.map((item) => item.text ?? "") : items);
  }
  // An impact card shows the value of the key figure it names.
  for (const [index, item] of messages.home.impact.entries()) {
    item.value = figures.get(impactFigures[index] ?? "") ?? "";
  }
  // The photos' uploads are looked up, and the long texts rendered, by the page's loader.
  const text = { messages, valueIcons, photos: {}, rich: {} };
  known[locale] = text;
  resolved.set(doc, known);
  return text;
}

/** The long texts' Markdown in `locale` (else the English), by path ('home.aboutText'). */
export function siteRichTexts(doc: SiteDocument, locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of SITE_FIELDS) {
    if (field.kind === "text" && field.rich) texts[field.path] = textIn(doc, locale, field.path);
  }
  return texts;
}

/** The photos a document chooses, by field, their alt text in `locale` (else the English). */
export function sitePhotoChoices(
  doc: SiteDocument,
  locale: Locale,
): Record<string, SitePhotoChoice> {
  const photos: Record<string, SitePhotoChoice> = {};
  for (const field of SITE_FIELDS) {
    if (field.kind !== "photo") continue;
    const mediaId = valueIn(doc, field.path);
    if (!mediaId) continue;
    if (field.asset) {
      photos[field.path] = { mediaId, alt: "", altLang: "en", x: 50, y: 50 };
      continue;
    }
    const focus = readFocus(valueIn(doc, `${field.path}.focus`) ?? "") ?? { x: 50, y: 50 };
    const altName = `${field.path}.alt`;
    const translated = locale === "en" ? "" : valueIn(doc, localName(locale, altName));
    photos[field.path] = {
      mediaId,
      alt: translated || valueIn(doc, altName) || "",
      altLang: translated ? locale : "en",
      ...focus,
      ...(field.overlay ? { overlay: overlayOf(doc, field) } : {}),
    };
  }
  return photos;
}

/**
 * The overlay a photo with text on it shows: staff's choice, else the automatic one measured when
 * it was saved, else (a photo saved before overlays were measured) the one that suits any photo.
 */
export function overlayOf(doc: SiteDocument, field: SitePhotoField): HeroOverlay {
  const chosen = valueIn(doc, `${field.path}.overlay`) ?? "";
  if (isHeroOverlay(chosen)) return chosen;
  const automatic = valueIn(doc, `${field.path}.autoOverlay`) ?? "";
  return isHeroOverlay(automatic) ? automatic : SAFEST_OVERLAY;
}

/**
 * How history and diffs name a field: 'Home page · Hero headline', 'Mining page · Quick facts ·
 * Fact 2 label (Amharic)', 'Home page · Strategic objectives · Order'.
 */
export function nameLabel(fullName: string, sections: readonly SiteSection[]): string {
  if (fullName === "menus.header") return "Menus · Header";
  if (fullName === "menus.footer") return "Menus · Footer";
  const { locale, name } = splitName(fullName);
  // A paragraph of a long text from before the texts were rich (an old history entry's names).
  const [, paragraphOf = ""] = /^(.+)\.[a-z0-9]+\.text$/.exec(name) ?? [];
  const long = FIELDS_BY_PATH.get(paragraphOf);
  if (long?.kind === "text" && long.rich) return nameLabel(localName(locale, long.path), sections);
  const language = locale === "en" ? "" : ` (${locale === "am" ? "Amharic" : "Afaan Oromo"})`;
  for (const section of sections) {
    for (const group of section.groups) {
      for (const field of group.fields) {
        if (field.kind === "text" && field.path === name) {
          return `${section.title} · ${field.label}${language}`;
        }
        if (field.kind === "photo") {
          if (name === field.path) return `${section.title} · ${field.label}`;
          if (name === `${field.path}.alt`) {
            return `${section.title} · ${field.label} · Alt text${language}`;
          }
          if (name === `${field.path}.focus`)
            return `${section.title} · ${field.label} · Focal point`;
          if (name === `${field.path}.overlay`)
            return `${section.title} · ${field.label} · Overlay`;
          if (name === `${field.path}.autoOverlay`) {
            return `${section.title} · ${field.label} · Automatic overlay`;
          }
          continue;
        }
        if (field.kind !== "list") continue;
        if (field.path === name) return `${section.title} · ${field.label} · Order`;
        const [, id, key] =
          (name.startsWith(`${field.path}.`) &&
            /^([a-z0-9]+)\.([a-z]+)$/.exec(name.slice(field.path.length + 1))) ||
          [];
        if (id && key) {
          const item = field.item.find((i) => i.key === key);
          const which = /^\d+$/.test(id) ? ` ${id}` : " (added)";
          const noun = `${field.itemLabel[0]?.toUpperCase()}${field.itemLabel.slice(1)}${which}`;
          return `${section.title} · ${field.label} · ${field.strings ? noun : `${noun} ${item?.label.toLowerCase()}`}${language}`;
        }
      }
    }
  }
  return fullName;
}

/** A field's label without its group's title in front ('Hero headline' in 'Hero': 'Headline'). */
function labelInGroup(label: string, groupTitle: string): string {
  const prefix = `${groupTitle.toLowerCase()} `;
  if (!label.toLowerCase().startsWith(prefix)) return label;
  const rest = label.slice(prefix.length);
  return `${rest[0]?.toUpperCase() ?? ""}${rest.slice(1)}`;
}

/**
 * How the list of translations that need an update names one: its section, its group, the field
 * (a list's item by its place in the list) and the language, each once: 'Home page · Hero ·
 * Headline · Amharic', 'Mining page · Quick facts · Fact 2 label · Afaan Oromo'.
 */
export function translationLabel(
  fullName: string,
  doc: SiteDocument,
  sections: readonly SiteSection[],
): string {
  const { locale, name } = splitName(fullName);
  const language = LOCALE_ENGLISH_NAMES[locale];
  for (const section of sections) {
    for (const group of section.groups) {
      const where = (...parts: string[]) =>
        [
          section.title,
          group.title,
          ...parts.filter((part) => part !== group.title),
          language,
        ].join(" · ");
      for (const field of group.fields) {
        if (field.kind === "text" && field.path === name) {
          return where(labelInGroup(field.label, group.title));
        }
        if (field.kind === "photo" && name === `${field.path}.alt`) {
          return where(`${labelInGroup(field.label, group.title)} alt text`);
        }
        if (field.kind !== "list" || !name.startsWith(`${field.path}.`)) continue;
        const [, id, key] = /^([a-z0-9]+)\.([a-z]+)$/.exec(name.slice(field.path.length + 1)) ?? [];
        if (!id || !key) continue;
        const item = field.item.find((i) => i.key === key);
        const place = listIds(doc, field).indexOf(id) + 1;
        const noun = `${field.itemLabel[0]?.toUpperCase()}${field.itemLabel.slice(1)}${place > 0 ? ` ${place}` : ""}`;
        return where(
          labelInGroup(field.label, group.title),
          field.strings ? noun : `${noun} ${item?.label.toLowerCase() ?? key}`,
        );
      }
    }
  }
  return fullName;
}
