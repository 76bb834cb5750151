import { useCallback, useId, useState } from "react";
import { ImageUrlField } from "~/features/content/form-frame";
import { FileDrop, PendingUploads, useUploads } from "./file-drop";
import { MediaPicture } from "./media-picture";
import { ACCEPTED_IMAGES, ALT_MAX, MEDIA_MESSAGES, refuseVideo } from "./rules";
import type { ClientMedia } from "./upload";

/** What a content form knows of uploads (kept above the form, which a failed save renders anew). */
export interface UploadChoice {
  /**
   * Uploads this form knows (the stored one, those made since the page loaded; the video form's
   * also the library's videos it offers).
   */
  uploads: Record<string, ClientMedia>;
  onUploaded: (media: ClientMedia) => void;
}

/** Which fields of a content form hold its image, and how its URL field is labelled. */
export interface ImageFieldNames {
  /** The upload's id, its alt text, and the image URL (the specification's field). */
  id: string;
  alt: string;
  url: string;
  urlLabel: string;
  /** The group's heading ('Featured image', 'Thumbnail'), also naming the URL's preview. */
  previewLabel: string;
  /** One line under the heading: where the image is shown. */
  purpose: string;
}

/**
 * An article's featured image or a video's thumbnail, in a group of its own headed by what it
 * is, so that it is not taken for the way to put images into the text: 'Upload image' (picked or
 * dropped, with a progress bar), then a preview and the required 'Alt text'; or, without an
 * upload, the URL field the specification has. The chosen upload's id travels in a hidden field.
 */
export function ImageUploadField({
  names,
  form,
}: {
  names: ImageFieldNames;
  form: UploadChoice & {
    initial: Record<string, string | boolean>;
    errors: Record<string, string>;
  };
}) {
  const { uploads, onUploaded, initial, errors } = form;
  const idName = names.id;
  const altName = names.alt;
  const urlName = names.url;
  const initialId = String(initial[idName] ?? "");
  const initialAlt = String(initial[altName] ?? "");
  const altError = errors[altName];
  const idError = errors[idName];
  const id = useId();
  const [chosenId, setChosenId] = useState(initialId);
  const [alt, setAlt] = useState(initialAlt);
  const chosen = chosenId ? uploads[chosenId] : undefined;
  const [kindError, setKindError] = useState("");
  const uploaded = useCallback(
    (media: ClientMedia) => {
      // A PDF dropped here is kept in the library, but is no featured image or thumbnail.
      if (media.kind !== "image") {
        setKindError(MEDIA_MESSAGES.imageNotDocument);
        return;
      }
      setKindError("");
      onUploaded(media);
      setChosenId(media.id);
      // The new image's own description (empty for a new upload), never the previous one's.
      setAlt(media.alt);
    },
    [onUploaded],
  );
  const { pending, upload, dismiss } = useUploads(uploaded, { refuse: refuseVideo });

  return (
    <fieldset
      aria-describedby={`${id}-purpose`}
      className="min-w-0 space-y-3 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <legend className="px-2 font-semibold text-ink text-lg">{names.previewLabel}</legend>
      <p id={`${id}-purpose`} className="text-slate-600 text-sm">
        {names.purpose}
      </p>
      <input type="hidden" name={idName} value={chosenId} />
      {chosenId ? (
        <div className="rounded-2xl border border-slate-200 bg-mist p-4">
          <div className="flex flex-col gap-4 sm:flex-row">
            {chosen ? (
              <MediaPicture
                media={chosen}
                alt=""
                sizes="192px"
                className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover sm:w-48"
              />
            ) : null}
            <div className="min-w-0 flex-1 space-y-2">
              <p className="break-words text-slate-700 text-sm">
                {chosen ? chosen.originalName : "Uploaded image"}
              </p>
              <label htmlFor={`${id}-alt`} className="block font-medium text-ink text-sm">
                Alt text <span aria-hidden="true">*</span>
              </label>
              <input
                id={`${id}-alt`}
                name={altName}
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
                required
                maxLength={ALT_MAX}
                aria-invalid={altError ? true : undefined}
                aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ""}`}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
              />
              <p id={`${id}-alt-hint`} className="text-slate-600 text-sm">
                Read aloud by screen readers, and shown when the image cannot load.
              </p>
              {altError ? (
                <p id={`${id}-alt-error`} className="text-red-700 text-sm">
                  {altError}
                </p>
              ) : null}
              <button
                type="button"
                onClick={() => {
                  setChosenId("");
                  setAlt("");
                }}
                className="rounded-full px-3 py-1 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 hover:bg-white"
              >
                Remove image
              </button>
            </div>
          </div>
        </div>
      ) : (
        <>
          <FileDrop
            label="Upload image"
            hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop it here."
            accept={ACCEPTED_IMAGES}
            disabled={pending.some((p) => !p.error)}
            onFiles={(files) => void upload(files.slice(0, 1))}
          />
          <PendingUploads pending={pending} onDismiss={dismiss} />
          <ImageUrlField
            label={names.urlLabel}
            previewLabel={names.previewLabel}
            name={urlName}
            id={`field-${urlName}`}
            defaultValue={String(initial[urlName] ?? "")}
            error={errors[urlName]}
          />
        </>
      )}
      {kindError ? (
        <p role="alert" className="text-red-700 text-sm">
          {kindError}
        </p>
      ) : null}
      {idError ? (
        <p role="alert" className="text-red-700 text-sm">
          {idError}
        </p>
      ) : null}
      {/* An item has an upload or a URL: the hidden one is sent empty. */}
      {chosenId ? (
        <input type="hidden" name={urlName} value="" />
      ) : (
        <input type="hidden" name={altName} value="" />
      )}
    </fieldset>
  );
}
