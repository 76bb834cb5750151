import { z } from "zod";
import {
  altText,
  checkbox,
  isHttpUrl,
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
import { isLibraryVideo } from "~/lib/video-embed";
import { DEFAULT_VIDEO_CATEGORY, VIDEO_CATEGORIES } from "./categories";

/**
 * The video's address: any http(s) URL (YouTube, Vimeo, a file elsewhere), or a video file of the
 * media library as the library names it (`/uploads/<hash>.mp4`), which plays on this site.
 */
const videoUrl = requiredText("Video URL", 2048).refine(
  (value) => isHttpUrl(value) || isLibraryVideo(value),
  "Video URL must be a valid http(s) URL, or a video of the media library",
);

/** The texts a video is translated in, with their English fields' limits. */
export const VIDEO_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "ርዕስ", om: "Mata duree" } },
  {
    name: "description",
    label: "Description",
    max: 2000,
    labels: { am: "መግለጫ", om: "Ibsa" },
    rows: 3,
  },
] as const satisfies readonly TranslatedField<"title" | "description">[];

/** The video form, validated alike in the browser and on the server. */
export const VideoFormSchema = gatherTranslations(
  withUploadedImage(
    checkTranslations(
      z.object({
        title: requiredText("Title", 200),
        description: requiredText("Description", 2000),
        videoUrl,
        thumbnailUrl: optionalUrl("Thumbnail URL"),
        /** An uploaded thumbnail instead of the URL, with its alt text. */
        thumbnailMediaId: optionalMediaId,
        thumbnailAlt: altText,
        duration: z
          .string()
          .trim()
          .max(20, "Duration must be at most 20 characters")
          .transform((value) => (value === "" ? null : value)),
        category: z.enum(VIDEO_CATEGORIES, { error: "Category is required" }),
        /** Absent (a form from before sectors): a new video is Group's, a stored one keeps its own. */
        sector: z.enum(ARTICLE_SECTORS, { error: "Choose a sector" }).optional(),
        published: checkbox,
        ...scheduleFields,
        ...translationShape(VIDEO_TRANSLATED),
      }),
      VIDEO_TRANSLATED,
    ),
    { id: "thumbnailMediaId", alt: "thumbnailAlt", url: "thumbnailUrl" },
  ),
  VIDEO_TRANSLATED,
);

export type VideoInput = z.output<typeof VideoFormSchema>;

export function blankVideo() {
  return {
    title: "",
    description: "",
    videoUrl: "",
    thumbnailUrl: "",
    thumbnailMediaId: "",
    thumbnailAlt: "",
    duration: "",
    category: DEFAULT_VIDEO_CATEGORY as string,
    sector: DEFAULT_ARTICLE_SECTOR as string,
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    /** 'translations.am.title'…: "" where there is no translation. */
    ...flatTranslations(undefined, VIDEO_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type VideoFormValues = ReturnType<typeof blankVideo>;
