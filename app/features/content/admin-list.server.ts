import { type AppLoadContext, data, redirect } from "react-router";
import { isUuid, queryText } from "~/lib/forms";
import { withServerHtml } from "~/lib/server-html.server";
import type { AdminListData, ListActionResult } from "./admin-list";
import { renderAdminRow, renderAdminRows } from "./admin-rows.server";
import type { ContentStore } from "./kind.server";
import { CONTENT_KINDS } from "./kinds";
import { conflictMessage } from "./save-form.server";
import { type AdminListRow, countContent, listContentForAdmin } from "./store.server";
import { setContentPublished } from "./versions/save.server";
import { trashContent } from "./versions/trash.server";

/** The longest filter the list accepts (a title is at most 200 characters). */
const MAX_FILTER = 200;

/**
 * A section's list: every row (or those whose title contains `?q=`), as HTML rendered by React.
 * A list that fails to load is logged and shown empty (the specification's behaviour).
 */
export async function loadAdminList(
  context: AppLoadContext,
  store: ContentStore,
  url: URL,
): Promise<AdminListData> {
  const { kind } = store;
  const q = queryText(url.searchParams.get("q"), MAX_FILTER);
  let rows: AdminListRow[] = [];
  let total = 0;
  try {
    rows = await listContentForAdmin(context.db, store, { filter: q });
    total = q ? await countContent(context.db, store) : rows.length;
  } catch (error) {
    context.logger.error({ err: error }, `Error loading ${CONTENT_KINDS[kind].noun[1]}`);
  }
  const pieces = renderAdminRows(kind, rows, {
    timeZone: context.site.timeZone,
    filtered: q !== "",
  });
  return withServerHtml(context, `rows-${kind}`, pieces, {
    kind,
    q,
    shown: rows.length,
    total,
    trashDays: context.trashDays,
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
  userId: string,
) {
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
  const rowHtml = async () => {
    const [row] = await listContentForAdmin(context.db, store, { id });
    return row
      ? renderAdminRow(store.kind, row, id, { timeZone: context.site.timeZone })
      : undefined;
  };
  try {
    const result =
      operation === "delete"
        ? await trashContent(context.db, store, id, userId, openedAt)
        : await setContentPublished(
            context.db,
            store,
            id,
            operation === "publish",
            userId,
            openedAt,
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
    context.logger.error({ err: error, kind: store.kind, operation, id }, failure);
    return data<ListActionResult>({ id, error: failure }, { status: 500 });
  }
}

/** A response thrown on purpose (react-router's `data()`), not a failure. */
function isRouteResponse(error: unknown) {
  return typeof error === "object" && error !== null && "type" in error && "init" in error;
}
