import { type AppLoadContext, data, redirect } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { canEditAll, NOT_FOR_YOUR_ROLE, type SessionUser } from "~/features/auth/roles";
import {
  canChangeItem,
  canOpenItem,
  canPublishDirectly,
  kindLevel,
  REVIEW_MESSAGES,
} from "~/features/content/access";
import type { FormValues } from "~/features/content/content-form";
import { formValuesFrom } from "~/features/content/content-form";
import { fieldChanges } from "~/features/content/diff.server";
import { SCHEDULE_MESSAGES } from "~/features/content/fields";
import type { ContentFormKind } from "~/features/content/form-kind";
import type { ContentStore, StoredRow } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "~/features/content/preview-links.server";
import {
  addComment,
  approveReview,
  lastPublishedVersion,
  listComments,
  publicationGuard,
  requestChanges,
  reviewOf,
  reviewRequired,
  submissionStep,
  tellApproved,
  tellChangesRequested,
  tellMentioned,
  tellSubmitted,
} from "~/features/content/review.server";
import { conflictMessage, saveContentForm } from "~/features/content/save-form.server";
import { getContent } from "~/features/content/store.server";
import { flatTranslations } from "~/features/content/translations";
import { isScheduled, snapshotOf } from "~/features/content/versions/shared.server";
import { getMedia } from "~/features/media/store.server";
import { type ClientMedia, toClientMedia } from "~/features/media/upload";
import { fromLocalInput, toLocalInput } from "~/lib/dates";
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
    const user = requireRole(args, kindLevel(kind));
    const { request, params, context } = args;
    const identity = await context.publishedSite.identity();
    const blank = form.blank(identity.author ?? identity.name);
    const uploads: Record<string, ClientMedia> = {};
    const timeZone = context.site.timeZone;
    const fourEyes = await reviewRequired(context.db);
    if (!params.id) {
      const blankForm = { kind, initial: blank, uploads, timeZone, siteUrl: context.siteUrl };
      const access = {
        choosePublication: canPublishDirectly(user, fourEyes),
        submit: !canPublishDirectly(user, fourEyes),
      };
      return { ...blankForm, links: null, notice: null, access, review: null };
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
    const user = requireRole(args, kindLevel(kind));
    const { request, context, params } = args;
    if (params.id !== undefined && !isUuid(params.id)) throw data(null, { status: 404 });
    const intent = new URL(request.url).searchParams.get("intent");
    if (params.id && REVIEW_INTENTS.has(intent ?? "")) {
      return reviewAction(context, store, params.id, user, intent ?? "", await readForm(request));
    }
    if (params.id && (intent === "share-preview" || intent === "revoke-preview")) {
      const row = await getContent(context.db, store, params.id);
      if (!row) throw data(null, { status: 404 });
      if (!canChangeItem(user, kind, row)) {
        throw data({ message: REVIEW_MESSAGES.notYours }, { status: 403 });
      }
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
    // The Submit for review button: the save and the submission, in one transaction.
    const submit = new URL(request.url).searchParams.get("review") === "submit";
    const fourEyes = await reviewRequired(context.db);
    let title = "";
    const submission = submissionStep(store, user);
    return saveContentForm({
      request,
      context,
      store,
      schema: form.schema,
      id: params.id,
      userId: user.id,
      hooks: {
        guard: publicationGuard(user, kind, fourEyes),
        after: submit
          ? async (tx, row) => {
              await submission(tx, row);
              title = row.title;
            }
          : undefined,
      },
      onSaved: submit
        ? (id) => tellSubmitted(context, { kind, id, title, actor: user })
        : undefined,
    });
  };
}

const REVIEW_INTENTS: ReadonlySet<string> = new Set(["approve", "request-changes", "comment"]);

/**
 * The review's forms on an item's page: `approve` (with `version`, and `publishAt` when `when`
 * is 'schedule'), `request-changes` and `comment` (with `comment`). Approving returns to the
 * list; the others answer with a notice, or an error (403 for a role that may not, 409 for an
 * item no longer in review or changed meanwhile, 400 for a missing text or time).
 */
async function reviewAction(
  context: AppLoadContext,
  store: ContentStore,
  id: string,
  user: SessionUser,
  intent: string,
  form: FormData,
) {
  const { kind } = store;
  const texts = CONTENT_KINDS[kind];
  if (intent === "comment") {
    const result = await addComment(context.db, store, id, user, form.get("comment"));
    if ("missing" in result) throw data(null, { status: 404 });
    if ("refused" in result) {
      const status = result.refused === REVIEW_MESSAGES.notYours ? 403 : 400;
      return data({ commentError: result.refused }, { status });
    }
    await tellMentioned(context, { kind, id, actor: user, ...result });
    return { reviewNotice: REVIEW_MESSAGES.commented };
  }
  if (!canEditAll(user.role)) throw data({ message: NOT_FOR_YOUR_ROLE }, { status: 403 });
  if (intent === "request-changes") {
    const result = await requestChanges(context.db, store, id, user, form.get("comment"));
    if ("missing" in result) throw data(null, { status: 404 });
    if ("refused" in result) {
      const status = result.refused === REVIEW_MESSAGES.notInReview ? 409 : 400;
      return data({ reviewError: result.refused }, { status });
    }
    await tellChangesRequested(context, { kind, id, actor: user, ...result });
    return { reviewNotice: REVIEW_MESSAGES.changesRequested };
  }
  const timeZone = context.site.timeZone;
  let publishAt: Date | null = null;
  if (form.get("when") === "schedule") {
    const typed = String(form.get("publishAt") ?? "");
    publishAt = typed ? (fromLocalInput(typed, timeZone) ?? null) : null;
    if (!publishAt) return data({ reviewError: SCHEDULE_MESSAGES.missing }, { status: 400 });
    if (publishAt <= new Date()) {
      return data({ reviewError: SCHEDULE_MESSAGES.past }, { status: 400 });
    }
  }
  const version = String(form.get("version") ?? "");
  const result = await approveReview(context.db, store, id, user, {
    openedAt: /^[1-9]\d{0,9}$/.test(version) ? Number(version) : -1,
    publishAt,
    fourEyes: await reviewRequired(context.db),
  });
  if ("refused" in result) return data({ reviewError: result.refused }, { status: 409 });
  if ("missing" in result) throw data(null, { status: 404 });
  if ("conflict" in result) {
    const message = conflictMessage(store, result.conflict, timeZone);
    return data({ reviewError: `${message} Look at it again before approving.` }, { status: 409 });
  }
  context.contentChanged();
  const row = await getContent(context.db, store, id);
  await tellApproved(context, {
    kind,
    id,
    title: row?.title ?? "",
    actor: user,
    submittedBy: result.submittedBy ?? null,
    publishAt,
  });
  return redirect(texts.listPath);
}
