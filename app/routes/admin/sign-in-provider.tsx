import { ProviderRefusal } from "~/features/auth/oidc/refusal-card";
import { startProviderSignIn } from "~/features/auth/oidc/sign-in.server";
import type { Route } from "./+types/sign-in-provider";
import { providerHttp } from "./provider-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in" },
  { name: "robots", content: "noindex" },
];

/** 'Sign in with Microsoft': off to the provider (303), back at /admin/sign-in/<id>/callback. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const next = new URL(request.url).searchParams.get("next");
  return providerHttp(await startProviderSignIn(request, context, params.provider, { next }));
}

/** The same by a link (`?login_hint=` for an address of the provider's domain). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const hint = query.get("login_hint")?.slice(0, 254) || undefined;
  return providerHttp(
    await startProviderSignIn(request, context, params.provider, {
      next: query.get("next"),
      loginHint: hint,
    }),
  );
}

export default function ProviderSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const answer = (actionData ?? loaderData) as { refusal?: string } | undefined;
  return <ProviderRefusal message={answer?.refusal ?? ""} />;
}
