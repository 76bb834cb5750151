import { z } from "zod";
import {
  altText,
  checkbox,
  optionalMediaId,
  optionalUrl,
  requiredText,
  scheduleFields,
  withUploadedImage,
} from "~/features/content/fields";
import { ARTICLE_SECTORS, DEFAULT_ARTICLE_SECTOR } from "./sectors";

export const SLUG_TAKEN = "This slug is already used by another article.";

/** What a stored slug can look like: letters, digits, hyphens and underscores. */
export const SLUG_PATTERN = /^[\p{L}\p{N}_-]{1,200}$/u;

/** The article form, validated alike in the browser and on the server. */
export const ArticleFormSchema = withUploadedImage(
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
    /** Absent (a form from before sectors): a new article is Group's, a stored one keeps its own. */
    sector: z.enum(ARTICLE_SECTORS, { error: "Choose a sector" }).optional(),
    published: checkbox,
    ...scheduleFields,
  }),
  { id: "imageMediaId", alt: "imageAlt", url: "imageUrl" },
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
    sector: DEFAULT_ARTICLE_SECTOR as string,
    published: false,
    schedule: false,
    publishAt: "",
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type ArticleFormValues = ReturnType<typeof blankArticle>;
