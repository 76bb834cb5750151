import { positionStore } from "~/features/careers/store.server";
import type { Route } from "./+types/careers";
import { ContentList, shouldRevalidateList } from "./content-list";
import { contentListAction, contentListLoader } from "./content-list.server";

/** /admin/careers: the job positions, each with a link to its applications. */
export const loader = contentListLoader(positionStore);
export const action = contentListAction(positionStore);
export const shouldRevalidate = shouldRevalidateList;

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <ContentList loaderData={loaderData} />;
}
