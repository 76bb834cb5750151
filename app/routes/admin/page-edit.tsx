import { pageForm } from "~/features/pages/form";
import { pageStore } from "~/features/pages/store.server";
import type { Route } from "./+types/page-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/pages/new and /admin/pages/:id: the page form. */
export const meta = contentEditMeta("page");
export const loader = contentEditLoader(pageStore, pageForm);
export const action = contentEditAction(pageStore, pageForm);

export default function PageEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit form={pageForm} loaderData={loaderData} actionData={actionData} params={params} />
  );
}
