import type { Route } from "./+types/kind-history";
import { ContentHistory, contentHistoryMeta } from "./content-history";
import { kindHistoryLoader } from "./kind-routes.server";

/**
 * `<editPath>/:id/history` of every kind and /admin/site/history (app/routes.ts): the item's or
 * the site's versions, newest first.
 */
export const meta = contentHistoryMeta;
export const loader = (args: Route.LoaderArgs) => kindHistoryLoader(args);

export default function KindHistory({ loaderData }: Route.ComponentProps) {
  return <ContentHistory loaderData={loaderData} />;
}
