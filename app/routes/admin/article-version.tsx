import { articleStore } from "~/features/news/store.server";
import type { Route } from "./+types/article-version";
import { ContentVersion, contentVersionMeta } from "./content-version";
import { contentVersionAction, contentVersionLoader } from "./content-version.server";

/** /admin/articles/:id/history/:version: one version of the article beside the current one. */
export const meta = contentVersionMeta;
export const loader = contentVersionLoader(articleStore);
export const action = contentVersionAction(articleStore);

export default function ArticleVersion({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentVersion loaderData={loaderData} actionData={actionData} />;
}
