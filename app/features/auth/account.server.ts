import { type AppLoadContext, data, redirect } from "react-router";
import { fieldErrorsOf, formFields } from "~/lib/forms";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { describeDevice } from "./devices";
import { ACCOUNT_NOTICES, type AccountNotice } from "./messages";
import { ChangePasswordSchema } from "./schemas";

/*
 * The signed-in user's own account: password and sessions. The route checks that someone is
 * signed in before calling any of these.
 */

interface AccountSession {
  id: string;
  /** Browser and system, e.g. "Firefox on Linux". */
  device: string;
  /** ISO 8601. */
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

/** The user's sessions: this one first, then the most recently used. */
export async function listSessions(
  request: Request,
  context: AppLoadContext,
): Promise<AccountSession[]> {
  const sessions = await context.auth.api.listSessions({
    headers: authHeaders(request.headers, context.clientIp),
  });
  const currentId = context.session?.session.id;
  return sessions
    .map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      lastUsed: new Date(s.updatedAt).toISOString(),
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsed.localeCompare(a.lastUsed));
}

/**
 * Changes the password (form fields currentPassword, newPassword) and signs out every other
 * device; this one continues with a new session. Invalid input or a wrong current password
 * answer 400 with a message beside the field.
 */
export async function changePassword(request: Request, context: AppLoadContext, form: FormData) {
  const intent = "change-password";
  const parsed = ChangePasswordSchema.safeParse(formFields(form));
  if (!parsed.success) {
    return data<AccountResult>({ intent, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  try {
    const result = await context.auth.api.changePassword({
      body: { ...parsed.data, revokeOtherSessions: true },
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    // Every session was replaced by a new one for this device: continue with its cookie.
    return redirect("/admin/account?done=password", { headers: result.headers });
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    return data<AccountResult>(
      { intent, errors: { currentPassword: WRONG_CURRENT_PASSWORD } },
      { status: 400 },
    );
  }
}

/** Ends every session of the user but this one. */
export async function signOutOtherDevices(request: Request, context: AppLoadContext) {
  await context.auth.api.revokeOtherSessions({
    headers: authHeaders(request.headers, context.clientIp),
  });
  return redirect("/admin/account?done=others");
}

/** Ends every session of the user, this one included, and clears its cookie. */
export async function signOutEverywhere(request: Request, context: AppLoadContext) {
  const headers = authHeaders(request.headers, context.clientIp);
  await context.auth.api.revokeSessions({ headers });
  const { headers: cleared } = await context.auth.api
    .signOut({ headers, returnHeaders: true })
    .catch(() => ({ headers: new Headers() }));
  return redirect("/admin", { headers: cleared });
}
