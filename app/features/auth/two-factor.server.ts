import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { recordActivity } from "~/lib/activity.server";
import { readFlag, writeFlag } from "~/lib/site-settings.server";
import type { AppDatabase } from "../../../db/client.server";
import { user, verification } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import { moved, shown } from "./answer";
import { authHeaders } from "./auth.server";
import { authErrorStatus } from "./auth-errors.server";
import { noteSignInDevice } from "./known-devices.server";
import { TOO_MANY_ATTEMPTS } from "./messages";
import { linkWaitingIdentity, noteCodeStepProvider } from "./oidc/after-sign-in.server";
import { signInAgainWith } from "./oidc/identities.server";
import { countPasswordCheck, passwordStep } from "./password-checks.server";
import { RECENT_SIGN_IN_MINUTES, type RecentSignInStep, WRONG_PASSWORD } from "./recent-sign-in";
import { returnPath } from "./sign-in.server";
import {
  isAuthenticatorCode,
  normalizeCode,
  REQUIRE_TWO_FACTOR_SETTING,
  TWO_FACTOR_MESSAGES,
} from "./two-factor";

/*
 * Two-factor sign-in on better-auth's two-factor plugin: it keeps the encrypted secret and
 * recovery codes, holds a password sign-in as pending (a 10-minute cookie) until a code is given,
 * and locks the second step after five wrong codes in a row. This module puts it behind our
 * forms: the set-up on the account page, the code step of the sign-in, turning it off.
 */

/** better-auth's pending-sign-in cookie: `aig.two_factor` (with `__Secure-` over HTTPS). */
const PENDING_COOKIE = /(?:^|;\s*)(?:__Secure-)?aig\.two_factor=([^;]+)/;

/** Whether the request carries a pending two-factor sign-in. */
export function hasPendingSignIn(request: Request): boolean {
  return PENDING_COOKIE.test(request.headers.get("cookie") ?? "");
}

/** The identifier of the pending sign-in's verification row (`2fa-…`) its cookie names. */
function pendingSignInId(request: Request): string | undefined {
  const raw = PENDING_COOKIE.exec(request.headers.get("cookie") ?? "")?.[1];
  if (!raw) return undefined;
  // A signed cookie: "<identifier>.<signature>"; the identifier alone is a random secret.
  let identifier: string;
  try {
    identifier = decodeURIComponent(raw).split(".")[0] ?? "";
  } catch {
    return undefined; // a malformed cookie ('%'): no pending sign-in
  }
  return /^2fa-[A-Za-z0-9_-]{10,64}$/.test(identifier) ? identifier : undefined;
}

/** The account a pending sign-in belongs to (the cookie names a verification row), if any. */
async function pendingSignInUser(request: Request, db: AppDatabase): Promise<string | undefined> {
  const identifier = pendingSignInId(request);
  if (!identifier) return undefined;
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifier));
  return row && row.expiresAt > new Date() ? row.value : undefined;
}

/** Constant-time comparison of two short strings (their SHA-256 digests). */
function sameCode(a: string, b: string): boolean {
  const digest = (s: string) => crypto.createHash("sha256").update(s).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
}

/**
 * Whether `code` is one of the account's unused recovery codes, compared in constant time
 * (each code against every stored one).
 */
async function isRecoveryCode(context: AccountContext, userId: string, code: string) {
  const { backupCodes } = await context.auth.api
    .viewBackupCodes({ body: { userId } })
    .catch(() => ({ backupCodes: [] as string[] }));
  let found = false;
  for (const stored of backupCodes) found = sameCode(stored, code) || found;
  return found;
}

/** A code that can never be a recovery code: it counts a wrong one toward the lock. */
const NEVER_A_CODE = "-";

type CodeCheck =
  | { ok: true; headers: Headers; userId: string; sessionToken?: string }
  | { error: string; status: number };

/**
 * Checks an authenticator or recovery code for the pending sign-in (`signedIn` false) or for the
 * signed-in account (turning two-factor off, confirming it is you). A recovery code is used up.
 */
async function checkCode(
  request: Request,
  context: AccountContext,
  rawCode: unknown,
  userId: string | undefined,
): Promise<CodeCheck> {
  const code = normalizeCode(rawCode);
  if (!code) return { error: TWO_FACTOR_MESSAGES.missingCode, status: 400 };
  const headers = authHeaders(request.headers, context.clientIp);
  try {
    if (isAuthenticatorCode(code)) {
      const result = await context.auth.api.verifyTOTP({
        body: { code },
        headers,
        returnHeaders: true,
      });
      return {
        ok: true,
        headers: result.headers,
        userId: result.response.user.id,
        sessionToken: result.response.token,
      };
    }
    const known = userId ? await isRecoveryCode(context, userId, code) : false;
    const result = await context.auth.api.verifyBackupCode({
      body: { code: known ? code : NEVER_A_CODE },
      headers,
      returnHeaders: true,
    });
    return {
      ok: true,
      headers: result.headers,
      userId: result.response.user.id,
      sessionToken: result.response.token,
    };
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    const code = (error as { body?: { code?: string } }).body?.code;
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
      return { error: TWO_FACTOR_MESSAGES.locked, status: 429 };
    }
    if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return { error: TWO_FACTOR_MESSAGES.expired, status: 401 };
    }
    return { error: TWO_FACTOR_MESSAGES.wrongCode, status: 400 };
  }
}

