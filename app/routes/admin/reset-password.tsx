import { Form, Link, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_PASSWORD_LENGTH } from "~/config/accounts";
import { AuthCard } from "~/features/auth/auth-card";
import { RESET_LINK_INVALID, type ResetResult } from "~/features/auth/password-reset";
import { resetPassword, resetTokenOwner } from "~/features/auth/password-reset.server";
import type { Route } from "./+types/reset-password";
import { httpOf } from "./account-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Reset password" },
  { name: "robots", content: "noindex" },
];

/** The link's token stays out of other sites' logs: no Referer leaves this page. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  return headers;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: Boolean(await resetTokenOwner(context, params.token)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return httpOf(await resetPassword(request, context, params.token));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ResetResult | undefined;

  if (!loaderData.valid || (result && "invalid" in result)) {
    return (
      <AuthCard title="Reset password">
        <p role="alert" className="mt-4 text-lg text-slate-700">
          {RESET_LINK_INVALID}
        </p>
        <Link
          to="/admin/forgot-password"
          className="mt-8 inline-flex rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
        >
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  const errors = (result && "errors" in result && result.errors) || {};
  return (
    <AuthCard title="Reset password">
      <p className="mt-2 text-slate-600">
        Choose a new password. Every device signed in to your account will be signed out.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
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
          pendingLabel="Resetting..."
        >
          Reset Password
        </PrimaryButton>
      </Form>
    </AuthCard>
  );
}
