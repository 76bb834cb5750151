import { hitRateLimit, type RateLimitRule, releaseRateLimit } from "~/lib/rate-limit.server";
import type { AppDatabase } from "../../../db/client.server";
import { type Shown, shown } from "./answer";
import type { RecentSignInStep } from "./recent-sign-in";

/**
 * Passwords typed by someone already signed in ('Confirm your password', 'Current password'): 5
 * wrong in 15 minutes per account, so a session left open cannot be used to guess the password.
 */
const PASSWORD_CHECKS: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Counts a password check by the signed-in account `userId`: `limited` when it is over the limit
 * (answer 429 without checking); `passed()` takes the attempt back once the password was right.
 */
export async function countPasswordCheck({ db }: { db: AppDatabase }, userId: string) {
  const key = `password-check:${userId}`;
  const { limited } = await hitRateLimit(db, key, PASSWORD_CHECKS);
  return { limited, passed: () => releaseRateLimit(db, key) };
}

/** The form fields a confirmation carries back to the action (never a password). */
function pendingFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !/password/i.test(name) && name !== "confirmCode") {
      fields[name] = value;
    }
  }
  return fields;
}

/**
 * The 'Confirm your password' step (403): the action's own fields, what went wrong, and whether
 * an authentication code is asked for too (two-factor on).
 */
export function passwordStep(
  form: FormData,
  {
    error,
    status = 403,
    withCode = false,
    signInAgainWith,
  }: {
    error?: string;
    status?: number;
    withCode?: boolean;
    signInAgainWith?: RecentSignInStep["signInAgainWith"];
  } = {},
): Shown<{ recentSignIn: RecentSignInStep }> {
  return shown(
    {
      recentSignIn: {
        fields: pendingFields(form),
        error,
        withCode,
        ...(signInAgainWith ? { signInAgainWith } : {}),
      },
    },
    status,
  );
}
