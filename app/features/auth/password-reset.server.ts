import { and, eq, gt } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import { hitRateLimit, type RateLimitRule, rateLimitSubject } from "~/lib/rate-limit.server";
import { verification } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import { moved, shown } from "./answer";
import { authErrorStatus } from "./auth-errors.server";
import { TOO_MANY_ATTEMPTS } from "./messages";
import { type ForgotResult, MAIL_NOT_SET_UP, type ResetResult } from "./password-reset";
import { EmailSchema, PasswordPairSchema } from "./schemas";

/** Reset e-mails: 3 an hour per address, 10 an hour per client address. */
const REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };
const REQUESTS_PER_IP: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };
/** New passwords sent with a link: 20 in 15 minutes per client address. */
const RESETS_PER_IP: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

/** better-auth's tokens are 24 letters and digits; anything else is not worth a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/**
 * 'Send reset link': always the same answer for a well-formed address (an e-mail goes out only
 * when it has an account, in the background, so the answer takes as long either way). Over the
 * limits → 429; without SMTP_URL → 503 (the page already says so).
 */
export async function requestPasswordReset(request: Request, context: AccountContext) {
  const values = formFields(await readForm(request));
  if (!context.sendMail) return shown<ForgotResult>({ formError: MAIL_NOT_SET_UP }, 503);
  const parsed = EmailSchema.safeParse(values);
  if (!parsed.success) {
    return shown<ForgotResult>({ errors: fieldErrorsOf(parsed.error), email: values.email }, 400);
  }
  const email = parsed.data.email.toLowerCase();
  const subject = rateLimitSubject(context.clientIp);
  const [byAddress, byIp] = await Promise.all([
    hitRateLimit(context.db, `reset-request:${email}`, REQUESTS_PER_ADDRESS),
    hitRateLimit(context.db, `reset-request-ip:${subject}`, REQUESTS_PER_IP),
  ]);
  if (byAddress.limited || byIp.limited) {
    return shown<ForgotResult>({ formError: TOO_MANY_ATTEMPTS, email }, 429);
  }
  await context.auth.api.requestPasswordReset({ body: { email } });
  return shown<ForgotResult>({ sent: true });
}

/** The account a reset token belongs to, while the token is unused and unexpired. */
export async function resetTokenOwner(
  { db }: { db: AccountContext["db"] },
  token: string | undefined,
): Promise<string | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    );
  return row?.userId;
}

/**
 * 'Reset Password': sets the new password, uses up the link and ends every session of the
 * account, then the login says so. A used, expired or unknown link → 400 with RESET_LINK_INVALID
 * and nothing changed.
 */
export async function resetPassword(
  request: Request,
  context: AccountContext,
  token: string | undefined,
) {
  const values = formFields(await readForm(request));
  const { limited } = await hitRateLimit(
    context.db,
    `reset-password-ip:${rateLimitSubject(context.clientIp)}`,
    RESETS_PER_IP,
  );
  if (limited) return shown<ResetResult>({ formError: TOO_MANY_ATTEMPTS }, 429);
  const userId = await resetTokenOwner(context, token);
  if (!token || !userId) return shown<ResetResult>({ invalid: true }, 400);
  const parsed = PasswordPairSchema.safeParse(values);
  if (!parsed.success) {
    return shown<ResetResult>({ errors: fieldErrorsOf(parsed.error) }, 400);
  }
  try {
    await context.auth.api.resetPassword({ body: { newPassword: parsed.data.password, token } });
  } catch (error) {
    // Used up by a parallel request between the check and now.
    if (authErrorStatus(error) === undefined) throw error;
    return shown<ResetResult>({ invalid: true }, 400);
  }
  await recordActivity(context.db, { actorId: userId, action: "password-reset" });
  return moved("/admin?reset=done");
}
