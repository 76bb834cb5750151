import { data } from "react-router";
import { dashboardUser } from "~/features/admin/dashboard.server";
import { requireAdmin } from "~/features/auth/guards.server";
import {
  applyTeamChange,
  listTeam,
  type TeamIntent,
  TeamRuleError,
} from "~/features/auth/team.server";
import { TeamPanel } from "~/features/auth/team-panel";
import { readForm } from "~/lib/forms";
import type { Route } from "./+types/team";

const TEAM_INTENTS: readonly string[] = [
  "approve",
  "make-owner",
  "make-admin",
  "remove",
] satisfies TeamIntent[];

/** /admin/team: the accounts, their roles, approval and removal. */
export async function loader(args: Route.LoaderArgs) {
  dashboardUser(args);
  try {
    return { team: await listTeam(args.context.db) };
  } catch (error) {
    args.context.logger.error({ err: error }, "Error loading team");
    return { team: [] };
  }
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (!TEAM_INTENTS.includes(intent)) throw data({ error: "Unknown action." }, { status: 400 });
  try {
    await applyTeamChange(
      args.context.db,
      actor,
      intent as TeamIntent,
      String(form.get("userId") ?? ""),
    );
    return { ok: true as const };
  } catch (error) {
    if (error instanceof TeamRuleError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPanel members={loaderData.team} />;
}
