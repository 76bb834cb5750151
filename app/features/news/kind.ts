import type { KindDeclaration } from "~/features/content/kind-declaration";

/** News articles: what the shared admin screens say of them (see KindDeclaration). */
export const articleKind = {
  /** The dashboard opens on News Articles. */
  listPath: "/admin",
  listAction: "/admin?index",
  editPath: "/admin/articles",
  publicPrefix: "/news/",
  publicPages: [
    { path: "news", file: "routes/news-list.tsx", name: "news-index", id: "news-index" },
    { path: "news/:slug", file: "routes/news-article.tsx", name: "news-article" },
  ],
  section: "news",
  sectionLabel: "News Articles",
  level: "author",
  label: "Article",
  addLabel: "Add Article",
  newHeading: "New Article",
  editHeading: "Edit Article",
  newTitle: "New article",
  editTitle: "Edit article",
  filterLabel: "Filter articles",
  noun: ["article", "articles"],
  empty: "No articles yet. Create your first article!",
  confirmDelete: "Are you sure you want to delete this article?",
  failedSave: "Failed to save article",
  failedDelete: "Failed to delete article",
  failedUpdate: "Failed to update article",
  media: { table: "news_articles", uploadColumns: ["image_media_id"] },
  countsViews: true,
  rowLink: null,
} as const satisfies KindDeclaration;
