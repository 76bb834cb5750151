import type { KindDeclaration } from "~/features/content/kind-declaration";

/** Job positions: what the shared admin screens say of them (see KindDeclaration). */
export const positionKind = {
  listPath: "/admin/careers",
  listAction: "/admin/careers",
  editPath: "/admin/careers",
  publicPrefix: "/careers/",
  publicPages: [
    { path: "careers", file: "routes/careers.tsx", name: "careers" },
    { path: "careers/:slug", file: "routes/career.tsx", name: "career" },
  ],
  section: "careers",
  sectionLabel: "Careers",
  level: "editor",
  label: "Position",
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
  media: { table: "positions", uploadColumns: [] },
  countsViews: true,
  rowLink: { label: "Applications", path: "/applications" },
} as const satisfies KindDeclaration;
