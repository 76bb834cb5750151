import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { FormFrame, ImageUrlField, PublishCheckbox } from "~/features/content/form-frame";
import { useSaveForm } from "~/features/content/use-save-form";
import { slugify } from "~/lib/slugify";
import { ArticleFormSchema } from "./schema";

export interface ArticleFormValues {
  title: string;
  slug: string;
  summary: string;
  content: string;
  imageUrl: string;
  author: string;
  published: boolean;
}

export function ArticleForm({
  heading,
  initial,
  errors: serverErrors,
  formError,
  slugFollowsTitle,
}: {
  /** New articles: the slug follows the title. Stored ones keep their address unless edited. */
  slugFollowsTitle: boolean;
  heading: string;
  initial: ArticleFormValues;
  errors?: Record<string, string>;
  formError?: string;
}) {
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [content, setContent] = useState(initial.content);
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<{ html: string }>();
  // Invalid input shows the fields again, so their messages can be seen.
  const { errors, saving, onSubmit } = useSaveForm(ArticleFormSchema, serverErrors, () =>
    setPreviewing(false),
  );

  return (
    <Form method="post" noValidate onSubmit={onSubmit}>
      <FormFrame title={heading} cancelTo="/admin?tab=news" formError={formError} saving={saving}>
        <TextField
          label="Title"
          name="title"
          required
          maxLength={200}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            // The slug follows the title; typing the title again regenerates an overtyped slug.
            if (slugFollowsTitle) setSlug(slugify(event.target.value));
          }}
          error={errors.title}
        />
        <TextField
          label="URL Slug"
          name="slug"
          required
          maxLength={200}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          hint="Used in the article's address: /news/your-slug"
          error={errors.slug}
        />
        <TextArea
          id="field-summary"
          label="Summary"
          name="summary"
          rows={2}
          required
          maxLength={500}
          defaultValue={initial.summary}
          error={errors.summary}
        />
        <div className="relative">
          <button
            type="button"
            aria-pressed={previewing}
            onClick={() => {
              if (!previewing) {
                preview.submit({ content }, { method: "post", action: "/admin/preview" });
              }
              setPreviewing(!previewing);
            }}
            className="absolute top-0 right-0 rounded-full px-3 py-1 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 transition hover:bg-ev-50"
          >
            {previewing ? "Edit" : "Preview"}
          </button>
          {previewing ? <p className="font-medium text-ink text-sm">Content</p> : null}
          <div hidden={previewing}>
            <TextArea
              id="field-content"
              label="Content"
              name="content"
              rows={8}
              required
              maxLength={100_000}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              hint="Markdown: ## Heading, **bold**, *italic*, [link](https://example.com), - list item"
              error={errors.content}
            />
          </div>
          {previewing ? (
            <section
              aria-label="Content preview"
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
        <ImageUrlField
          label="Featured Image URL"
          name="imageUrl"
          defaultValue={initial.imageUrl}
          error={errors.imageUrl}
          previewLabel="Featured image"
        />
        <TextField
          label="Author"
          name="author"
          required
          maxLength={200}
          defaultValue={initial.author}
          error={errors.author}
        />
        <PublishCheckbox defaultChecked={initial.published} />
      </FormFrame>
    </Form>
  );
}
