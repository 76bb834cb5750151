/**
 * Everything staff edit of the site itself (/admin/site): the company's settings, the home page
 * section by section, each sector page and the footer. Each text is a field of the site
 * document (site-document.ts), named by where it sits in the public pages' messages
 * (app/locales: `home.heroTitle`, `sectors.mining.tagline`), so a fresh install shows exactly
 * the messages' texts, the specification's. See docs/decisions/024-site-content.md.
 *
 * This module has no server dependencies: the editor in the browser reads it too.
 */

import { VALUE_ICONS, type ValueIcon } from "~/config/site";
import type { SitePhotoPath, SiteRichTextPath } from "~/lib/site";

export { VALUE_ICONS, type ValueIcon };

export const VALUE_ICON_LABELS: Record<ValueIcon, string> = {
  "badge-check": "Badge",
  scale: "Scales",
  users: "People",
  "heart-handshake": "Handshake",
  leaf: "Leaf",
  cpu: "Chip",
  target: "Target",
  eye: "Eye",
  globe: "Globe",
  zap: "Lightning",
  shield: "Shield",
  sprout: "Sprout",
};

/** How a one-line field is typed and checked ('video': a video's address, see site-document.ts). */
export type SiteInputType = "text" | "email" | "tel" | "url" | "video";

/** One text of the site. */
export interface SiteTextField {
  kind: "text";
  /** Where it sits: 'home.heroTitle', 'settings.email', 'sectors.mining.tagline'. */
  path: string;
  label: string;
  max: number;
  /** A text area of this many rows (a one-line field without). */
  rows?: number;
  type?: SiteInputType;
  /** Written in every language (settings such as the e-mail address are not). */
  translated: boolean;
  /** May be left empty (a social profile); every other field is required. */
  optional?: boolean;
  hint?: string;
  /**
   * A long text written in the rich-text editor and kept as Markdown: paragraphs, lists, quotes,
   * links, bold and italic (a section's photos and video have fields of their own).
   */
  rich?: boolean;
}

/** A field of each item of a list. */
export interface SiteItemField {
  key: string;
  label: string;
  max: number;
  rows?: number;
  /** A choice among fixed values, the same in every language: a core value's icon, a figure. */
  choice?: "icon" | "figure";
}

/** An ordered list whose items staff add, remove and reorder (objectives, figures…). */
export interface SiteListField {
  kind: "list";
  path: string;
  label: string;
  /** One item, as the buttons name it: 'Add objective', 'Remove objective 2'. */
  itemLabel: string;
  min: number;
  max: number;
  item: readonly SiteItemField[];
  /** The messages hold the list as plain strings (its one item field is `text`). */
  strings?: boolean;
}

/**
 * A photo from the media library: its upload (`path`), its alt text in every language
 * (`path.alt`, required in English once a photo is chosen) and its focal point (`path.focus`,
 * 'x,y' in percent). Without one the page keeps its illustration.
 */
export interface SitePhotoField {
  kind: "photo";
  path: string;
  label: string;
  hint?: string;
  /**
   * Text sits on the photo: it has an overlay (`path.overlay`: staff's choice, empty for
   * automatic; `path.autoOverlay`: the automatic one, measured when saved). See hero-overlay.ts.
   */
  overlay?: boolean;
  /**
   * The site's own image rather than a photo: 'logo' (the header, the footer, e-mails, search
   * engines) or 'icon' (the favicon, square). Only the upload is chosen: no alt text (the company
   * name says what it is) and no focal point (it is never cropped).
   */
  asset?: "logo" | "icon";
}

export type SiteField = SiteTextField | SiteListField | SitePhotoField;

/** A part of a section with its own 'Reset to default' (the hero, the key figures…). */
export interface SiteGroup {
  id: string;
  title: string;
  fields: readonly SiteField[];
}

export interface SiteSection {
  id: string;
  title: string;
  /** Where it is seen on the public site (the editor's 'View' link and the preview). */
  publicPath: string;
  groups: readonly SiteGroup[];
}

/** The sector pages, in the order the site lists them. */
export const SITE_SECTORS = ["manufacturing", "mining", "export"] as const;
export type SiteSectorSlug = (typeof SITE_SECTORS)[number];

const EYEBROW = 80;
const TITLE = 160;
const LEAD = 600;
const LABEL = 80;
const FIGURE = 30;

/** A field as declared: everything but its path, which its section and key give (`place`). */
type Unplaced<F extends SiteField> = (path: string) => F;

const text =
  (
    label: string,
    max: number,
    extra: Partial<Omit<SiteTextField, "kind" | "path" | "label" | "max">> = {},
  ): Unplaced<SiteTextField> =>
  (path) => ({ kind: "text", path, label, max, translated: true, ...extra });

