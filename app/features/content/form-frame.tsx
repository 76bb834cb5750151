import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { FormAlert, TextField } from "~/components/ui/form";
import { REVIEW_TEXTS } from "./access";

/** The new/edit view around a content form: heading, fields, failure alert, Save and Cancel. */
export function FormFrame({
  title,
  cancelTo,
  formError,
  saving,
  aside,
  conflict,
  submitForReview,
  readOnly = false,
  preview,
  children,
}: {
  title: string;
  cancelTo: string;
  formError?: string;
  saving: boolean;
  aside?: ReactNode;
  conflict?: ReactNode;
  /** 'Submit for review' beside Save: saves, then submits (ADR 027). */
  submitForReview?: boolean;
  /** Shown without Save (the user may not change it; the page says why). */
  readOnly?: boolean;
  /** Beside Save: a draft's 'Preview'. */
  preview?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <h2 className="font-semibold text-ink text-xl">{title}</h2>
      {aside ? <div className="mt-3">{aside}</div> : null}
      {conflict ? <div className="mt-6">{conflict}</div> : null}
      <div className="mt-6 space-y-6">{children}</div>
      <div className="mt-6">
        <FormAlert>{formError}</FormAlert>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {readOnly ? null : (
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center justify-center rounded-full bg-ev-700 px-7 py-3 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70"
          >
            {saving ? "Saving..." : "Save"}
          </button>
        )}
        {submitForReview && !readOnly ? (
          <button
            type="submit"
            formAction="?review=submit"
            disabled={saving}
            className="inline-flex items-center justify-center rounded-full bg-sky-800 px-7 py-3 font-semibold text-white transition hover:bg-sky-950 disabled:cursor-wait disabled:opacity-70"
          >
            {REVIEW_TEXTS.submit}
          </button>
        ) : null}
        {preview}
        <Link
          to={cancelTo}
          className="inline-flex items-center justify-center rounded-full px-7 py-3 font-semibold text-ink ring-1 ring-slate-300 transition hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </div>
  );
}

/** A preview of an image URL, hidden when the URL is not an image that loads. */
export function ImagePreview({ url, label }: { url: string; label: string }) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!/^https?:\/\/\S+$/.test(url) || failedUrl === url) return null;
  return (
    <figure className="mt-3">
      <img
        src={url}
        alt={`${label} preview`}
        width={320}
        height={180}
        className="h-[180px] w-[320px] max-w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        onError={() => setFailedUrl(url)}
      />
    </figure>
  );
}

/** An optional image URL field that previews the image while it is typed. */
export function ImageUrlField({
  label,
  name,
  defaultValue,
  error,
  previewLabel,
}: {
  label: string;
  name: string;
  id?: string;
  defaultValue: string;
  error?: string;
  previewLabel: string;
}) {
  const [url, setUrl] = useState(defaultValue);
  return (
    <div>
      <TextField
        label={label}
        name={name}
        type="url"
        maxLength={2048}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="Optional. An http(s) address of an image."
        error={error}
      />
      <ImagePreview url={url} label={previewLabel} />
    </div>
  );
}
