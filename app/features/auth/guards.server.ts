import type { AuthSession } from "./account-context.server";
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

/** Who makes a request, as the request context knows it. */
export interface Visitor {
  session: AuthSession | null;
  /** The owners require two-factor and this signed-in account has not set it up yet. */
  mustSetUpTwoFactor: boolean;
}

/** The signed-in user, or null. */
export function getSessionUser({ session }: { session: AuthSession | null }): SessionUser | null {
  const user = session?.user;
  if (!user) return null;
  return { id: user.id, email: user.email, role: (user as { role?: Role }).role ?? "pending" };
}

/**
 * Whether a visitor may open an admin address (`path`, as requested): `allowed` with the user;
 * `sign-in` (signed out) with the login that comes back here; `set-up-two-factor` (every page
 * but the account page, until it is set up); `refused` with the sentence shown (a pending
 * account, or a role below `level`).
 */
export type Access =
  | { status: "allowed"; user: SessionUser }
  | { status: "sign-in"; to: string; reason: string }
  | { status: "set-up-two-factor"; to: string; reason: string }
  | { status: "refused"; reason: string };

/** Whether the visitor is signed in (any role, pending included). */
export function signedInAccess(visitor: Visitor, path: string): Access {
  const user = getSessionUser(visitor);
  if (!user) return { status: "sign-in", to: signInPath(path), reason: "Sign in required." };
  if (visitor.mustSetUpTwoFactor && !isAccountPage(path)) {
    return {
      status: "set-up-two-factor",
      to: "/admin/account#two-factor",
      reason: TWO_FACTOR_TEXTS.required,
    };
  }
  return { status: "allowed", user };
}

/** A signed-in account whose role reaches `level` (ADR 027). */
export function roleAccess(visitor: Visitor, path: string, level: Level): Access {
  const access = signedInAccess(visitor, path);
  if (access.status !== "allowed") return access;
  if (!isStaff(access.user.role)) return { status: "refused", reason: AWAITING_APPROVAL };
  if (!hasLevel(access.user.role, level)) return { status: "refused", reason: NOT_FOR_YOUR_ROLE };
  return access;
}

/** The account page, where two-factor is set up (the one page open until it is). */
function isAccountPage(path: string): boolean {
  return /^\/admin\/account(\.data)?$/.test(path);
}

/**
 * The login, told which admin page to come back to: a form whose session ended returns to
 * itself after signing in (its unsaved text is kept in the browser meanwhile).
 */
function signInPath(requested: string): string {
  const path = requested.replace(/\.data$/, "");
  if (!/^\/admin\/[\w/-]+$/.test(path) || path.startsWith("/admin/sign")) return "/admin";
  return `/admin?next=${encodeURIComponent(path)}`;
}
