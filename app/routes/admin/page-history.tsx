import { pageStore } from "~/features/pages/store.server";
import type { Route } from "./+types/page-history";
import { ContentHistory, contentHistoryMeta } from "./content-history";
import { contentHistoryLoader } from "./content-history.server";

/** /admin/pages/:id/history: the page's versions, newest first. */
export const meta = contentHistoryMeta;
export const loader = contentHistoryLoader(pageStore);

export default function PageHistory({ loaderData }: Route.ComponentProps) {
  return <ContentHistory loaderData={loaderData} />;
}
