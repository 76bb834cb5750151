import { ImageIcon } from "lucide-react";
import { MediaPicture } from "./media-picture";
import type { ClientMedia } from "./upload";

/**
 * 'Choose <noun> from the media library': a button that opens the library's images as a grid,
 * each a toggle named by its file ('Use plant.jpg as the photo'), the chosen one pressed. The
 * caller keeps whether it is open (an upload closes it too) and what was chosen.
 */
export function LibraryImagePicker({
  id,
  noun,
  images,
  chosenId,
  open,
  onOpenChange,
  onChoose,
  columns = "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
}: {
  id: string;
  /** What the image is for: 'photo', 'logo'. */
  noun: string;
  images: ClientMedia[];
  chosenId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (image: ClientMedia) => void;
  /** The grid's columns, for the room the picker has. */
  columns?: string;
}) {
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-library`}
        onClick={() => onOpenChange(!open)}
        className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/30 transition hover:bg-ev-50"
      >
        <ImageIcon aria-hidden="true" size={16} />
        {`Choose ${noun} from the media library`}
      </button>
      <div id={`${id}-library`} hidden={!open}>
        {images.length === 0 ? (
          <p className="text-slate-600 text-sm">The media library has no images yet.</p>
        ) : (
          <ul className={`grid max-h-96 gap-3 overflow-y-auto p-1 ${columns}`}>
            {images.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onChoose(item)}
                  aria-label={`Use ${item.originalName} as the ${noun}`}
                  aria-pressed={item.id === chosenId}
                  className="block w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 transition hover:ring-2 hover:ring-ev-600 aria-pressed:ring-2 aria-pressed:ring-copper-500"
                >
                  <MediaPicture
                    media={item}
                    sizes="160px"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="block truncate px-2 py-1.5 text-left text-slate-700 text-xs">
                    {item.originalName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
