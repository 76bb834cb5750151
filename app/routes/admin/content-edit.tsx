import { History } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { data, Link } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import { ContentForm, type FormValues, formValuesFrom } from "~/features/content/content-form";
import { CONTENT_KINDS, contentKindOfPath } from "~/features/content/kinds";
import { PreviewLinks } from "~/features/content/preview-links";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "~/features/content/preview-links.server";
import { type SaveFailure, saveContentForm } from "~/features/content/save-form.server";
import { getContent } from "~/features/content/store.server";
import { flatTranslations } from "~/features/content/translations";
import { useAutosave } from "~/features/content/use-autosave";
import { isScheduled } from "~/features/content/versions.server";
import { getMedia } from "~/features/media/store.server";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { formatDateTimeIn, toLocalInput } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";
import type { Route } from "./+types/content-edit";
import { CONTENT_FORMS } from "./content-kinds";
import { CONTENT_STORES } from "./content-stores.server";

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const texts = CONTENT_KINDS[loaderData?.kind ?? "article"];
  return [
    { title: params.id ? texts.editTitle : texts.newTitle },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * /admin/articles/new, /admin/articles/:id, /admin/videos/new, /admin/videos/:id: a kind's form,
 * blank or with the stored values (and the version they are), the item's history link and, for
 * a draft or scheduled item, its preview links.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { request, params, context } = args;
  const kind = contentKindOfPath(new URL(request.url).pathname);
  const blank = CONTENT_FORMS[kind].blank(context.site.name);
  const uploads: Record<string, ClientMedia> = {};
  const timeZone = context.site.timeZone;
  if (!params.id) {
    const blankForm = { kind, initial: blank, uploads, timeZone, siteUrl: context.siteUrl };
    return { ...blankForm, links: null, notice: null };
  }
  const store = CONTENT_STORES[kind];
  const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
  if (!row) throw data(null, { status: 404 });
  // The row's uploaded image, for its preview; its alt text is edited in the form.
  const upload = store.upload;
  const mediaId = upload ? row[upload.idField] : undefined;
  const media = typeof mediaId === "string" ? await getMedia(context.db, mediaId) : undefined;
  if (media && upload) uploads[media.id] = toClientMedia(media);
  const publishedAt = row.publishedAt as Date | null;
  const scheduled = isScheduled({
    published: row.published,
    publishedAt: publishedAt?.toISOString(),
  });
  const values = {
    ...row,
    ...flatTranslations(row.translations, store.translated ?? []),
    ...(media && upload ? { [upload.altField]: media.alt } : {}),
    publication: scheduled ? "schedule" : row.published === true ? "published" : "draft",
    publishAt: scheduled && publishedAt ? toLocalInput(publishedAt, timeZone) : "",
  };
  // Preview links are for what the public cannot see yet: drafts and scheduled items.
  const links = !isPublic(row)
    ? await listPreviewLinks(context.db, context.secret, kind, params.id)
    : null;
  // Back from the trash as a draft: its address had been taken meanwhile.
  const restoredFrom = new URL(request.url).searchParams.get("restoredFrom");
  const notice =
    restoredFrom && restoredFrom !== row.slug
      ? `While this article was in the trash, another article took its address /news/${restoredFrom}, so it was restored as a draft at /news/${String(row.slug)}. Choose its address, then publish it again.`
      : null;
  return {
    kind,
    initial: formValuesFrom(blank, values),
    uploads,
    timeZone,
    siteUrl: context.siteUrl,
    links,
    notice,
  };
}

/** Published and not waiting for its time: anyone can read it already. */
function isPublic(row: { published?: unknown; publishedAt?: unknown }) {
  const publishedAt = row.publishedAt instanceof Date ? row.publishedAt.toISOString() : undefined;
  return row.published === true && !isScheduled({ published: true, publishedAt });
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, context, params } = args;
  if (params.id !== undefined && !isUuid(params.id)) throw data(null, { status: 404 });
  const kind = contentKindOfPath(new URL(request.url).pathname);
  const store = CONTENT_STORES[kind];
  const intent = new URL(request.url).searchParams.get("intent");
  if (params.id && (intent === "share-preview" || intent === "revoke-preview")) {
    const row = await getContent(context.db, store, params.id);
    if (!row) throw data(null, { status: 404 });
    const item = { kind, id: params.id, title: String(row.title) };
    if (intent === "share-preview") {
      // A link is for what the public cannot see yet; a public item has its own address.
      if (isPublic(row)) {
        const noun = CONTENT_KINDS[kind].noun[0];
        return data(
          {
            error: `Only a draft or a scheduled ${noun} can have a preview link: this ${noun} is already public.`,
          },
          { status: 409 },
        );
      }
      await createPreviewLink(context.db, item, user.id);
      return { shared: true };
    }
    const link = (await readForm(request)).get("link");
    const revoked =
      typeof link === "string" && (await revokePreviewLink(context.db, item, link, user.id));
    if (!revoked) return data({ error: "This link no longer works." }, { status: 404 });
    return { revoked: true };
  }
  return saveContentForm({
    request,
    context,
    store,
    schema: CONTENT_FORMS[kind].schema,
    id: params.id,
    userId: user.id,
  });
}

export default function ContentEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { kind, timeZone } = loaderData;
  const texts = CONTENT_KINDS[kind];
  const { schema, Fields } = CONTENT_FORMS[kind];
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
    onRestore,
  });
  const failure = actionData && "values" in actionData ? (actionData as SaveFailure) : undefined;
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
  return (
    <>
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
        aside={
          <div className="space-y-3">
            {loaderData.notice ? (
              <p
                role="status"
                className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-300"
              >
                {loaderData.notice}
              </p>
            ) : null}
            {editing ? (
              <Link
                to={`${texts.editPath}/${params.id}/history`}
                className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
              >
                <History aria-hidden="true" size={16} />
                History
              </Link>
            ) : null}
            {autosave.offer ? (
              <div
                role="status"
                className="flex flex-wrap items-center gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sky-950 text-sm ring-1 ring-sky-200"
              >
                <span className="min-w-0 flex-1">
                  This browser kept changes you did not save (
                  {formatDateTimeIn(autosave.offer.savedAt, timeZone)}).
                </span>
                <button
                  type="button"
                  onClick={autosave.restore}
                  className="rounded-full bg-sky-800 px-4 py-1.5 font-semibold text-white hover:bg-sky-900"
                >
                  Restore unsaved changes
                </button>
                <button
                  type="button"
                  onClick={autosave.discard}
                  className="rounded-full px-4 py-1.5 font-semibold text-sky-900 ring-1 ring-sky-300 hover:bg-sky-100"
                >
                  Discard
                </button>
              </div>
            ) : null}
          </div>
        }
      >
        {(errors) => (
          <Fields
            initial={initial}
            errors={errors}
            editing={editing}
            upload={{ uploads, onUploaded }}
          />
        )}
      </ContentForm>
      {loaderData.links ? (
        <PreviewLinks
          kind={kind}
          links={loaderData.links}
          siteUrl={loaderData.siteUrl}
          timeZone={timeZone}
        />
      ) : null}
    </>
  );
}
