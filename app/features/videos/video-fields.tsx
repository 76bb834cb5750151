import { useId, useState } from "react";
import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { SectorSelect } from "~/features/content/sector-select";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { mediaUrl, videoKey } from "~/features/media/files";
import {
  type ImageFieldNames,
  ImageUploadField,
  type UploadChoice,
} from "~/features/media/image-upload-field";
import { ACCEPTED_VIDEOS, refuseNonVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
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

/** A video file of the media library as the Video URL field takes it: `/uploads/<hash>.mp4`. */
const libraryAddress = (media: ClientMedia) => mediaUrl(videoKey(media));

/**
 * Where the video is: the specification's Video URL field (typed or pasted: all there is without
 * JavaScript), filled by 'Upload video' (an MP4 or WebM sent to the media library, with its
 * progress) or by choosing one of the library's videos.
 */
function VideoSourceFields({
  initialUrl,
  error,
  upload,
}: {
  initialUrl: string;
  error?: string;
  upload: UploadChoice;
}) {
  const id = useId();
  const fieldId = "field-videoUrl";
  const [url, setUrl] = useState(initialUrl);
  const [done, setDone] = useState("");
  // The field stays the form's own (uncontrolled, kept by autosave): filled as if typed.
  const fill = (address: string) => {
    const input = document.getElementById(fieldId);
    if (input instanceof HTMLInputElement) {
      input.value = address;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setUrl(address);
  };
  const {
    pending,
    upload: send,
    dismiss,
  } = useUploads(
    (media) => {
      upload.onUploaded(media);
      fill(libraryAddress(media));
      setDone(`${media.originalName} is uploaded: its address is in the Video URL field.`);
    },
    // A picture is refused at once, not sent to be refused.
    { refuse: refuseNonVideo },
  );
  const library = Object.values(upload.uploads)
    .filter((media) => media.kind === "video")
    .sort((a, b) => a.originalName.localeCompare(b.originalName));
  const chosen = library.some((media) => libraryAddress(media) === url.trim()) ? url.trim() : "";
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5">
      <legend className="px-2 font-semibold text-ink text-lg">Video</legend>
      <TextField
        id={fieldId}
        name="videoUrl"
        label="Video URL"
        inputMode="url"
        autoComplete="off"
        required
        maxLength={2048}
        hint="YouTube, Vimeo, or direct video URL"
        defaultValue={initialUrl}
        onChange={(event) => setUrl(event.target.value)}
        error={error}
      />
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <div>
          <FileDrop
            label="Upload video"
            hint="MP4 or WebM, up to 100 MB: it goes into the media library and its address fills Video URL."
            accept={ACCEPTED_VIDEOS}
            disabled={pending.some((entry) => !entry.error)}
            onFiles={(files) => {
              setDone("");
              void send(files.slice(0, 1));
            }}
          />
          <PendingUploads pending={pending} onDismiss={dismiss} />
        </div>
        <div>
          <label htmlFor={`${id}-library`} className="font-medium text-ink text-sm">
            Choose from the media library
          </label>
          <select
            id={`${id}-library`}
            value={chosen}
            disabled={library.length === 0}
            aria-describedby={`${id}-library-hint`}
            onChange={(event) => {
              if (event.target.value) fill(event.target.value);
            }}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/30 disabled:bg-slate-50 disabled:text-slate-500"
          >
            <option value="">{library.length === 0 ? "No videos yet" : "Choose a video…"}</option>
            {library.map((media) => (
              <option key={media.id} value={libraryAddress(media)}>
                {media.originalName}
              </option>
            ))}
          </select>
          <p id={`${id}-library-hint`} className="mt-1.5 text-slate-500 text-sm">
            The videos uploaded in Media. The one chosen fills Video URL.
          </p>
        </div>
      </div>
      <p role="status" className="text-ev-700 text-sm empty:hidden">
        {done}
      </p>
    </fieldset>
  );
}

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
      <VideoSourceFields
        initialUrl={String(initial.videoUrl)}
        error={errors.videoUrl}
        upload={upload}
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
