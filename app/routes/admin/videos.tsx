import { videoStore } from "~/features/videos/store.server";
import type { Route } from "./+types/videos";
import { ContentList, shouldRevalidateList } from "./content-list";
import { contentListAction, contentListLoader } from "./content-list.server";

/** /admin/videos: the Videos list. */
export const loader = contentListLoader(videoStore);
export const action = contentListAction(videoStore);
export const shouldRevalidate = shouldRevalidateList;

export default function Videos({ loaderData }: Route.ComponentProps) {
  return <ContentList loaderData={loaderData} />;
}
