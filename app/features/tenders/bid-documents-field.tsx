import { useState } from "react";
import type { UploadChoice } from "~/features/media/image-upload-field";
import { type ClientMedia, formatBytes, UploadError, uploadFile } from "~/features/media/upload";
import type { TenderFile } from "./schema";

/** The stored list as the form holds it (JSON), or none when it cannot be read. */
function parseFiles(json: string): TenderFile[] {
  try {
    const list: unknown = JSON.parse(json || "[]");
    return Array.isArray(list)
      ? list.filter(
          (item): item is TenderFile =>
            typeof item === "object" && item !== null && "media" in item && "title" in item,
        )
      : [];
  } catch {
    return [];
  }
}

const isPdf = (media: ClientMedia) => media.contentType === "application/pdf";

/** A file's title from its name: 'bid-document_lot-1.pdf' → 'bid document lot 1'. */
function titleOf(name: string) {
  return (
    name
      .replace(/\.pdf$/i, "")
      .replace(/[-_]+/g, " ")
      .trim()
      .slice(0, 200) || "Bid document"
  );
}

/**
 * 'Bid documents': the tender's PDFs, each with the title its page shows, in order. Upload a PDF
 * (to the media library) or choose one it holds; posted as one hidden input holding the JSON list.
 */
export function BidDocumentsField({
  name,
  initial,
  error,
  upload,
}: {
  name: string;
  initial: string;
  error?: string;
  upload: UploadChoice;
}) {
  const [files, setFiles] = useState(() => parseFiles(initial));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const library = Object.values(upload.uploads).filter(
    (media) => isPdf(media) && !files.some((file) => file.media === media.id),
  );
  const add = (media: ClientMedia) =>
    setFiles((list) => [...list, { media: media.id, title: titleOf(media.originalName) }]);
  const move = (index: number, by: number) =>
    setFiles((list) => {
      const next = [...list];
      const [file] = next.splice(index, 1);
      if (file) next.splice(index + by, 0, file);
      return next;
    });
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="space-y-3 rounded-2xl p-4 ring-1 ring-slate-200"
      aria-describedby={error ? errorId : `${name}-hint`}
    >
      <legend className="px-1 font-medium text-ink text-sm">Bid documents</legend>
      <p id={`${name}-hint`} className="text-slate-500 text-sm">
        PDFs a bidder downloads from the tender's page, in this order, each under its title.
      </p>
      <input type="hidden" name={name} value={JSON.stringify(files)} />
      {files.length === 0 ? (
        <p className="text-slate-600 text-sm">No bid documents yet.</p>
      ) : (
        <ol className="space-y-3">
          {files.map((file, index) => {
            const media = upload.uploads[file.media];
            const label = `Title of bid document ${index + 1}`;
            return (
              <li
                key={file.media}
                className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_auto]"
              >
                <div className="grid gap-1">
                  <label
                    htmlFor={`${name}-title-${index}`}
                    className="font-medium text-ink text-sm"
                  >
                    {label}
                  </label>
                  <input
                    id={`${name}-title-${index}`}
                    value={file.title}
                    maxLength={200}
                    required
                    onChange={(event) => {
                      const title = event.target.value;
                      setFiles((list) =>
                        list.map((item, at) => (at === index ? { ...item, title } : item)),
                      );
                    }}
                    className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
                  />
                  <p className="text-slate-500 text-xs">
                    {media ? `${media.originalName} · ${formatBytes(media.bytes)}` : "PDF"}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2 text-sm">
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    className="rounded-full px-3 py-1.5 ring-1 ring-slate-300 disabled:opacity-40"
                  >
                    Move up<span className="sr-only"> {file.title}</span>
                  </button>
                  <button
                    type="button"
                    disabled={index === files.length - 1}
                    onClick={() => move(index, 1)}
                    className="rounded-full px-3 py-1.5 ring-1 ring-slate-300 disabled:opacity-40"
                  >
                    Move down<span className="sr-only"> {file.title}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setFiles((list) => list.filter((_, at) => at !== index))}
                    className="rounded-full px-3 py-1.5 text-red-700 ring-1 ring-red-200"
                  >
                    Remove<span className="sr-only"> {file.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 font-medium text-ink text-sm">
          Upload a PDF
          <input
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy !== null}
            onChange={async (event) => {
              const input = event.target;
              const file = input.files?.[0];
              if (!file) return;
              setProblem(null);
              setBusy(file.name);
              try {
                const media = await uploadFile(file, () => {});
                if (!isPdf(media)) {
                  setProblem("Bid documents are PDFs: this file is not one.");
                } else {
                  upload.onUploaded(media);
                  add(media);
                }
              } catch (caught) {
                setProblem(caught instanceof UploadError ? caught.message : "The upload failed.");
              } finally {
                setBusy(null);
                input.value = "";
              }
            }}
            className="font-normal text-sm"
          />
        </label>
        {library.length > 0 ? (
          <label className="grid gap-1 font-medium text-ink text-sm">
            Add a PDF from the library
            <select
              value=""
              onChange={(event) => {
                const media = upload.uploads[event.target.value];
                if (media) add(media);
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
            >
              <option value="">Choose a PDF…</option>
              {library.map((media) => (
                <option key={media.id} value={media.id}>
                  {media.originalName} ({formatBytes(media.bytes)})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {busy ? (
        <p role="status" className="text-slate-600 text-sm">
          Uploading {busy}…
        </p>
      ) : null}
      {problem || error ? (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {problem ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
