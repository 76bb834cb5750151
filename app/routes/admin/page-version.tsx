import { pageStore } from "~/features/pages/store.server";
import type { Route } from "./+types/page-version";
import { ContentVersion, contentVersionMeta } from "./content-version";
import { contentVersionAction, contentVersionLoader } from "./content-version.server";

/** /admin/pages/:id/history/:version: one version of the page beside the current one. */
export const meta = contentVersionMeta;
export const loader = contentVersionLoader(pageStore);
export const action = contentVersionAction(pageStore);

export default function PageVersion({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentVersion loaderData={loaderData} actionData={actionData} />;
}
