import { z } from "zod";
import { nameAndEmail } from "~/lib/person-fields";
import type { Messages } from "~/locales";
import { en } from "~/locales/en";

export const CONTACT_SENT = en.contact.sent;
/** Shown when the answer never arrives (the network or the server failed). */
export const CONTACT_FAILED = en.contact.failed;
export const TOO_MANY_MESSAGES = en.contact.tooMany;

/** The contact form, checked on the server, with its messages in the page's language. */
export function contactSchema(messages: Messages["contact"]["errors"]) {
  return z.object({
    ...nameAndEmail(messages),
    subject: z.string().trim().min(1, messages.subjectRequired).max(150, messages.subjectTooLong),
    message: z.string().trim().min(10, messages.messageTooShort).max(5000, messages.messageTooLong),
  });
}

/** The contact form's English checks. */
export const ContactSchema = contactSchema(en.contact.errors);
export type ContactInput = z.output<typeof ContactSchema>;

export { HONEYPOT_FIELD, STARTED_FIELD } from "~/lib/form-trap";
