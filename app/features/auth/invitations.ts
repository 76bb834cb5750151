/** Invitations' texts and answers (shared by their server code and components). */

export const INVITATION_TEXTS = {
  email: "Email address",
  role: "Role",
  send: "Send invitation",
  resend: "Resend",
  revoke: "Revoke",
  setPassword: "Set your password",
  submit: "Set Password",
} as const;

export const INVITATION_MESSAGES = {
  sent: "Invitation sent.",
  resent: "Invitation sent again, with a new link.",
  revoked: "Invitation revoked.",
  exists: "There is already an account for this address.",
  ownersOnly: "Only an owner can invite.",
  gone: "That invitation no longer exists.",
  badRole: "Choose Admin or Owner.",
  mailNotSetUp: "E-mail is not set up on this server (SMTP_URL), so invitations cannot be sent.",
  invalid:
    "This invitation has expired, was revoked or has already been used. Ask an owner for a new one.",
} as const;

export interface PendingInvitation {
  id: string;
  email: string;
  role: "admin" | "owner";
  invitedBy: string | null;
  /** ISO 8601. */
  expiresAt: string;
  expired: boolean;
}