export type CodeStepResult = { error: string; expired?: boolean };

/**
 * The second step of a sign-in ('Authentication code', 'Verify'): a right code signs in and
 * goes on where the sign-in was headed; a wrong one says so (five in a row lock the step for 15
 * minutes); a pending sign-in that expired sends back to the login.
 */
export async function verifySignInCode(request: Request, context: AccountContext, form: FormData) {
  const pendingId = pendingSignInId(request);
  const userId = await pendingSignInUser(request, context.db);
  if (!userId) {
    return shown<CodeStepResult>({ error: TWO_FACTOR_MESSAGES.expired, expired: true }, 401);
  }
  const checked = await checkCode(request, context, form.get("code"), userId);
  if ("error" in checked) {
    await recordActivity(context.db, { actorId: userId, action: "sign-in-failed" });
    return shown<CodeStepResult>(
      { error: checked.error, expired: checked.status === 401 },
      checked.status,
    );
  }
  const [account] = await context.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, checked.userId));
  const headers = checked.headers;
  if (account) {
    await recordActivity(context.db, { actorId: account.id, action: "sign-in" });
    headers.append("set-cookie", await noteSignInDevice(request, context, account));
  }
  // A company provider's sign-in that needed our code; a company identity waiting for this sign-in.
  if (pendingId) await noteCodeStepProvider(context.db, pendingId, checked.sessionToken);
  const after = await linkWaitingIdentity(
    context.db,
    context.signInProviders,
    request,
    checked.userId,
  );
  for (const cookie of after.cookies) headers.append("set-cookie", cookie);
  const next = new URL(request.url).searchParams.get("next");
  return moved(after.to ?? returnPath(next), headers);
}

/** The set-up's QR code, drawn here (an SVG), and its key as text, from the otpauth URI. */
export interface TwoFactorSetUp {
  uri: string;
  qr: string;
  key: string;
}

async function setUpOf(uri: string): Promise<TwoFactorSetUp> {
  const qr = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const key = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, qr, key: key.replace(/(.{4})(?=.)/g, "$1 ") };
}

export type TwoFactorResult =
  | { intent: string; setUp: TwoFactorSetUp; errors?: Record<string, string> }
  | { intent: string; recoveryCodes: string[] }
  | { intent: string; errors: Record<string, string> };

/**
 * 'Set up two-factor authentication': the password first (the 'Confirm your password' step),
 * then a new secret, shown as a QR code and as text until a first code confirms it.
 */
