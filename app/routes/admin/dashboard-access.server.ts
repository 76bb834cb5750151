import { type AppLoadContext, redirect } from "react-router";
import { publicSignupRefusal } from "~/config/accounts";
import { dashboardSectionOf } from "~/features/admin/sections";
import { getSessionUser } from "~/features/auth/guards.server";
import { isStaff, type Level, type SessionUser } from "~/features/auth/roles";
import { requireRole, requireStaff } from "~/routes/guards.server";

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/** Where an old `/admin?tab=…` address now is. */
const OLD_TABS: Record<string, string> = {
  news: "/admin",
  videos: "/admin/videos",
  messages: "/admin/messages",
  team: "/admin/team",
};

/**
 * What the dashboard layout shows: at /admin the login (signed out) or the waiting notice
 * (pending account); pending accounts may also use /admin/account. Everything else needs an
 * approved account: signed out → the login, pending → 403.
 */
export function dashboardView(args: GuardArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const oldTab = url.pathname === "/admin" ? url.searchParams.get("tab") : null;
  if (oldTab !== null) throw redirect(OLD_TABS[oldTab] ?? "/admin", 301);

  const user = getSessionUser(context);
  const atHome = url.pathname === "/admin" || url.pathname === "/admin/";
  if (!user && atHome) {
    return { view: "login" as const, signupOpen: !publicSignupRefusal(context.signupMode) };
  }
  if (user?.role === "pending" && atHome) return { view: "pending" as const };
  if (user?.role === "pending" && url.pathname === "/admin/account") {
    return { view: "account-only" as const };
  }
  requireStaff(args);
  return { view: "dashboard" as const, section: dashboardSectionOf(url.pathname) };
}

/**
 * For the section at /admin, whose address is also the login: the approved user, or null when
 * the dashboard layout shows the login or the waiting notice instead. Elsewhere: requireRole
 * with the section's level.
 */
export function dashboardUser(args: GuardArgs, level: Level = "author"): SessionUser | null {
  const user = getSessionUser(args.context);
  const atHome = new URL(args.request.url).pathname.replace(/\/$/, "") === "/admin";
  if (atHome && (!user || !isStaff(user.role))) return null;
  return requireRole(args, level);
}
