import { type AppLoadContext, data, redirect } from "react-router";
import { saveAlertChoice } from "~/features/alerts/item-alerts.server";
import { canEditAll, NOT_FOR_YOUR_ROLE, type SessionUser } from "~/features/auth/roles";
import {
  canChangeItem,
  canOpenItem,
  canPublishDirectly,
  kindLevel,
  REVIEW_MESSAGES,
} from "~/features/content/access";
import { ALERT_CHOICE_SHOWN } from "~/features/content/alert-fields";
import type { ConflictView } from "~/features/content/commands/result";
import { saveItem } from "~/features/content/commands/save";
import type { FormValues } from "~/features/content/content-form";
import { formValuesFrom } from "~/features/content/content-form";
import { fieldChanges } from "~/features/content/diff.server";
import type { ContentFormKind } from "~/features/content/form-kind";
import { addressOf, type ContentStore, type StoredRow } from "~/features/content/kind.server";
import {
  CONTENT_KINDS,
  type ContentKind,
  publicAddress,
  publishedListAddress,
} from "~/features/content/kinds";
import { listPreviewLinks } from "~/features/content/preview-links.server";
import { itemPreviewPath, PREVIEW_PARAM } from "~/features/content/preview-pane";
import {
  lastPublishedVersion,
  listComments,
  reviewOf,
  reviewRequired,
} from "~/features/content/review.server";
import { getContent } from "~/features/content/store.server";
import { flatTranslations } from "~/features/content/translations";
import { isPublic, isScheduled, snapshotOf } from "~/features/content/versions/shared.server";
import { getMedia } from "~/features/media/store.server";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { KIND_SERVERS } from "~/kinds/registry.server";
import { toLocalInput } from "~/lib/dates";
import { formFields, isUuid, queryText, readForm } from "~/lib/forms";
import { requireRole } from "~/routes/guards.server";
import { statusOf } from "./content-commands.server";

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
    const user = requireRole(args, kindLevel(kind));
    const { request, params, context } = args;
    const identity = await context.publishedSite.identity();
    const blank = form.blank(identity.author ?? identity.name);
    const uploads: Record<string, ClientMedia> = {};
    const timeZone = context.site.timeZone;
    const fourEyes = await reviewRequired(context.db);
    if (!params.id) {
      // A title to start from (`?title=`: Insight's 'Write an article' for a search that found
      // nothing).
      const title = queryText(new URL(request.url).searchParams.get("title"), 200);
      const initial = title && "title" in blank ? { ...blank, title } : blank;
      const blankForm = { kind, initial, uploads, timeZone, siteUrl: context.siteUrl };
      const access = {
        choosePublication: canPublishDirectly(user, fourEyes),
        submit: !canPublishDirectly(user, fourEyes),
      };
      return {
        ...blankForm,
        siteHref: null,
        previewPath: null,
        links: null,
        notice: null,
        access,
        review: null,
      };
    }
    const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
    if (!row) throw data(null, { status: 404 });
    if (!canOpenItem(user, kind, row)) throw data({ message: NOT_FOR_YOUR_ROLE }, { status: 403 });
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
    const links =
      !isPublic(row) && canChangeItem(user, kind, row)
        ? await listPreviewLinks(context.db, context.secret, kind, params.id)
        : null;
    // Back from the trash as a draft: its address had been taken meanwhile.
    const [noun] = CONTENT_KINDS[kind].noun;
    const prefix = CONTENT_KINDS[kind].publicPrefix ?? "";
    const restoredFrom = new URL(request.url).searchParams.get("restoredFrom");
    const address = addressOf(store, row);
    const notice =
      restoredFrom && address !== undefined && restoredFrom !== address
        ? `While this ${noun} was in the trash, another ${noun} took its address ${prefix}${restoredFrom}, so it was restored as a draft at ${prefix}${address}. Choose its address, then publish it again.`
        : null;
    return {
      kind,
      siteHref: isPublic(row) && address !== undefined ? publicAddress(kind, address) : null,
      previewPath: isPublic(row) ? null : itemPreviewPath(kind, row.id),
      initial: formValuesFrom(blank, values),
      uploads,
      timeZone,
      siteUrl: context.siteUrl,
      links,
      notice,
      ...(await reviewData(context, store, row, user, fourEyes)),
    };
  };
}

/**
 * An item's review on its form: who may change, publish or submit it, its state, its comments
 * and, for an editor while it waits, what changed since it was last public.
 */
