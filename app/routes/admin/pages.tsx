import { pageStore } from "~/features/pages/store.server";
import type { Route } from "./+types/pages";
import { ContentList, shouldRevalidateList } from "./content-list";
import { contentListAction, contentListLoader } from "./content-list.server";

/** /admin/pages: the site's added pages. */
export const loader = contentListLoader(pageStore);
export const action = contentListAction(pageStore);
export const shouldRevalidate = shouldRevalidateList;

export default function Pages({ loaderData }: Route.ComponentProps) {
  return <ContentList loaderData={loaderData} />;
}
