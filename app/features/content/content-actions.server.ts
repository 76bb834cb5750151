import { type AppLoadContext, data } from "react-router";
import { deleteArticle, setArticlePublished } from "~/features/news/queries.server";
import { deleteVideo, setVideoPublished } from "~/features/videos/queries.server";
import { isUuid } from "~/lib/forms";
import { CONTENT_KINDS, type ContentKind } from "./kinds";

const WRITES = {
  article: { toggle: setArticlePublished, remove: deleteArticle },
  video: { toggle: setVideoPublished, remove: deleteVideo },
} as const;

/**
 * The list's Publish/Unpublish and Delete. The caller has checked the role. Failures answer
 * with the specification's alert texts; a row that is already gone is a 404.
 */
export async function runContentAction(
  context: AppLoadContext,
  kind: ContentKind,
  operation: "toggle" | "delete",
  form: FormData,
) {
  const texts = CONTENT_KINDS[kind];
  const id = String(form.get("id") ?? "");
  const failure = operation === "toggle" ? texts.failedUpdate : texts.failedDelete;
  if (!isUuid(id)) return data({ error: failure }, { status: 400 });
  try {
    const found =
      operation === "toggle"
        ? await WRITES[kind].toggle(context.db, id, form.get("published") === "true")
        : await WRITES[kind].remove(context.db, id);
    if (!found) return data({ error: failure }, { status: 404 });
    context.contentChanged();
    return { ok: true };
  } catch (error) {
    context.logger.error({ err: error, kind, operation, id }, failure);
    return data({ error: failure }, { status: 500 });
  }
}
