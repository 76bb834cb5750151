import { articleForm } from "~/features/news/form";
import { articleStore } from "~/features/news/store.server";
import type { Route } from "./+types/article-edit";
import { ContentEdit, contentEditMeta } from "./content-edit";
import { contentEditAction, contentEditLoader } from "./content-edit.server";

/** /admin/articles/new and /admin/articles/:id: the article form. */
export const meta = contentEditMeta("article");
export const loader = contentEditLoader(articleStore, articleForm);
export const action = contentEditAction(articleStore, articleForm);

export default function ArticleEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ContentEdit
      form={articleForm}
      loaderData={loaderData}
      actionData={actionData}
      params={params}
    />
  );
}
