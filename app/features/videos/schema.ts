import { z } from "zod";
import {
  altText,
  checkbox,
  optionalMediaId,
  optionalUrl,
  requiredText,
  requiredUrl,
  scheduleFields,
  withUploadedImage,
} from "~/features/content/fields";
import { DEFAULT_VIDEO_CATEGORY, VIDEO_CATEGORIES } from "./categories";

/** The video form, validated alike in the browser and on the server. */
export const VideoFormSchema = withUploadedImage(
  z.object({
    title: requiredText("Title", 200),
    description: requiredText("Description", 2000),
    videoUrl: requiredUrl("Video URL"),
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
    published: checkbox,
    ...scheduleFields,
  }),
  { id: "thumbnailMediaId", alt: "thumbnailAlt", url: "thumbnailUrl" },
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
    published: false,
    schedule: false,
    publishAt: "",
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type VideoFormValues = ReturnType<typeof blankVideo>;
