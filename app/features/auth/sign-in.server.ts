import { type AppLoadContext, data, redirect } from "react-router";
import { authHeaders } from "./auth.server";
import { INVALID_CREDENTIALS } from "./messages";
import {
  hitRateLimit,
  isRateLimited,
  SIGN_IN_FAILURES,
  SIGN_IN_FAILURES_PER_IP,
  TOO_MANY_ATTEMPTS,
} from "./rate-limit.server";
import { SignInSchema } from "./schemas";

/**
 * Signs in with e-mail and password. Every failure answers alike ('Invalid email or password',
 * 401), whether the e-mail is unknown or the password wrong; better-auth hashes a dummy password
 * for unknown e-mails so the timing matches too. Failures count towards a per-IP-and-e-mail and
 * a per-IP limit.
 */
export async function signIn(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = SignInSchema.safeParse({
    email: form.get("email"),
    password: form.get("password"),
  });
  const email =
    typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  const pairKey = `sign-in:${context.clientIp}:${email.trim().toLowerCase()}`;
  const ipKey = `sign-in-ip:${context.clientIp}`;

  if (
    (await isRateLimited(context.db, pairKey, SIGN_IN_FAILURES)) ||
    (await isRateLimited(context.db, ipKey, SIGN_IN_FAILURES_PER_IP))
  ) {
    return data({ error: TOO_MANY_ATTEMPTS, email }, { status: 429 });
  }

  if (parsed.success) {
    try {
      const { headers } = await context.auth.api.signInEmail({
        body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
        headers: authHeaders(request.headers, context.clientIp),
        returnHeaders: true,
      });
      return redirect("/admin", { headers });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || status >= 500) throw error;
    }
  }
  await hitRateLimit(context.db, pairKey, SIGN_IN_FAILURES);
  await hitRateLimit(context.db, ipKey, SIGN_IN_FAILURES_PER_IP);
  return data({ error: INVALID_CREDENTIALS, email }, { status: 401 });
}
