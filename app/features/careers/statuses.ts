import type { ApplicationStatus } from "../../../db/enums";

/** How staff name each status of an application (browser-safe: the inbox shows them). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  reviewing: "Reviewing",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
  hired: "Hired",
};
