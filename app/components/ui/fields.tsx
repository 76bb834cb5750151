import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm transition placeholder:text-slate-400 focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/30 aria-[invalid=true]:border-red-600";

/** Label, control, hint and error, wired together for screen readers. */
export function Field({
  id,
  label,
  labelId,
  labelLang,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  /** The label's own id, for a control it cannot label by `for` (an editable region). */
  labelId?: string;
  /** The label's language, when it is not the page's (a translation's field). */
  labelLang?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <div className="flex gap-1 font-medium text-ink text-sm">
        <label id={labelId} htmlFor={id} lang={labelLang}>
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children(describedBy || undefined)}
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

export function TextArea({
  id,
  label,
  labelLang,
  hint,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  labelLang?: string;
  hint?: string;
  error?: string;
}) {
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
        <textarea
          {...props}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/**
 * A labelled select. A required one starts with an empty, disabled placeholder option
 * (`placeholder`), as HTML asks of a required single select: it is what an unchosen value shows.
 */
export function Select({
  id,
  label,
  error,
  placeholder = "Choose…",
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} error={error} required={props.required}>
      {(describedBy) => (
        <select
          {...props}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        >
          {props.required ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {children}
        </select>
      )}
    </Field>
  );
}
