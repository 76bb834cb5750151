/** User-facing texts of the admin area, shared by server code and components. */
export const AWAITING_APPROVAL = "Your account is awaiting approval by an administrator.";
export const SIGNUP_CLOSED = "Sign-up is closed. Ask an administrator for an account.";
export const SIGNUP_INVITE_ONLY = "Sign-up is by invitation only. Ask an owner to invite you.";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again later.";
export const FAILED_TO_CREATE_ACCOUNT = "Failed to create account";
export const PASSWORD_RESET_DONE =
  "Your password has been reset and every device was signed out. Sign in with your new password.";

/** The account page's notices after a redirect (`?done=password`, `?done=others`). */
export const ACCOUNT_NOTICES = {
  password: "Your password has been changed. Other devices have been signed out.",
  others: "All other devices have been signed out.",
  session: "That device has been signed out.",
  "two-factor-off": "Two-factor authentication is off.",
} as const;
export type AccountNotice = keyof typeof ACCOUNT_NOTICES;
