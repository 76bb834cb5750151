import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/components/ui/fields";
import type { RichTextKind } from "./extensions";
import { keepTypedEarly } from "./typed-early";

/** The editor's code: fetched only once an edit screen has started, never on public pages. */
const RichTextEditor = lazy(() => import("./editor"));

/**
 * A long text (an article's content, a page's body, their translations): the rich-text editor
 * once the page's script runs, a Markdown text area before that and without script. Both send
 * Markdown under `name`. The text area stays (the same element, typed in as usual) until the
 * editor is made; the editor then opens with what the text area holds at that moment and takes
 * its place and its focus at once, so nothing typed before, while or after it starts is lost.
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
  /** The text area's height, before the editor starts and without script. */
  rows?: number;
}) {
  const id = fieldId ?? `field-${name}`;
  // The page's script runs: the editor loads (beside the text area, hidden until it starts).
  const [scripted, setScripted] = useState(false);
  // The editor has taken the text area's place.
  const [started, setStarted] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    keepTypedEarly(textArea.current);
    setScripted(true);
  }, []);
  const markdownHint = `Markdown: ${kind === "article" ? "## Heading, " : ""}**bold**, *italic*, [link](https://example.com), - list item`;

  /**
   * The editor is made: the text area leaves and the editor shows in the same moment (before
   * React's next render), out of the form's data; whether the text area had the focus.
   */
  const takeOver = () => {
    const area = textArea.current;
    const focused = area !== null && area.ownerDocument.activeElement === area;
    if (area) {
      area.disabled = true;
      area.hidden = true;
    }
    if (box.current) box.current.hidden = false;
    setStarted(true);
    return focused;
  };

  return (
    <Field
      id={started ? `${id}-editor` : id}
      label={label}
      labelId={`${id}-label`}
      labelLang={labelLang}
      hint={started ? hint : [hint, markdownHint].filter(Boolean).join(" ")}
      error={error}
      required={required}
    >
      {(describedBy) => (
        <>
          {started ? null : (
            <textarea
              ref={textArea}
              id={id}
              name={name}
              lang={lang}
              rows={rows}
              required={required}
              maxLength={max}
              defaultValue={initial}
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
          {scripted ? (
            // The field's own id moves here once the editor shows (a link to the field,
            // '#field-content', finds it).
            <div ref={box} className="mt-1.5" id={started ? id : undefined} hidden={!started}>
              <Suspense fallback={null}>
                <RichTextEditor
                  id={`${id}-editor`}
                  name={name}
                  labelId={`${id}-label`}
                  describedBy={describedBy ?? ""}
                  initial={() => textArea.current?.value ?? initial}
                  onStart={takeOver}
                  invalid={Boolean(error)}
                  required={required}
                  lang={lang}
                  kind={kind}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
