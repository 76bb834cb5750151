import type { KindDeclaration } from "~/features/content/kind-declaration";

/** The site's added pages: what the shared admin screens say of them (see KindDeclaration). */
export const pageKind = {
  listPath: "/admin/pages",
  listAction: "/admin/pages",
  editPath: "/admin/pages",
  publicPrefix: "/",
  publicPages: [{ path: ":page", file: "routes/page.tsx", name: "page" }],
  section: "pages",
  sectionLabel: "Pages",
  level: "editor",
  label: "Page",
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
  media: { table: "pages", uploadColumns: [] },
  countsViews: false,
  rowLink: null,
} as const satisfies KindDeclaration;
