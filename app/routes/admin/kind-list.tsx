import type { Route } from "./+types/kind-list";
import { ContentList, shouldRevalidateList } from "./content-list";
import { kindListAction, kindListLoader } from "./kind-routes.server";

/**
 * A kind's list, registered once per kind (app/routes.ts): /admin (News Articles, the
 * dashboard's first section), /admin/videos, /admin/pages, /admin/careers.
 */
export const loader = (args: Route.LoaderArgs) => kindListLoader(args);
export const action = (args: Route.ActionArgs) => kindListAction(args);
export const shouldRevalidate = shouldRevalidateList;

export default function KindList({ loaderData }: Route.ComponentProps) {
  return <ContentList loaderData={loaderData} />;
}