export async function startTwoFactorSetUp(
  request: Request,
  context: AccountContext,
  form: FormData,
) {
  const current = context.session;
  if (!current) return moved("/admin");
  if ((current.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
    return shown({ intent: "two-factor-setup", formError: TWO_FACTOR_MESSAGES.alreadyOn }, 409);
  }
  const providers = await signInAgainWith(
    context.db,
    context.signInProviders.buttons,
    current.user.id,
  );
  if (providers) return passwordlessSetUp(request, context, form, providers);
  const password = form.get("confirmPassword");
  if (typeof password !== "string" || password === "") return passwordStep(form);
  const check = await countPasswordCheck(context, current.user.id);
  if (check.limited) return passwordStep(form, { error: TOO_MANY_ATTEMPTS, status: 429 });
  try {
    const result = await context.auth.api.enableTwoFactor({
      body: { password },
      headers: authHeaders(request.headers, context.clientIp),
    });
    await check.passed();
    return shown<TwoFactorResult>({
      intent: "two-factor-setup",
      setUp: await setUpOf((result as { totpURI: string }).totpURI),
    });
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    return passwordStep(form, { error: WRONG_PASSWORD });
  }
}

/**
 * The set-up of an account without a password (made by a company sign-in): a sign-in with its
 * provider within ten minutes stands for the password; else the step offers one.
 */
async function passwordlessSetUp(
  request: Request,
  context: AccountContext,
  form: FormData,
  providers: NonNullable<RecentSignInStep["signInAgainWith"]>,
) {
  const current = context.session;
  const signedInAt = current ? new Date(current.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt >= RECENT_SIGN_IN_MINUTES * 60_000) {
    return passwordStep(form, { signInAgainWith: providers });
  }
  // better-auth asks no password of an account that has none (allowPasswordless).
  const result = await context.auth.api.enableTwoFactor({
    body: {},
    headers: authHeaders(request.headers, context.clientIp),
  });
  return shown<TwoFactorResult>({
    intent: "two-factor-setup",
    setUp: await setUpOf((result as { totpURI: string }).totpURI),
  });
}

/** The set-up's URI, carried back by the code form (shown to this user already). */
function setUpUri(form: FormData): string | undefined {
  const uri = form.get("uri");
  return typeof uri === "string" && uri.length < 600 && uri.startsWith("otpauth://totp/")
    ? uri
    : undefined;
}

/**
 * The set-up's code ('Verify'): a right code turns two-factor on and shows the ten recovery
 * codes, once (with two-factor already on: 409). The session is renewed (its cookie changes).
 */
export async function confirmTwoFactorSetUp(
  request: Request,
  context: AccountContext,
  form: FormData,
) {
  const intent = "two-factor-verify";
  const current = context.session;
  if (!current) return moved("/admin");
  // better-auth accepts a right code from a session with two-factor on, and the codes would then
  // be shown again: they are shown once, at the set-up.
  if ((current.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
    return shown({ intent, formError: TWO_FACTOR_MESSAGES.alreadyOn }, 409);
  }
  const uri = setUpUri(form);
  const again = async (error: string, status: number) =>
    shown<TwoFactorResult>(
      uri
        ? { intent, setUp: await setUpOf(uri), errors: { code: error } }
        : { intent, errors: { code: error } },
      status,
    );
  const code = normalizeCode(form.get("code"));
  if (!isAuthenticatorCode(code)) return again(TWO_FACTOR_MESSAGES.missingCode, 400);
  try {
    const result = await context.auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    const { backupCodes } = await context.auth.api.viewBackupCodes({
      body: { userId: current.user.id },
    });
    await recordActivity(context.db, { actorId: current.user.id, action: "two-factor-on" });
    return shown<TwoFactorResult>({ intent, recoveryCodes: backupCodes }, 200, result.headers);
  } catch (error) {
    if (authErrorStatus(error) === undefined) throw error;
    const reason = (error as { body?: { code?: string } }).body?.code;
    if (reason === "TOTP_NOT_ENABLED") return again(TWO_FACTOR_MESSAGES.notStarted, 400);
    return again(TWO_FACTOR_MESSAGES.wrongCode, 400);
  }
}

/**
 * 'Turn off two-factor authentication': the password and a code (or a recovery code). Both are
 * checked before anything changes; the session is renewed.
 */
export async function turnOffTwoFactor(request: Request, context: AccountContext, form: FormData) {
  const intent = "two-factor-off";
  const current = context.session;
  if (!current) return moved("/admin");
  const password = form.get("password");
  if (typeof password !== "string" || password === "") {
    return shown<TwoFactorResult>({ intent, errors: { password: "Enter your password." } }, 400);
  }
  const check = await countPasswordCheck(context, current.user.id);
  if (check.limited) {
    return shown<TwoFactorResult>({ intent, errors: { password: TOO_MANY_ATTEMPTS } }, 429);
  }
  const headers = authHeaders(request.headers, context.clientIp);
  const passwordRight = await context.auth.api
    .verifyPassword({ body: { password }, headers })
    .then(() => true)
    .catch((error: unknown) => {
      if (authErrorStatus(error) === undefined) throw error;
      return false;
    });
  if (!passwordRight) {
    return shown<TwoFactorResult>({ intent, errors: { password: WRONG_PASSWORD } }, 400);
  }
  const checked = await checkCode(request, context, form.get("code"), current.user.id);
  if ("error" in checked) {
    return shown<TwoFactorResult>({ intent, errors: { code: checked.error } }, 400);
  }
  await check.passed();
  const result = await context.auth.api.disableTwoFactor({
    body: { password },
    headers,
    returnHeaders: true,
  });
  await recordActivity(context.db, { actorId: current.user.id, action: "two-factor-off" });
  return moved("/admin/account?done=two-factor-off", result.headers);
}

/**
 * With two-factor on, a recent-sign-in confirmation also needs a code: null when `code` is right
 * (or two-factor is off), else the message to show.
 */
export async function confirmCodeIfOn(
  request: Request,
  context: AccountContext,
  code: unknown,
): Promise<string | null> {
  const current = context.session;
  if (!current || !(current.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return null;
  const checked = await checkCode(request, context, code, current.user.id);
  return "error" in checked ? checked.error : null;
}

/** Whether the owners require two-factor for all staff (a setting in Team). */
export function twoFactorRequired(db: AppDatabase): Promise<boolean> {
  return readFlag(db, REQUIRE_TWO_FACTOR_SETTING);
}

export function setTwoFactorRequired(db: AppDatabase, required: boolean, actorId: string) {
  return writeFlag(db, REQUIRE_TWO_FACTOR_SETTING, required, actorId);
}
