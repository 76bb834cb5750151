import type { Route } from "./+types/kind-version";
import { ContentVersion, contentVersionMeta } from "./content-version";
import { kindVersionAction, kindVersionLoader } from "./kind-routes.server";

/**
 * `<editPath>/:id/history/:version` of every kind and /admin/site/history/:version
 * (app/routes.ts): one version of the item or the site beside the current one.
 */
export const meta = contentVersionMeta;
export const loader = (args: Route.LoaderArgs) => kindVersionLoader(args);
export const action = (args: Route.ActionArgs) => kindVersionAction(args);

export default function KindVersion({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentVersion loaderData={loaderData} actionData={actionData} />;
}
