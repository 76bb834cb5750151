import type { KindDeclaration } from "~/features/content/kind-declaration";

/** Tender notices: what the shared admin screens say of them (see KindDeclaration). */
export const tenderKind = {
  listPath: "/admin/tenders",
  listAction: "/admin/tenders",
  editPath: "/admin/tenders",
  publicPrefix: "/tenders/",
  publicPages: [
    { path: "tenders", file: "routes/tenders.tsx", name: "tenders" },
    { path: "tenders/:slug", file: "routes/tender.tsx", name: "tender" },
  ],
  section: "tenders",
  sectionLabel: "Tenders",
  level: "editor",
  label: "Tender",
  addLabel: "Add Tender",
  newHeading: "New Tender",
  editHeading: "Edit Tender",
  newTitle: "New tender",
  editTitle: "Edit tender",
  filterLabel: "Filter tenders",
  noun: ["tender", "tenders"],
  empty: "No tenders yet. Add your first tender!",
  confirmDelete: "Are you sure you want to delete this tender?",
  failedSave: "Failed to save tender",
  failedDelete: "Failed to delete tender",
  failedUpdate: "Failed to update tender",
  media: { table: "tenders", uploadColumns: [] },
  countsViews: true,
  rowLink: { label: "Desk", path: "/desk" },
} as const satisfies KindDeclaration;
