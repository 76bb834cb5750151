import type { InputHTMLAttributes, ReactNode } from "react";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm transition placeholder:text-slate-400 focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/30 aria-[invalid=true]:border-red-600";

/** A labelled input with its error, linked for screen readers. */
export function TextField({
  label,
  name,
  error,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}) {
  const id = props.id ?? `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink text-sm">
        {label}
      </label>
      <input
        {...props}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-slate-500 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ children }: { children?: ReactNode }) {
  // Always rendered so screen readers announce the message when it appears.
  return (
    <div
      role="alert"
      className="empty:hidden rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
    >
      {children}
    </div>
  );
}

export function PrimaryButton({
  children,
  pending,
  pendingLabel,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: string }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={pending || props.disabled}
      aria-disabled={pending || undefined}
      className={`inline-flex items-center justify-center rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 ${props.className ?? ""}`}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
