/** Invitations' texts and answers (shared by their server code and components). */

export const INVITATION_TEXTS = {
  email: "Email address",
  role: "Role",
  send: "Send invitation",
  /** The button without e-mail: the invitation is made and its link shown. */
  make: "Invite",
  resend: "Resend",
  newLink: "New link",
  revoke: "Revoke",
  link: "Invitation link",
  copy: "Copy link",
  setPassword: "Set your password",
  submit: "Set Password",
} as const;

export const INVITATION_MESSAGES = {
  sent: "Invitation sent.",
  resent: "Invitation sent again, with a new link.",
  made: "Invitation made. It was not e-mailed (e-mail is not set up on this server): send them the link below.",
  remade:
    "New link made. It was not e-mailed (e-mail is not set up on this server): send them the link below.",
  revoked: "Invitation revoked.",
  exists: "There is already an account for this address.",
  ownersOnly: "Only an owner can invite.",
  gone: "That invitation no longer exists.",
  badRole: "Choose Owner, Admin, Editor or Author.",
  mailNotSetUp:
    "E-mail is not set up on this server (SMTP_URL): invitations are not e-mailed. Each one's link is shown here for you to send.",
  invalid:
    "This invitation has expired, was revoked or has already been used. Ask an owner for a new one.",
} as const;

export interface PendingInvitation {
  id: string;
  email: string;
  role: "owner" | "admin" | "editor" | "author";
  invitedBy: string | null;
  /** ISO 8601. */
  expiresAt: string;
  expired: boolean;
}