const paragraph = (label: string, max = LEAD) => text(label, max, { rows: max > 300 ? 4 : 2 });

/**
 * A long text in the rich-text editor (its default: the messages' paragraphs). Its limit leaves
 * room for the Markdown around the words of the paragraphs it replaced (6 or 10 of 1,500 characters).
 */
const richText = (label: string, max: number) => text(label, max, { rows: 10, rich: true });

const list =
  (declared: Omit<SiteListField, "kind" | "path">): Unplaced<SiteListField> =>
  (path) => ({ kind: "list", path, ...declared });

const strings = (
  label: string,
  itemLabel: string,
  max: number,
  { min = 1, items = 12 } = {},
): Unplaced<SiteListField> =>
  list({
    label,
    itemLabel,
    min,
    max: items,
    strings: true,
    item: [{ key: "text", label: itemLabel[0]?.toUpperCase() + itemLabel.slice(1), max, rows: 2 }],
  });

const photo =
  (
    label: string,
    hint?: string,
    { overlay = false, asset }: { overlay?: boolean; asset?: "logo" | "icon" } = {},
  ): Unplaced<SitePhotoField> =>
  (path) => ({
    kind: "photo",
    path,
    label,
    ...(hint ? { hint } : {}),
    ...(overlay ? { overlay } : {}),
    ...(asset ? { asset } : {}),
  });

/** A section's fields by key, each given its path: the section's prefix and its key. */
type Placed<P extends string, S extends Record<string, Unplaced<SiteField>>> = {
  readonly [K in keyof S & string]: ReturnType<S[K]> & { readonly path: `${P}.${K}` };
};

function place<const P extends string, const S extends Record<string, Unplaced<SiteField>>>(
  prefix: P,
  declared: S,
): Placed<P, S> {
  // The one cast of the catalog: an object built key by key has the mapped type only once
  // complete, which TypeScript cannot follow through Object.fromEntries.
  return Object.fromEntries(
    Object.entries(declared).map(([key, make]) => [key, make(`${prefix}.${key}`)]),
  ) as Placed<P, S>;
}

const SOCIAL_HINT =
  "The profile's address, such as https://t.me/yourchannel (https:// is added when left out); leave empty to hide the icon in the footer.";

const social = (label: string) =>
  text(label, 300, { translated: false, type: "url", optional: true, hint: SOCIAL_HINT });

const settingsFields = place("settings", {
  name: text("Company name", 120, {
    translated: false,
    hint: "Shown in the header, the footer, page titles and e-mails; texts write it as {name}.",
  }),
  email: text("Contact e-mail", 254, { translated: false, type: "email" }),
  phone: text("Phone", 40, {
    translated: false,
    type: "tel",
    hint: "Digits, spaces, brackets, dots and hyphens, with an optional leading +.",
  }),
  address: text("Address", 200, { translated: false }),
  author: text("Default article author", 100, {
    translated: false,
    optional: true,
    hint: "New articles start with this author; empty: the company name.",
  }),
  logo: photo(
    "Logo",
    "PNG or SVG, shown beside the company name in the header and the footer, in e-mails and to search engines.",
    { asset: "logo" },
  ),
  logoDark: photo(
    "Logo for dark backgrounds",
    "Optional: a light version shown on the dark header and footer (else the logo).",
    { asset: "logo" },
  ),
  favicon: photo(
    "Favicon",
    "PNG or SVG, square: the browser tab's and the phone home screen's icon (else the logo).",
    { asset: "icon" },
  ),
  linkedin: social("LinkedIn"),
  facebook: social("Facebook"),
  x: social("X"),
  youtube: social("YouTube"),
  telegram: social("Telegram"),
});

const footerFields = place("footer", { tagline: paragraph("Footer tagline", 300) });

