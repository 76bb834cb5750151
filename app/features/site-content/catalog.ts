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

const text = (
  path: string,
  label: string,
  max: number,
  extra: Partial<Omit<SiteTextField, "kind" | "path" | "label" | "max">> = {},
): SiteTextField => ({ kind: "text", path, label, max, translated: true, ...extra });

const paragraph = (path: string, label: string, max = LEAD) =>
  text(path, label, max, { rows: max > 300 ? 4 : 2 });

/**
 * A long text in the rich-text editor (its default: the messages' paragraphs). Its limit leaves
 * room for the Markdown around the words of the paragraphs it replaced (6 or 10 of 1,500 characters).
 */
const richText = (path: string, label: string, max: number) =>
  text(path, label, max, { rows: 10, rich: true });

const strings = (
  path: string,
  label: string,
  itemLabel: string,
  max: number,
  { min = 1, items = 12 } = {},
): SiteListField => ({
  kind: "list",
  path,
  label,
  itemLabel,
  min,
  max: items,
  strings: true,
  item: [{ key: "text", label: itemLabel[0]?.toUpperCase() + itemLabel.slice(1), max, rows: 2 }],
});

const photo = (
  path: string,
  label: string,
  hint?: string,
  { overlay = false, asset }: { overlay?: boolean; asset?: "logo" | "icon" } = {},
): SitePhotoField => ({
  kind: "photo",
  path,
  label,
  ...(hint ? { hint } : {}),
  ...(overlay ? { overlay } : {}),
  ...(asset ? { asset } : {}),
});

const SOCIAL_HINT =
  "The profile's address, such as https://t.me/yourchannel (https:// is added when left out); leave empty to hide the icon in the footer.";

const settings: SiteSection = {
  id: "settings",
  title: "Settings",
  publicPath: "/#contact",
  groups: [
    {
      id: "settings.company",
      title: "Company",
      fields: [
        text("settings.name", "Company name", 120, {
          translated: false,
          hint: "Shown in the header, the footer, page titles and e-mails; texts write it as {name}.",
        }),
        text("settings.email", "Contact e-mail", 254, { translated: false, type: "email" }),
        text("settings.phone", "Phone", 40, {
          translated: false,
          type: "tel",
          hint: "Digits, spaces, brackets, dots and hyphens, with an optional leading +.",
        }),
        text("settings.address", "Address", 200, { translated: false }),
        text("settings.author", "Default article author", 100, {
          translated: false,
          optional: true,
          hint: "New articles start with this author; empty: the company name.",
        }),
      ],
    },
    {
      id: "settings.logo",
      title: "Logo and icon",
      fields: [
        photo(
          "settings.logo",
          "Logo",
          "PNG or SVG, shown beside the company name in the header and the footer, in e-mails and to search engines.",
          { asset: "logo" },
        ),
        photo(
          "settings.logoDark",
          "Logo for dark backgrounds",
          "Optional: a light version shown on the dark header and footer (else the logo).",
          { asset: "logo" },
        ),
        photo(
          "settings.favicon",
          "Favicon",
          "PNG or SVG, square: the browser tab's and the phone home screen's icon (else the logo).",
          { asset: "icon" },
        ),
      ],
    },
    {
      id: "settings.social",
      title: "Social profiles",
      fields: (
        [
          ["linkedin", "LinkedIn"],
          ["facebook", "Facebook"],
          ["x", "X"],
          ["youtube", "YouTube"],
          ["telegram", "Telegram"],
        ] as const
      ).map(([key, label]) =>
        text(`settings.${key}`, label, 300, {
          translated: false,
          type: "url",
          optional: true,
          hint: SOCIAL_HINT,
        }),
      ),
    },
    {
      id: "footer",
      title: "Footer",
      fields: [paragraph("footer.tagline", "Footer tagline", 300)],
    },
  ],
};

