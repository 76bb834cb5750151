/**
 * What differs between the kinds of content in the admin area: addresses and texts (the
 * specification's, word for word, for articles and videos). Everything else about a kind is shared code that takes the
 * kind as a parameter.
 */
export const CONTENT_KINDS = {
  article: {
    /** The section's address: the dashboard opens on News Articles. */
    listPath: "/admin",
    /** Where the list's buttons post: the list is the index route of /admin. */
    listAction: "/admin?index",
    editPath: "/admin/articles",
    /** Where an item's address (`slug`) is public: /news/<slug>. */
    publicPrefix: "/news/",
    sectionLabel: "News Articles",
    addLabel: "Add Article",
    newHeading: "New Article",
    editHeading: "Edit Article",
    newTitle: "New article",
    editTitle: "Edit article",
    filterLabel: "Filter articles",
    /** Counted rows: "1 article", "12 articles". */
    noun: ["article", "articles"],
    empty: "No articles yet. Create your first article!",
    confirmDelete: "Are you sure you want to delete this article?",
    failedSave: "Failed to save article",
    failedDelete: "Failed to delete article",
    failedUpdate: "Failed to update article",
    /** A link of the kind's own on each list row (beside Edit), to `<editPath>/<id><path>`. */
    rowLink: null,
  },
  video: {
    listPath: "/admin/videos",
    listAction: "/admin/videos",
    editPath: "/admin/videos",
    publicPrefix: "",
    sectionLabel: "Videos",
    addLabel: "Add Video",
    newHeading: "New Video",
    editHeading: "Edit Video",
    newTitle: "New video",
    editTitle: "Edit video",
    filterLabel: "Filter videos",
    noun: ["video", "videos"],
    empty: "No videos yet. Add your first video!",
    confirmDelete: "Are you sure you want to delete this video?",
    failedSave: "Failed to save video",
    failedDelete: "Failed to delete video",
    failedUpdate: "Failed to update video",
    rowLink: null,
  },
  page: {
    listPath: "/admin/pages",
    listAction: "/admin/pages",
    editPath: "/admin/pages",
    publicPrefix: "/",
    sectionLabel: "Pages",
    addLabel: "Add Page",
    newHeading: "New Page",
    editHeading: "Edit Page",
    newTitle: "New page",
    editTitle: "Edit page",
    filterLabel: "Filter pages",
    noun: ["page", "pages"],
    empty: "No pages yet. Add your first page!",
    confirmDelete: "Are you sure you want to delete this page?",
    failedSave: "Failed to save page",
    failedDelete: "Failed to delete page",
    failedUpdate: "Failed to update page",
    rowLink: null,
  },
  position: {
    listPath: "/admin/careers",
    listAction: "/admin/careers",
    editPath: "/admin/careers",
    publicPrefix: "/careers/",
    sectionLabel: "Careers",
    addLabel: "Add Position",
    newHeading: "New Position",
    editHeading: "Edit Position",
    newTitle: "New position",
    editTitle: "Edit position",
    filterLabel: "Filter positions",
    noun: ["position", "positions"],
    empty: "No positions yet. Add your first position!",
    confirmDelete: "Are you sure you want to delete this position?",
    failedSave: "Failed to save position",
    failedDelete: "Failed to delete position",
    failedUpdate: "Failed to update position",
    rowLink: { label: "Applications", path: "/applications" },
  },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;

export function isContentKind(value: unknown): value is ContentKind {
  return value === "article" || value === "video" || value === "page" || value === "position";
}

/** "1 article", "2,345 videos". */
export function countLabel(kind: ContentKind, n: number): string {
  const [one, many] = CONTENT_KINDS[kind].noun;
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
