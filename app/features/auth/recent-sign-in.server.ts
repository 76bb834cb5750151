import { and, eq, gt } from "drizzle-orm";
import { verification } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import type { Shown } from "./answer";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { TOO_MANY_ATTEMPTS } from "./messages";
import { signInAgainWith } from "./oidc/identities.server";
import { countPasswordCheck, passwordStep } from "./password-checks.server";
import { RECENT_SIGN_IN_MINUTES, type RecentSignInStep, WRONG_PASSWORD } from "./recent-sign-in";
import { confirmCodeIfOn } from "./two-factor.server";

const RECENT_MS = RECENT_SIGN_IN_MINUTES * 60_000;

/** Whether this session signed in, or confirmed its password, within the last ten minutes. */
export async function signedInRecently(
  context: Pick<AccountContext, "db" | "session">,
): Promise<boolean> {
  const current = context.session?.session;
  if (!current) return false;
  if (Date.now() - new Date(current.createdAt).getTime() < RECENT_MS) return true;
  const [row] = await context.db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `recent-sign-in:${current.id}`),
        gt(verification.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}

/**
 * The guard of sensitive actions (role changes, removals, permanent deletions): passes (null)
 * when the session signed in within ten minutes or the form carries the right password as
 * `confirmPassword` (and, with two-factor on, a right code as `confirmCode`), which counts as a
 * fresh sign-in for the next ten minutes. Otherwise it answers (403) with the step to show:
 * 'Confirm your password', then the same action again. An account without a password (made by
 * a company sign-in) is offered to sign in again with its provider instead.
 */
export async function checkRecentSignIn(
  request: Request,
  context: AccountContext,
  form: FormData,
): Promise<Shown<{ recentSignIn: RecentSignInStep }> | null> {
  const current = context.session?.session;
  const withCode = Boolean(
    (context.session?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled,
  );
  const password = form.get("confirmPassword");
  const step = async (error?: string, status = 403) =>
    passwordStep(form, {
      error,
      status,
      withCode,
      signInAgainWith: current
        ? await signInAgainWith(context.db, context.signInProviders.buttons, current.userId)
        : undefined,
    });
  if (typeof password !== "string" || !current) {
    return (await signedInRecently(context)) ? null : step();
  }
  const check = await countPasswordCheck(context, current.userId);
  if (check.limited) return step(TOO_MANY_ATTEMPTS, 429);
  try {
    await context.auth.api.verifyPassword({
      body: { password },
      headers: authHeaders(request.headers, context.clientIp),
    });
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    return step(WRONG_PASSWORD);
  }
  const wrongCode = await confirmCodeIfOn(request, context, form.get("confirmCode"));
  if (wrongCode) return step(wrongCode);
  await check.passed();
  const identifier = `recent-sign-in:${current.id}`;
  await context.db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier,
      value: current.userId,
      expiresAt: new Date(Date.now() + RECENT_MS),
    });
  });
  return null;
}
