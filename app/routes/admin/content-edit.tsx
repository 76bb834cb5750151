import { Globe, History } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { REVIEW_MESSAGES } from "~/features/content/access";
import type { ItemAlertsView } from "~/features/content/alert-fields";
import { ContentForm, type FormValues, formValuesFrom } from "~/features/content/content-form";
import type { ContentFormKind, FieldChoice } from "~/features/content/form-kind";
import { CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";
import { PreviewLinks } from "~/features/content/preview-links";
import {
  PREVIEW_PARAM,
  PreviewButtons,
  PreviewPane,
  previewOpen,
  useFormChanged,
} from "~/features/content/preview-pane";
import {
  type CommentData,
  CommentThread,
  type ReviewData,
  ReviewDecision,
  type ReviewDecisionData,
  ReviewStatus,
} from "~/features/content/review-panel";
import { AutosaveOffer, useAutosave } from "~/features/content/use-autosave";
import type { DocumentFileInfo } from "~/features/media/document-files";
import type { ClientMedia } from "~/features/media/upload";
import type { SaveFailure } from "./content-edit.server";

/** The title of a kind's form page: 'New article', 'Edit video'. */
export function contentEditMeta(kind: ContentKind) {
  return ({ params }: { params: { id?: string } }) => {
    const texts = CONTENT_KINDS[kind];
    return [
      { title: params.id ? texts.editTitle : texts.newTitle },
      { name: "robots", content: "noindex" },
    ];
  };
}

/** What the form page's loader gives it (content-edit.server.ts). */
export interface EditData<Values extends FormValues> {
  initial: Values;
  uploads: Record<string, ClientMedia>;
  /** What the kind's lists of files show of each, by field (KindServer.editFiles). */
  files?: Record<string, DocumentFileInfo[]>;
  /** The choices of the kind's selects made of other rows (KindServer.editChoices). */
  choices?: Record<string, FieldChoice[]>;
  timeZone: string;
  siteUrl: string;
  links: PreviewLinkList | null;
  /** The item's public page while the public can read it ('View on site'), else null. */
  siteHref?: string | null;
  /** Its staff preview page while the public cannot read it yet ('Preview'), else null. */
  previewPath?: string | null;
  notice: string | null;
  /** Who may do what here (roles and review, ADR 027). */
  access: { choosePublication: boolean; submit: boolean; change?: boolean };
  review: ReviewData | null;
  comments?: CommentData[];
  decision?: ReviewDecisionData | null;
  /** What its alerts do (kinds with an alert topic), null for the others. */
  alerts?: ItemAlertsView | null;
}

type PreviewLinkList = Parameters<typeof PreviewLinks>[0]["links"];

/** A save the server refused: the form shows it again with what was typed. */
function isSaveFailure(value: unknown): value is SaveFailure {
  return typeof value === "object" && value !== null && "values" in value;
}

/**
 * A kind's form page (routes/admin/kind-edit.tsx, for every kind): the form, blank or with
 * the stored values, its History link, the unsaved-changes offer and the preview links.
 */
export function ContentEdit<Values extends FormValues>({
  form,
  loaderData,
  actionData,
  params,
}: {
  form: ContentFormKind<Values>;
  loaderData: EditData<Values>;
  actionData: unknown;
  params: { id?: string };
}) {
  const { kind } = form;
  const { timeZone } = loaderData;
  const texts = CONTENT_KINDS[kind];
  const { schema, Fields } = form;
  // Outside the form, which a failed save renders anew: an upload made meanwhile stays known.
  const [uploads, setUploads] = useState(loaderData.uploads);
  const onUploaded = useCallback(
    (media: ClientMedia) => setUploads((known) => ({ ...known, [media.id]: media })),
    [],
  );
  const [restored, setRestored] = useState<{ values: FormValues; n: number }>();
  const onRestore = useCallback(
    (values: FormValues) => setRestored((last) => ({ values, n: (last?.n ?? 0) + 1 })),
    [],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const editing = params.id !== undefined;
  const autosave = useAutosave({
    key: `${kind}:${params.id ?? "new"}`,
    formRef,
    stored: loaderData.initial,
    listPath: texts.listPath,
    // A save made with the preview open comes back to the form (`?preview=saved`).
    savedAt: (target) =>
      target.pathname === texts.listPath ||
      new URLSearchParams(target.search).get(PREVIEW_PARAM) === "saved",
    onRestore,
  });
  const [search] = useSearchParams();
  const { previewPath = null, siteHref = null } = loaderData;
  const paneOpen = previewPath !== null && previewOpen(search);
  const changed = useFormChanged(formRef, loaderData.initial.version);
  // Closing the pane gives the focus back to 'Preview'.
  const refocus = useRef(false);
  const failure = isSaveFailure(actionData) ? actionData : undefined;
  // A failed save shows the form again with what was typed; restored typing likewise.
  const initial = failure
    ? formValuesFrom(loaderData.initial, failure.values)
    : restored
      ? formValuesFrom(loaderData.initial, restored.values)
      : loaderData.initial;
  const formKey = failure
    ? JSON.stringify(failure.values) + (failure.conflict?.version ?? "")
    : restored
      ? `restored-${restored.n}`
      : "stored";
  const { review, decision } = loaderData;
  // The same elements whether the pane is open or not: opening it keeps what was typed.
  return (
    <div className={paneOpen ? "xl:grid xl:grid-cols-2 xl:items-start xl:gap-8" : undefined}>
      <div className="min-w-0">
        {decision ? (
          <div className="mb-8">
            <ReviewDecision kind={kind} id={params.id ?? ""} {...decision} />
          </div>
        ) : null}
        <ContentForm
          key={formKey}
          kind={kind}
          editing={editing}
          schema={schema}
          initial={initial}
          timeZone={timeZone}
          serverErrors={failure?.errors}
          serverOnly={failure?.serverOnly}
          formError={failure?.formError}
          conflict={failure?.conflict}
          formRef={formRef}
          access={loaderData.access}
          alerts={loaderData.alerts ?? null}
          preview={
            previewPath ? (
              <PreviewButtons path={previewPath} changed={changed} refocus={refocus} />
            ) : null
          }
          aside={
            <div className="space-y-3">
              {review ? <ReviewStatus review={review} timeZone={timeZone} /> : null}
              {loaderData.access.change === false ? (
                <p
                  role="status"
                  className="rounded-xl bg-slate-100 px-4 py-3 text-slate-800 text-sm ring-1 ring-slate-300"
                >
                  {REVIEW_MESSAGES.publishedLocked}
                </p>
              ) : null}
              {loaderData.notice ? (
                <p
                  role="status"
                  className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-300"
                >
                  {loaderData.notice}
                </p>
              ) : null}
              {editing ? (
                <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                  <Link
                    to={`${texts.editPath}/${params.id}/history`}
                    className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
                  >
                    <History aria-hidden="true" size={16} />
                    History
                  </Link>
                  {siteHref ? (
                    <a
                      href={siteHref}
                      className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
                    >
                      <Globe aria-hidden="true" size={16} />
                      View on site
                    </a>
                  ) : null}
                </div>
              ) : null}
              <AutosaveOffer autosave={autosave} timeZone={timeZone} />
            </div>
          }
        >
          {(errors) => (
            <Fields
              initial={initial}
              errors={errors}
              editing={editing}
              upload={{ uploads, onUploaded }}
              files={loaderData.files ?? {}}
              timeZone={timeZone}
              choices={loaderData.choices ?? {}}
            />
          )}
        </ContentForm>
        {loaderData.links ? (
          <PreviewLinks
            kind={kind}
            id={params.id ?? ""}
            links={loaderData.links}
            siteUrl={loaderData.siteUrl}
            timeZone={timeZone}
          />
        ) : null}
        {editing && loaderData.comments ? (
          <CommentThread
            kind={kind}
            id={params.id ?? ""}
            comments={loaderData.comments}
            timeZone={timeZone}
          />
        ) : null}
      </div>
      {paneOpen && previewPath ? (
        <PreviewPane
          path={previewPath}
          title={String(loaderData.initial.title ?? "")}
          version={String(loaderData.initial.version ?? "")}
          changed={changed}
          refocus={refocus}
        />
      ) : null}
    </div>
  );
}
