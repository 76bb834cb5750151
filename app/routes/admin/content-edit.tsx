import { useCallback, useState } from "react";
import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import { ContentForm, formValuesFrom } from "~/features/content/content-form";
import { CONTENT_KINDS, contentKindOfPath } from "~/features/content/kinds";
import { type SaveFailure, saveContentForm } from "~/features/content/save-form.server";
import { getContent } from "~/features/content/store.server";
import { getMedia } from "~/features/media/store.server";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { isUuid } from "~/lib/forms";
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
 * blank or with the stored values.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { request, params, context } = args;
  const kind = contentKindOfPath(new URL(request.url).pathname);
  const blank = CONTENT_FORMS[kind].blank(context.site.name);
  const uploads: Record<string, ClientMedia> = {};
  if (!params.id) return { kind, initial: blank, uploads };
  const row = isUuid(params.id)
    ? await getContent(context.db, CONTENT_STORES[kind], params.id)
    : undefined;
  if (!row) throw data(null, { status: 404 });
  // The row's uploaded image, for its preview; its alt text is edited in the form.
  const upload = CONTENT_STORES[kind].upload;
  const mediaId = upload ? (row as Record<string, unknown>)[upload.idField] : undefined;
  const media = typeof mediaId === "string" ? await getMedia(context.db, mediaId) : undefined;
  if (media && upload) uploads[media.id] = toClientMedia(media);
  const values = media && upload ? { ...row, [upload.altField]: media.alt } : row;
  return { kind, initial: formValuesFrom(blank, values), uploads };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, context, params } = args;
  if (params.id !== undefined && !isUuid(params.id)) throw data(null, { status: 404 });
  const kind = contentKindOfPath(new URL(request.url).pathname);
  return saveContentForm({
    request,
    context,
    store: CONTENT_STORES[kind],
    schema: CONTENT_FORMS[kind].schema,
    id: params.id,
    userId: user.id,
  });
}

export default function ContentEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { kind } = loaderData;
  const { schema, Fields } = CONTENT_FORMS[kind];
  // Outside the form, which a failed save renders anew: an upload made meanwhile stays known.
  const [uploads, setUploads] = useState(loaderData.uploads);
  const onUploaded = useCallback(
    (media: ClientMedia) => setUploads((known) => ({ ...known, [media.id]: media })),
    [],
  );
  const failure = actionData as SaveFailure | undefined;
  // A failed save shows the form again with what was typed.
  const initial = failure ? formValuesFrom(loaderData.initial, failure.values) : loaderData.initial;
  const editing = params.id !== undefined;
  return (
    <ContentForm
      key={failure ? JSON.stringify(failure.values) : "stored"}
      kind={kind}
      editing={editing}
      schema={schema}
      published={initial.published === true}
      serverErrors={failure?.errors}
      formError={failure?.formError}
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
  );
}
