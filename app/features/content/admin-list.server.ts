import { type AppLoadContext, data, redirect } from "react-router";
import { canEditAll, type SessionUser } from "~/features/auth/roles";
import { isUuid, queryText } from "~/lib/forms";
import { withServerHtml } from "~/lib/server-html.server";
import { canPublishDirectly, REVIEW_MESSAGES } from "./access";
import type { AdminListData, ListActionResult } from "./admin-list";
import { renderAdminRow, renderAdminRows } from "./admin-rows.server";
import type { ContentStore } from "./kind.server";
import { CONTENT_KINDS } from "./kinds";
import { countInReview, publicationGuard, reviewRequired } from "./review.server";
import { conflictMessage } from "./save-form.server";
import {
  type AdminListRow,
  countContent,
  fieldErrorMessage,
  listContentForAdmin,
  UniqueFieldError,
} from "./store.server";
import { setContentPublished, WriteRefusal } from "./versions/save.server";
import { trashContent } from "./versions/trash.server";

/** The longest filter the list accepts (a title is at most 200 characters). */
const MAX_FILTER = 200;

/** Who looks at a list, as its rows' buttons need it (ADR 027). */
async function viewerOf(context: AppLoadContext, user: SessionUser) {
  const fourEyes = await reviewRequired(context.db);
  return {
    id: user.id,
    editsAll: canEditAll(user.role),
    publishesDrafts: canPublishDirectly(user, fourEyes),
    fourEyes,
  };
}

/**
 * A section's list: every row (or those whose title contains `?q=`, or those in review with
 * `?review=1`), as HTML rendered by React; an author's list holds their own items. A list that
 * fails to load is logged and shown empty (the specification's behaviour).
 */
export async function loadAdminList(
  context: AppLoadContext,
  store: ContentStore,
  url: URL,
  user: SessionUser,
): Promise<AdminListData> {
  const { kind } = store;
  const q = queryText(url.searchParams.get("q"), MAX_FILTER);
  const viewer = await viewerOf(context, user);
  const ownedBy = viewer.editsAll ? undefined : user.id;
  const inReview = viewer.editsAll && url.searchParams.get("review") === "1";
  let rows: AdminListRow[] = [];
  let total = 0;
  let waiting = 0;
  try {
    rows = await listContentForAdmin(context.db, store, { filter: q, ownedBy, inReview });
    total = q || inReview ? await countContent(context.db, store, ownedBy) : rows.length;
    if (viewer.editsAll) waiting = (await countInReview(context.db, [store]))[kind] ?? 0;
  } catch (error) {
    context.logger.error({ err: error }, `Error loading ${CONTENT_KINDS[kind].noun[1]}`);
  }
  const filtered = q !== "" || inReview;
  const pieces = renderAdminRows(kind, rows, {
    timeZone: context.site.timeZone,
    filtered: filtered || ownedBy !== undefined,
    viewer,
  });
  return withServerHtml(context, `rows-${kind}`, pieces, {
    kind,
    q,
    shown: rows.length,
    total,
    trashDays: context.trashDays,
    review: {
      only: inReview,
      waiting,
      mine: ownedBy !== undefined,
      changesRequested: ownedBy
        ? rows.filter((row) => row.review === "changes_requested" && !row.published).length
        : 0,
    },
  });
}

const OPERATIONS = ["publish", "unpublish", "delete"] as const;

/**
 * The list's buttons: `publish`, `unpublish` or `delete` (to the trash), each carrying the row's
 * id and the version the page showed (`<id>:<version>`). Failures answer with the
 * specification's alert texts; a row changed since the page showed it is not touched (409, with
 * who changed it and its current state); a row that is already gone is a 404; anything else is a
 * 400. A fetcher gets the changed row's HTML; a plain form post (no JavaScript) is sent back to
 * the list.
 */
export async function runListAction(
  context: AppLoadContext,
  store: ContentStore,
  form: FormData,
  user: SessionUser,
) {
  const userId = user.id;
  const texts = CONTENT_KINDS[store.kind];
  const pressed = OPERATIONS.filter((operation) => form.has(operation));
  const operation = pressed[0];
  // Only a hand-made request presses no button or two: a plain 400, nothing else happens.
  if (pressed.length !== 1 || !operation) throw data({ error: "Unknown action." }, { status: 400 });
  const [id = "", version = ""] = String(form.get(operation)).split(":");
  const failure = operation === "delete" ? texts.failedDelete : texts.failedUpdate;
  if (!isUuid(id)) return data<ListActionResult>({ error: failure }, { status: 400 });
  // A missing or made-up version never matches: the row is left alone (a conflict).
  const openedAt = /^[1-9]\d{0,9}$/.test(version) ? Number(version) : -1;
  const viewer = await viewerOf(context, user);
  const rowHtml = async () => {
    const [row] = await listContentForAdmin(context.db, store, { id });
    return row
      ? renderAdminRow(store.kind, row, id, { timeZone: context.site.timeZone, viewer })
      : undefined;
  };
  // Roles (ADR 027): the guard runs in the write's transaction with the row locked (an author
  // deletes only their own drafts and publishes nothing).
  const guard = publicationGuard(user, store.kind, viewer.fourEyes);
  if (operation === "unpublish" && !viewer.editsAll) {
    return data<ListActionResult>(
      { id, error: REVIEW_MESSAGES.authorsCannotPublish },
      { status: 403 },
    );
  }
  try {
    const result =
      operation === "delete"
        ? await trashContent(context.db, store, id, userId, openedAt, guard)
        : await setContentPublished(
            context.db,
            store,
            id,
            operation === "publish",
            userId,
            openedAt,
            guard,
          );
    if ("missing" in result) {
      return data<ListActionResult>({ id, error: failure }, { status: 404 });
    }
    if ("conflict" in result) {
      const error = conflictMessage(store, result.conflict, context.site.timeZone);
      if (context.documentRequest) throw data({ error }, { status: 409 });
      return data<ListActionResult>({ id, error, row: await rowHtml() }, { status: 409 });
    }
    context.contentChanged();
    if (context.documentRequest) return redirect(texts.listPath);
    if (operation === "delete") return { ok: true, id, deleted: true } satisfies ListActionResult;
    const row = await rowHtml();
    if (!row) return { ok: true, id, deleted: true } satisfies ListActionResult;
    // The row's key is its id: unique in the page, whatever position it has there.
    return { ok: true, id, row } satisfies ListActionResult;
  } catch (error) {
    if (isRouteResponse(error)) throw error;
    if (error instanceof WriteRefusal) {
      return data<ListActionResult>({ id, error: error.message }, { status: 403 });
    }
    // A field the item cannot be published with (an upload gone from the library): its form says
    // more, the list says which field.
    if (error instanceof UniqueFieldError) {
      return data<ListActionResult>(
        { id, error: fieldErrorMessage(store, error) },
        { status: 409 },
      );
    }
    context.logger.error({ err: error, kind: store.kind, operation, id }, failure);
    return data<ListActionResult>({ id, error: failure }, { status: 500 });
  }
}

/** A response thrown on purpose (react-router's `data()`), not a failure. */
function isRouteResponse(error: unknown) {
  return typeof error === "object" && error !== null && "type" in error && "init" in error;
}
