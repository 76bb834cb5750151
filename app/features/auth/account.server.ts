import { and, eq, gt } from "drizzle-orm";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import { session } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import { moved, shown } from "./answer";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { approximateAddress, describeDevice } from "./devices";
import { ACCOUNT_NOTICES, type AccountNotice, TOO_MANY_ATTEMPTS } from "./messages";
import { countPasswordCheck } from "./password-checks.server";
import { ChangePasswordSchema } from "./schemas";
import { confirmCodeIfOn } from "./two-factor.server";

/*
 * The signed-in user's own account: password and sessions. The route checks that someone is
 * signed in before calling any of these.
 */

interface AccountSession {
  id: string;
  /** Browser and system, e.g. "Firefox on Linux". */
  device: string;
  /** Where it signed in from, roughly ("196.188.12.x"). */
  address: string;
  /** ISO 8601: when it signed in, and when it was last used (to within five minutes). */
  signedIn: string;
  lastUsed: string;
  /** The session of this request. */
  current: boolean;
}

export type AccountResult = { intent: string; errors?: Record<string, string>; formError?: string };

const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

/** The notice that `?done=` names after an account action, if it names one. */
export function accountNotice(request: Request): AccountNotice | undefined {
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return Object.hasOwn(ACCOUNT_NOTICES, done) ? (done as AccountNotice) : undefined;
}

/**
 * The user's sessions that have not expired: this one first, then the most recently used. Read
 * from the database (better-auth's list refuses sessions older than a day).
 */
export async function listSessions(
  context: Pick<AccountContext, "db" | "session">,
): Promise<AccountSession[]> {
  const userId = context.session?.user.id;
  if (!userId) return [];
  const rows = await context.db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())));
  const currentId = context.session?.session.id;
  return rows
    .map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      address: approximateAddress(s.ipAddress),
      signedIn: new Date(s.createdAt).toISOString(),
      lastUsed: new Date(s.updatedAt).toISOString(),
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsed.localeCompare(a.lastUsed));
}

/**
 * Changes the password (form fields currentPassword, newPassword, and `code` with two-factor on)
 * and signs out every other device; this one continues with a new session. Invalid input, a
 * wrong current password or a wrong code answer 400 with a message beside the field; after 5
 * wrong tries in 15 minutes, 429.
 */
export async function changePassword(request: Request, context: AccountContext, form: FormData) {
  const intent = "change-password";
  const parsed = ChangePasswordSchema.safeParse(formFields(form));
  if (!parsed.success) {
    return shown<AccountResult>({ intent, errors: fieldErrorsOf(parsed.error) }, 400);
  }
  const check = await countPasswordCheck(context, context.session?.user.id ?? "");
  if (check.limited) {
    return shown<AccountResult>({ intent, errors: { currentPassword: TOO_MANY_ATTEMPTS } }, 429);
  }
  const wrongFactor = await checkSecondFactor(request, context, form, parsed.data.currentPassword);
  if (wrongFactor) {
    return shown<AccountResult>({ intent, errors: wrongFactor }, 400);
  }
  try {
    const result = await context.auth.api.changePassword({
      body: { ...parsed.data, revokeOtherSessions: true },
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    await check.passed();
    // Every session was replaced by a new one for this device: continue with its cookie.
    return moved("/admin/account?done=password", result.headers);
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    return shown<AccountResult>(
      { intent, errors: { currentPassword: WRONG_CURRENT_PASSWORD } },
      400,
    );
  }
}

/**
 * With two-factor on, changing the password also needs a code (the form's 'Authentication code',
 * or a recovery code), as turning two-factor off does: a stolen password alone must not replace
 * the password. The password is checked first, so a recovery code is not spent on a wrong one.
 * Null when all is right (or two-factor is off), else the message beside its field.
 */
async function checkSecondFactor(
  request: Request,
  context: AccountContext,
  form: FormData,
  password: string,
): Promise<Record<string, string> | null> {
  const twoFactorOn = (context.session?.user as { twoFactorEnabled?: boolean } | undefined)
    ?.twoFactorEnabled;
  if (!twoFactorOn) return null;
  const passwordRight = await context.auth.api
    .verifyPassword({
      body: { password },
      headers: authHeaders(request.headers, context.clientIp),
    })
    .then(() => true)
    .catch((error: unknown) => {
      if (authErrorStatus(error) === undefined) throw error;
      return false;
    });
  if (!passwordRight) return { currentPassword: WRONG_CURRENT_PASSWORD };
  const wrongCode = await confirmCodeIfOn(request, context, form.get("code"));
  return wrongCode ? { code: wrongCode } : null;
}

/** Ends every session of the user but this one. */
export async function signOutOtherDevices(request: Request, context: AccountContext) {
  await context.auth.api.revokeOtherSessions({
    headers: authHeaders(request.headers, context.clientIp),
  });
  return moved("/admin/account?done=others");
}

/** Ends every session of the user, this one included, and clears its cookie. */
export async function signOutEverywhere(request: Request, context: AccountContext) {
  const headers = authHeaders(request.headers, context.clientIp);
  await context.auth.api.revokeSessions({ headers });
  const { headers: cleared } = await context.auth.api
    .signOut({ headers, returnHeaders: true })
    .catch(() => ({ headers: new Headers() }));
  return moved("/admin", cleared);
}

/**
 * Signs out one session of the user (form field `session`). This device's own session signs out
 * here too; another account's or an ended session → 404 and nothing changes.
 */
export async function signOutSession(request: Request, context: AccountContext, form: FormData) {
  const id = form.get("session");
  const userId = context.session?.user.id;
  if (typeof id !== "string" || !userId) {
    return shown<AccountResult>({ intent: "sign-out-session", formError: SESSION_GONE }, 404);
  }
  if (id === context.session?.session.id) {
    const { headers } = await context.auth.api.signOut({
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    return moved("/admin", headers);
  }
  const ended = await context.db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (ended.length === 0) {
    return shown<AccountResult>({ intent: "sign-out-session", formError: SESSION_GONE }, 404);
  }
  return moved("/admin/account?done=session");
}

const SESSION_GONE = "That session has already ended.";
