import { data } from "react-router";
import { invitationAction, listInvitations } from "~/features/auth/invitations.server";
import { providerMfaAccepted, setProviderMfaAccepted } from "~/features/auth/oidc/sign-in.server";
import { recentSignInStep } from "~/features/auth/recent-sign-in";
import { RecentSignInPrompt } from "~/features/auth/recent-sign-in-prompt";
import {
  applyTeamChange,
  listTeam,
  type TeamIntent,
  TeamRuleError,
} from "~/features/auth/team.server";
import {
  AcceptProviderMfaPanel,
  InvitationsPanel,
  RequireReviewPanel,
  RequireTwoFactorPanel,
} from "~/features/auth/team-owner-panels";
import { TeamPanel } from "~/features/auth/team-panel";
import { setTwoFactorRequired, twoFactorRequired } from "~/features/auth/two-factor.server";
import { reviewRequired, setReviewRequired } from "~/features/content/review.server";
import { recordActivity } from "~/lib/activity.server";
import { readForm } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/team";
import { httpOf } from "./account-answer.server";
import { dashboardUser } from "./dashboard-access.server";
import { requireRecentSignIn } from "./recent-sign-in.server";

const TEAM_INTENTS: readonly string[] = [
  "approve",
  "make-owner",
  "make-admin",
  "set-role",
  "remove",
] satisfies TeamIntent[];

const INVITATION_INTENTS: readonly string[] = ["invite", "resend-invitation", "revoke-invitation"];

/**
 * /admin/team: the accounts, their roles, approval and removal; for owners also invitations and
 * whether two-factor is required for all staff.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = dashboardUser(args, "admin");
  const { db } = args.context;
  const owner = user?.role === "owner";
  try {
    return {
      team: await listTeam(db),
      owner,
      invitations: owner ? await listInvitations(db) : [],
      mailReady: Boolean(args.context.sendMail),
      twoFactorRequired: await twoFactorRequired(db),
      reviewRequired: await reviewRequired(db),
      // With company sign-in providers: whether their second factor stands for ours.
      providerMfa:
        args.context.signInProviders.buttons.length > 0 ? await providerMfaAccepted(db) : undefined,
    };
  } catch (error) {
    args.context.logger.error({ err: error }, "Error loading team");
    return {
      team: [],
      owner,
      invitations: [],
      mailReady: false,
      twoFactorRequired: false,
      reviewRequired: false,
      providerMfa: undefined,
    };
  }
}

/** 'Require two-factor authentication for all staff' (owners; their own two-factor first). */
async function setRequirement(args: Route.ActionArgs, form: FormData) {
  const actor = requireAdmin(args);
  const intent = "require-two-factor";
  if (actor.role !== "owner") {
    return data({ intent, formError: "Only an owner can change this." }, { status: 403 });
  }
  const required = form.get("required") === "on";
  const own = (args.context.session?.user as { twoFactorEnabled?: boolean } | undefined)
    ?.twoFactorEnabled;
  if (required && !own) {
    return data(
      { intent, formError: "Set up two-factor authentication for your own account first." },
      { status: 409 },
    );
  }
  await setTwoFactorRequired(args.context.db, required, actor.id);
  await recordActivity(args.context.db, {
    actorId: actor.id,
    action: required ? "require-two-factor" : "allow-without-two-factor",
  });
  return { intent, notice: "Saved." };
}

/** 'Require review before publishing' (owners): the four-eye rule (ADR 027). */
async function setReviewRule(args: Route.ActionArgs, form: FormData) {
  const actor = requireAdmin(args);
  const intent = "require-review";
  if (actor.role !== "owner") {
    return data({ intent, formError: "Only an owner can change this." }, { status: 403 });
  }
  await setReviewRequired(args.context.db, form.get("required") === "on", actor.id);
  return { intent, notice: "Saved." };
}

/** 'Accept the provider's two-factor sign-in' (owners, with company sign-in providers). */
async function setProviderMfaRule(args: Route.ActionArgs, form: FormData) {
  const actor = requireAdmin(args);
  const intent = "accept-provider-mfa";
  if (actor.role !== "owner") {
    return data({ intent, formError: "Only an owner can change this." }, { status: 403 });
  }
  const accepted = form.get("required") === "on";
  await setProviderMfaAccepted(args.context.db, accepted, actor.id);
  await recordActivity(args.context.db, {
    actorId: actor.id,
    action: accepted ? "accept-provider-mfa" : "stop-accepting-provider-mfa",
  });
  return { intent, notice: "Saved." };
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "require-two-factor") return setRequirement(args, form);
  if (intent === "require-review") return setReviewRule(args, form);
  if (intent === "accept-provider-mfa") return setProviderMfaRule(args, form);
  if (INVITATION_INTENTS.includes(intent)) {
    // Inviting gives a role: like a role change, it needs a recent sign-in.
    if (intent !== "revoke-invitation") {
      const step = await requireRecentSignIn(args.request, args.context, form);
      if (step) return step;
    }
    return httpOf(await invitationAction(args.context, actor, intent, form));
  }
  if (!TEAM_INTENTS.includes(intent)) throw data({ error: "Unknown action." }, { status: 400 });
  // Approving a waiting account is everyday work (as an owner it is not); role changes and
  // removals need a recent sign-in.
  const everyday = intent === "approve" && form.get("role") !== "owner";
  if (!everyday) {
    const step = await requireRecentSignIn(args.request, args.context, form);
    if (step) return step;
  }
  try {
    await applyTeamChange(
      args.context.db,
      actor,
      intent as TeamIntent,
      String(form.get("userId") ?? ""),
      form.get("role")?.toString(),
    );
    // A removed account's author page is gone and its bylines are plain text from now on.
    if (intent === "remove") args.context.contentChanged();
    return { ok: true as const };
  } catch (error) {
    if (error instanceof TeamRuleError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  // A form posted without JavaScript gets the 'Confirm your password' step here (with JavaScript,
  // each row's own form shows it).
  const step = recentSignInStep(actionData);
  return (
    <>
      {step ? <RecentSignInPrompt step={step} action="/admin/team" /> : null}
      <TeamPanel members={loaderData.team} />
      {loaderData.owner ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <InvitationsPanel
            invitations={loaderData.invitations}
            mailReady={loaderData.mailReady}
            answer={actionData}
          />
          <div className="space-y-8">
            <RequireTwoFactorPanel required={loaderData.twoFactorRequired} answer={actionData} />
            {loaderData.providerMfa !== undefined ? (
              <AcceptProviderMfaPanel accepted={loaderData.providerMfa} answer={actionData} />
            ) : null}
            <RequireReviewPanel required={loaderData.reviewRequired} answer={actionData} />
          </div>
        </div>
      ) : null}
    </>
  );
}