async function reviewData(
  context: AppLoadContext,
  store: ContentStore,
  row: StoredRow,
  user: SessionUser,
  fourEyes: boolean,
) {
  const { kind } = store;
  const [review, comments] = await Promise.all([
    reviewOf(context.db, kind, row.id),
    listComments(context.db, kind, row.id),
  ]);
  const change = canChangeItem(user, kind, row);
  const access = {
    change,
    // An item already public (or scheduled: it may be taken back to a draft) stays in an
    // editor's hands; a draft goes public directly only without the four-eye rule.
    choosePublication: canEditAll(user.role) && (row.published || !fourEyes),
    submit: change && !isPublic(row) && review?.state !== "in_review",
  };
  let decision = null;
  if (review?.state === "in_review" && canEditAll(user.role)) {
    const base = await lastPublishedVersion(context.db, kind, row.id);
    const own = fourEyes && (review.submittedById === user.id || row.updatedBy === user.id);
    decision = {
      version: row.version,
      neverPublished: base === null,
      changes: base ? fieldChanges(store, base, snapshotOf(store, row), context.site.timeZone) : [],
      mayApprove: !own,
      approveRefusal: own ? REVIEW_MESSAGES.ownChanges : null,
    };
  }
  const shown = review && {
    state: review.state,
    submittedBy: review.submittedBy,
    submittedAt: review.submittedAt,
    decidedBy: review.decidedBy,
    decidedAt: review.decidedAt,
  };
  return { access, review: shown, comments, decision };
}

const OUT_OF_DATE = "This page is out of date. Reload it, then try again.";

/**
 * Where a save leads: to the list, which says 'Published — View on site' when the item was
 * saved to be public now (the list checks that it is); back to the form with its preview open
 * when it was saved from there (`?preview=open`); else to the list.
 */
function savedAddress(
  kind: ContentKind,
  id: string,
  values: Record<string, string>,
  search: URLSearchParams,
) {
  const { editPath, listPath } = CONTENT_KINDS[kind];
  if (values.publication === "published") return publishedListAddress(kind, id);
  if (search.has(PREVIEW_PARAM)) return `${editPath}/${id}?${PREVIEW_PARAM}=saved`;
  return listPath;
}

/** A save the server refused: the form shows it again with what was typed. */
export interface SaveFailure {
  /** What was typed, so the form shows it again. */
  values: Record<string, string>;
  errors?: Record<string, string>;
  /**
   * The fields of `errors` only the server can check (a slug taken, a time gone by): the form
   * keeps their message until the next save rather than dropping it at the first keystroke.
   */
  serverOnly?: string[];
  formError?: string;
  conflict?: ConflictView;
}

/**
 * The action of a kind's form: Save (a new item, or a new version of a stored one); with
 * `?review=submit` (its 'Submit for review' button), the save and the submission in one
 * transaction. Saved, it returns to the kind's list; refused, the form shows why with what was
 * typed (400 invalid, 403 refused, 409 taken or changed meanwhile, 500 failed). The item's other
 * commands have their own routes (content-command-routes.ts).
 */
export function contentEditAction<Values extends FormValues>(
  store: ContentStore,
  form: ContentFormKind<Values>,
) {
  const { kind } = store;
  return async (args: EditArgs) => {
    const actor = requireRole(args, kindLevel(kind));
    const { request, context, params } = args;
    if (params.id !== undefined && !isUuid(params.id)) throw data(null, { status: 404 });
    const url = new URL(request.url);
    const search = url.searchParams;
    // A form of a page loaded before the item's commands had addresses of their own posted them
    // here (`?intent=approve`…): saved, it would be refused by the schema with nothing said on
    // the panel that sent it. The panel says to reload; a page without script is loaded again.
    if (search.has("intent")) {
      if (context.documentRequest) return redirect(url.pathname);
      return data(
        {
          formError: OUT_OF_DATE,
          error: OUT_OF_DATE,
          reviewError: OUT_OF_DATE,
          commentError: OUT_OF_DATE,
        },
        { status: 409 },
      );
    }
    const submit = search.get("review") === "submit";
    const values = formFields(await readForm(request));
    const result = await saveItem(
      context,
      { actor, store },
      {
        id: params.id,
        values,
        schema: form.schema,
        submit,
        alsoStore: (tx, itemId) =>
          saveAlertChoice(
            tx,
            { kind, topic: KIND_SERVERS[kind].alerts?.topic },
            itemId,
            values,
            ALERT_CHOICE_SHOWN,
          ),
      },
    );
    switch (result.status) {
      case "done":
        return redirect(savedAddress(kind, result.id, values, search));
      case "missing":
        throw data(null, { status: 404 });
      case "invalid": {
        const { errors, serverOnly } = result;
        return data<SaveFailure>({ values, errors, serverOnly }, { status: statusOf(result) });
      }
      case "conflict":
        return data<SaveFailure>({ values, conflict: result.conflict }, { status: 409 });
      case "refused":
      case "failed":
        return data<SaveFailure>(
          { values, formError: result.reason },
          { status: statusOf(result) },
        );
    }
  };
}
