import { Crosshair } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useCallback, useId, useState } from "react";
import { TextField } from "~/components/ui/form";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { LibraryImagePicker } from "~/features/media/library-image-picker";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, ALT_MAX, MEDIA_MESSAGES, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import { focalPointAt, nudgedFocalPoint } from "~/lib/focal-point";
import { SITE, type SitePhotoField } from "./catalog";
import { siteFieldId } from "./field-id";
import {
  HERO_OVERLAYS,
  type HeroOverlay,
  isHeroOverlay,
  OVERLAY_CLASSES,
  overlayLabel,
} from "./hero-overlay";
import { PHOTO_CENTRE, readFocus } from "./site-document";

/** A library image the editor can choose, as the loader lists them. */
export type PhotoChoice = ClientMedia;

/**
 * A photo of the site in the editor: upload one or choose one from the media library, describe
 * it ('Alt text', required) and click the point its crops keep (arrow keys move it). The crops a
 * phone and a wide screen show are previewed beside it. Sends `path` (the upload's id),
 * `path.focus` and `path.alt`.
 */
export function PhotoField({
  field,
  chosenId,
  onChoose,
  values,
  errors,
  library,
  onUploaded,
}: {
  field: SitePhotoField;
  chosenId: string;
  onChoose: (id: string) => void;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The library's images, newest first, and those uploaded since the page loaded. */
  library: Record<string, PhotoChoice>;
  onUploaded: (media: PhotoChoice) => void;
}) {
  const id = useId();
  const noun = field.label.toLowerCase();
  const altName = `${field.path}.alt`;
  const focusName = `${field.path}.focus`;
  const [focus, setFocus] = useState(
    () => readFocus(values[focusName] || PHOTO_CENTRE) ?? { x: 50, y: 50 },
  );
  const [alt, setAlt] = useState(values[altName] ?? "");
  const [picking, setPicking] = useState(false);
  const [kindError, setKindError] = useState("");
  const chosen = chosenId ? library[chosenId] : undefined;

  const choose = useCallback(
    (media: PhotoChoice) => {
      onChoose(media.id);
      // A new photo starts centred, with its library description.
      setFocus({ x: 50, y: 50 });
      setAlt(media.alt);
      setPicking(false);
    },
    [onChoose],
  );
  const uploaded = useCallback(
    (media: ClientMedia) => {
      if (media.kind !== "image") {
        setKindError(MEDIA_MESSAGES.imageNotDocument);
        return;
      }
      setKindError("");
      onUploaded(media);
      choose(media);
    },
    [onUploaded, choose],
  );
  const asset = field.asset;
  const { pending, upload, dismiss } = useUploads(uploaded, {
    refuse: refuseVideo,
    purpose: asset ? "logo" : undefined,
  });

  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const point = focalPointAt(event);
    if (point) setFocus(point);
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const point = nudgedFocalPoint(focus, event);
    if (!point) return;
    event.preventDefault();
    setFocus(point);
  };

  const libraryItems = Object.values(library).filter((item) => item.kind === "image");
  const picker = (
    <LibraryImagePicker
      id={id}
      noun={noun}
      images={libraryItems}
      chosenId={chosenId}
      open={picking}
      onOpenChange={setPicking}
      onChoose={choose}
    />
  );

  return (
    <fieldset className="space-y-4" aria-describedby={field.hint ? `${id}-hint` : undefined}>
      <legend className="font-semibold text-ink">{field.label}</legend>
      {field.hint ? (
        <p id={`${id}-hint`} className="-mt-2 text-slate-600 text-sm">
          {asset ? field.hint : `${field.hint} Without one, the page keeps its illustration.`}
        </p>
      ) : null}
      <input type="hidden" name={field.path} value={chosenId} />
      {asset ? null : (
        <input
          type="hidden"
          name={focusName}
          value={chosenId ? `${focus.x},${focus.y}` : PHOTO_CENTRE}
        />
      )}
      {chosenId ? (
        <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {asset && chosen ? (
            <div
              className={`flex items-center justify-center rounded-xl p-4 ${
                field.path === SITE.settings.logoDark.path ? "bg-ev-900" : "bg-slate-100"
              }`}
            >
              <MediaPicture
                media={chosen}
                sizes="320px"
                className={
                  asset === "icon"
                    ? "size-16 object-contain"
                    : "h-16 w-auto max-w-full object-contain"
                }
              />
            </div>
          ) : asset ? null : chosen ? (
            <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem]">
              <div>
                <button
                  type="button"
                  onClick={place}
                  onKeyDown={nudge}
                  aria-label={`Focal point of the ${noun}: ${focus.x}% across, ${focus.y}% down`}
                  aria-describedby={`${id}-focus-hint`}
                  className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-slate-200"
                >
                  <MediaPicture media={chosen} sizes="640px" className="block h-auto w-full" />
                  <span
                    aria-hidden="true"
                    data-focus-marker=""
                    className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute flex size-9 items-center justify-center rounded-full bg-black/30 text-white ring-2 ring-white"
                    style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
                  >
                    <Crosshair size={20} />
                  </span>
                </button>
                <p id={`${id}-focus-hint`} className="mt-2 text-slate-600 text-sm">
                  Click the photo where its crops should centre, or use the arrow keys. The crops
                  keep this point on phones and wide screens.
                </p>
              </div>
              <div className="space-y-3" aria-hidden="true">
                <p className="font-medium text-slate-700 text-xs uppercase tracking-wide">Crops</p>
                <div className="flex items-end gap-3 md:flex-col md:items-start">
                  <figure className="w-40 md:w-full">
                    <MediaPicture
                      media={chosen}
                      sizes="192px"
                      focus={focus}
                      className="aspect-[16/9] w-full rounded-lg object-cover"
                    />
                    <figcaption className="mt-1 text-slate-600 text-xs">Wide screens</figcaption>
                  </figure>
                  <figure className="w-20 md:w-24">
                    <MediaPicture
                      media={chosen}
                      sizes="96px"
                      focus={focus}
                      className="aspect-[9/16] w-full rounded-lg object-cover"
                    />
                    <figcaption className="mt-1 text-slate-600 text-xs">Phones</figcaption>
                  </figure>
                </div>
              </div>
            </div>
          ) : (
            <p className="text-slate-700 text-sm">The chosen image is in the media library.</p>
          )}
          {asset ? null : (
            <TextField
              id={siteFieldId(altName)}
              name={altName}
              label={`${field.label} alt text`}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              required
              maxLength={ALT_MAX}
              error={errors[altName]}
              hint={`What the photo shows, for people who cannot see it. At most ${ALT_MAX} characters.`}
            />
          )}
          {errors[focusName] ? <p className="text-red-700 text-sm">{errors[focusName]}</p> : null}
          {field.overlay ? (
            <OverlayChoice
              field={field}
              photo={chosen}
              initial={values[`${field.path}.overlay`] ?? ""}
              automatic={
                chosenId === values[field.path] ? values[`${field.path}.autoOverlay`] : undefined
              }
              error={errors[`${field.path}.overlay`]}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {picker}
            <button
              type="button"
              onClick={() => {
                onChoose("");
                setAlt("");
              }}
              className="self-start rounded-full px-4 py-2 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-white"
            >
              {`Remove ${noun}`}
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <FileDrop
            label={`Upload ${noun}`}
            hint={
              asset
                ? "PNG or SVG (without scripts or links to other files), up to 25 MB; or drop it here."
                : "JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop it here."
            }
            accept={asset ? "image/png,image/svg+xml,.png,.svg" : ACCEPTED_IMAGES}
            disabled={pending.some((p) => !p.error)}
            onFiles={(files) => void upload(files.slice(0, 1))}
          />
          <PendingUploads pending={pending} onDismiss={dismiss} />
          {picker}
          {/* Without a photo its alt text goes too. */}
          {asset ? null : <input type="hidden" name={altName} value="" />}
        </div>
      )}
      {kindError ? (
        <p role="alert" className="text-red-700 text-sm">
          {kindError}
        </p>
      ) : null}
      {errors[field.path] ? (
        <p role="alert" className="text-red-700 text-sm">
          {errors[field.path]}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The overlay between a photo and the text on it: automatic (the lightest that keeps the text
 * readable on this photo, measured when saved) or one of the four, each previewed on the photo.
 */
function OverlayChoice({
  field,
  photo,
  initial,
  automatic,
  error,
}: {
  field: SitePhotoField;
  photo: PhotoChoice | undefined;
  initial: string;
  /** The automatic overlay measured when the chosen photo was saved (unknown for a new one). */
  automatic: string | undefined;
  error?: string;
}) {
  const name = `${field.path}.overlay`;
  const [chosen, setChosen] = useState(initial);
  const known = automatic && isHeroOverlay(automatic) ? automatic : undefined;
  const options: { value: string; label: string; overlay: HeroOverlay | undefined }[] = [
    {
      value: "",
      label: known ? `Automatic (${overlayLabel(known)})` : "Automatic",
      overlay: known,
    },
    ...HERO_OVERLAYS.map((overlay) => ({
      value: overlay.id,
      label: overlay.label,
      overlay: overlay.id,
    })),
  ];
  const errorId = `${siteFieldId(name)}-error`;
  return (
    <fieldset
      id={siteFieldId(name)}
      aria-describedby={`${siteFieldId(name)}-hint${error ? ` ${errorId}` : ""}`}
      aria-invalid={error ? true : undefined}
      className="space-y-3"
    >
      <legend className="font-medium text-ink text-sm">{`${field.label} overlay`}</legend>
      <p id={`${siteFieldId(name)}-hint`} className="text-slate-600 text-sm">
        Darkens the photo under the headline. Automatic: the lightest that keeps the text readable
        on this photo (WCAG AA, 4.5:1), measured when you save.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {options.map((option) => (
          <label
            key={option.value || "automatic"}
            className="flex cursor-pointer flex-col gap-2 rounded-xl p-2 ring-1 ring-slate-200 transition has-[:checked]:ring-2 has-[:checked]:ring-ev-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ev-700"
          >
            <span
              aria-hidden="true"
              className="relative block overflow-hidden rounded-lg bg-slate-300"
            >
              {photo ? (
                <MediaPicture
                  media={photo}
                  sizes="120px"
                  className="aspect-[16/9] w-full object-cover"
                />
              ) : (
                <span className="block aspect-[16/9] w-full" />
              )}
              {option.overlay ? (
                <span className={`absolute inset-0 ${OVERLAY_CLASSES[option.overlay]}`} />
              ) : null}
              <span className="absolute inset-0 flex items-center justify-center font-display text-white text-xl">
                Aa
              </span>
            </span>
            <span className="flex items-center gap-2 text-slate-800 text-sm">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => setChosen(option.value)}
                className="size-4 accent-ev-700"
              />
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
