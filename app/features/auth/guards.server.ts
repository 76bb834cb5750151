import { type AppLoadContext, data, redirect } from "react-router";
import { AWAITING_APPROVAL } from "./messages";
import {
  hasLevel,
  isStaff,
  type Level,
  NOT_FOR_YOUR_ROLE,
  type Role,
  type SessionUser,
} from "./roles";
import { TWO_FACTOR_TEXTS } from "./two-factor";

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

export function requireUser(
  { context, request }: GuardArgs,
  kind: GuardKind = "page",
): SessionUser {
  const user = getSessionUser(context);
  if (user) {
    if (context.mustSetUpTwoFactor && !isAccountPage(request)) {
      if (kind === "page") throw redirect("/admin/account#two-factor");
      throw data({ message: TWO_FACTOR_TEXTS.required }, { status: 403 });
    }
    return user;
  }
  if (kind === "page") throw redirect(signInPath(request));
  throw data({ message: "Sign in required." }, { status: 401 });
}

/**
 * A signed-in account whose role reaches `level` (ADR 027); a pending account or a lower role
 * gets 403.
 */
export function requireRole(args: GuardArgs, level: Level, kind: GuardKind = "page"): SessionUser {
  const user = requireUser(args, kind);
  if (!isStaff(user.role)) throw data({ message: AWAITING_APPROVAL }, { status: 403 });
  if (!hasLevel(user.role, level)) throw data({ message: NOT_FOR_YOUR_ROLE }, { status: 403 });
  return user;
}

/** Any approved account (authors and up): content they may write, media, their account. */
export function requireStaff(args: GuardArgs, kind: GuardKind = "page"): SessionUser {
  return requireRole(args, "author", kind);
}

/** Editors and up: all content, publication, review, the trash and the activity log. */
export function requireEditor(args: GuardArgs, kind: GuardKind = "page"): SessionUser {
  return requireRole(args, "editor", kind);
}

/** Admins and owners: the site's texts and settings, messages, applications and the team. */
export function requireAdmin(args: GuardArgs, kind: GuardKind = "page"): SessionUser {
  return requireRole(args, "admin", kind);
}

/** The account page, where two-factor is set up (the one page open until it is). */
function isAccountPage(request: Request): boolean {
  return /^\/admin\/account(\.data)?$/.test(new URL(request.url).pathname);
}

/**
 * The login, told which admin page to come back to: a form whose session ended returns to
 * itself after signing in (its unsaved text is kept in the browser meanwhile).
 */
function signInPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (!/^\/admin\/[\w/-]+$/.test(path) || path.startsWith("/admin/sign")) return "/admin";
  return `/admin?next=${encodeURIComponent(path)}`;
}
