import { articleStore } from "~/features/news/store.server";
import type { Route } from "./+types/article-history";
import { ContentHistory, contentHistoryMeta } from "./content-history";
import { contentHistoryLoader } from "./content-history.server";

/** /admin/articles/:id/history: the article's versions, newest first. */
export const meta = contentHistoryMeta;
export const loader = contentHistoryLoader(articleStore);

export default function ArticleHistory({ loaderData }: Route.ComponentProps) {
  return <ContentHistory loaderData={loaderData} />;
}
