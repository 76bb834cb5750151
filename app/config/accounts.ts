/**
 * Account rules that the forms, the server checks, better-auth, the configuration and the command
 * line share. Free of dependencies: parsing the configuration loads nothing else.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** The longest e-mail address that can be delivered (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * How new accounts come in (the SIGNUP setting): approval: they wait for an administrator; open:
 * they are admins at once; closed: nobody signs up; invite: only through an owner's invitation.
 * The very first account is always the owner.
 */
export const SIGNUP_MODES = ["approval", "open", "closed", "invite"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** The public sign-up form's refusal, or undefined when it is open (SIGNUP approval or open). */
export function publicSignupRefusal(mode: SignupMode): "closed" | "invite" | undefined {
  return mode === "closed" || mode === "invite" ? mode : undefined;
}
