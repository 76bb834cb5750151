import { ArrowLeft } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { REVIEW_MESSAGES } from "~/features/content/access";
import { diffErrorId, FieldDiffList } from "~/features/content/diff-view";
import type { VersionComparison, VersionedWords } from "~/features/content/versions/versioned";
import { formatDateTimeIn } from "~/lib/dates";

export function contentVersionMeta({
  loaderData,
}: {
  loaderData?: { number: number | undefined; title: string };
}) {
  return [
    { title: loaderData ? `Version ${loaderData.number}: ${loaderData.title}` : "Version" },
    { name: "robots", content: "noindex" },
  ];
}

/** What the comparison page's loader gives it (content-version.server.ts). */
export interface VersionPageData
  extends VersionComparison,
    Pick<VersionedWords, "editPath" | "currentName" | "currentNumber" | "same"> {
  timeZone: string;
}

/** A refused restore's message, and the field it is about (a taken address). */
function refusal(actionData: unknown): { error?: string; field?: string } | undefined {
  if (typeof actionData !== "object" || actionData === null) return undefined;
  const error = "error" in actionData ? actionData.error : undefined;
  const field = "field" in actionData ? actionData.field : undefined;
  return {
    error: typeof error === "string" ? error : undefined,
    field: typeof field === "string" ? field : undefined,
  };
}

/**
 * One version beside the current one, word by word, with 'Restore this version'
 * (routes/admin/kind-version.tsx, for every kind and the site).
 */
export function ContentVersion({
  loaderData,
  actionData,
}: {
  loaderData: VersionPageData;
  actionData: unknown;
}) {
  const {
    editPath,
    subject,
    number,
    current,
    currentNumber,
    currentName,
    savedBy,
    savedAt,
    timeZone,
  } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refused = refusal(actionData);
  // A field's error goes under that field's diff; any other above the button.
  const onField = loaderData.changed.some((f) => f.name === refused?.field);
  const fieldErrors =
    onField && refused?.field && refused.error ? { [refused.field]: refused.error } : {};
  return (
    <section aria-labelledby="version-heading">
      <Link
        to={`${editPath}/history`}
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        History
      </Link>
      <h2 id="version-heading" className="mt-3 break-words font-semibold text-ink text-xl">
        {`Version ${number} of ${subject}`}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {loaderData.action} by {savedBy ?? "a removed account"} on{" "}
        <time dateTime={savedAt}>{formatDateTimeIn(savedAt, timeZone)}</time>. Compared with the{" "}
        {currentNumber === "word" ? (
          <>
            {currentName} (version {current}):
          </>
        ) : (
          <>
            {currentName} ({current}):
          </>
        )}{" "}
        <del className="rounded bg-red-100 px-1 text-red-900">struck through</del> is only in the{" "}
        {`${currentName},`}{" "}
        <ins className="rounded bg-emerald-100 px-1 text-emerald-900">underlined</ins> only in
        version {number}.
      </p>
      <div className="mt-6">
        {loaderData.changed.length > 0 ? (
          <FieldDiffList fields={loaderData.changed} errors={fieldErrors} />
        ) : (
          <p className="rounded-xl px-4 py-3 text-slate-600 ring-1 ring-slate-200">
            {loaderData.same}
          </p>
        )}
        {loaderData.unchanged.length > 0 ? (
          <p className="mt-3 text-slate-500 text-sm">
            Unchanged: {loaderData.unchanged.join(", ")}
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-slate-600 text-sm">{loaderData.restoreNote}</p>
      <div className="mt-6">
        <FormAlert>{onField ? undefined : refused?.error}</FormAlert>
      </div>
      {loaderData.mayRestore ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="current" value={current} />
          <button
            type="submit"
            disabled={restoring || loaderData.changed.length === 0}
            aria-describedby={onField && refused?.field ? diffErrorId(refused.field) : undefined}
            className="inline-flex items-center rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {restoring ? "Restoring..." : "Restore this version"}
          </button>
        </Form>
      ) : (
        <p className="mt-6 rounded-xl bg-slate-100 px-4 py-3 text-slate-800 text-sm ring-1 ring-slate-300">
          {REVIEW_MESSAGES.publishedLocked}
        </p>
      )}
    </section>
  );
}
