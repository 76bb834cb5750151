import { ArrowDown, ArrowUp, FileText, ImageIcon, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { LOCALE_ENGLISH_NAMES, LOCALES } from "~/lib/i18n";
import type { SiteLanguage } from "../../../db/enums";
import {
  ACCEPTED_DOCUMENT_FILES,
  acceptsStoredFile,
  DOCUMENT_FILES_MESSAGES,
  DOCUMENT_TITLE_MAX,
  type DocumentAccept,
  type DocumentFileInfo,
  type DocumentFileValue,
  NO_TEXT_FOUND,
  refuseDocumentFile,
  titleFromName,
  uploadedDocumentFile,
} from "./document-files";
import { FileDrop, PendingUploads, useUploads } from "./file-drop";
import { SVG_CONTENT_TYPE } from "./files";
import { type ClientMedia, formatBytes } from "./upload";

export type { DocumentFileInfo, DocumentFileValue };

/** Where the field finds the library's files to choose from (app/routes/admin/media-documents.ts). */
export const LIBRARY_DOCUMENTS_PATH = "/admin/media/documents";

export { NO_TEXT_FOUND };

const toValue = ({ media, title, language }: DocumentFileInfo): DocumentFileValue =>
  language ? { media, title, language } : { media, title };

/** '12 pages', 'Reading its pages…', 'PNG image': what the row says of its file beside its size. */
function fileFacts(file: DocumentFileInfo): string {
  if (file.contentType === SVG_CONTENT_TYPE) return "SVG logo";
  if (file.contentType !== "application/pdf") {
    return file.contentType === "image/png" ? "PNG image" : "JPEG image";
  }
  if (file.pages !== null) return file.pages === 1 ? "1 page" : `${file.pages} pages`;
  if (file.textState === "failed") return "The PDF could not be read";
  return "Reading its pages…";
}

type LibraryState =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "loaded"; files: DocumentFileInfo[]; documentMaxBytes: number };

/**
 * The files a tender, an amendment or a document offers, in order: each uploaded here (with a
 * progress bar) or chosen from the media library, given the title its page shows and, with
 * `withLanguage`, its language; moved up or down, or removed. Each row says the file's size,
 * pages, and 'No text found: scanned?' when its pages hold no text. The list is posted as one
 * hidden input, `name`, holding the JSON of DocumentFileValue[] (documentFilesSchema reads it).
 */
