import { Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert, PrimaryButton } from "~/components/ui/form";
import { AuthCard } from "~/features/auth/auth-card";
import { AuthenticationCodeField } from "~/features/auth/authentication-code-field";
import { getSessionUser } from "~/features/auth/guards.server";
import { TWO_FACTOR_TEXTS } from "~/features/auth/two-factor";
import {
  type CodeStepResult,
  hasPendingSignIn,
  verifySignInCode,
} from "~/features/auth/two-factor.server";
import { readForm } from "~/lib/forms";
import type { Route } from "./+types/two-factor";
import { httpOf } from "./account-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor authentication" },
  { name: "robots", content: "noindex" },
];

/** Only a sign-in waiting for its code comes here; anyone else goes to the login. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (getSessionUser(context)) throw redirect("/admin");
  if (!hasPendingSignIn(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return httpOf(await verifySignInCode(request, context, await readForm(request)));
}

/** The sign-in's second step: 'Authentication code', 'Verify'. */
export default function TwoFactorStep({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as CodeStepResult | undefined;
  return (
    <AuthCard title="Two-factor authentication">
      <p className="mt-2 text-slate-600">{TWO_FACTOR_TEXTS.signInHelp}</p>
      {result?.expired ? (
        <div className="mt-6">
          <FormAlert>{result.error}</FormAlert>
          <Link
            to="/admin"
            className="mt-6 inline-flex rounded-full bg-ev-700 px-6 py-3 font-semibold text-white transition hover:bg-ev-900"
          >
            Sign in again
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-5">
          <AuthenticationCodeField autoFocus error={result?.error} />
          <PrimaryButton
            pending={navigation.state === "submitting"}
            pendingLabel="Verifying..."
            className="w-full"
          >
            {TWO_FACTOR_TEXTS.verify}
          </PrimaryButton>
          <p className="text-center text-slate-600 text-sm">
            <Link to="/admin" className="font-semibold text-ev-700 hover:underline">
              Back to sign in
            </Link>
          </p>
        </Form>
      )}
    </AuthCard>
  );
}
