import { positionForm } from "~/features/careers/form";
import { positionStore } from "~/features/careers/store.server";
import type { Route } from "./+types/position-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/careers/new and /admin/careers/:id: the position form. */
export const meta = contentEditMeta("position");
export const loader = contentEditLoader(positionStore, positionForm);
export const action = contentEditAction(positionStore, positionForm);

export default function PositionEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit
      form={positionForm}
      loaderData={loaderData}
      actionData={actionData}
      params={params}
    />
  );
}
