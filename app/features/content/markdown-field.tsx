import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextArea } from "~/components/ui/fields";

/**
 * A Markdown text (an article's content, a page's body) with 'Preview': the text rendered and
 * sanitised by the server, as the public page shows it. A form's errors show the text again.
 */
export function MarkdownField({
  label,
  name,
  initial,
  error,
  max,
  rows = 8,
}: {
  label: string;
  name: string;
  initial: string;
  error?: string;
  max: number;
  rows?: number;
}) {
  const [text, setText] = useState(initial);
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<{ html: string }>();
  // Invalid input shows the field again, so its message can be seen.
  useEffect(() => {
    if (error) setPreviewing(false);
  }, [error]);
  return (
    <div className="relative">
      <button
        type="button"
        aria-pressed={previewing}
        onClick={() => {
          if (!previewing) {
            preview.submit({ content: text }, { method: "post", action: "/admin/preview" });
          }
          setPreviewing(!previewing);
        }}
        className="absolute top-0 right-0 rounded-full px-3 py-1 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
      >
        {previewing ? "Edit" : "Preview"}
      </button>
      {previewing ? <p className="font-medium text-ink text-sm">{label}</p> : null}
      <div hidden={previewing}>
        <TextArea
          id={`field-${name}`}
          name={name}
          error={error}
          label={label}
          rows={rows}
          required
          maxLength={max}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="Markdown: ## Heading, **bold**, *italic*, [link](https://example.com), - list item"
        />
      </div>
      {previewing ? (
        <section
          aria-label={`${label} preview`}
          aria-busy={preview.state !== "idle"}
          className="prose-article mt-1.5 min-h-40 rounded-xl border border-slate-200 bg-mist px-5 py-4"
        >
          {preview.state !== "idle" ? (
            <p className="text-slate-500">Loading preview...</p>
          ) : (
            // Rendered and sanitised on the server (renderMarkdown).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side
            <div dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
          )}
        </section>
      ) : null}
    </div>
  );
}
