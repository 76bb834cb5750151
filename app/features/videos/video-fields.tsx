import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { SectorSelect } from "~/features/content/sector-select";
import {
  type ImageFieldNames,
  ImageUploadField,
  type UploadChoice,
} from "~/features/media/image-upload-field";
import { VIDEO_CATEGORIES } from "./categories";
import { VIDEO_TRANSLATED, type VideoFormValues } from "./schema";

/** The image: an upload (with its alt text) or the URL field. */
const VIDEO_IMAGE: ImageFieldNames = {
  id: "thumbnailMediaId",
  alt: "thumbnailAlt",
  url: "thumbnailUrl",
  urlLabel: "Thumbnail URL",
  previewLabel: "Thumbnail",
  purpose: "Shown on the video's card until it is played.",
};

/**
 * The video form's own fields (ContentForm adds the frame and 'Publish immediately'), under
 * language tabs: English holds every field, the others the translated texts.
 */
export function VideoFields({
  initial,
  errors,
  upload,
}: {
  initial: VideoFormValues;
  errors: Record<string, string>;
  editing?: boolean;
  upload: UploadChoice;
}) {
  const { field } = fieldBinder(initial, errors);
  const english = (
    <>
      <TextField label="Title" required maxLength={200} {...field("title")} />
      <TextArea label="Description" rows={3} required maxLength={2000} {...field("description")} />
      <TextField
        label="Video URL"
        type="url"
        required
        maxLength={2048}
        hint="YouTube, Vimeo, or direct video URL"
        {...field("videoUrl")}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Duration"
          maxLength={20}
          placeholder="5:30"
          hint="Optional, e.g. 5:30"
          {...field("duration")}
        />
        <Select label="Category" required placeholder="Choose a category" {...field("category")}>
          {VIDEO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
        <SectorSelect {...field("sector")} />
      </div>
      <ImageUploadField names={VIDEO_IMAGE} form={{ initial, errors, ...upload }} />
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={VIDEO_TRANSLATED}
      initial={initial}
    />
  );
}
