import { type AppLoadContext, data } from "react-router";
import { NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { canOpenItem, kindLevel } from "~/features/content/access";
import type { ContentStore } from "~/features/content/kind.server";
import { listComments } from "~/features/content/review.server";
import { getContent } from "~/features/content/store.server";
import { listVersions } from "~/features/content/versions/history.server";
import { isUuid } from "~/lib/forms";
import { requireRole } from "~/routes/guards.server";

/** The loader of an item's history (/admin/articles/:id/history, /admin/videos/:id/history). */
export function contentHistoryLoader(store: ContentStore) {
  const { kind } = store;
  return async (args: { request: Request; context: AppLoadContext; params: { id: string } }) => {
    const user = requireRole(args, kindLevel(kind));
    const { request, params, context } = args;
    const url = new URL(request.url);
    const row = isUuid(params.id) ? await getContent(context.db, store, params.id) : undefined;
    if (!row) throw data(null, { status: 404 });
    if (!canOpenItem(user, kind, row)) throw data({ message: NOT_FOR_YOUR_ROLE }, { status: 403 });
    const [versions, comments] = await Promise.all([
      listVersions(context.db, kind, params.id),
      listComments(context.db, kind, params.id),
    ]);
    const labels = Object.fromEntries(store.fields.map((f) => [f.name, f.label]));
    const restored = Number(url.searchParams.get("restored")) || null;
    return {
      kind,
      id: params.id,
      title: row.title,
      current: row.version,
      timeZone: context.site.timeZone,
      restored,
      comments,
      versions: versions.map((v) => ({
        ...v,
        // 'published' and 'publishedAt' read as one change: its publication.
        changed: [
          ...new Set(
            v.changed.map((name) =>
              name === "published" || name === "publishedAt"
                ? "Publication"
                : (labels[name] ?? name),
            ),
          ),
        ],
      })),
    };
  };
}
