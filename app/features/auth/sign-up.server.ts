import { publicSignupRefusal } from "~/config/accounts";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import { hitRateLimit, type RateLimitRule, rateLimitSubject } from "~/lib/rate-limit.server";
import type { AccountContext } from "./account-context.server";
import { type Shown, shown } from "./answer";
import { authHeaders } from "./auth.server";
import { translateAuthError } from "./auth-errors.server";
import {
  FAILED_TO_CREATE_ACCOUNT,
  SIGNUP_CLOSED,
  SIGNUP_INVITE_ONLY,
  TOO_MANY_ATTEMPTS,
} from "./messages";
import { SignUpSchema } from "./schemas";

const SIGN_UPS_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

export type SignUpResult =
  | { created: true; pending: boolean }
  | { created?: false; errors?: Record<string, string>; formError?: string; email?: string };

/**
 * Creates an account from the sign-up form (e-mail, password, confirmPassword), which it reads
 * from `request` itself: a closed sign-up (403) and the rate limit (10 an hour per address, 429)
 * answer before the body is even read, and every attempt counts.
 *
 * Invalid input answers 400 with a message per field; a refusal by better-auth answers with its
 * status and message; a fault is logged and answers 500. The first account becomes the owner,
 * later ones wait for approval or, with SIGNUP=open, are admins (see `createAuth`).
 */
export async function signUp(
  request: Request,
  context: AccountContext,
): Promise<Shown<SignUpResult>> {
  const refusal = publicSignupRefusal(context.signupMode);
  if (refusal) {
    return shown<SignUpResult>(
      { formError: refusal === "invite" ? SIGNUP_INVITE_ONLY : SIGNUP_CLOSED },
      403,
    );
  }
  const { limited } = await hitRateLimit(
    context.db,
    `sign-up:${rateLimitSubject(context.clientIp)}`,
    SIGN_UPS_PER_IP,
  );
  const values = formFields(await readForm(request));
  if (limited) {
    return shown<SignUpResult>({ formError: TOO_MANY_ATTEMPTS, email: values.email }, 429);
  }
  const parsed = SignUpSchema.safeParse(values);
  if (!parsed.success) {
    return shown<SignUpResult>({ errors: fieldErrorsOf(parsed.error), email: values.email }, 400);
  }
  try {
    const result = await context.auth.api.signUpEmail({
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        name: parsed.data.email.split("@")[0] ?? parsed.data.email,
      },
      headers: authHeaders(request.headers, context.clientIp),
    });
    // The note depends on the mode and on whether this was the very first account (the owner),
    // never on what the server returned: a taken e-mail must look like any other sign-up.
    return shown<SignUpResult>({
      created: true,
      pending: context.signupMode === "approval" && result.user.role !== "owner",
    });
  } catch (error) {
    const refusal = translateAuthError(error, FAILED_TO_CREATE_ACCOUNT);
    if (!refusal) {
      context.logger.error({ err: error }, "sign-up failed");
      return shown<SignUpResult>({ formError: FAILED_TO_CREATE_ACCOUNT, email: values.email }, 500);
    }
    return shown<SignUpResult>({ formError: refusal.message, email: values.email }, refusal.status);
  }
}
