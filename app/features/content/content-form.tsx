import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import type { DiffPart } from "~/lib/word-diff";
import { AlertFields, type ItemAlertsView } from "./alert-fields";
import { FieldDiffList } from "./diff-view";
import { PUBLICATIONS, type Publication } from "./fields";
import { FormFrame } from "./form-frame";
import { type FormValues, fieldBinder, formValuesFrom } from "./form-values";
import { CONTENT_KINDS, type ContentKind } from "./kinds";
import { PublicationFields } from "./publication-fields";
import { useSaveForm } from "./use-save-form";

// Where the form's values are defined: kept importable from here for the forms that use them.
export { type FormValues, fieldBinder, formValuesFrom };

/** The form's publication choice (a draft when its values name none). */
function publicationOf(values: FormValues): Publication {
  return PUBLICATIONS.find((p) => p === values.publication) ?? "draft";
}

/** What a save that met an edit conflict shows (see ConflictView on the server). */
export interface FormConflict {
  message: string;
  version: number;
  changes: { label: string; parts: DiffPart[] }[];
}

/**
 * The article and video forms' frame: one <Form> checked in the browser with the server's
 * schema, the heading, the kind's fields, the publication choice, Save and Cancel. It carries the
 * version it was opened at; a save that meets a newer one shows who changed what, keeps what was
 * typed, and offers 'Save anyway'.
 */
export function ContentForm({
  kind,
  editing,
  schema,
  initial,
  timeZone,
  serverErrors,
  serverOnly,
  formError,
  conflict,
  aside,
  formRef,
  access = { choosePublication: true, submit: false, change: true },
  alerts = null,
  preview,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  kind: ContentKind;
  editing: boolean;
  schema: z.ZodType;
  initial: FormValues;
  timeZone: string;
  serverErrors?: Record<string, string>;
  /** The fields of `serverErrors` only the server checks (see SaveFailure). */
  serverOnly?: readonly string[];
  formError?: string;
  conflict?: FormConflict;
  /** Shown under the heading (History, preview links, the unsaved-changes offer). */
  aside?: ReactNode;
  /**
   * Whether the user chooses the publication here, may submit the item for review, and may
   * change it at all (an author's public item is shown without Save).
   */
  access?: { choosePublication: boolean; submit: boolean; change?: boolean };
  /** What the item's alerts do (kinds with an alert topic): shown under the Publication choice. */
  alerts?: ItemAlertsView | null;
  /** Beside Save: a draft's 'Preview' (preview-pane.tsx). */
  preview?: ReactNode;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const texts = CONTENT_KINDS[kind];
  const { errors, saving, onSubmit, onChange } = useSaveForm(schema, serverErrors, serverOnly);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} ref={formRef}>
      <input type="hidden" name="version" value={String(initial.version ?? "")} />
      <FormFrame
        title={editing ? texts.editHeading : texts.newHeading}
        cancelTo={texts.listPath}
        formError={formError}
        saving={saving}
        aside={aside}
        submitForReview={access.submit}
        readOnly={access.change === false}
        preview={preview}
        conflict={
          conflict ? (
            <section
              aria-labelledby="conflict-heading"
              className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300"
            >
              <div role="alert">
                <h3 id="conflict-heading" className="font-semibold text-amber-950">
                  {conflict.message}
                </h3>
              </div>
              <p className="mt-1 text-amber-900 text-sm">
                Your text is kept below. What the other save changed:
              </p>
              <div className="mt-3 bg-white">
                {conflict.changes.length > 0 ? (
                  <FieldDiffList fields={conflict.changes} />
                ) : (
                  <p className="px-4 py-3 text-slate-600 text-sm">No field differs.</p>
                )}
              </div>
              <p className="mt-3 text-amber-900 text-sm">
                Save anyway to replace it with your version (both stay in the history), or open the{" "}
                {texts.noun[0]} again to start from the current one.
              </p>
              <button
                type="submit"
                name="overwrite"
                value={String(conflict.version)}
                disabled={saving}
                className="mt-3 inline-flex items-center rounded-full bg-amber-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-amber-800 disabled:opacity-70"
              >
                Save anyway
              </button>
            </section>
          ) : undefined
        }
      >
        {children(errors)}
        {access.choosePublication ? (
          <>
            <PublicationFields
              publication={publicationOf(initial)}
              publishAt={String(initial.publishAt ?? "")}
              timeZone={timeZone}
              errors={errors}
            />
            {alerts ? <AlertFields alerts={alerts} /> : null}
          </>
        ) : access.change === false ? null : (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm ring-1 ring-slate-200">
            {access.submit
              ? "Saved as a draft. An editor publishes it after review: use 'Submit for review' when it is ready."
              : "Saved as a draft. It is in review: an editor publishes it."}
          </p>
        )}
      </FormFrame>
    </Form>
  );
}
