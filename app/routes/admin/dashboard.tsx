import { Form, Outlet, useRouteLoaderData } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { DashboardTabs } from "~/features/admin/dashboard-tabs";
import { WaitingLine } from "~/features/admin/waiting-line";
import { AuthCard } from "~/features/auth/auth-card";
import { getSessionUser } from "~/features/auth/guards.server";
import { LoginForm } from "~/features/auth/login-form";
import { AWAITING_APPROVAL } from "~/features/auth/messages";
import { canEditAll } from "~/features/auth/roles";
import { hasAccounts } from "~/features/auth/team.server";
import type { Route } from "./+types/dashboard";
import { dashboardView } from "./dashboard-access.server";
import type { loader as adminLoader } from "./layout";
import { waitingNow } from "./waiting.server";

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
  // What waits for the signed-in person: the line above the section, and the tabs' badges
  // (each for the roles that open its section), from one set of counts.
  const user = getSessionUser(args.context);
  const waiting = user ? await waitingNow(args.context, user) : null;
  const counts = waiting?.counts ?? {};
  return {
    ...view,
    unreadMessages: counts.messages ?? 0,
    newApplications: counts.applications ?? 0,
    inReview: canEditAll(user?.role) ? (waiting?.inReviewByKind ?? {}) : {},
    waitingLine: waiting?.line ?? null,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin/layout");
  if (loaderData.view === "login") {
    return (
      <LoginForm
        signupOpen={loaderData.signupOpen}
        firstRun={loaderData.firstRun}
        providers={admin?.signInProviders ?? []}
      />
    );
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
          // The account section and the Overview bring their own cards.
          loaderData.section === "account" || loaderData.section === "overview"
            ? "mt-8"
            : "mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        }
      >
        {loaderData.section === "overview" ? null : <WaitingLine line={loaderData.waitingLine} />}
        <Outlet />
      </div>
    </DashboardShell>
  );
}
