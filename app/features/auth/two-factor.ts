/**
 * Two-factor sign-in (authenticator-app codes and recovery codes): the figures and texts the
 * server, the account page and the sign-in step share. Free of server code.
 */

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes in a row before the account's second step is locked, and for how long. */
export const WRONG_CODES_BEFORE_LOCK = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;

export const TWO_FACTOR_TEXTS = {
  setUp: "Set up two-factor authentication",
  scan: "Scan this QR code with an authenticator app, or type the key below into it. Then enter the 6-digit code it shows.",
  key: "Setup key",
  code: "Authentication code",
  verify: "Verify",
  recoveryCodes: "Recovery codes",
  recoveryHelp:
    "Keep these codes somewhere safe. Each one works once in place of an authentication code, if you lose your phone. They are shown only now.",
  download: "Download",
  turnOff: "Turn off two-factor authentication",
  signInHelp: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  required: "The owners require two-factor authentication for all staff. Set it up to continue.",
} as const;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code is not correct.",
  missingCode: "Enter the code from your authenticator app.",
  locked: `Too many wrong codes. Try again in ${TWO_FACTOR_LOCK_MINUTES} minutes.`,
  expired: "This sign-in has expired. Please sign in again.",
  alreadyOn: "Two-factor authentication is already on.",
  notStarted: "Start the set-up again: it was not found.",
} as const;

/** The owners' setting in Team. */
export const REQUIRE_TWO_FACTOR_SETTING = "require-two-factor";
export const REQUIRE_TWO_FACTOR_LABEL = "Require two-factor authentication for all staff";

/** A code as typed: spaces and dashes of a 6-digit code dropped ("123 456" → "123456"). */
export function normalizeCode(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : trimmed.slice(0, 64);
}

/** Whether a normalized code is an authenticator code (else: a recovery code, "abcde-12345"). */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
