import { type AppLoadContext, data, redirect } from "react-router";
import { type Access, roleAccess, signedInAccess } from "~/features/auth/guards.server";
import type { Level, SessionUser } from "~/features/auth/roles";

/*
 * The guards of admin loaders and actions: each returns the user allowed in, or throws the
 * answer of one who is not (a redirect to the login or to the two-factor set-up, or 401/403).
 */

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * "page": an anonymous visitor is sent to the login at /admin.
 * "resource": an anonymous caller gets 401 (resource routes and fetch calls).
 */
type GuardKind = "page" | "resource";

/** The user of an allowed access; any other access thrown as HTTP. */
function admitted(access: Access, kind: GuardKind): SessionUser {
  switch (access.status) {
    case "allowed":
      return access.user;
    case "sign-in":
      if (kind === "page") throw redirect(access.to);
      throw data({ message: access.reason }, { status: 401 });
    case "set-up-two-factor":
      if (kind === "page") throw redirect(access.to);
      throw data({ message: access.reason }, { status: 403 });
    case "refused":
      throw data({ message: access.reason }, { status: 403 });
  }
}

const pathOf = (request: Request) => new URL(request.url).pathname;

export function requireUser(
  { context, request }: GuardArgs,
  kind: GuardKind = "page",
): SessionUser {
  return admitted(signedInAccess(context, pathOf(request)), kind);
}

/**
 * A signed-in account whose role reaches `level` (ADR 027); a pending account or a lower role
 * gets 403.
 */
export function requireRole(
  { context, request }: GuardArgs,
  level: Level,
  kind: GuardKind = "page",
): SessionUser {
  return admitted(roleAccess(context, pathOf(request), level), kind);
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
