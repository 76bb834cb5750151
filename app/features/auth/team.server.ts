import { and, asc, count, eq, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../db/client.server";
import { staffProfiles, user } from "../../../db/schema";
import {
  type AssignableRole,
  isAssignableRole,
  LEAST_ROLE,
  mayGiveRole,
  type Role,
  type SessionUser,
} from "./roles";

export interface TeamMember {
  id: string;
  email: string;
  /** Their profile's display name (their byline), once they have saved one. */
  displayName: string | null;
  role: Role;
  createdAt: string;
}

export async function listTeam(db: AppDatabase): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      displayName: staffProfiles.displayName,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, user.id))
    .orderBy(asc(user.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whether any account exists: none on a new install, whose login offers the owner's sign-up. */
export async function hasAccounts(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).limit(1);
  return row !== undefined;
}

export type TeamIntent = "approve" | "make-owner" | "make-admin" | "set-role" | "remove";

export class TeamRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

/**
 * Changes a teammate's role or removes them, under these rules: nobody changes or removes their
 * own account; a role is given only by those who may give it (`rolesGivenBy`: owners any, admins
 * Editor and Author), whether by approval or by a change of role; only owners change owners' and
 * admins' roles and remove admins or owners; admins remove pending accounts, editors and authors;
 * the last owner is never demoted or removed.
 */

/** The refusal of a role its giver may not give. */
const GIVEN_BY_OWNERS = "Only an owner can give the Owner or Admin role.";

/** Names the lock that serialises team changes among all advisory locks. */
const TEAM_LOCK_KEY = 7_202_635_002;

export async function applyTeamChange(
  database: AppDatabase,
  actor: SessionUser,
  intent: TeamIntent,
  targetId: string,
  /** The role `approve` and `set-role` give (approving without one: the least, Author). */
  role?: string,
): Promise<void> {
  const chosen: AssignableRole | undefined = isAssignableRole(role) ? role : undefined;
  if (intent === "set-role" && !chosen) {
    throw new TeamRuleError("Choose Owner, Admin, Editor or Author.", 400);
  }
  if (targetId === actor.id) {
    throw new TeamRuleError("You cannot change or remove your own account.", 400);
  }
  // One team change at a time: two owners demoting each other at once cannot both succeed.
  await database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK_KEY})`);
    const [target] = await db
      .select({ role: user.role, email: user.email })
      .from(user)
      .where(eq(user.id, targetId));
    if (!target) throw new TeamRuleError("That account no longer exists.", 404);
    const isOwner = actor.role === "owner";
    const [owners] = await db.select({ n: count() }).from(user).where(eq(user.role, "owner"));
    const lastOwner = target.role === "owner" && (owners?.n ?? 0) <= 1;
    // Owners and admins are an owner's to change; so is making one.
    const senior = (r: Role | undefined) => r === "owner" || r === "admin";
    let to: Role = intent === "make-owner" ? "owner" : "admin";

    switch (intent) {
      case "approve":
        if (target.role !== "pending")
          throw new TeamRuleError("Only pending accounts can be approved.", 409);
        to = chosen ?? LEAST_ROLE;
        if (!mayGiveRole(actor.role, to)) {
          throw new TeamRuleError(GIVEN_BY_OWNERS, 403);
        }
        break;
      case "set-role":
        to = chosen ?? "author";
        if (target.role === "pending") {
          throw new TeamRuleError("Approve this account first.", 409);
        }
        if (!isOwner && senior(target.role)) {
          throw new TeamRuleError("Only an owner can change an owner's or an admin's role.", 403);
        }
        if (!mayGiveRole(actor.role, to)) throw new TeamRuleError(GIVEN_BY_OWNERS, 403);
        if (lastOwner && to !== "owner") {
          throw new TeamRuleError("The last owner cannot be demoted.", 409);
        }
        if (target.role === to) return;
        break;
      case "make-owner":
        if (!isOwner) throw new TeamRuleError("Only an owner can make another owner.", 403);
        if (target.role !== "admin")
          throw new TeamRuleError("Only admins can be made owners.", 409);
        break;
      case "make-admin":
        if (!isOwner) throw new TeamRuleError("Only an owner can change an owner's role.", 403);
        if (target.role !== "owner")
          throw new TeamRuleError("Only owners can be made admins.", 409);
        if (lastOwner) throw new TeamRuleError("The last owner cannot be demoted.", 409);
        break;
      case "remove":
        if (!isOwner && senior(target.role)) {
          throw new TeamRuleError("Only an owner can remove an admin or an owner.", 403);
        }
        if (lastOwner) throw new TeamRuleError("The last owner cannot be removed.", 409);
        await db.delete(user).where(and(eq(user.id, targetId), eq(user.role, target.role)));
        await recordActivity(db as unknown as AppDatabase, {
          actorId: actor.id,
          action: "remove-account",
          subjectType: "account",
          subjectTitle: target.email,
          detail: `Was ${target.role}`,
        });
        return;
    }
    await db.update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, targetId));
    await recordActivity(db as unknown as AppDatabase, {
      actorId: actor.id,
      action: intent === "set-role" ? "change-role" : intent,
      subjectType: "account",
      subjectId: targetId,
      subjectTitle: target.email,
      detail: intent === "set-role" || intent === "approve" ? `As ${to}` : undefined,
    });
  });
}
