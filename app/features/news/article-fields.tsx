import { useState } from "react";
import { Select, TextArea } from "~/components/ui/fields";
import { TextField } from "~/components/ui/form";
import { fieldBinder } from "~/features/content/content-form";
import type { FieldChoice } from "~/features/content/form-kind";
import { LanguageTabs } from "~/features/content/language-tabs";
import { RichTextField } from "~/features/content/rich-text/rich-text-field";
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
  purpose:
    "Shown on the article's card, at the top of its page and where the page is shared. To put an image into the text, use Image in the Content toolbar.",
};

/** Where the article will be: its own address once it has a slug. */
export function articleAddressHint(slug: string): string {
  return `Used in the article's address: /news/${slug.trim() || "your-slug"}`;
}

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
  choices = {},
}: {
  initial: ArticleFormValues;
  errors: Record<string, string>;
  editing: boolean;
  upload: UploadChoice;
  /** 'Byline': the company first (its name), then the staff members this user may name. */
  choices?: Readonly<Record<string, readonly FieldChoice[]>>;
}) {
  const slugFollowsTitle = !editing;
  const { field, controlled } = fieldBinder(initial, errors);
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);

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
        hint={articleAddressHint(slug)}
        {...controlled("slug")}
      />
      <SectorSelect {...field("sector")} />
      <TextArea label="Summary" rows={2} required maxLength={500} {...field("summary")} />
      <RichTextField
        label="Content"
        name="content"
        initial={String(initial.content)}
        error={errors.content}
        max={100_000}
        // The specification's 'content 8 rows' (the text area before the editor starts).
        rows={8}
      />
      <BylineFields initial={initial} errors={errors} choices={choices.authorId ?? []} />
      <ImageUploadField names={ARTICLE_IMAGE} form={{ initial, errors, ...upload }} />
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

/**
 * 'Byline' and 'Author': the company (the default; its Author text may be changed) or a staff
 * member, whose display name the server writes as the Author text (shown here, read-only).
 * Without a staff member to choose, only the Author text is shown, as the specification has it.
 */
function BylineFields({
  initial,
  errors,
  choices,
}: {
  initial: ArticleFormValues;
  errors: Record<string, string>;
  choices: readonly FieldChoice[];
}) {
  const [company, ...staff] = choices;
  const [byline, setByline] = useState(initial.authorId);
  const [author, setAuthor] = useState(initial.author);
  const chosen = staff.find((choice) => choice.value === byline);
  const authorField = (
    <TextField
      label="Author"
      required
      maxLength={200}
      value={chosen ? chosen.label : author}
      readOnly={chosen !== undefined}
      onChange={(event) => setAuthor(event.target.value)}
      hint={chosen ? "Taken from the staff member's profile." : undefined}
      id="field-author"
      name="author"
      error={errors.author}
    />
  );
  if (!company || (staff.length === 0 && !initial.authorId)) {
    return (
      <>
        <input type="hidden" name="authorId" value="" />
        {authorField}
      </>
    );
  }
  return (
    <>
      <Select
        id="field-authorId"
        name="authorId"
        label="Byline"
        value={byline}
        error={errors.authorId}
        onChange={(event) => {
          const next = event.target.value;
          // Back to the company: its name again, unless an Author text of its own was typed.
          if (next === "" && chosen) setAuthor(company.label);
          setByline(next);
        }}
      >
        <option value="">{`The company (${company.label})`}</option>
        {staff.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {byline && !chosen ? <option value={byline}>{initial.author}</option> : null}
      </Select>
      {authorField}
    </>
  );
}