const home: SiteSection = {
  id: "home",
  title: "Home page",
  publicPath: "/",
  groups: [
    {
      id: "home.hero",
      title: "Hero",
      fields: [
        text("home.heroEyebrow", "Hero eyebrow", EYEBROW),
        text("home.heroTitle", "Hero headline", TITLE),
        paragraph("home.heroText", "Hero text"),
        photo(
          "home.heroPhoto",
          "Hero photo",
          "Shown full width behind the headline, under the overlay chosen below.",
          { overlay: true },
        ),
      ],
    },
    {
      id: "home.about",
      title: "About",
      fields: [
        text("home.aboutEyebrow", "About eyebrow", EYEBROW),
        text("home.aboutTitle", "About title", TITLE),
        richText("home.aboutText", "About text", 10_000),
        photo("home.aboutPhoto", "About photo", "Shown above the key figures."),
      ],
    },
    {
      id: "home.figures",
      title: "Key figures",
      fields: [
        {
          kind: "list",
          path: "home.figures",
          label: "Key figures",
          itemLabel: "figure",
          min: 1,
          max: 8,
          item: [
            { key: "value", label: "Value", max: FIGURE },
            { key: "label", label: "Label", max: LABEL },
          ],
        },
      ],
    },
    {
      id: "home.vision",
      title: "Vision and mission",
      fields: [
        text("home.visionEyebrow", "Vision eyebrow", EYEBROW),
        text("home.visionTitle", "Vision title", TITLE),
        paragraph("home.visionText", "Vision"),
        paragraph("home.missionText", "Mission"),
      ],
    },
    {
      id: "home.objectives",
      title: "Strategic objectives",
      fields: [strings("home.objectives", "Strategic objectives", "objective", 300, { items: 12 })],
    },
    {
      id: "home.values",
      title: "Core values",
      fields: [
        text("home.valuesEyebrow", "Values eyebrow", EYEBROW),
        text("home.valuesTitle", "Values title", TITLE),
        {
          kind: "list",
          path: "home.values",
          label: "Core values",
          itemLabel: "value",
          min: 1,
          max: 12,
          item: [
            { key: "name", label: "Title", max: LABEL },
            { key: "text", label: "Text", max: 400, rows: 2 },
            { key: "icon", label: "Icon", max: 40, choice: "icon" },
          ],
        },
      ],
    },
    {
      id: "home.sectors",
      title: "Sectors introduction",
      fields: [
        text("home.sectorsEyebrow", "Sectors eyebrow", EYEBROW),
        text("home.sectorsTitle", "Sectors title", TITLE),
        paragraph("home.sectorsLead", "Sectors introduction"),
      ],
    },
    {
      id: "home.impact",
      title: "Economic impact",
      fields: [
        text("home.impactEyebrow", "Impact eyebrow", EYEBROW),
        text("home.impactTitle", "Impact title", TITLE),
        paragraph("home.impactLead", "Impact introduction"),
        {
          kind: "list",
          path: "home.impact",
          label: "Impact cards",
          itemLabel: "impact card",
          min: 1,
          max: 8,
          item: [
            { key: "figure", label: "Figure", max: 40, choice: "figure" },
            { key: "title", label: "Title", max: LABEL },
            { key: "text", label: "Text", max: 400, rows: 2 },
          ],
        },
      ],
    },
    {
      id: "home.contact",
      title: "Contact",
      fields: [
        text("home.contactEyebrow", "Contact eyebrow", EYEBROW),
        text("home.contactTitle", "Contact title", TITLE),
        paragraph("home.contactLead", "Contact introduction"),
      ],
    },
    {
      id: "home.search",
      title: "Search engines",
      fields: [paragraph("home.metaDescription", "Description for search engines", 300)],
    },
  ],
};

const SECTOR_TITLES: Record<SiteSectorSlug, string> = {
  manufacturing: "Manufacturing page",
  mining: "Mining page",
  export: "Export page",
};

function sectorSection(slug: SiteSectorSlug): SiteSection {
  const at = (name: string) => `sectors.${slug}.${name}`;
  return {
    id: slug,
    title: SECTOR_TITLES[slug],
    publicPath: `/sector/${slug}`,
    groups: [
      {
        id: at("hero"),
        title: "Hero",
        fields: [
          text(at("tagline"), "Tagline", 120),
          text(at("heroTitle"), "Headline", TITLE),
          paragraph(at("heroText"), "Hero text"),
          photo(at("heroPhoto"), "Hero photo", "Shown beside the headline."),
        ],
      },
      {
        id: at("card"),
        title: "Home page card",
        fields: [
          paragraph(at("summary"), "Card text", 400),
          strings(at("focus"), "Focus", "focus", 120, { items: 6 }),
          photo(at("cardPhoto"), "Card photo", "Shown at the top of the sector's card."),
        ],
      },
      {
        id: at("overview"),
        title: "Overview",
        fields: [
          paragraph(at("description"), "Overview introduction"),
          richText(at("body"), "Overview text", 16_000),
        ],
      },
      {
        id: at("quickFacts"),
        title: "Quick facts",
        fields: [
          {
            kind: "list",
            path: at("quickFacts"),
            label: "Quick facts",
            itemLabel: "fact",
            min: 1,
            max: 8,
            item: [
              { key: "label", label: "Label", max: LABEL },
              { key: "value", label: "Value", max: 60 },
            ],
          },
        ],
      },
      {
        id: at("highlights"),
        title: "Highlights",
        fields: [
          {
            kind: "list",
            path: at("highlights"),
            label: "Highlights",
            itemLabel: "highlight",
            min: 1,
            max: 8,
            item: [
              { key: "title", label: "Title", max: 120 },
              { key: "text", label: "Text", max: 400, rows: 2 },
            ],
          },
        ],
      },
      {
        id: at("video"),
        title: "Video",
        fields: [
          text(at("videoUrl"), "Video address", 500, {
            type: "video",
            translated: false,
            optional: true,
            hint: "A YouTube or Vimeo link, or an MP4 or WebM file (uploaded below, one of the library's as you type, or https://…) plays in the page; any other https:// address opens as a link. Empty: the page has no video.",
          }),
          text(at("videoTitle"), "Video title", TITLE, { optional: true }),
          text(at("videoText"), "Video text", 400, { rows: 2, optional: true }),
        ],
      },
      {
        id: at("partner"),
        title: "Partnership call to action",
        fields: [
          text(at("partnerTitle"), "Call to action title", TITLE),
          paragraph(at("partnerText"), "Call to action text", 400),
        ],
      },
      {
        id: at("search"),
        title: "Search engines",
        fields: [paragraph(at("metaDescription"), "Description for search engines", 300)],
      },
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
