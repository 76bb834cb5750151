import type { Role } from "../../../db/schema";

export type { Role };

/** Roles that may read and change content. */
export function canManageContent(role: Role | undefined): boolean {
  return role === "owner" || role === "admin";
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  pending: "Pending approval",
};

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}
