import { z } from "zod";
import {
  altText,
  checkbox,
  optionalMediaId,
  optionalUrl,
  type Publication,
  requiredText,
  scheduleFields,
  withUploadedImage,
} from "~/features/content/fields";
import { ARTICLE_SECTORS, DEFAULT_ARTICLE_SECTOR } from "~/features/content/sectors";
import {
  checkTranslations,
  flatTranslations,
  gatherTranslations,
  type TranslatedField,
  translationShape,
} from "~/features/content/translations";

export const SLUG_TAKEN = "This slug is already used by another article.";

/** What a stored slug can look like: letters, digits, hyphens and underscores. */
export const SLUG_PATTERN = /^[\p{L}\p{N}_-]{1,200}$/u;

/** The texts an article is translated in, with their English fields' limits. */
export const ARTICLE_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "ርዕስ", om: "Mata duree" } },
  { name: "summary", label: "Summary", max: 500, labels: { am: "ማጠቃለያ", om: "Cuunfaa" }, rows: 2 },
  {
    name: "content",
    label: "Content",
    max: 100_000,
    labels: { am: "ይዘት", om: "Qabiyyee" },
    rows: 8,
    markdown: true,
  },
] as const satisfies readonly TranslatedField<"title" | "summary" | "content">[];

/** The article form, validated alike in the browser and on the server. */
export const ArticleFormSchema = gatherTranslations(
  withUploadedImage(
    checkTranslations(
      z.object({
        title: requiredText("Title", 200),
        slug: requiredText("URL Slug", 200).regex(
          SLUG_PATTERN,
          "URL Slug may contain only letters, digits, hyphens and underscores",
        ),
        summary: requiredText("Summary", 500),
        content: requiredText("Content", 100_000),
        imageUrl: optionalUrl("Featured Image URL"),
        /** An uploaded featured image instead of the URL, with its alt text. */
        imageMediaId: optionalMediaId,
        imageAlt: altText,
        author: requiredText("Author", 200),
        /**
         * The byline's staff member ("": the company). Absent (a form from before bylines): a
         * new article is the company's, a stored one keeps its own.
         */
        authorId: z.string().trim().max(200).optional(),
        /** Absent (a form from before sectors): a new article is Group's, a stored one keeps its own. */
        sector: z.enum(ARTICLE_SECTORS, { error: "Choose a sector" }).optional(),
        published: checkbox,
        ...scheduleFields,
        ...translationShape(ARTICLE_TRANSLATED),
      }),
      ARTICLE_TRANSLATED,
    ),
    { id: "imageMediaId", alt: "imageAlt", url: "imageUrl" },
  ),
  ARTICLE_TRANSLATED,
);

export type ArticleInput = z.output<typeof ArticleFormSchema>;

export function blankArticle(companyName: string) {
  return {
    title: "",
    slug: "",
    summary: "",
    content: "",
    imageUrl: "",
    imageMediaId: "",
    imageAlt: "",
    author: companyName,
    /** The byline: "" for the company, else the staff member's account id. */
    authorId: "",
    sector: DEFAULT_ARTICLE_SECTOR as string,
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    /** 'translations.am.title'…: "" where there is no translation. */
    ...flatTranslations(undefined, ARTICLE_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type ArticleFormValues = ReturnType<typeof blankArticle>;
