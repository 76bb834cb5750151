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

/** The role an account gets when none is chosen: the one that can do the least. */
export const LEAST_ROLE: AssignableRole = "author";

const GIVEN_BY_ADMINS: readonly AssignableRole[] = ["editor", "author"];

/**
 * The roles `giver` may give, the one rule of every way a role is given (approving an account,
 * inviting, changing a role): owners give any; admins give Editor and Author only, so that only
 * an owner makes admins and owners (ADR 027).
 */
export function rolesGivenBy(giver: Role | undefined): readonly AssignableRole[] {
  if (giver === "owner") return ASSIGNABLE_ROLES;
  if (giver === "admin") return GIVEN_BY_ADMINS;
  return [];
}

/** Whether `giver` may give `role` (see `rolesGivenBy`). */
export function mayGiveRole(giver: Role | undefined, role: AssignableRole): boolean {
  return rolesGivenBy(giver).includes(role);
}

/** What each role is for, as the Team page explains it. */
export const ROLE_DESCRIPTIONS: Record<AssignableRole, string> = {
  owner: "Everything, including owners, invitations and the team's rules.",
  admin: "Everything but owners: content, site texts, messages, applications and the team.",
  editor: "Edits, publishes and reviews all content.",
  author: "Writes articles and videos and submits them for review.",
};

/** What each role can do, in one line (the invitation form's). */
export const ROLES_IN_ONE_LINE =
  "Authors write articles and videos and submit them for review; Editors also edit, publish and review all content; Admins also run the site, messages, applications and the team's editors and authors; Owners do everything, including admins, owners and invitations.";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** The refusal of a page or action beyond the user's role. */
export const NOT_FOR_YOUR_ROLE = "Your role does not give access to this.";
