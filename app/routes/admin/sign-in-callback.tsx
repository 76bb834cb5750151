import { ProviderRefusal } from "~/features/auth/oidc/refusal-card";
import { finishProviderSignIn } from "~/features/auth/oidc/sign-in.server";
import type { Route } from "./+types/sign-in-callback";
import { providerHttp } from "./provider-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Sign-in not completed" },
  { name: "robots", content: "noindex" },
];

/** The provider's answer: signed in (303 on), or refused with the reason and nothing changed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return providerHttp(await finishProviderSignIn(request, context, params.provider));
}

export default function ProviderCallback({ loaderData }: Route.ComponentProps) {
  return <ProviderRefusal message={loaderData.refusal} />;
}
