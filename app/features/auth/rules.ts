/**
 * Account rules that the forms, the server checks, better-auth and the command line share. Free of
 * dependencies, so components and `server/config.ts` can import it too.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** The longest e-mail address that can be delivered (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * How new accounts come in (the SIGNUP setting): approval: they wait for an administrator; open:
 * they are admins at once; closed: nobody signs up. The very first account is always the owner.
 */
export const SIGNUP_MODES = ["approval", "open", "closed"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
