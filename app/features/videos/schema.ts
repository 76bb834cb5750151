import { z } from "zod";
import { checkbox, optionalUrl, requiredText, requiredUrl } from "~/features/content/fields";
import { DEFAULT_VIDEO_CATEGORY, VIDEO_CATEGORIES } from "./categories";

/** The video form, validated alike in the browser and on the server. */
export const VideoFormSchema = z.object({
  title: requiredText("Title", 200),
  description: requiredText("Description", 2000),
  videoUrl: requiredUrl("Video URL"),
  thumbnailUrl: optionalUrl("Thumbnail URL"),
  duration: z
    .string()
    .trim()
    .max(20, "Duration must be at most 20 characters")
    .transform((value) => (value === "" ? null : value)),
  category: z.enum(VIDEO_CATEGORIES, { error: "Category is required" }),
  published: checkbox,
});

export type VideoInput = z.output<typeof VideoFormSchema>;

export function blankVideo() {
  return {
    title: "",
    description: "",
    videoUrl: "",
    thumbnailUrl: "",
    duration: "",
    category: DEFAULT_VIDEO_CATEGORY as string,
    published: false,
  };
}

/** The form's fields as the form shows them. */
export type VideoFormValues = ReturnType<typeof blankVideo>;
