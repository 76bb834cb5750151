import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import { LanguageTabs } from "~/features/content/language-tabs";
import { SectorSelect } from "~/features/content/sector-select";
import {
  type ImageFieldNames,
  ImageUploadField,
  type UploadChoice,
} from "~/features/media/image-upload-field";
import { slugify } from "~/lib/slugify";
import { ARTICLE_TRANSLATED, type ArticleFormValues } from "./schema";

/** The image: an upload (with its alt text) or the URL field. */
const ARTICLE_IMAGE: ImageFieldNames = {
  id: "imageMediaId",
  alt: "imageAlt",
  url: "imageUrl",
  urlLabel: "Featured Image URL",
  previewLabel: "Featured image",
};

/**
 * The article form's own fields (ContentForm adds the frame and 'Publish immediately'), under
 * language tabs: English holds every field, the others the translated texts. New articles: the
 * slug follows the (English) title; stored ones keep their address unless it is edited.
 */
export function ArticleFields({
  initial,
  errors,
  editing,
  upload,
}: {
  initial: ArticleFormValues;
  errors: Record<string, string>;
  editing: boolean;
  upload: UploadChoice;
}) {
  const slugFollowsTitle = !editing;
  const { field, controlled } = fieldBinder(initial, errors);
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [content, setContent] = useState(initial.content);
  const [previewing, setPreviewing] = useState(false);
  const preview = useFetcher<{ html: string }>();
  // Invalid input shows the fields again, so their messages can be seen.
  useEffect(() => {
    if (Object.keys(errors).length > 0) setPreviewing(false);
  }, [errors]);

  const english = (
    <>
      <TextField
        label="Title"
        required
        maxLength={200}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          // The slug follows the title; typing the title again regenerates an overtyped slug.
          if (slugFollowsTitle) setSlug(slugify(event.target.value));
        }}
        {...controlled("title")}
      />
      <TextField
        label="URL Slug"
        required
        maxLength={200}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        hint="Used in the article's address: /news/your-slug"
        {...controlled("slug")}
      />
      <SectorSelect {...field("sector")} />
      <TextArea label="Summary" rows={2} required maxLength={500} {...field("summary")} />
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
            label="Content"
            rows={8}
            required
            maxLength={100_000}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            hint="Markdown: ## Heading, **bold**, *italic*, [link](https://example.com), - list item"
            {...controlled("content")}
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
      <ImageUploadField names={ARTICLE_IMAGE} form={{ initial, errors, ...upload }} />
      <TextField label="Author" required maxLength={200} {...field("author")} />
    </>
  );
  return (
    <LanguageTabs
      errors={errors}
      english={english}
      translated={ARTICLE_TRANSLATED}
      initial={initial}
    />
  );
}
