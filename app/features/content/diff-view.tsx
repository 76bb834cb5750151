import type { DiffPart } from "~/lib/word-diff";

/**
 * A word diff: removed words struck through on red, added ones underlined on green (the colours
 * are not the only cue: <del> and <ins> are announced, and struck or underlined).
 */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  if (parts.length === 0) return <span className="text-slate-500 italic">(empty)</span>;
  return (
    <span className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        part.op === "+" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <ins key={i} className="rounded bg-emerald-100 text-emerald-900 decoration-emerald-700">
            {part.text}
          </ins>
        ) : part.op === "-" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <del key={i} className="rounded bg-red-100 text-red-900 decoration-red-700">
            {part.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** The id of a field's error under its diff, for `aria-describedby`. */
export function diffErrorId(name: string) {
  return `diff-${name}-error`;
}

/**
 * Fields with their diffs, one per row (a definition list); a field named in `errors` shows its
 * error under its diff.
 */
export function FieldDiffList({
  fields,
  errors = {},
}: {
  fields: { name?: string; label: string; parts: DiffPart[] }[];
  errors?: Record<string, string>;
}) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {fields.map((field) => {
        const error = field.name ? errors[field.name] : undefined;
        return (
          <div key={field.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink text-sm">{field.label}</dt>
            <dd className="min-w-0 text-slate-700 text-sm leading-relaxed">
              <DiffText parts={field.parts} />
              {error && field.name ? (
                <p
                  id={diffErrorId(field.name)}
                  role="alert"
                  className="mt-1.5 text-red-700 text-sm"
                >
                  {error}
                </p>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
