import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AdminContentList, type AdminListData } from "~/features/content/admin-list";

/**
 * A kind's list page (routes/admin/kind-list.tsx, for every kind): its rows, or nothing where the
 * dashboard shows the login or the waiting notice instead.
 */
export function ContentList({ loaderData }: { loaderData: AdminListData | null }) {
  return loaderData ? <AdminContentList key={loaderData.kind} data={loaderData} /> : null;
}

/**
 * The list's own Publish, Unpublish and Delete answer with the changed row, which replaces it in
 * the page: the whole list is not loaded again.
 */
export function shouldRevalidateList({
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
