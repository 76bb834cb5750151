import type { Role } from "../../../db/schema";

export type { Role };

/**
 * What each role may do (ADR 027). Every route checks it on the server; the screens only hide
 * what a role cannot use.
 * - Authors write articles and videos, edit their own drafts and submit them for review.
 * - Editors edit, publish, schedule, delete and review all content, and use the trash and the
 *   activity log.
 * - Admins and owners also run the site: its texts and settings, messages, applications and the
 *   team (owners: owners, invitations and the team's rules).
 */
export type Level = "author" | "editor" | "admin";

const RANK: Record<Role, number> = { pending: 0, author: 1, editor: 2, admin: 3, owner: 4 };
const LEVEL_RANK: Record<Level, number> = { author: 1, editor: 2, admin: 3 };

/** Whether `role` reaches `level` (owners reach every level). */
export function hasLevel(role: Role | undefined, level: Level): boolean {
  return role !== undefined && RANK[role] >= LEVEL_RANK[level];
}

/** Any approved account: authors, editors, admins, owners (the dashboard opens for them). */
export function isStaff(role: Role | undefined): boolean {
  return hasLevel(role, "author");
}

/** Editors, admins and owners: every item, publication and review. */
export function canEditAll(role: Role | undefined): boolean {
  return hasLevel(role, "editor");
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  author: "Author",
  pending: "Pending approval",
};

/** The roles a teammate can be given (Team, invitations), most powerful first. */
export const ASSIGNABLE_ROLES = ["owner", "admin", "editor", "author"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isAssignableRole(value: unknown): value is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly unknown[]).includes(value);
}

/** What each role is for, as the Team page explains it. */
export const ROLE_DESCRIPTIONS: Record<AssignableRole, string> = {
  owner: "Everything, including owners, invitations and the team's rules.",
  admin: "Everything but owners: content, site texts, messages, applications and the team.",
  editor: "Edits, publishes and reviews all content.",
  author: "Writes articles and videos and submits them for review.",
};

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** The refusal of a page or action beyond the user's role. */
export const NOT_FOR_YOUR_ROLE = "Your role does not give access to this.";
