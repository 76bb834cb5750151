/** The password reset pages' texts and answers (shared by their server code and components). */

/** The one answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  "If an account exists for that address, we sent a link to reset its password.";
export const RESET_LINK_INVALID =
  "This link to reset your password has expired or has already been used.";
export const MAIL_NOT_SET_UP =
  "E-mail is not set up on this server, so no reset link can be sent. An administrator can set a new password on the server with:";
export const RESET_COMMAND = "npm run admin -- reset-password --email <address>";

export type ForgotResult =
  | { sent: true }
  | { sent?: false; errors?: Record<string, string>; formError?: string; email?: string };

export type ResetResult =
  | { invalid: true }
  | { errors?: Record<string, string>; formError?: string };
