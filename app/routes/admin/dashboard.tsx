import { Form, Outlet } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { DashboardTabs } from "~/features/admin/dashboard-tabs";
import { AuthCard } from "~/features/auth/auth-card";
import { getSessionUser } from "~/features/auth/guards.server";
import { LoginForm } from "~/features/auth/login-form";
import { AWAITING_APPROVAL } from "~/features/auth/messages";
import { canEditAll, hasLevel } from "~/features/auth/roles";
import { hasAccounts } from "~/features/auth/team.server";
import { countNewApplications } from "~/features/careers/applications.server";
import { countUnreadMessages } from "~/features/contact/contact.server";
import { countInReview } from "~/features/content/review.server";
import type { Route } from "./+types/dashboard";
import { CONTENT_STORES } from "./content-stores.server";
import { dashboardView } from "./dashboard-access.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.view === "login"
        ? "Admin Login"
        : loaderData?.view === "pending"
          ? "Awaiting approval"
          : "Content Management",
  },
  { name: "robots", content: "noindex" },
];

/**
 * The signed-in admin area: header ('Content Management', 'Sign Out'), the section tabs, and the
 * section below them. At /admin, signed out, it is the login; for a pending account, the notice.
 */
export async function loader(args: Route.LoaderArgs) {
  const view = dashboardView(args);
  if (view.view === "login") return { ...view, firstRun: !(await hasAccounts(args.context.db)) };
  if (view.view !== "dashboard") return view;
  // The tabs' badges, each for the roles that open its section.
  const { db } = args.context;
  const role = getSessionUser(args.context)?.role;
  const admin = hasLevel(role, "admin");
  const [unreadMessages, newApplications, inReview] = await Promise.all([
    admin ? countUnreadMessages(db).catch(() => 0) : 0,
    admin ? countNewApplications(db).catch(() => 0) : 0,
    canEditAll(role) ? countInReview(db, Object.values(CONTENT_STORES)).catch(() => ({})) : {},
  ]);
  return { ...view, unreadMessages, newApplications, inReview };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "login") {
    return <LoginForm signupOpen={loaderData.signupOpen} firstRun={loaderData.firstRun} />;
  }
  if (loaderData.view === "pending") {
    return (
      <AuthCard title="Almost there">
        <p className="mt-4 text-lg text-slate-700">{AWAITING_APPROVAL}</p>
        <Form method="post" action="/admin/sign-out" className="mt-8">
          <button
            type="submit"
            className="rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
          >
            Sign Out
          </button>
        </Form>
      </AuthCard>
    );
  }
  if (loaderData.view === "account-only") {
    return (
      <DashboardShell>
        <div className="mt-8">
          <Outlet />
        </div>
      </DashboardShell>
    );
  }
  return (
    <DashboardShell>
      <DashboardTabs
        current={loaderData.section}
        unreadMessages={loaderData.unreadMessages}
        newApplications={loaderData.newApplications}
        inReview={loaderData.inReview}
      />
      <div
        id="dashboard-panel"
        role="tabpanel"
        aria-labelledby={`tab-${loaderData.section}`}
        className={
          // The account section brings its own cards.
          loaderData.section === "account"
            ? "mt-8"
            : "mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        }
      >
        <Outlet />
      </div>
    </DashboardShell>
  );
}
