import { pageForm } from "~/features/pages/form";
import { isTemplatePage, pageStore, TEMPLATE_NOTICE } from "~/features/pages/store.server";
import { isUuid } from "~/lib/forms";
import type { Route } from "./+types/page-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/pages/new and /admin/pages/:id: the page form. */
export const meta = contentEditMeta("page");
const editLoader = contentEditLoader(pageStore, pageForm);
export const action = contentEditAction(pageStore, pageForm);

/** The form; a page still holding its template says so above it. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await editLoader(args);
  const { id } = args.params;
  if (!id || !isUuid(id) || loaded.notice) return loaded;
  const template = await isTemplatePage(args.context.db, id);
  return template ? { ...loaded, notice: TEMPLATE_NOTICE } : loaded;
}

export default function PageEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit form={pageForm} loaderData={loaderData} actionData={actionData} params={params} />
  );
}
