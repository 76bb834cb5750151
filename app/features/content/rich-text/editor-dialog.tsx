import { type FormEvent, type ReactNode, useId } from "react";
import { createPortal } from "react-dom";
import { useModal } from "~/components/ui/modal";

/**
 * A small modal form of the editor (a link's address, an image's alt text, a video's address):
 * the native <dialog>, which traps focus, closes on Escape and returns focus to the opener. It
 * is rendered at the end of the page's body (a form may not hold another form): submitting it
 * never saves the article.
 */
export function EditorDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
  extraActions,
  wide = false,
}: {
  open: boolean;
  title: string;
  submitLabel?: string;
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
  extraActions?: ReactNode;
  wide?: boolean;
}) {
  const ref = useModal(open);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The page's form must not hear this one.
    event.preventDefault();
    event.stopPropagation();
    onSubmit?.();
  };
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto ${wide ? "w-[min(46rem,calc(100vw-2rem))]" : "w-[min(30rem,calc(100vw-2rem))]"} max-h-[calc(100dvh-2rem)] rounded-3xl p-0 shadow-2xl backdrop:bg-ink/50`}
    >
      {open ? (
        <form method="dialog" noValidate onSubmit={submit} className="space-y-5 p-6 sm:p-7">
          <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
            {title}
          </h2>
          {children}
          {/* In view while a long dialog (a block's list) scrolls. */}
          <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-slate-100 border-t bg-white px-6 py-4 sm:-mx-7 sm:-mb-7 sm:px-7">
            {extraActions}
            <button
              type="button"
              onClick={onClose}
              className="rounded-full px-5 py-2.5 font-semibold text-ink ring-1 ring-slate-300 transition hover:bg-slate-50"
            >
              Cancel
            </button>
            {submitLabel ? (
              <button
                type="submit"
                className="rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-white transition hover:bg-ev-800"
              >
                {submitLabel}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </dialog>,
    document.body,
  );
}