const homeFields = place("home", {
  heroEyebrow: text("Hero eyebrow", EYEBROW),
  heroTitle: text("Hero headline", TITLE),
  heroText: paragraph("Hero text"),
  heroPhoto: photo(
    "Hero photo",
    "Shown full width behind the headline, under the overlay chosen below.",
    { overlay: true },
  ),
  aboutEyebrow: text("About eyebrow", EYEBROW),
  aboutTitle: text("About title", TITLE),
  aboutText: richText("About text", 10_000),
  aboutPhoto: photo("About photo", "Shown above the key figures."),
  figures: list({
    label: "Key figures",
    itemLabel: "figure",
    min: 1,
    max: 8,
    item: [
      { key: "value", label: "Value", max: FIGURE },
      { key: "label", label: "Label", max: LABEL },
    ],
  }),
  visionEyebrow: text("Vision eyebrow", EYEBROW),
  visionTitle: text("Vision title", TITLE),
  visionText: paragraph("Vision"),
  missionText: paragraph("Mission"),
  objectives: strings("Strategic objectives", "objective", 300, { items: 12 }),
  valuesEyebrow: text("Values eyebrow", EYEBROW),
  valuesTitle: text("Values title", TITLE),
  values: list({
    label: "Core values",
    itemLabel: "value",
    min: 1,
    max: 12,
    item: [
      { key: "name", label: "Title", max: LABEL },
      { key: "text", label: "Text", max: 400, rows: 2 },
      { key: "icon", label: "Icon", max: 40, choice: "icon" },
    ],
  }),
  sectorsEyebrow: text("Sectors eyebrow", EYEBROW),
  sectorsTitle: text("Sectors title", TITLE),
  sectorsLead: paragraph("Sectors introduction"),
  impactEyebrow: text("Impact eyebrow", EYEBROW),
  impactTitle: text("Impact title", TITLE),
  impactLead: paragraph("Impact introduction"),
  impact: list({
    label: "Impact cards",
    itemLabel: "impact card",
    min: 1,
    max: 8,
    item: [
      { key: "figure", label: "Figure", max: 40, choice: "figure" },
      { key: "title", label: "Title", max: LABEL },
      { key: "text", label: "Text", max: 400, rows: 2 },
    ],
  }),
  contactEyebrow: text("Contact eyebrow", EYEBROW),
  contactTitle: text("Contact title", TITLE),
  contactLead: paragraph("Contact introduction"),
  metaDescription: paragraph("Description for search engines", 300),
});

const sectorFields = (slug: SiteSectorSlug) =>
  place(`sectors.${slug}`, {
    tagline: text("Tagline", 120),
    heroTitle: text("Headline", TITLE),
    heroText: paragraph("Hero text"),
    heroPhoto: photo("Hero photo", "Shown beside the headline."),
    summary: paragraph("Card text", 400),
    focus: strings("Focus", "focus", 120, { items: 6 }),
    cardPhoto: photo("Card photo", "Shown at the top of the sector's card."),
    description: paragraph("Overview introduction"),
    body: richText("Overview text", 16_000),
    quickFacts: list({
      label: "Quick facts",
      itemLabel: "fact",
      min: 1,
      max: 8,
      item: [
        { key: "label", label: "Label", max: LABEL },
        { key: "value", label: "Value", max: 60 },
      ],
    }),
    highlights: list({
      label: "Highlights",
      itemLabel: "highlight",
      min: 1,
      max: 8,
      item: [
        { key: "title", label: "Title", max: 120 },
        { key: "text", label: "Text", max: 400, rows: 2 },
      ],
    }),
    videoUrl: text("Video address", 500, {
      type: "video",
      translated: false,
      optional: true,
      hint: "A YouTube or Vimeo link, or an MP4 or WebM file (uploaded below, one of the library's as you type, or https://…) plays in the page; any other https:// address opens as a link. Empty: the page has no video.",
    }),
    videoTitle: text("Video title", TITLE, { optional: true }),
    videoText: text("Video text", 400, { rows: 2, optional: true }),
    partnerTitle: text("Call to action title", TITLE),
    partnerText: paragraph("Call to action text", 400),
    metaDescription: paragraph("Description for search engines", 300),
  });

export type SiteSectorFields = ReturnType<typeof sectorFields>;

/**
 * Every field of the site by section and key, typed: code names a field as
 * `SITE.home.heroTitle` or `SITE.sectors[slug].body` (a wrong key does not compile); its
 * `path` is only its name in the stored document and in the editor's form.
 */
export const SITE = {
  settings: settingsFields,
  footer: footerFields,
  home: homeFields,
  sectors: {
    manufacturing: sectorFields("manufacturing"),
    mining: sectorFields("mining"),
    export: sectorFields("export"),
  } satisfies Record<SiteSectorSlug, SiteSectorFields>,
};

/** Compiles only when every name of `Names` is one of `Known`. */
type Within<Names extends Known, Known> = Names;

/**
 * The public pages name the photos and long texts they show by path (lib/site.ts): each of the
 * catalog's must be one they know, or this does not compile.
 */
export type ShownPhotoPath = Within<
  | (typeof homeFields)["heroPhoto" | "aboutPhoto"]["path"]
  | SiteSectorFields["heroPhoto" | "cardPhoto"]["path"],
  SitePhotoPath
>;
export type ShownRichTextPath = Within<
  (typeof homeFields)["aboutText"]["path"] | SiteSectorFields["body"]["path"],
  SiteRichTextPath
