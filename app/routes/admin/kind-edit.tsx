import type { FormValues } from "~/features/content/content-form";
import type { ContentFormKind } from "~/features/content/form-kind";
import { kindOfAdminPath } from "~/features/content/kinds";
import { KIND_FORMS } from "~/kinds/registry";
import type { Route } from "./+types/kind-edit";
import { ContentEdit, contentEditMeta, type EditData } from "./content-edit";
import { kindEditAction, kindEditLoader } from "./kind-routes.server";

/** `<editPath>/new` and `<editPath>/:id` of every kind (app/routes.ts): the kind's form. */
export const meta: Route.MetaFunction = ({ params, location }) =>
  contentEditMeta(kindOfAdminPath(location.pathname) ?? "article")({ params });
export const loader = (args: Route.LoaderArgs) => kindEditLoader(args);
export const action = (args: Route.ActionArgs) => kindEditAction(args);

/** Whether the loader's data is for `form` (both are the kind the address names). */
function isDataOf<Values extends FormValues>(
  form: ContentFormKind<Values>,
  data: EditData<FormValues> & { kind: string },
): data is EditData<Values> & { kind: string } {
  return data.kind === form.kind;
}

export default function KindEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return KIND_FORMS[loaderData.kind].withForm((form) =>
    isDataOf(form, loaderData) ? (
      <ContentEdit form={form} loaderData={loaderData} actionData={actionData} params={params} />
    ) : null,
  );
}
