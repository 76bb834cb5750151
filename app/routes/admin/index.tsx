import { data, Form } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { DashboardTabs, parseTab } from "~/features/admin/dashboard-tabs";
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
import { countUnreadMessages, listContactMessages } from "~/features/contact/contact.server";
import { MessagesPanel } from "~/features/contact/messages-panel";
import { runContentAction } from "~/features/content/content-actions.server";
import { ContentList } from "~/features/content/content-list";
import type { ContentKind } from "~/features/content/kinds";
import { listArticlesForAdmin } from "~/features/news/queries.server";
import { listVideosForAdmin } from "~/features/videos/queries.server";
import { readForm } from "~/lib/forms";
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getSessionUser(context);
  if (!user) return { view: "login" as const, signupOpen: context.signupMode !== "closed" };
  if (user.role === "pending") return { view: "pending" as const };

  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  // A list that fails to load is logged and shown empty (the specification's behaviour).
  const load = async <T,>(what: string, query: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await query();
    } catch (error) {
      context.logger.error({ err: error }, `Error loading ${what}`);
      return [];
    }
  };
  return {
    view: "dashboard" as const,
    tab,
    articles: tab === "news" ? await load("articles", () => listArticlesForAdmin(context.db)) : [],
    videos: tab === "videos" ? await load("videos", () => listVideosForAdmin(context.db)) : [],
    team: tab === "team" ? await load("team", () => listTeam(context.db)) : [],
    messages:
      tab === "messages" ? await load("messages", () => listContactMessages(context.db)) : [],
    unreadMessages: await countUnreadMessages(context.db).catch(() => 0),
  };
}

const TEAM_INTENTS = new Set<TeamIntent>(["approve", "make-owner", "make-admin", "remove"]);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "sign-in") return signIn(request, context, form);

  const content = /^(toggle|delete)-(article|video)$/.exec(intent);
  if (content) {
    requireAdmin(args);
    return runContentAction(
      context,
      content[2] as ContentKind,
      content[1] as "toggle" | "delete",
      form,
    );
  }

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
      <DashboardTabs current={loaderData.tab} unreadMessages={loaderData.unreadMessages} />
      <div
        id="dashboard-panel"
        role="tabpanel"
        aria-labelledby={`tab-${loaderData.tab}`}
        className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        {loaderData.tab === "news" ? (
          <ContentList
            kind="article"
            rows={loaderData.articles.map((a) => ({
              id: a.id,
              title: a.title,
              text: a.summary,
              imageUrl: a.imageUrl,
              published: a.published,
              createdAt: a.createdAt,
              details: [a.author],
            }))}
          />
        ) : loaderData.tab === "videos" ? (
          <ContentList
            kind="video"
            rows={loaderData.videos.map((v) => ({
              id: v.id,
              title: v.title,
              text: v.description,
              imageUrl: v.thumbnailUrl,
              published: v.published,
              createdAt: v.createdAt,
              details: [v.category, v.duration],
            }))}
          />
        ) : loaderData.tab === "messages" ? (
          <MessagesPanel messages={loaderData.messages} />
        ) : (
          <TeamPanel members={loaderData.team} />
        )}
      </div>
    </DashboardShell>
  );
}
