import { ArrowDown, ArrowUp, FileText, Trash2 } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { SECTOR_LABELS } from "~/features/content/sectors";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import type { UploadChoice } from "~/features/media/image-upload-field";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, ALT_MAX, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import { ARTICLE_SECTORS, SITE_LANGUAGES, type SiteLanguage } from "../../../db/enums";
import { fiscalYearLabel, fiscalYearOfDay } from "./fiscal-year";
import {
  DOCUMENT_TRANSLATED,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentFormValues,
} from "./schema";

const LANGUAGE_LABELS: Record<SiteLanguage, string> = {
  en: "English",
  am: "Amharic",
  om: "Afaan Oromo",
};

interface EditedFile {
  media: string;
  title: string;
  language?: SiteLanguage;
}

function parseFiles(json: string): EditedFile[] {
  try {
    const parsed: unknown = JSON.parse(json || "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [];
      const values = new Map<string, unknown>(Object.entries(item));
      const media = values.get("media");
      const title = values.get("title");
      const language = SITE_LANGUAGES.find((l) => l === values.get("language"));
      return typeof media === "string"
        ? [{ media, title: typeof title === "string" ? title : "", language }]
        : [];
    });
  } catch {
    return [];
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file's name without its extension, as the title it starts with. */
const titleOf = (name: string) => name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");

/**
 * A list of the library's files for a document (its PDFs, one per language) or a press kit
 * (logos, photos, fact sheets): each with a title, and for a document its language; upload one
 * or choose it from the library; reorder; remove. Posted as one hidden field of JSON.
 */
function FilesEditor({
  name,
  legend,
  hint,
  initial,
  error,
  withLanguage,
  accept,
  upload,
}: {
  name: string;
  legend: string;
  hint: string;
  initial: string;
  error?: string;
  withLanguage: boolean;
  accept: "pdf" | "press-kit";
  upload: UploadChoice;
}) {
  const id = useId();
  const [files, setFiles] = useState(() => parseFiles(initial));
  const [chosen, setChosen] = useState("");
  const fits = (media: ClientMedia) =>
    accept === "pdf" ? media.contentType === "application/pdf" : media.kind !== "video";
  const add = useCallback(
    (media: ClientMedia) => {
      setFiles((list) => {
        if (list.some((file) => file.media === media.id)) return list;
        const used = new Set(list.map((file) => file.language ?? "en"));
        const language = withLanguage
          ? (SITE_LANGUAGES.find((l) => !used.has(l)) ?? "en")
          : undefined;
        return [...list, { media: media.id, title: titleOf(media.originalName), language }];
      });
    },
    [withLanguage],
  );
  const uploaded = useCallback(
    (media: ClientMedia) => {
      upload.onUploaded(media);
      add(media);
    },
    [upload, add],
  );
  const { pending, upload: send, dismiss } = useUploads(uploaded, { refuse: refuseVideo });
  const change = (index: number, patch: Partial<EditedFile>) =>
    setFiles((list) => list.map((file, i) => (i === index ? { ...file, ...patch } : file)));
  const move = (index: number, by: number) =>
    setFiles((list) => {
      const next = [...list];
      const [file] = next.splice(index, 1);
      if (file) next.splice(index + by, 0, file);
      return next;
    });
  const library = Object.values(upload.uploads)
    .filter((media) => fits(media) && !files.some((file) => file.media === media.id))
    .sort((a, b) => a.originalName.localeCompare(b.originalName));
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      className="min-w-0 space-y-4 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <legend className="px-2 font-semibold text-ink text-lg">{legend}</legend>
      <p id={`${id}-hint`} className="text-slate-600 text-sm">
        {hint}
      </p>
      <input type="hidden" name={name} value={JSON.stringify(files)} />
      {files.length > 0 ? (
        <ol className="space-y-3">
          {files.map((file, index) => {
            const media = upload.uploads[file.media];
            const label = file.title || media?.originalName || `File ${index + 1}`;
            return (
              <li
                key={file.media}
                className="flex flex-col gap-3 rounded-xl bg-mist p-3 ring-1 ring-slate-200 sm:flex-row sm:items-end"
              >
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <FileText aria-hidden="true" size={20} className="mt-8 shrink-0 text-ev-700" />
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={`${id}-title-${index}`}
                      className="font-medium text-ink text-sm"
                    >
                      Title of file {index + 1}
                    </label>
                    <input
                      id={`${id}-title-${index}`}
                      value={file.title}
                      maxLength={200}
                      required
                      onChange={(event) => change(index, { title: event.target.value })}
                      className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
                    />
                    <p className="mt-1 break-words text-slate-600 text-xs">
                      {media
                        ? `${media.originalName} · ${sizeText(media.bytes)}`
                        : "In the media library"}
                    </p>
                  </div>
                </div>
                {withLanguage ? (
                  <div>
                    <label
                      htmlFor={`${id}-language-${index}`}
                      className="font-medium text-ink text-sm"
                    >
                      Language of file {index + 1}
                    </label>
                    <select
                      id={`${id}-language-${index}`}
                      value={file.language ?? "en"}
                      onChange={(event) =>
                        change(index, {
                          language: SITE_LANGUAGES.find((l) => l === event.target.value),
                        })
                      }
                      className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
                    >
                      {SITE_LANGUAGES.map((language) => (
                        <option key={language} value={language}>
                          {LANGUAGE_LABELS[language]}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                <div className="flex gap-1">
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${label} up`}
                    className="rounded-full p-2 text-slate-700 ring-1 ring-slate-300 hover:bg-white disabled:opacity-40"
                  >
                    <ArrowUp aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    disabled={index === files.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${label} down`}
                    className="rounded-full p-2 text-slate-700 ring-1 ring-slate-300 hover:bg-white disabled:opacity-40"
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}
                    aria-label={`Remove ${label}`}
                    className="rounded-full p-2 text-red-700 ring-1 ring-slate-300 hover:bg-white"
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <div>
          <FileDrop
            label={accept === "pdf" ? `Upload PDF to ${legend}` : `Upload file to ${legend}`}
            hint={
              accept === "pdf"
                ? "PDF, checked by its contents; or drop it here."
                : "PDF, PNG or JPEG (an SVG logo is stored as PNG); or drop them here."
            }
            accept={
              accept === "pdf" ? "application/pdf,.pdf" : `application/pdf,.pdf,${ACCEPTED_IMAGES}`
            }
            multiple
            onFiles={(picked) => void send(picked)}
          />
          <PendingUploads pending={pending} onDismiss={dismiss} />
        </div>
        <div>
          <label htmlFor={`${id}-library`} className="font-medium text-ink text-sm">
            Choose from the media library for {legend}
          </label>
          <div className="mt-1.5 flex gap-2">
            <select
              id={`${id}-library`}
              value={chosen}
              disabled={library.length === 0}
              onChange={(event) => setChosen(event.target.value)}
              className="block w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink disabled:bg-slate-50 disabled:text-slate-500"
            >
              <option value="">
                {library.length === 0 ? "No files to add" : "Choose a file…"}
              </option>
              {library.map((media) => (
                <option key={media.id} value={media.id}>
                  {media.originalName}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={!chosen}
              onClick={() => {
                const media = upload.uploads[chosen];
                if (media) add(media);
                setChosen("");
              }}
              className="shrink-0 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-600 hover:bg-ev-50 disabled:opacity-40"
            >
              Add to {legend}
            </button>
          </div>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
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
}: {
  initial: DocumentFormValues;
  errors: Record<string, string>;
  editing?: boolean;
  upload: UploadChoice;
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
        <Select label="Sector" placeholder="None (the group)" {...field("sector")}>
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
      <FilesEditor
        name="files"
        legend="Files"
        hint="One PDF per language: an English one, an Amharic one, an Afaan Oromo one."
        initial={String(initial.files)}
        error={errors.files}
        withLanguage
        accept="pdf"
        upload={upload}
      />
      {type === "press-kit" ? (
        <FilesEditor
          name="pressKit"
          legend="Press kit files"
          hint="Logos, photos and fact sheets: 'Download the press kit' gives them as one ZIP file."
          initial={String(initial.pressKit)}
          error={errors.pressKit}
          withLanguage={false}
          accept="press-kit"
          upload={upload}
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
