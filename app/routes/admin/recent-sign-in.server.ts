import type { AppLoadContext } from "react-router";
import { checkRecentSignIn } from "~/features/auth/recent-sign-in.server";
import { httpOf } from "./account-answer.server";

/**
 * The guard of sensitive actions: null when the session signed in recently (or the form confirms
 * the password), else the 'Confirm your password' step for the action to answer with.
 */
export async function requireRecentSignIn(
  request: Request,
  context: AppLoadContext,
  form: FormData,
) {
  const step = await checkRecentSignIn(request, context, form);
  return step && httpOf(step);
}
