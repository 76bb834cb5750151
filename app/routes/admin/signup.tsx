import { CheckCircle2 } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert, PrimaryButton, TextField } from "~/components/ui/form";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, publicSignupRefusal } from "~/config/accounts";
import { AuthCard } from "~/features/auth/auth-card";
import { getSessionUser } from "~/features/auth/guards.server";
import { SIGNUP_CLOSED, SIGNUP_INVITE_ONLY } from "~/features/auth/messages";
import { type SignUpResult, signUp } from "~/features/auth/sign-up.server";
import type { Route } from "./+types/signup";
import { httpOf } from "./account-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Create an admin account" },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  if (getSessionUser(context)) throw redirect("/admin");
  const refusal = publicSignupRefusal(context.signupMode);
  return { closed: refusal === "invite" ? SIGNUP_INVITE_ONLY : refusal ? SIGNUP_CLOSED : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return httpOf(await signUp(request, context));
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as SignUpResult | undefined;

  if (result?.created) {
    return (
      <AuthCard title="Account Created!">
        <CheckCircle2 aria-hidden="true" className="mt-6 text-ev-600" size={40} />
        <p className="mt-4 text-lg text-slate-700">
          Your admin account has been created successfully.
        </p>
        {result.pending ? (
          <p className="mt-3 text-slate-600">
            An administrator must approve your account before you can manage content.
          </p>
        ) : null}
        <Link
          to="/admin"
          className="mt-8 inline-flex rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
        >
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  if (loaderData.closed) {
    return (
      <AuthCard title="Create an admin account">
        <p className="mt-4 text-lg text-slate-700">{loaderData.closed}</p>
        <Link to="/admin" className="mt-8 inline-block font-semibold text-ev-700 hover:underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  const errors = result?.errors ?? {};
  return (
    <AuthCard title="Create an admin account">
      <Form method="post" className="mt-8 space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={result?.email}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          error={errors.confirmPassword}
        />
        <FormAlert>{result?.formError}</FormAlert>
        <PrimaryButton className="w-full" pending={busy} pendingLabel="Creating Account...">
          Create Account
        </PrimaryButton>
      </Form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        Already have an account?{" "}
        <Link to="/admin" className="font-semibold text-ev-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
