import { data } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { requireAdmin } from "~/features/auth/guards.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { type SaveFailure, saveContentForm } from "~/features/content/save-form.server";
import { ArticleForm, type ArticleFormValues } from "~/features/news/article-form";
import {
  createArticle,
  getArticle,
  SlugTakenError,
  updateArticle,
} from "~/features/news/queries.server";
import { ArticleFormSchema, SLUG_TAKEN } from "~/features/news/schema";
import { isUuid } from "~/lib/forms";
import type { Route } from "./+types/article-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.id ? "Edit article" : "New article" },
  { name: "robots", content: "noindex" },
];

/** /admin/articles/new and /admin/articles/:id — the article form, blank or with the stored values. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { params, context } = args;
  if (!params.id) {
    const blank: ArticleFormValues = {
      title: "",
      slug: "",
      summary: "",
      content: "",
      imageUrl: "",
      author: context.site.name,
      published: false,
    };
    return { initial: blank };
  }
  const article = isUuid(params.id) ? await getArticle(context.db, params.id) : undefined;
  if (!article) throw data(null, { status: 404 });
  const initial: ArticleFormValues = {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    content: article.content,
    imageUrl: article.imageUrl ?? "",
    author: article.author,
    published: article.published,
  };
  return { initial };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request, context, params } = args;
  const id = params.id;
  if (id !== undefined && !isUuid(id)) throw data(null, { status: 404 });
  return saveContentForm({
    request,
    context,
    schema: ArticleFormSchema,
    failedSave: CONTENT_KINDS.article.failedSave,
    listPath: "/admin?tab=news",
    write: async (input) =>
      id
        ? updateArticle(context.db, id, input)
        : Boolean(await createArticle(context.db, input, user.id)),
    fieldErrorFor: (error) => (error instanceof SlugTakenError ? { slug: SLUG_TAKEN } : undefined),
  });
}

export default function ArticleEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const failure = actionData as SaveFailure | undefined;
  const initial: ArticleFormValues = failure
    ? {
        title: failure.values.title ?? "",
        slug: failure.values.slug ?? "",
        summary: failure.values.summary ?? "",
        content: failure.values.content ?? "",
        imageUrl: failure.values.imageUrl ?? "",
        author: failure.values.author ?? "",
        published: failure.values.published === "on",
      }
    : loaderData.initial;
  return (
    <DashboardShell>
      <ArticleForm
        // A failed save re-renders the form with what was typed.
        key={failure ? JSON.stringify(failure.values) : "stored"}
        heading={params.id ? "Edit Article" : "New Article"}
        slugFollowsTitle={!params.id}
        initial={initial}
        errors={failure?.errors}
        formError={failure?.formError}
      />
    </DashboardShell>
  );
}
