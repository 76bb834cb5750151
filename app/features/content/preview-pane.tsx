import { ExternalLink, Eye, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ContentKind } from "./kinds";

/**
 * The form's address says whether its preview is open beside it: `?preview=open`, or
 * `?preview=saved` right after a save made there (the save comes back to the form, not the list).
 */
export const PREVIEW_PARAM = "preview";

/** Where the staff who may open an item see it as the public will (routes/item-preview.tsx). */
export function itemPreviewPath(kind: ContentKind, id: string): string {
  return `/preview/${kind}/${id}`;
}

/** Whether a form's address has its preview open. */
export function previewOpen(search: URLSearchParams): boolean {
  return search.has(PREVIEW_PARAM);
}

/** Whether the form in `formRef` was changed since it showed `version` (typing, a choice). */
export function useFormChanged(formRef: RefObject<HTMLFormElement | null>, version: unknown) {
  const [changed, setChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a saved form
  useEffect(() => {
    setChanged(false);
    // On the document: the form is made anew when a save fails or typing is restored. Heard as
    // the event bubbles, after React's own handlers: a render before them would put a controlled
    // field's previous value back.
    const mark = (event: Event) => {
      const form = formRef.current;
      if (form && event.target instanceof Node && form.contains(event.target)) setChanged(true);
    };
    document.addEventListener("input", mark);
    document.addEventListener("change", mark);
    return () => {
      document.removeEventListener("input", mark);
      document.removeEventListener("change", mark);
    };
  }, [formRef, version]);
  return changed;
}

/** Without its display: each of the two says its own (one shows on narrow screens, one on wide). */
const BUTTON =
  "items-center justify-center gap-2 rounded-full px-7 py-3 font-semibold text-ev-800 ring-1 ring-ev-600/40 transition hover:bg-ev-50";

const LAST_SAVED = "Preview shows the last saved version: save to see your changes.";

/**
 * 'Preview' beside Save: on a wide screen it opens the preview beside the form; on a narrow one
 * (and without script) the preview opens in a new tab. When the form is changed, a note says the
 * preview shows the last saved version.
 */
export function PreviewButtons({
  path,
  changed,
  refocus,
}: {
  path: string;
  changed: boolean;
  /** Set when the pane closes: the wide 'Preview' takes the focus back. */
  refocus: RefObject<boolean>;
}) {
  const [search] = useSearchParams();
  const open = previewOpen(search);
  return (
    <>
      <a href={path} target="_blank" rel="noopener" className={`${BUTTON} inline-flex xl:hidden`}>
        <Eye aria-hidden="true" size={18} />
        Preview
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {open ? null : (
        <Link
          to={`?${PREVIEW_PARAM}=open`}
          replace
          preventScrollReset
          ref={(link) => {
            if (link && refocus.current) {
              refocus.current = false;
              link.focus();
            }
          }}
          className={`${BUTTON} hidden xl:inline-flex`}
        >
          <Eye aria-hidden="true" size={18} />
          Preview
        </Link>
      )}
      {changed && !open ? <p className="basis-full text-slate-600 text-sm">{LAST_SAVED}</p> : null}
    </>
  );
}

/**
 * The preview beside the form (wide screens): the item as the public will see it, in a frame of
 * its staff preview page, reloaded after each save; 'Open in a new tab' and 'Close preview'.
 */
export function PreviewPane({
  path,
  title,
  version,
  changed,
  refocus,
}: {
  path: string;
  title: string;
  /** The saved version shown: a new one reloads the frame. */
  version: string;
  changed: boolean;
  refocus: RefObject<boolean>;
}) {
  const [search, setSearch] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedBySave = search.get(PREVIEW_PARAM) === "saved";
  // Opened: the focus goes to the pane (not when it comes back with the form after a save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the pane opens
  useEffect(() => {
    if (!arrivedBySave) heading.current?.focus({ preventScroll: true });
  }, []);
  // Back from a save: the address says 'open' again, so a failed save later is not a stored one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when a save brings the form back
  useEffect(() => {
    if (!arrivedBySave) return;
    const next = new URLSearchParams(search);
    next.set(PREVIEW_PARAM, "open");
    setSearch(next, { replace: true, preventScrollReset: true });
  }, [arrivedBySave]);
  const close = () => {
    refocus.current = true;
    const next = new URLSearchParams(search);
    next.delete(PREVIEW_PARAM);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return (
    <section
      aria-labelledby="preview-pane-heading"
      data-preview-pane=""
      className="sticky top-6 hidden h-[calc(100dvh-3rem)] min-h-[32rem] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-300 xl:flex"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-slate-200 border-b bg-mist px-4 py-3">
        <div className="min-w-0">
          <h3
            id="preview-pane-heading"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-ink outline-none"
          >
            Preview
          </h3>
          <p aria-live="polite" className="text-slate-600 text-sm">
            {changed ? LAST_SAVED : "The last saved version, as the public will see it."}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
          >
            <ExternalLink aria-hidden="true" size={14} />
            Open in a new tab
          </a>
          <button
            type="button"
            onClick={close}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-ink text-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <X aria-hidden="true" size={14} />
            Close preview
          </button>
        </div>
      </div>
      <iframe
        key={version}
        src={path}
        title={`Preview of “${title}”`}
        className="min-h-0 w-full flex-1 bg-white"
      />
    </section>
  );
}
