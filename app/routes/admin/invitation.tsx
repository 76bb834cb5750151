import { Form, Link, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthCard } from "~/features/auth/auth-card";
import { INVITATION_MESSAGES, INVITATION_TEXTS } from "~/features/auth/invitations";
import {
  type AcceptResult,
  acceptInvitation,
  invitationByToken,
} from "~/features/auth/invitations.server";
import { ROLE_LABELS } from "~/features/auth/roles";
import { readForm } from "~/lib/forms";
import type { Route } from "./+types/invitation";
import { httpOf } from "./account-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: INVITATION_TEXTS.setPassword },
  { name: "robots", content: "noindex" },
];

/** The link's token stays out of other sites' logs: no Referer leaves this page. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await invitationByToken(context.db, params.token);
  return invitation
    ? { valid: true as const, email: invitation.email, role: ROLE_LABELS[invitation.role] }
    : { valid: false as const };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return httpOf(await acceptInvitation(request, context, params.token, await readForm(request)));
}

/** An invitation's link: 'Set your password', then the dashboard. */
export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as AcceptResult | undefined;
  if (!loaderData.valid || (result && "invalid" in result)) {
    return (
      <AuthCard title="Invitation">
        <p role="alert" className="mt-4 text-lg text-slate-700">
          {INVITATION_MESSAGES.invalid}
        </p>
        <Link
          to="/admin"
          className="mt-8 inline-flex rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
        >
          Go to the login
        </Link>
      </AuthCard>
    );
  }
  const errors = (result && "errors" in result && result.errors) || {};
  return (
    <AuthCard title={INVITATION_TEXTS.setPassword}>
      <p className="mt-2 text-slate-600">
        You are invited as <strong className="text-ink">{loaderData.role}</strong>. Choose a
        password for <strong className="break-all text-ink">{loaderData.email}</strong> to join.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        <input
          type="email"
          name="email"
          value={loaderData.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          maxLength={MAX_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          error={errors.confirmPassword}
        />
        <FormAlert>{result && "formError" in result ? result.formError : undefined}</FormAlert>
        <PrimaryButton
          className="w-full"
          pending={navigation.state === "submitting"}
          pendingLabel="Setting..."
        >
          {INVITATION_TEXTS.submit}
        </PrimaryButton>
      </Form>
    </AuthCard>
  );
}
