import type { KindDeclaration } from "~/features/content/kind-declaration";

/** Videos: what the shared admin screens say of them (see KindDeclaration). */
export const videoKind = {
  listPath: "/admin/videos",
  listAction: "/admin/videos",
  editPath: "/admin/videos",
  /** A video has no page of its own: it plays where it is listed. */
  publicPrefix: null,
  publicPages: [
    { path: "videos", file: "routes/videos-list.tsx", name: "videos-index", id: "videos-index" },
  ],
  section: "videos",
  sectionLabel: "Videos",
  level: "author",
  label: "Video",
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
  media: { table: "videos", uploadColumns: ["thumbnail_media_id"] },
  countsViews: false,
  rowLink: null,
} as const satisfies KindDeclaration;
