import { defineContentForm } from "~/features/content/form-kind";
import { blankVideo, VideoFormSchema } from "./schema";
import { VideoFields } from "./video-fields";

/** The video form: its schema, a new video's values and its fields. */
export const videoForm = defineContentForm({
  kind: "video",
  schema: VideoFormSchema,
  blank: blankVideo,
  Fields: VideoFields,
});
