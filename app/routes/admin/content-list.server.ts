import { type AppLoadContext, data } from "react-router";
import { dashboardUser } from "~/features/admin/dashboard.server";
import { requireRole } from "~/features/auth/guards.server";
import { kindLevel } from "~/features/content/access";
import { loadAdminList, readListQuery, runListAction } from "~/features/content/admin-list.server";
import type { ContentStore } from "~/features/content/kind.server";
import { readForm } from "~/lib/forms";

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
    if (!query) throw data({ error: "This list address is not valid." }, { status: 400 });
    return loadAdminList(args.context, store, query, user);
  };
}

/** The action of a kind's list: its Publish, Unpublish and Delete buttons. */
export function contentListAction(store: ContentStore) {
  return async (args: ListArgs) => {
    const user = requireRole(args, kindLevel(store.kind));
    const form = await readForm(args.request);
    return runListAction(args.context, store, form, user);
  };
}
