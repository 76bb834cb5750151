import { useEffect, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open` (it traps focus, closes on Escape and returns
 * focus to what opened it), closed otherwise: the ref to put on it.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