>;

const settings: SiteSection = {
  id: "settings",
  title: "Settings",
  publicPath: "/#contact",
  groups: [
    {
      id: "settings.company",
      title: "Company",
      fields: [
        settingsFields.name,
        settingsFields.email,
        settingsFields.phone,
        settingsFields.address,
        settingsFields.author,
      ],
    },
    {
      id: "settings.logo",
      title: "Logo and icon",
      fields: [settingsFields.logo, settingsFields.logoDark, settingsFields.favicon],
    },
    {
      id: "settings.social",
      title: "Social profiles",
      fields: [
        settingsFields.linkedin,
        settingsFields.facebook,
        settingsFields.x,
        settingsFields.youtube,
        settingsFields.telegram,
      ],
    },
    { id: "footer", title: "Footer", fields: [footerFields.tagline] },
  ],
};

const h = homeFields;
const home: SiteSection = {
  id: "home",
  title: "Home page",
  publicPath: "/",
  groups: [
    {
      id: "home.hero",
      title: "Hero",
      fields: [h.heroEyebrow, h.heroTitle, h.heroText, h.heroPhoto],
    },
    {
      id: "home.about",
      title: "About",
      fields: [h.aboutEyebrow, h.aboutTitle, h.aboutText, h.aboutPhoto],
    },
    { id: "home.figures", title: "Key figures", fields: [h.figures] },
    {
      id: "home.vision",
      title: "Vision and mission",
      fields: [h.visionEyebrow, h.visionTitle, h.visionText, h.missionText],
    },
    { id: "home.objectives", title: "Strategic objectives", fields: [h.objectives] },
    { id: "home.values", title: "Core values", fields: [h.valuesEyebrow, h.valuesTitle, h.values] },
    {
      id: "home.sectors",
      title: "Sectors introduction",
      fields: [h.sectorsEyebrow, h.sectorsTitle, h.sectorsLead],
    },
    {
      id: "home.impact",
      title: "Economic impact",
      fields: [h.impactEyebrow, h.impactTitle, h.impactLead, h.impact],
    },
    {
      id: "home.contact",
      title: "Contact",
      fields: [h.contactEyebrow, h.contactTitle, h.contactLead],
    },
    { id: "home.search", title: "Search engines", fields: [h.metaDescription] },
  ],
};

const SECTOR_TITLES: Record<SiteSectorSlug, string> = {
  manufacturing: "Manufacturing page",
  mining: "Mining page",
  export: "Export page",
};

function sectorSection(slug: SiteSectorSlug): SiteSection {
  const f = SITE.sectors[slug];
  const at = (name: string) => `sectors.${slug}.${name}`;
  return {
    id: slug,
    title: SECTOR_TITLES[slug],
    publicPath: `/sector/${slug}`,
    groups: [
      { id: at("hero"), title: "Hero", fields: [f.tagline, f.heroTitle, f.heroText, f.heroPhoto] },
      { id: at("card"), title: "Home page card", fields: [f.summary, f.focus, f.cardPhoto] },
      { id: at("overview"), title: "Overview", fields: [f.description, f.body] },
      { id: at("quickFacts"), title: "Quick facts", fields: [f.quickFacts] },
      { id: at("highlights"), title: "Highlights", fields: [f.highlights] },
      { id: at("video"), title: "Video", fields: [f.videoUrl, f.videoTitle, f.videoText] },
      {
        id: at("partner"),
        title: "Partnership call to action",
        fields: [f.partnerTitle, f.partnerText],
      },
      { id: at("search"), title: "Search engines", fields: [f.metaDescription] },
    ],
  };
}

/** The editor's sections, in its order. */
export const SITE_SECTIONS: readonly SiteSection[] = [
  settings,
  home,
  ...SITE_SECTORS.map(sectorSection),
];

export function findSection(id: string | undefined): SiteSection | undefined {
  return SITE_SECTIONS.find((section) => section.id === id);
}

/** Every field of every section. */
export const SITE_FIELDS: readonly SiteField[] = SITE_SECTIONS.flatMap((section) =>
  section.groups.flatMap((group) => group.fields),
);

/** Every group, by id. */
export function findGroup(id: string): { section: SiteSection; group: SiteGroup } | undefined {
  for (const section of SITE_SECTIONS) {
    const group = section.groups.find((g) => g.id === id);
    if (group) return { section, group };
  }
  return undefined;
}

/** How history names each kind of change. */
export const SITE_ACTION_LABELS: Record<string, string> = {
  save: "Saved",
  reset: "Reset to default",
  restore: "Restored an earlier version",
  publish: "Published",
};
