/** How the history page names what made a version. */
export const VERSION_ACTIONS: Record<string, string> = {
  create: "Created",
  save: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  restore: "Restored from trash",
  "restore-version": "Restored an earlier version",
  approve: "Approved",
};

export function versionActionLabel(action: string): string {
  return VERSION_ACTIONS[action] ?? "Saved";
}
