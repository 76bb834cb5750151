import { type ReactNode, useId } from "react";
import { useModal } from "./modal";

/**
 * A modal confirmation built on the native <dialog> element, which traps focus, closes on Escape
 * and returns focus to the opener by itself.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  /** What is asked (and what follows from it), read out as the dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const ref = useModal(open);
  const id = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-7">
        <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
          {title}
        </h2>
        <p id={`${id}-message`} className="mt-3 text-slate-600">
          {message}
        </p>
        {children}
        <div className="mt-7 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full px-5 py-2.5 font-semibold text-ink ring-1 ring-slate-300 transition hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
