import type { InputHTMLAttributes, ReactNode } from "react";
import { Field, inputClass } from "./fields";

/** A labelled input with its hint and error, linked for screen readers. */
export function TextField({
  label,
  labelLang,
  name,
  error,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The label's language, when it is not the page's (a translation's field). */
  labelLang?: string;
  name: string;
  error?: string;
  hint?: string;
}) {
  const id = props.id ?? `field-${name}`;
  return (
    <Field
      id={id}
      label={label}
      labelLang={labelLang}
      hint={hint}
      error={error}
      required={props.required}
    >
      {(describedBy) => (
        <input
          {...props}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
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
