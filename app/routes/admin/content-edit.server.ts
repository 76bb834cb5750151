import { type AppLoadContext, data } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import type { FormValues } from "~/features/content/content-form";
import { formValuesFrom } from "~/features/content/content-form";
import type { ContentFormKind } from "~/features/content/form-kind";
import type { ContentStore, StoredRow } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "~/features/content/preview-links.server";
import { saveContentForm } from "~/features/content/save-form.server";
import { getContent } from "~/features/content/store.server";
import { flatTranslations } from "~/features/content/translations";
import { isScheduled } from "~/features/content/versions/shared.server";
import { getMedia } from "~/features/media/store.server";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { toLocalInput } from "~/lib/dates";
import { isUuid, readForm } from "~/lib/forms";

interface EditArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

/**
 * The loader of a kind's form (/admin/articles/new, /admin/articles/:id, /admin/videos/new,
 * /admin/videos/:id): blank or with the stored values (and the version they are), the item's
 * history link and, for a draft or scheduled item, its preview links.
 */
export function contentEditLoader<Values extends FormValues>(
  store: ContentStore,
  form: ContentFormKind<Values>,
) {
  const { kind } = store;
  return async (args: EditArgs) => {
    requireAdmin(args);
    const { request, params, context } = args;
    const identity = await context.publishedSite.identity();
    const blank = form.blank(identity.author ?? identity.name);
    const uploads: Record<string, ClientMedia> = {};
    const timeZone = context.site.timeZone;
    if (!params.id) {
      const blankForm = { kind, initial: blank, uploads, timeZone, siteUrl: context.siteUrl };
      return { ...blankForm, links: null, notice: null };
    }
    const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
    if (!row) throw data(null, { status: 404 });
    // The row's uploaded image, for its preview; its alt text is edited in the form.
    const upload = store.upload;
    const mediaId = upload ? row[upload.idField] : undefined;
    const media = typeof mediaId === "string" ? await getMedia(context.db, mediaId) : undefined;
    if (media && upload) uploads[media.id] = toClientMedia(media);
    const publishedAt = row.publishedAt;
    const scheduled = isScheduled({
      published: row.published,
      publishedAt: publishedAt?.toISOString(),
    });
    const values = {
      ...row,
      ...flatTranslations(row.translations, store.translated ?? []),
      ...(media && upload ? { [upload.altField]: media.alt } : {}),
      publication: scheduled ? "schedule" : row.published ? "published" : "draft",
      publishAt: scheduled && publishedAt ? toLocalInput(publishedAt, timeZone) : "",
      ...store.toForm?.(row, timeZone),
    };
    // Preview links are for what the public cannot see yet: drafts and scheduled items.
    const links = !isPublic(row)
      ? await listPreviewLinks(context.db, context.secret, kind, params.id)
      : null;
    // Back from the trash as a draft: its address had been taken meanwhile.
    const {
      noun: [noun],
      publicPrefix: prefix,
    } = CONTENT_KINDS[kind];
    const restoredFrom = new URL(request.url).searchParams.get("restoredFrom");
    const notice =
      restoredFrom && restoredFrom !== row.slug
        ? `While this ${noun} was in the trash, another ${noun} took its address ${prefix}${restoredFrom}, so it was restored as a draft at ${prefix}${String(row.slug)}. Choose its address, then publish it again.`
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
  };
}

/** Published and not waiting for its time: anyone can read it already. */
function isPublic(row: StoredRow) {
  const publishedAt = row.publishedAt?.toISOString();
  return row.published && !isScheduled({ published: true, publishedAt });
}

/**
 * The action of a kind's form: Save (a new item, or a new version of a stored one), and the
 * preview links' Share and Revoke (`?intent=share-preview|revoke-preview`).
 */
export function contentEditAction<Values extends FormValues>(
  store: ContentStore,
  form: ContentFormKind<Values>,
) {
  const { kind } = store;
  return async (args: EditArgs) => {
    const user = requireAdmin(args);
    const { request, context, params } = args;
    if (params.id !== undefined && !isUuid(params.id)) throw data(null, { status: 404 });
    const intent = new URL(request.url).searchParams.get("intent");
    if (params.id && (intent === "share-preview" || intent === "revoke-preview")) {
      const row = await getContent(context.db, store, params.id);
      if (!row) throw data(null, { status: 404 });
      const item = { kind, id: params.id, title: row.title };
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
      schema: form.schema,
      id: params.id,
      userId: user.id,
    });
  };
}
