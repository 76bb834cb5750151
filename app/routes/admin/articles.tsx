import { articleStore } from "~/features/news/store.server";
import type { Route } from "./+types/articles";
import { ContentList, shouldRevalidateList } from "./content-list";
import { contentListAction, contentListLoader } from "./content-list.server";

/** /admin: the News Articles list, the dashboard's first section. */
export const loader = contentListLoader(articleStore);
export const action = contentListAction(articleStore);
export const shouldRevalidate = shouldRevalidateList;

export default function Articles({ loaderData }: Route.ComponentProps) {
  return <ContentList loaderData={loaderData} />;
}
