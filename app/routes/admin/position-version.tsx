import { positionStore } from "~/features/careers/store.server";
import type { Route } from "./+types/position-version";
import { ContentVersion, contentVersionMeta } from "./content-version";
import { contentVersionAction, contentVersionLoader } from "./content-version.server";

/** /admin/careers/:id/history/:version: one version of the position beside the current one. */
export const meta = contentVersionMeta;
export const loader = contentVersionLoader(positionStore);
export const action = contentVersionAction(positionStore);

export default function PositionVersion({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentVersion loaderData={loaderData} actionData={actionData} />;
}
