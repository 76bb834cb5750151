import { MAX_EMAIL_LENGTH } from "~/config/accounts";
import { recordActivity } from "~/lib/activity.server";
import {
  clearRateLimit,
  hitRateLimit,
  type RateLimitRule,
  rateLimitSubject,
  releaseRateLimit,
} from "~/lib/rate-limit.server";
import type { AccountContext } from "./account-context.server";
import { type Answer, moved, shown } from "./answer";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { noteSignInDevice } from "./known-devices.server";
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from "./messages";
import { linkWaitingIdentity } from "./oidc/after-sign-in.server";
import { leaverSigningIn } from "./oidc/leavers.server";
import { PROVIDER_MESSAGES } from "./oidc/providers";
import { SignInSchema } from "./schemas";

const SIGN_IN_FAILURES: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
const SIGN_IN_FAILURES_PER_IP: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

/**
 * Signs in with e-mail and password. Every failure answers alike ('Invalid email or password',
 * 401), whether the e-mail is unknown or the password wrong; better-auth hashes a dummy password
 * for unknown e-mails so the timing matches too.
 *
 * Each attempt is counted before the password is checked (so parallel guesses cannot slip past
 * the limit); a successful sign-in clears the count for that address and e-mail and takes itself
 * back from the address's count. Five failures per address and e-mail, and thirty per address,
 * fit in 15 minutes. An account whose company identity the provider closed (a leaver) is refused
 * even with its right password, saying so (403).
 */
export async function signIn(
  request: Request,
  context: AccountContext,
  form: FormData,
): Promise<Answer<{ error: string; email: string }>> {
  const rawEmail = form.get("email");
  const email = typeof rawEmail === "string" ? rawEmail.slice(0, MAX_EMAIL_LENGTH) : "";
  const subject = rateLimitSubject(context.clientIp);
  const pairKey = `sign-in:${subject}:${email.trim().toLowerCase()}`;
  const ipKey = `sign-in-ip:${subject}`;
  const [pair, ip] = await Promise.all([
    hitRateLimit(context.db, pairKey, SIGN_IN_FAILURES),
    hitRateLimit(context.db, ipKey, SIGN_IN_FAILURES_PER_IP),
  ]);
  if (pair.limited || ip.limited) {
    return shown({ error: TOO_MANY_ATTEMPTS, email }, 429);
  }

  const parsed = SignInSchema.safeParse({ email: rawEmail, password: form.get("password") });
  if (parsed.success) {
    const leaver = await leaverSigningIn(
      context.auth,
      context.db,
      parsed.data.email,
      parsed.data.password,
    );
    if (leaver) {
      await recordActivity(context.db, {
        actorId: leaver,
        action: "sign-in-failed",
        detail: "password refused: the company account was closed",
      });
      return shown({ error: PROVIDER_MESSAGES.companyAccountClosed, email }, 403);
    }
    try {
      const { headers, response } = await context.auth.api.signInEmail({
        body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
        headers: authHeaders(request.headers, context.clientIp),
        returnHeaders: true,
      });
      // Only failures count: a busy office behind one address signs in all day.
      await clearRateLimit(context.db, pairKey);
      await releaseRateLimit(context.db, ipKey);
      const next = new URL(request.url).searchParams.get("next");
      if ("twoFactorRedirect" in response) {
        // The password was right; the sign-in waits for an authentication code (10 minutes).
        const query = next ? `?next=${encodeURIComponent(returnPath(next))}` : "";
        return moved(`/admin/two-factor${query}`, headers);
      }
      await recordActivity(context.db, { actorId: response.user.id, action: "sign-in" });
      headers.append("set-cookie", await noteSignInDevice(request, context, response.user));
      // A company identity that waited for this password is linked now.
      const after = await linkWaitingIdentity(
        context.db,
        context.signInProviders,
        request,
        response.user.id,
      );
      for (const cookie of after.cookies) headers.append("set-cookie", cookie);
      return moved(after.to ?? returnPath(next), headers);
    } catch (error) {
      if (authErrorStatus(error) === undefined) throw error;
    }
  }
  await recordActivity(context.db, {
    actorId: null,
    actorEmail: email.trim().toLowerCase().slice(0, 254) || undefined,
    action: "sign-in-failed",
  });
  return shown({ error: INVALID_CREDENTIALS, email }, 401);
}

/**
 * Where a sign-in goes: back to the admin page the session ended on (`next`, an /admin address
 * of this site only), or the dashboard.
 */
export function returnPath(next: string | null): string {
  if (typeof next !== "string" || next.length > 500) return "/admin";
  return /^\/admin(\/[\w/-]*)?$/.test(next) ? next : "/admin";
}
