import { data } from "react-router";
import type { ProviderAnswer } from "~/features/auth/oidc/sign-in.server";

/**
 * A company sign-in's answer as HTTP: 303 to where the browser goes next (the provider, the
 * dashboard, the code step) with its cookies, or the refusal page's message with its status.
 */
export function providerHttp(answer: ProviderAnswer) {
  if (answer.status === "refused") {
    return data({ refusal: answer.message }, { status: answer.code });
  }
  const headers = new Headers({ location: answer.to });
  for (const cookie of answer.cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}
