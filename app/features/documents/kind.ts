import type { KindDeclaration } from "~/features/content/kind-declaration";

/** The documents library: what the shared admin screens say of it (see KindDeclaration). */
export const documentKind = {
  listPath: "/admin/documents",
  listAction: "/admin/documents",
  editPath: "/admin/documents",
  publicPrefix: "/documents/",
  publicPages: [
    { path: "investors", file: "routes/investors.tsx", name: "investors" },
    { path: "documents/:slug", file: "routes/document.tsx", name: "document" },
  ],
  section: "documents",
  sectionLabel: "Documents",
  level: "editor",
  label: "Document",
  addLabel: "Add Document",
  newHeading: "New Document",
  editHeading: "Edit Document",
  newTitle: "New document",
  editTitle: "Edit document",
  filterLabel: "Filter documents",
  noun: ["document", "documents"],
  empty: "No documents yet. Add your first report!",
  confirmDelete: "Are you sure you want to delete this document?",
  failedSave: "Failed to save document",
  failedDelete: "Failed to delete document",
  failedUpdate: "Failed to update document",
  media: { table: "documents", uploadColumns: ["cover_id"] },
  countsViews: true,
  rowLink: null,
} as const satisfies KindDeclaration;