export function DocumentFilesField({
  name,
  label,
  files,
  withLanguage = false,
  accept = "pdf",
  error,
  onChange,
}: {
  name: string;
  /** The fieldset's legend ('Bid documents'); also tells apart the controls of two such fields. */
  label: string;
  files: DocumentFileInfo[];
  withLanguage?: boolean;
  accept?: DocumentAccept;
  error?: string;
  onChange?: (files: DocumentFileValue[]) => void;
}) {
  const id = useId();
  const [list, setList] = useState(files);
  const latest = useRef(list);
  const [status, setStatus] = useState("");
  const [kindError, setKindError] = useState("");
  const [focusId, setFocusId] = useState("");
  const [library, setLibrary] = useState<LibraryState>({ state: "loading" });
  const [chosen, setChosen] = useState("");

  const update = useCallback(
    (next: DocumentFileInfo[]) => {
      latest.current = next;
      setList(next);
      onChange?.(next.map(toValue));
    },
    [onChange],
  );

  // Moving a row moves its buttons in the page: focus follows the button that was pressed.
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId("");
  }, [focusId]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${LIBRARY_DOCUMENTS_PATH}?accept=${accept}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<{ files: DocumentFileInfo[]; documentMaxBytes: number }>;
      })
      .then((body) =>
        setLibrary({ state: "loaded", files: body.files, documentMaxBytes: body.documentMaxBytes }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLibrary({ state: "failed" });
      });
    return () => controller.abort();
  }, [accept]);

  const add = useCallback(
    (file: DocumentFileInfo) => {
      const current = latest.current;
      if (current.some((entry) => entry.media === file.media)) {
        setStatus(`${file.originalName} is already in the list.`);
        return;
      }
      const title = file.title || titleFromName(file.originalName);
      update([
        ...current,
        { ...file, title, ...(withLanguage ? { language: file.language ?? "en" } : {}) },
      ]);
      setStatus(`${file.originalName} is added as file ${current.length + 1}.`);
    },
    [update, withLanguage],
  );

  const uploaded = useCallback(
    (media: ClientMedia) => {
      // The library keeps what was uploaded; this field takes only what it offers.
      if (!acceptsStoredFile(accept, media)) {
        setKindError(
          accept === "pdf"
            ? DOCUMENT_FILES_MESSAGES.choosePdf
            : DOCUMENT_FILES_MESSAGES.choosePressKit,
        );
        return;
      }
      setKindError("");
      add(uploadedDocumentFile(media, ""));
      setLibrary((state) =>
        state.state === "loaded" && !state.files.some((file) => file.media === media.id)
          ? { ...state, files: [uploadedDocumentFile(media, ""), ...state.files] }
          : state,
      );
    },
    [accept, add],
  );
  const documentMaxBytes = library.state === "loaded" ? library.documentMaxBytes : undefined;
  const refuse = useMemo(
    () => refuseDocumentFile(accept, documentMaxBytes),
    [accept, documentMaxBytes],
  );
  const { pending, upload, dismiss } = useUploads(uploaded, {
    refuse,
    ...(accept === "press-kit" ? { purpose: "press-kit" as const } : {}),
  });
  const pdfLimit = documentMaxBytes
    ? ` up to ${Math.floor(documentMaxBytes / 1024 / 1024)} MB`
    : "";

  const rowId = (index: number, control: string) => `${id}-${index}-${control}`;
  const change = (index: number, patch: Partial<DocumentFileInfo>) =>
    update(latest.current.map((file, at) => (at === index ? { ...file, ...patch } : file)));
  const move = (index: number, by: -1 | 1) => {
    const current = latest.current;
    const to = index + by;
    const moving = current[index];
    if (!moving || to < 0 || to >= current.length) return;
    const next = [...current];
    next.splice(index, 1);
    next.splice(to, 0, moving);
    update(next);
    // At the top or the bottom its button is disabled: the other one takes the focus.
    const atTop = to === 0;
    const atBottom = to === next.length - 1;
    const pressed = by < 0 ? (atTop ? "down" : "up") : atBottom ? "up" : "down";
    setFocusId(rowId(to, pressed));
    setStatus(`${moving.title || moving.originalName} is now file ${to + 1} of ${next.length}.`);
  };
  const remove = (index: number) => {
    const current = latest.current;
    const removed = current[index];
    if (!removed) return;
    const next = current.filter((_, at) => at !== index);
    update(next);
    setFocusId(
      next.length > 0 ? rowId(Math.min(index, next.length - 1), "title") : `${id}-library`,
    );
    setStatus(`${removed.title || removed.originalName} is removed from the list.`);
  };

  const offered =
    library.state === "loaded"
      ? library.files.filter((file) => !list.some((entry) => entry.media === file.media))
      : [];
  const what = accept === "pdf" ? "PDF" : "file";

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0 space-y-4 rounded-2xl p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <legend className="px-2 font-semibold text-ink text-lg">{label}</legend>
      <input type="hidden" name={name} value={JSON.stringify(list.map(toValue))} />
      {list.length === 0 ? (
        <p className="text-slate-600 text-sm">No files yet.</p>
      ) : (
        <ol className="space-y-3">
          {list.map((file, index) => {
            const position = `${label}, file ${index + 1}`;
            const Icon = file.contentType === "application/pdf" ? FileText : ImageIcon;
            return (
              <li
                key={file.media}
                className="rounded-2xl border border-slate-200 bg-mist p-3 sm:p-4"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 shrink-0 text-ev-700" size={20} />
                  <div className="min-w-0 flex-1">
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noreferrer"
                      className="break-words font-medium text-ev-800 text-sm underline-offset-2 hover:underline"
                    >
                      {file.originalName}
                      <span className="sr-only">{` (${position}, opens in a new tab)`}</span>
                    </a>
                    <p className="mt-0.5 text-slate-600 text-sm">
                      {`${formatBytes(file.bytes)} · ${fileFacts(file)}`}
                    </p>
                    {file.textState === "none" ? (
                      <p className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs">
                        {NO_TEXT_FOUND}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div
                  className={`mt-3 grid gap-3 ${withLanguage ? "sm:grid-cols-[minmax(0,1fr)_12rem]" : ""}`}
                >
                  <div className="min-w-0">
                    <label
                      htmlFor={rowId(index, "title")}
                      className="block font-medium text-ink text-sm"
                    >
                      Title<span className="sr-only">{` (${position})`}</span>{" "}
                      <span aria-hidden="true">*</span>
                    </label>
                    <input
                      id={rowId(index, "title")}
                      value={file.title}
                      onChange={(event) => change(index, { title: event.target.value })}
                      required
                      maxLength={DOCUMENT_TITLE_MAX}
                      className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
                    />
                  </div>
                  {withLanguage ? (
                    <div>
                      <label
                        htmlFor={rowId(index, "language")}
                        className="block font-medium text-ink text-sm"
                      >
                        Language<span className="sr-only">{` (${position})`}</span>
                      </label>
                      <select
                        id={rowId(index, "language")}
                        value={file.language ?? "en"}
                        onChange={(event) =>
                          change(index, { language: event.target.value as SiteLanguage })
                        }
                        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
                      >
                        {LOCALES.map((locale) => (
                          <option key={locale} value={locale}>
                            {LOCALE_ENGLISH_NAMES[locale]}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <RowButton
                    id={rowId(index, "up")}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    icon={<ArrowUp aria-hidden="true" size={16} />}
                    text="Move up"
                    context={position}
                  />
                  <RowButton
                    id={rowId(index, "down")}
                    disabled={index === list.length - 1}
                    onClick={() => move(index, 1)}
                    icon={<ArrowDown aria-hidden="true" size={16} />}
                    text="Move down"
                    context={position}
                  />
                  <RowButton
                    id={rowId(index, "remove")}
                    onClick={() => remove(index)}
                    icon={<Trash2 aria-hidden="true" size={16} />}
                    text="Remove"
                    context={position}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FileDrop
        label={accept === "pdf" ? "Upload PDF" : "Upload file"}
        labelContext={label}
        hint={
          accept === "pdf"
            ? `PDF documents${pdfLimit}; or drop them here. They go into the media library.`
            : `PDF documents${pdfLimit}, PNG or JPEG images, SVG logos; or drop them here.`
        }
        accept={ACCEPTED_DOCUMENT_FILES[accept]}
        multiple
        onFiles={(chosenFiles) => {
          setKindError("");
          void upload(chosenFiles);
        }}
      />
      <PendingUploads pending={pending} onDismiss={dismiss} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-library`} className="block font-medium text-ink text-sm">
            Choose from the library<span className="sr-only">{` (${label})`}</span>
          </label>
          <select
            id={`${id}-library`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={offered.length === 0}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink disabled:bg-slate-50 disabled:text-slate-500"
          >
            <option value="">
              {library.state === "loading"
                ? "Loading the library…"
                : library.state === "failed"
                  ? "The library could not be loaded"
                  : offered.length === 0
                    ? `No other ${what}s in the library`
                    : `Choose a ${what}…`}
            </option>
            {offered.map((file) => (
              <option key={file.media} value={file.media}>
                {file.originalName} ({formatBytes(file.bytes)})
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={!chosen}
          onClick={() => {
            const file = offered.find((entry) => entry.media === chosen);
            if (file) add(file);
            setChosen("");
          }}
          className="rounded-full bg-ev-700 px-4 py-2 font-semibold text-sm text-white hover:bg-ev-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          Add<span className="sr-only">{` the chosen file to ${label}`}</span>
        </button>
      </div>
      <p role="status" className="text-ev-700 text-sm empty:hidden">
        {status}
      </p>
      {kindError ? (
        <p role="alert" className="text-red-700 text-sm">
          {kindError}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RowButton({
  id,
  disabled,
  onClick,
  icon,
  text,
  context,
}: {
  id: string;
  disabled?: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  text: string;
  context: string;
}) {
  return (
    <button
      id={id}
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {icon}
      {text}
      <span className="sr-only">{` (${context})`}</span>
    </button>
  );
}
