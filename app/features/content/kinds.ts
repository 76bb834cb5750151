/** What differs between the two kinds of content in the admin area, texts included. */
export const CONTENT_KINDS = {
  article: {
    tab: "news",
    tabLabel: "News Articles",
    addLabel: "Add Article",
    basePath: "/admin/articles",
    empty: "No articles yet. Create your first article!",
    confirmDelete: "Are you sure you want to delete this article?",
    failedSave: "Failed to save article",
    failedDelete: "Failed to delete article",
    failedUpdate: "Failed to update article",
  },
  video: {
    tab: "videos",
    tabLabel: "Videos",
    addLabel: "Add Video",
    basePath: "/admin/videos",
    empty: "No videos yet. Add your first video!",
    confirmDelete: "Are you sure you want to delete this video?",
    failedSave: "Failed to save video",
    failedDelete: "Failed to delete video",
    failedUpdate: "Failed to update video",
  },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
