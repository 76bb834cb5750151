/**
 * The actions the activity log records, with how the log page words them, and the groups its
 * "kind" filter offers. (No server code here: the page imports it too.)
 */
export const ACTIVITY_LABELS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "password-reset": "Reset password by e-mail",
  "password-reset-cli": "Password reset on the server",
  "two-factor-on": "Turned on two-factor authentication",
  "two-factor-off": "Turned off two-factor authentication",
  "require-two-factor": "Required two-factor for all staff",
  "allow-without-two-factor": "Stopped requiring two-factor",
  invite: "Sent invitation",
  "revoke-invitation": "Revoked invitation",
  "accept-invitation": "Joined by invitation",
  approve: "Approved account",
  "make-owner": "Made owner",
  "make-admin": "Made admin",
  "change-role": "Changed role",
  "require-review": "Required review before publishing",
  "allow-without-review": "Stopped requiring review",
  "remove-account": "Removed account",
  create: "Created",
  edit: "Edited",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  delete: "Moved to trash",
  restore: "Restored from trash",
  "restore-version": "Restored a version",
  "submit-review": "Submitted for review",
  "approve-review": "Approved",
  "request-changes": "Requested changes",
  comment: "Commented",
  purge: "Deleted permanently",
  "preview-link": "Shared preview link",
  "revoke-preview-link": "Revoked preview link",
  upload: "Uploaded",
  "delete-media": "Deleted upload",
  "edit-site": "Saved site changes",
  "reset-site": "Reset site texts to default",
  "restore-site-version": "Restored a site version",
  "publish-site": "Published site changes",
  "application-status": "Changed application status",
  "application-note": "Added note to application",
  "delete-application": "Deleted application",
  "export-applications": "Exported applications",
  "expire-applications": "Deleted applications after the retention period",
  "tender-amendment": "Published tender amendment",
  "tender-answer": "Published answer to a tender question",
  "tender-discard-question": "Discarded tender question",
  "tender-award": "Published award notice",
  "tender-cancel": "Cancelled tender",
  "delete-tender-registration": "Deleted tender registration",
  "export-tender-registrations": "Exported tender registrations",
  "expire-tender-data": "Deleted tender registrations after the retention period",
  "delete-alert-subscriber": "Deleted the alert subscription of",
  "export-alert-subscribers": "Exported alert subscribers",
} as const;

export type ActivityAction = keyof typeof ACTIVITY_LABELS;

export const ACTIVITY_GROUPS = {
  "sign-ins": {
    label: "Sign-ins",
    actions: [
      "sign-in",
      "sign-in-failed",
      "password-reset",
      "password-reset-cli",
      "two-factor-on",
      "two-factor-off",
    ],
  },
  team: {
    label: "Team",
    actions: [
      "approve",
      "make-owner",
      "make-admin",
      "change-role",
      "require-review",
      "allow-without-review",
      "remove-account",
      "require-two-factor",
      "allow-without-two-factor",
      "invite",
      "revoke-invitation",
      "accept-invitation",
    ],
  },
  content: {
    label: "Content",
    actions: [
      "create",
      "edit",
      "publish",
      "unpublish",
      "schedule",
      "delete",
      "restore",
      "restore-version",
      "purge",
      "preview-link",
      "revoke-preview-link",
    ],
  },
  review: {
    label: "Review",
    actions: ["submit-review", "approve-review", "request-changes", "comment"],
  },
  media: { label: "Media", actions: ["upload", "delete-media"] },
  site: {
    label: "Site",
    actions: ["edit-site", "reset-site", "restore-site-version", "publish-site"],
  },
  careers: {
    label: "Applications",
    actions: [
      "application-status",
      "application-note",
      "delete-application",
      "export-applications",
      "expire-applications",
    ],
  },
  tenders: {
    label: "Tender desk",
    actions: [
      "tender-amendment",
      "tender-answer",
      "tender-discard-question",
      "tender-award",
      "tender-cancel",
      "delete-tender-registration",
      "export-tender-registrations",
      "expire-tender-data",
    ],
  },
  alerts: { label: "Alerts", actions: ["delete-alert-subscriber", "export-alert-subscribers"] },
} as const satisfies Record<string, { label: string; actions: readonly ActivityAction[] }>;

export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;

export function isActivityGroup(value: unknown): value is ActivityGroup {
  return typeof value === "string" && Object.hasOwn(ACTIVITY_GROUPS, value);
}
