import { data, Form } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { AuthCard } from "~/features/auth/auth-card";
import { getSessionUser, requireAdmin } from "~/features/auth/guards.server";
import { LoginForm } from "~/features/auth/login-form";
import { AWAITING_APPROVAL } from "~/features/auth/messages";
import { signIn } from "~/features/auth/sign-in.server";
import {
  applyTeamChange,
  listTeam,
  type TeamIntent,
  TeamRuleError,
} from "~/features/auth/team.server";
import { TeamPanel } from "~/features/auth/team-panel";
import type { Route } from "./+types/index";

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

/** /admin: the login when signed out, the waiting notice for pending accounts, else the dashboard. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = getSessionUser(context);
  if (!user) return { view: "login" as const, signupOpen: context.signupMode !== "closed" };
  if (user.role === "pending") return { view: "pending" as const };
  return { view: "dashboard" as const, team: await listTeam(context.db) };
}

const TEAM_INTENTS = new Set<TeamIntent>(["approve", "make-owner", "make-admin", "remove"]);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "sign-in") return signIn(request, context, form);

  if (TEAM_INTENTS.has(intent as TeamIntent)) {
    const actor = requireAdmin(args);
    const userId = String(form.get("userId") ?? "");
    try {
      await applyTeamChange(context.db, actor, intent as TeamIntent, userId);
      return { ok: true as const };
    } catch (error) {
      if (error instanceof TeamRuleError)
        return data({ error: error.message }, { status: error.status });
      throw error;
    }
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "login") {
    const result = actionData as { error?: string; email?: string } | undefined;
    return (
      <LoginForm error={result?.error} email={result?.email} signupOpen={loaderData.signupOpen} />
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
  return (
    <DashboardShell>
      <TeamPanel members={loaderData.team} />
    </DashboardShell>
  );
}
