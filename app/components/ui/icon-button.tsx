import type { ButtonHTMLAttributes } from "react";

/** A round button showing only its icon: its label is its accessible name and its tooltip. */
export function IconButton({
  label,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...props}
      className="inline-flex size-9 items-center justify-center rounded-full text-slate-700 ring-1 ring-slate-300 transition hover:bg-white disabled:opacity-40"
    >
      {children}
    </button>
  );
}
