import { useCallback, useId, useState } from "react";
import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { SECTOR_LABELS } from "~/features/content/sectors";
import {
  type DocumentFileInfo,
  documentFilesSchema,
  uploadedDocumentFile,
} from "~/features/media/document-files";
import { DocumentFilesField } from "~/features/media/document-files-field";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import type { UploadChoice } from "~/features/media/image-upload-field";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, ALT_MAX, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import { ARTICLE_SECTORS } from "../../../db/enums";
import { fiscalYearLabel, fiscalYearOfDay } from "./fiscal-year";
import {
  DOCUMENT_TRANSLATED,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentFormValues,
} from "./schema";

/**
 * The files a list of the form shows: each of the form's values (a failed save's, too) with what
 * the server read of it, or what the page has uploaded since (a file the server could not
 * describe keeps its place, with its title).
 */
function filesOf(
  json: string,
  stored: readonly DocumentFileInfo[],
  upload: UploadChoice,
): DocumentFileInfo[] {
  const parsed = documentFilesSchema.safeParse(json);
  if (!parsed.success) return [...stored];
  const known = new Map(stored.map((file) => [file.media, file]));
  return parsed.data.map((value) => {
    const file = known.get(value.media);
    if (file) return { ...file, ...value };
    const media = upload.uploads[value.media];
    return media
      ? { ...uploadedDocumentFile(media, value.title), ...value }
      : {
          ...value,
          originalName: value.title,
          bytes: 0,
          pages: null,
          contentType: "application/pdf",
          url: "",
          textState: null,
        };
  });
}

/** An uploaded cover image (optional: the first PDF's first page is the cover otherwise). */
function CoverField({
  initialId,
  initialAlt,
  error,
  altError,
  upload,
}: {
  initialId: string;
  initialAlt: string;
  error?: string;
  altError?: string;
  upload: UploadChoice;
}) {
  const id = useId();
  const [chosenId, setChosenId] = useState(initialId);
  const [alt, setAlt] = useState(initialAlt);
  const [kindError, setKindError] = useState("");
  const chosen = chosenId ? upload.uploads[chosenId] : undefined;
  const uploaded = useCallback(
    (media: ClientMedia) => {
      if (media.kind !== "image") {
        setKindError("A cover is an image: JPEG, PNG, WebP, AVIF or GIF.");
        return;
      }
      setKindError("");
      upload.onUploaded(media);
      setChosenId(media.id);
      setAlt(media.alt);
    },
    [upload],
  );
  const { pending, upload: send, dismiss } = useUploads(uploaded, { refuse: refuseVideo });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5">
      <legend className="px-2 font-semibold text-ink text-lg">Cover image</legend>
      <p className="text-slate-600 text-sm">
        Optional: without one, the first page of the first PDF is the cover.
      </p>
      <input type="hidden" name="coverId" value={chosenId} />
      {chosenId ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-mist p-4 sm:flex-row">
          {chosen ? (
            <MediaPicture
              media={chosen}
              sizes="144px"
              className="aspect-[3/4] w-36 rounded-lg bg-slate-100 object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1 space-y-2">
            <label htmlFor={`${id}-alt`} className="block font-medium text-ink text-sm">
              Cover alt text <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-alt`}
              name="coverAlt"
              value={alt}
              required
              maxLength={ALT_MAX}
              onChange={(event) => setAlt(event.target.value)}
              aria-invalid={altError ? true : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
            />
            {altError ? <p className="text-red-700 text-sm">{altError}</p> : null}
            <button
              type="button"
              onClick={() => {
                setChosenId("");
                setAlt("");
              }}
              className="rounded-full px-3 py-1 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 hover:bg-white"
            >
              Remove cover image
            </button>
          </div>
        </div>
      ) : (
        <>
          <FileDrop
            label="Upload cover image"
            hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop it here."
            accept={ACCEPTED_IMAGES}
            disabled={pending.some((p) => !p.error)}
            onFiles={(picked) => void send(picked.slice(0, 1))}
          />
          <PendingUploads pending={pending} onDismiss={dismiss} />
          <input type="hidden" name="coverAlt" value="" />
        </>
      )}
      {kindError || error ? (
        <p role="alert" className="text-red-700 text-sm">
          {kindError || error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The document form's own fields (ContentForm adds the frame and the publication), under
 * language tabs: English holds every field, the others the translated title and summary.
 */
export function DocumentFields({
  initial,
  errors,
  upload,
  files,
}: {
  initial: DocumentFormValues;
  errors: Record<string, string>;
  editing?: boolean;
  upload: UploadChoice;
  files: Record<string, DocumentFileInfo[]>;
}) {
  const { field } = fieldBinder(initial, errors);
  const [type, setType] = useState(String(initial.type));
  const [date, setDate] = useState(String(initial.documentDate));
  const year = fiscalYearOfDay(date);
  const english = (
    <>
      <TextField label="Title" required maxLength={200} {...field("title")} />
      <TextField
        label="Address"
        required
        maxLength={120}
        hint="Its page: /documents/<address>, e.g. annual-report-2017"
        {...field("slug")}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Select
          label="Type"
          required
          placeholder="Choose a type"
          {...field("type")}
          onChange={(event) => setType(event.target.value)}
        >
          {DOCUMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {DOCUMENT_TYPE_LABELS[value]}
            </option>
          ))}
        </Select>
        <Select label="Sector" {...field("sector")}>
          <option value="">None (the whole group)</option>
          {ARTICLE_SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {SECTOR_LABELS[sector]}
            </option>
          ))}
        </Select>
        <TextField
          label="Document date"
          type="date"
          required
          {...field("documentDate")}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label="Fiscal year"
          inputMode="numeric"
          maxLength={4}
          placeholder={year ? String(year) : "2017"}
          hint={
            year
              ? `Ethiopian fiscal year (Hamle 1 to Sene 30). Empty: the one of its date, ${fiscalYearLabel(year)}.`
              : "Ethiopian fiscal year (Hamle 1 to Sene 30). Empty: the one of its date."
          }
          {...field("fiscalYear")}
        />
      </div>
      <TextArea label="Summary" rows={3} maxLength={2000} {...field("summary")} />
      <DocumentFilesField
        name="files"
        label="Files"
        files={filesOf(String(initial.files), files.files ?? [], upload)}
        withLanguage
        error={errors.files}
      />
      {type === "press-kit" ? (
        <DocumentFilesField
          name="pressKit"
          label="Press kit files"
          files={filesOf(String(initial.pressKit), files.pressKit ?? [], upload)}
          accept="press-kit"
          error={errors.pressKit}
        />
      ) : (
        <input type="hidden" name="pressKit" value="[]" />
      )}
      <CoverField
        initialId={String(initial.coverId)}
        initialAlt={String(initial.coverAlt)}
        error={errors.coverId}
        altError={errors.coverAlt}
        upload={upload}
      />
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={DOCUMENT_TRANSLATED}
      initial={initial}
    />
  );
}
