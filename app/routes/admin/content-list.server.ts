import { type AppLoadContext, data, redirect } from "react-router";
import { kindLevel } from "~/features/content/access";
import type { ListActionResult } from "~/features/content/admin-list";
import { listRowHtml, loadAdminList, readListQuery } from "~/features/content/admin-list.server";
import { setPublication } from "~/features/content/commands/publication";
import { trashItem } from "~/features/content/commands/trash";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { isUuid, readForm } from "~/lib/forms";
import { INVALID_LIST_ADDRESS } from "~/lib/keyset.server";
import { requireRole } from "~/routes/guards.server";
import { dashboardUser } from "./dashboard-access.server";

interface ListArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * The loader of a kind's list (/admin for News Articles, /admin/videos): its first rows, or the
 * page the 'Show older' link or the scrolling list asks for. At /admin, signed out or pending,
 * the dashboard layout shows the login or the waiting notice and this loads nothing. An address
 * whose `?before=` (or `?rows=`, `?at=`) the list did not write is a 400.
 */
export function contentListLoader(store: ContentStore) {
  return async (args: ListArgs) => {
    const user = dashboardUser(args, kindLevel(store.kind));
    if (!user) return null;
    const query = readListQuery(new URL(args.request.url));
    if (!query) throw data({ error: INVALID_LIST_ADDRESS }, { status: 400 });
    return loadAdminList(args.context, store, query, user);
  };
}

const OPERATIONS = ["publish", "unpublish", "delete"] as const;

/**
 * The action of a kind's list: its Publish, Unpublish and Delete buttons, each carrying the row's
 * id and the version the page showed (`<id>:<version>`). Failures answer with the
 * specification's alert texts; a row changed since the page showed it is not touched (409, with
 * who changed it and its current state); a row that is already gone is a 404; anything else is a
 * 400. A fetcher gets the changed row's HTML; a plain form post (no JavaScript) is sent back to
 * the list.
 */
export function contentListAction(store: ContentStore) {
  return async (args: ListArgs) => {
    const actor = requireRole(args, kindLevel(store.kind));
    const { context } = args;
    const form = await readForm(args.request);
    const texts = CONTENT_KINDS[store.kind];
    const pressed = OPERATIONS.filter((operation) => form.has(operation));
    const operation = pressed[0];
    // Only a hand-made request presses no button or two: a plain 400, nothing else happens.
    if (pressed.length !== 1 || !operation) {
      throw data({ error: "Unknown action." }, { status: 400 });
    }
    const [id = "", version = ""] = String(form.get(operation)).split(":");
    const failure = operation === "delete" ? texts.failedDelete : texts.failedUpdate;
    if (!isUuid(id)) return data<ListActionResult>({ error: failure }, { status: 400 });
    const target = { actor, store };
    let result: Awaited<ReturnType<typeof setPublication>>;
    try {
      result =
        operation === "delete"
          ? await trashItem(context, target, { id, version })
          : await setPublication(context, target, {
              id,
              version,
              published: operation === "publish",
            });
    } catch (error) {
      context.logger.error({ err: error, kind: store.kind, operation, id }, failure);
      return data<ListActionResult>({ id, error: failure }, { status: 500 });
    }
    switch (result.status) {
      case "missing":
        return data<ListActionResult>({ id, error: failure }, { status: 404 });
      case "refused":
        return data<ListActionResult>({ id, error: result.reason }, { status: 403 });
      case "invalid":
        // A field the item cannot be published with (an upload gone from the library): its
        // form says more, the list says which field.
        return data<ListActionResult>(
          { id, error: Object.values(result.errors)[0] ?? failure },
          { status: 409 },
        );
      case "conflict": {
        const error = result.conflict.message;
        if (context.documentRequest) throw data({ error }, { status: 409 });
        const row = await listRowHtml(context, store, id, actor);
        return data<ListActionResult>({ id, error, row }, { status: 409 });
      }
      case "done": {
        if (context.documentRequest) return redirect(texts.listPath);
        const row =
          operation === "delete" ? undefined : await listRowHtml(context, store, id, actor);
        // The row's key is its id: unique in the page, whatever position it has there.
        return row
          ? ({ ok: true, id, row } satisfies ListActionResult)
          : ({ ok: true, id, deleted: true } satisfies ListActionResult);
      }
    }
  };
}
