/**
 * The pieces the block dialogs are made of (block-dialogs.tsx): a labelled field with its hint
 * and its problem, a list item's move and remove buttons, an image chosen from the media library
 * or uploaded, and a photo's focal point.
 */
import { ArrowDown, ArrowUp, Crosshair, ImagePlus, Trash2 } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useId } from "react";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import { focalPointAt, nudgedFocalPoint } from "~/lib/focal-point";
import { useLibrary } from "./media-library";

/** A block's problems by the path of their field ('people.1.name'; '' for the block itself). */
export type FieldErrors = ReadonlyMap<string, string>;

export const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-xs transition focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/20 aria-invalid:border-red-600";

/** Where an image may come from in a block (blocks.ts): this site or the web over https. */
const SHOWN_IMAGE = /^(https:\/\/|\/(?![/\\]))/i;

/** An image's address if it may be shown (a hostile block's may not), else nothing. */
export function shownImage(src: unknown): string | undefined {
  return typeof src === "string" && SHOWN_IMAGE.test(src.trim()) ? src.trim() : undefined;
}

/** A text input or text area with its label, its hint and its problem (named by both). */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  multiline = false,
  rows = 3,
  maxLength,
  autoFocus = false,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  autoFocus?: boolean;
  inputMode?: "url" | "text" | "decimal";
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    value,
    required,
    maxLength,
    "data-autofocus": autoFocus ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: INPUT_CLASS,
  };
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block font-medium text-ink text-sm">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          inputMode={inputMode}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="font-medium text-red-700 text-sm">
      {message}
    </p>
  );
}

/** A list's item: its number and name, its move and remove buttons, then its fields. */
export function ListItem({
  title,
  itemName,
  index,
  count,
  onMove,
  onRemove,
  children,
  aside,
}: {
  title: string;
  /** 'person', 'image': the buttons say 'Move person 2 up'. */
  itemName: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = useId();
  const named = `${itemName} ${index + 1}`;
  const button =
    "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent";
  return (
    <li
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-7 flex-none items-center justify-center rounded-full bg-ev-100 font-semibold text-ev-900 text-xs"
        >
          {index + 1}
        </span>
        <h3 id={`${id}-title`} className="min-w-0 flex-1 truncate font-semibold text-ink">
          {title}
        </h3>
        <button
          type="button"
          aria-label={`Move ${named} up`}
          title="Move up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          className={button}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          aria-label={`Move ${named} down`}
          title="Move down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          className={button}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          aria-label={`Remove ${named}`}
          title="Remove"
          onClick={onRemove}
          className={`${button} hover:bg-red-50 hover:text-red-700`}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
      <div className={aside ? "grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]" : ""}>
        {aside ? <div>{aside}</div> : null}
        <div className="min-w-0 space-y-3">{children}</div>
      </div>
    </li>
  );
}

/** A list's items moved: the one at `from` now at `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A button that adds an item to a list (disabled at its maximum, saying so). */
export function AddButton({
  label,
  onClick,
  disabled = false,
  icon,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon?: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/30 transition hover:bg-ev-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {icon ?? <ImagePlus aria-hidden="true" size={16} />}
      {label}
    </button>
  );
}

/**
 * The media library's images to choose from, and an upload: each chosen image is passed on
 * (several at once where a list takes them).
 */
export function ImageChooser({
  label,
  onChoose,
  multiple = false,
}: {
  /** What choosing does: 'Add images to the gallery', 'Choose a photo for person 2'. */
  label: string;
  onChoose: (media: ClientMedia) => void;
  multiple?: boolean;
}) {
  const id = useId();
  const library = useLibrary("image");
  const { pending, upload, dismiss } = useUploads(
    useCallback(
      (media: ClientMedia) => {
        if (media.kind === "image") onChoose(media);
      },
      [onChoose],
    ),
    { refuse: refuseVideo },
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-slate-300 border-dashed p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink text-sm">
        {label}
      </h3>
      <FileDrop
        label="Upload"
        labelContext={label}
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop here."
        accept={ACCEPTED_IMAGES}
        multiple={multiple}
        onFiles={(files) => void upload(multiple ? files : files.slice(0, 1))}
      />
      <PendingUploads pending={pending} onDismiss={dismiss} />
      {library.loading ? (
        <p className="text-slate-600 text-sm">Loading the media library…</p>
      ) : library.items.length === 0 ? (
        <p className="text-slate-600 text-sm">No images in the library yet.</p>
      ) : (
        <ul className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-5">
          {library.items.slice(0, 60).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose(item)}
                aria-label={`${label}: ${item.originalName}`}
                className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 transition hover:ring-2 hover:ring-ev-600"
              >
                <MediaPicture
                  media={item}
                  alt=""
                  sizes="120px"
                  className="aspect-square w-full bg-slate-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A photo with the point its crops keep: a click puts it there, the arrow keys move it (as the
 * site's photos have it: site-content/photo-field.tsx).
 */
export function FocalPoint({
  src,
  name,
  focus,
  onChange,
}: {
  src: string;
  /** Whose photo: 'Focal point of person 2's photo'. */
  name: string;
  focus: { x: number; y: number };
  onChange: (focus: { x: number; y: number }) => void;
}) {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const point = focalPointAt(event);
    if (point) onChange(point);
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const point = nudgedFocalPoint(focus, event);
    if (!point) return;
    event.preventDefault();
    onChange(point);
  };
  return (
    <div className="max-w-56 space-y-2">
      <button
        type="button"
        onClick={place}
        onKeyDown={nudge}
        aria-label={`Focal point of ${name}: ${focus.x}% across, ${focus.y}% down. Click the photo or use the arrow keys to move it.`}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-slate-100"
      >
        <img src={src} alt="" className="block aspect-[4/5] w-full object-cover" />
        <span
          aria-hidden="true"
          className="absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-copper-600 shadow ring-2 ring-copper-500"
          style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
        >
          <Crosshair size={16} />
        </span>
      </button>
      <div className="flex items-center gap-2" aria-hidden="true">
        <img
          src={src}
          alt=""
          className="size-12 rounded-full object-cover ring-1 ring-slate-200"
          style={{ objectPosition: `${focus.x}% ${focus.y}%` }}
        />
        <span className="text-slate-600 text-xs">As the card shows it</span>
      </div>
    </div>
  );
}
