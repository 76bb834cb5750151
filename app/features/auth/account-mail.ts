import { timeZoneName } from "~/lib/dates";
import type { Mail } from "~/lib/mail.server";

/*
 * The e-mails the accounts send: their subjects and texts, one place. Plain text only: links are
 * written out in full, so any mail program shows them and nothing is hidden behind a button.
 */

/** How long a password reset link works. */
export const RESET_LINK_HOURS = 1;

/** Where a reset token's link opens. */
export function resetPasswordPath(token: string): string {
  return `/admin/reset-password/${token}`;
}

export function resetPasswordMail(options: {
  to: string;
  token: string;
  siteName: string;
  siteUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: `Reset your password for ${options.siteName}`,
    text: [
      `Someone asked to reset the password of your ${options.siteName} account (${options.to}).`,
      "",
      `To choose a new password, open this link within ${RESET_LINK_HOURS} hour:`,
      `${options.siteUrl}${resetPasswordPath(options.token)}`,
      "",
      "The link works once. Setting a new password signs your account out on every device.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function newSignInMail(options: {
  to: string;
  device: string;
  address: string;
  /** When, in the site's time zone, e.g. 'November 23, 2026 at 9:05 PM'. */
  at: string;
  timeZone: string;
  siteName: string;
  siteUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: "New sign-in to your account",
    text: [
      `Your ${options.siteName} account (${options.to}) was just signed in to from a browser it has not used before:`,
      "",
      `Device: ${options.device}`,
      `Address: ${options.address}`,
      `Time: ${options.at} (${timeZoneName(options.timeZone)})`,
      "",
      "If this was you, there is nothing to do.",
      "If it was not, change your password and sign out the other devices on your account page:",
      `${options.siteUrl}/admin/account`,
      "or, if you cannot sign in, reset your password:",
      `${options.siteUrl}/admin/forgot-password`,
    ].join("\n"),
  };
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** Where an invitation token's link opens. */
export function invitationPath(token: string): string {
  return `/admin/invitation/${token}`;
}

export function invitationMail(options: {
  to: string;
  token: string;
  role: string;
  invitedBy: string;
  siteName: string;
  siteUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: `You are invited to ${options.siteName}`,
    text: [
      `${options.invitedBy} invited you to the ${options.siteName} content management area, as ${options.role}.`,
      "",
      `To accept, open this link within ${INVITATION_DAYS} days and choose your password:`,
      `${options.siteUrl}${invitationPath(options.token)}`,
      "",
      "The link works once. If you were not expecting this, ignore this e-mail.",
    ].join("\n"),
  };
}
