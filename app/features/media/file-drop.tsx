import { Upload } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { type ClientMedia, UploadError, type UploadPurpose, uploadFile } from "./upload";

/** One file on its way to the library. */
export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/**
 * Uploads files one after the other (the server processes one image at a time anyway), keeping
 * each one's progress and, when it was refused, the reason.
 */
export function useUploads(
  onUploaded: (media: ClientMedia) => void,
  {
    refuse,
    purpose,
  }: {
    /** Why a file is not sent at all (a video where an image is wanted), shown as its error. */
    refuse?: (file: File) => string | undefined;
    /** 'logo' (the site's logo or favicon) and 'press-kit' may be a safe SVG. */
    purpose?: UploadPurpose;
  } = {},
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);

  const upload = useCallback(
    async (files: File[]) => {
      const update = (key: string, change: Partial<PendingUpload>) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
      const queued = files.map((file) => ({
        file,
        entry: {
          key: crypto.randomUUID(),
          name: file.name,
          progress: 0,
          error: refuse?.(file),
        } as PendingUpload,
      }));
      setPending((list) => [...list.filter((p) => !p.error), ...queued.map((q) => q.entry)]);
      for (const { file, entry } of queued) {
        if (entry.error) continue;
        try {
          const media = await uploadFile(
            file,
            (progress) => update(entry.key, { progress }),
            undefined,
            purpose,
          );
          setPending((list) => list.filter((p) => p.key !== entry.key));
          onUploaded(media);
        } catch (error) {
          const message =
            error instanceof UploadError ? error.message : "The upload failed. Please try again.";
          update(entry.key, { error: message });
        }
      }
    },
    [onUploaded, refuse, purpose],
  );
  const dismiss = (key: string) => setPending((list) => list.filter((p) => p.key !== key));
  return { pending, upload, dismiss };
}

/**
 * A file input that also takes files dropped on it. Its label is the input's accessible name.
 */
export function FileDrop({
  label,
  labelContext,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  /** Added to the label for screen readers where a screen has several (which field it fills). */
  labelContext?: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the keyboard and screen-reader path
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition ${
        over ? "border-ev-500 bg-ev-50" : "border-slate-300 bg-white"
      }`}
    >
      <Upload aria-hidden="true" className="text-ev-700" size={24} />
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {/* After the input, so its keyboard focus can show on the label (peer). */}
      <label
        htmlFor={id}
        className="cursor-pointer rounded-full px-4 py-2 font-semibold text-ev-700 ring-1 ring-ev-600/40 transition hover:bg-ev-50 peer-focus-visible:outline-2 peer-focus-visible:outline-copper-500 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label}
        {labelContext ? <span className="sr-only">{` (${labelContext})`}</span> : null}
      </label>
      <p id={`${id}-hint`} className="text-slate-600 text-sm">
        {hint}
      </p>
    </div>
  );
}

/** The uploads under way (a progress bar each) and the refused ones (with the reason). */
export function PendingUploads({
  pending,
  onDismiss,
}: {
  pending: PendingUpload[];
  onDismiss: (key: string) => void;
}) {
  if (pending.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {pending.map((p) => (
        <li key={p.key} className="rounded-xl bg-mist px-4 py-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-ink">{p.name}</span>
            {p.error ? (
              <button
                type="button"
                className="shrink-0 font-semibold text-slate-600 hover:text-ink"
                onClick={() => onDismiss(p.key)}
              >
                Dismiss
              </button>
            ) : (
              <span className="shrink-0 text-slate-600 tabular-nums">
                {p.progress < 1 ? `${Math.round(p.progress * 100)}%` : "Processing…"}
              </span>
            )}
          </div>
          {p.error ? (
            <p role="alert" className="mt-1 text-red-800">
              {p.error}
            </p>
          ) : (
            <progress
              className="mt-2 h-2 w-full accent-ev-600"
              max={1}
              value={p.progress}
              aria-label={`Uploading ${p.name}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
