import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/components/ui/fields";
import type { RichTextKind } from "./extensions";

/** The editor's code: fetched only once an edit screen has started, never on public pages. */
const RichTextEditor = lazy(() => import("./editor"));

/**
 * A long text (an article's content, a page's body, their translations): the rich-text editor
 * once the page's script runs, a Markdown text area before that and without script. Both send
 * Markdown under `name`; text typed in the text area while the editor loads is carried into it.
 */
export function RichTextField({
  id: fieldId,
  kind = "article",
  label,
  labelLang,
  lang,
  name,
  initial,
  error,
  hint,
  max,
  required = true,
  rows = 12,
}: {
  /** The field's id in the page (default `field-<name>`). */
  id?: string;
  /** What the text may hold: an article's everything, or a section's text (extensions.ts). */
  kind?: RichTextKind;
  label: string;
  labelLang?: string;
  lang?: string;
  name: string;
  initial: string;
  error?: string;
  hint?: string;
  max: number;
  required?: boolean;
  rows?: number;
}) {
  const id = fieldId ?? `field-${name}`;
  const [scripted, setScripted] = useState(false);
  // What the text area holds when the editor takes over: typing before the page's script ran
  // is in the server-rendered text area's value, typing while the editor loads in `typed`.
  const typed = useRef(initial);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (first.current) typed.current = first.current.value;
    setScripted(true);
  }, []);
  const markdownHint = `Markdown: ${kind === "article" ? "## Heading, " : ""}**bold**, *italic*, [link](https://example.com), - list item`;
  const textArea = (describedBy: string | undefined) => (
    <textarea
      ref={scripted ? undefined : first}
      // While the editor loads, the id is its box's (one element per id).
      id={scripted ? undefined : id}
      name={name}
      lang={lang}
      rows={rows}
      required={required}
      maxLength={max}
      defaultValue={typed.current}
      onChange={(event) => {
        typed.current = event.target.value;
      }}
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={inputClass}
    />
  );
  return (
    <Field
      id={scripted ? `${id}-editor` : id}
      label={label}
      labelId={`${id}-label`}
      labelLang={labelLang}
      hint={scripted ? hint : [hint, markdownHint].filter(Boolean).join(" ")}
      error={error}
      required={required}
    >
      {(describedBy) =>
        scripted ? (
          // The field's own id stays in the page (a link to the field, '#field-content', finds it).
          <div className="mt-1.5" id={id}>
            <Suspense fallback={textArea(describedBy)}>
              <RichTextEditor
                id={`${id}-editor`}
                name={name}
                labelId={`${id}-label`}
                describedBy={describedBy ?? ""}
                initial={() => typed.current}
                invalid={Boolean(error)}
                required={required}
                lang={lang}
                kind={kind}
              />
            </Suspense>
          </div>
        ) : (
          textArea(describedBy)
        )
      }
    </Field>
  );
}
