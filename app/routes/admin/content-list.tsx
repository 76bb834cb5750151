import type { ShouldRevalidateFunctionArgs } from "react-router";
import { dashboardUser } from "~/features/admin/dashboard.server";
import { requireAdmin } from "~/features/auth/guards.server";
import { AdminContentList } from "~/features/content/admin-list";
import { loadAdminList, runListAction } from "~/features/content/admin-list.server";
import { contentKindOfPath } from "~/features/content/kinds";
import { readForm } from "~/lib/forms";
import type { Route } from "./+types/content-list";
import { CONTENT_STORES } from "./content-stores.server";

/**
 * /admin (News Articles) and /admin/videos: the kind's list. At /admin, signed out or pending,
 * the dashboard layout shows the login or the waiting notice and this loads nothing.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!dashboardUser(args)) return null;
  const url = new URL(args.request.url);
  return loadAdminList(args.context, CONTENT_STORES[contentKindOfPath(url.pathname)], url);
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const kind = contentKindOfPath(new URL(args.request.url).pathname);
  const form = await readForm(args.request);
  return runListAction(args.context, CONTENT_STORES[kind], form, user.id);
}

/**
 * The list's own Publish, Unpublish and Delete answer with the changed row, which replaces it in
 * the page: the whole list is not loaded again.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST" && formAction) {
    const target = new URL(formAction, currentUrl);
    if (target.pathname === currentUrl.pathname) return false;
  }
  return defaultShouldRevalidate;
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  return loaderData ? <AdminContentList key={loaderData.kind} data={loaderData} /> : null;
}
