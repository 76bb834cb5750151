import { z } from "zod";
import {
  checkbox,
  type Publication,
  requiredText,
  scheduleFields,
} from "~/features/content/fields";
import {
  checkTranslations,
  flatTranslations,
  gatherTranslations,
  type TranslatedField,
  translationShape,
} from "~/features/content/translations";

export const PAGE_ADDRESS_TAKEN = "This address is already used by another page.";
export const PAGE_ADDRESS_RESERVED =
  "This address is used by the site itself (its news, videos, sectors or admin area). Choose another.";

/** A page's address: lower-case letters, digits and hyphens, not starting or ending with one. */
export const PAGE_ADDRESS = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/**
 * The first parts of the site's own addresses: a page may not take them. (/privacy and /terms
 * are pages: a page at either replaces the template text.)
 */
export const RESERVED_ADDRESSES: ReadonlySet<string> = new Set([
  "admin",
  "am",
  "om",
  "en",
  "api",
  "news",
  "videos",
  "careers",
  "sector",
  "sectors",
  "search",
  "preview",
  "uploads",
  "media",
  "assets",
  "fonts",
  "app",
  "build",
  "sitemap",
  "robots",
  "rss",
  "feed",
  "healthz",
  "readyz",
  "metrics",
  "favicon",
  "index",
  "home",
]);

/** The texts a page is translated in, with their English fields' limits. */
export const PAGE_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "ርዕስ", om: "Mata duree" } },
  {
    name: "body",
    label: "Body",
    max: 100_000,
    labels: { am: "ዋና ጽሑፍ", om: "Qaama" },
    rows: 12,
    markdown: true,
  },
  {
    name: "description",
    label: "Description for search engines",
    max: 300,
    labels: { am: "ለፍለጋ ፕሮግራሞች መግለጫ", om: "Ibsa barbaacha interneetiif" },
    rows: 2,
  },
] as const satisfies readonly TranslatedField<"title" | "body" | "description">[];

/** The page form, validated alike in the browser and on the server. */
export const PageFormSchema = gatherTranslations(
  checkTranslations(
    z.object({
      title: requiredText("Title", 200),
      slug: requiredText("Address", 80)
        .regex(
          PAGE_ADDRESS,
          "Address may contain only lower-case letters, digits and hyphens (not at its start or end)",
        )
        .refine((slug) => !RESERVED_ADDRESSES.has(slug), PAGE_ADDRESS_RESERVED),
      body: requiredText("Body", 100_000),
      description: requiredText("Description for search engines", 300),
      inFooter: checkbox,
      inHeader: checkbox,
      published: checkbox,
      ...scheduleFields,
      ...translationShape(PAGE_TRANSLATED),
    }),
    PAGE_TRANSLATED,
  ),
  PAGE_TRANSLATED,
);

export type PageInput = z.output<typeof PageFormSchema>;

export function blankPage() {
  return {
    title: "",
    slug: "",
    body: "",
    description: "",
    inFooter: false,
    inHeader: false,
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    /** 'translations.am.title'…: "" where there is no translation. */
    ...flatTranslations(undefined, PAGE_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type PageFormValues = ReturnType<typeof blankPage>;
