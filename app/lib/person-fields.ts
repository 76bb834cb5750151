import { z } from "zod";

/**
 * The name and e-mail address of a public form's sender (the contact form, a job application),
 * checked with the messages of the page's language.
 */
export function nameAndEmail(messages: {
  nameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
}) {
  return {
    name: z.string().trim().min(1, messages.nameRequired).max(100, messages.nameTooLong),
    email: z
      .string()
      .trim()
      .min(1, messages.emailRequired)
      .max(254, messages.emailTooLong)
      .pipe(z.email(messages.emailInvalid)),
  };
}
