/** How long a sign-in, or a confirmed password, allows sensitive changes without asking again. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const WRONG_PASSWORD = "The password is not correct.";

/** What a sensitive action answers when it needs the password first. */
export interface RecentSignInStep {
  /** The action's own fields, posted again with the password. */
  fields: Record<string, string>;
  error?: string;
  /** Two-factor is on: an 'Authentication code' is asked for with the password. */
  withCode?: boolean;
  /**
   * The account has no password (made by a company sign-in): the providers it can sign in again
   * with instead, a sign-in that counts as recent for ten minutes. Empty: it has none left.
   */
  signInAgainWith?: Array<{ id: string; name: string }>;
}

/** Whether an action's answer is the 'Confirm your password' step. */
export function recentSignInStep(result: unknown): RecentSignInStep | undefined {
  if (typeof result !== "object" || result === null || !("recentSignIn" in result)) {
    return undefined;
  }
  return (result as { recentSignIn: RecentSignInStep }).recentSignIn;
}
