import { redirect, useRouteLoaderData } from "react-router";
import { getSessionUser } from "~/features/auth/guards.server";
import { LoginForm } from "~/features/auth/login-form";
import { signInByDomain } from "~/features/auth/oidc/sign-in.server";
import { signIn } from "~/features/auth/sign-in.server";
import { hasAccounts } from "~/features/auth/team.server";
import { readForm } from "~/lib/forms";
import type { Route } from "./+types/sign-in";
import { httpOf } from "./account-answer.server";
import type { loader as adminLoader } from "./layout";
import { providerHttp } from "./provider-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Login" },
  { name: "robots", content: "noindex" },
];

/** The login form's target: its only job is signing in. The login itself is at /admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // An e-mail of a company provider's domain and no password: that provider signs in.
  const routed = await signInByDomain(request, context, form);
  if (routed) return providerHttp(routed);
  return httpOf(await signIn(request, context, form));
}

/** Signed in already: the dashboard. Otherwise the login, here too (after a failed attempt). */
export async function loader({ context }: Route.LoaderArgs) {
  if (getSessionUser(context)) throw redirect("/admin");
  return { firstRun: !(await hasAccounts(context.db)) };
}

/** A failed sign-in: the login again, with the reason and the e-mail that was typed. */
export default function SignIn({ actionData, loaderData }: Route.ComponentProps) {
  const result = actionData as { error?: string; email?: string; refusal?: string } | undefined;
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin/layout");
  return (
    <LoginForm
      error={result?.error ?? result?.refusal}
      email={result?.email}
      signupOpen={admin?.signupOpen ?? true}
      providers={admin?.signInProviders ?? []}
      firstRun={loaderData.firstRun}
    />
  );
}
