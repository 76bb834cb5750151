import { type AppLoadContext, data, redirect } from "react-router";
import { AWAITING_APPROVAL } from "./messages";
import { canManageContent, type Role, type SessionUser } from "./roles";

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * "page": an anonymous visitor is sent to the login at /admin.
 * "resource": an anonymous caller gets 401 (resource routes and fetch calls).
 */
type GuardKind = "page" | "resource";

/** The signed-in user, or null. */
export function getSessionUser(context: AppLoadContext): SessionUser | null {
  const user = context.session?.user;
  if (!user) return null;
  return { id: user.id, email: user.email, role: (user as { role?: Role }).role ?? "pending" };
}

export function requireUser({ context }: GuardArgs, kind: GuardKind = "page"): SessionUser {
  const user = getSessionUser(context);
  if (user) return user;
  if (kind === "page") throw redirect("/admin");
  throw data({ message: "Sign in required." }, { status: 401 });
}

/** Owners and admins pass; pending accounts get 403. */
export function requireAdmin(args: GuardArgs, kind: GuardKind = "page"): SessionUser {
  const user = requireUser(args, kind);
  if (!canManageContent(user.role)) throw data({ message: AWAITING_APPROVAL }, { status: 403 });
  return user;
}
