import { z } from "zod";

export const CONTACT_SENT = "Thank you! Your message has been sent.";
/** Shown when the answer never arrives (the network or the server failed). */
export const CONTACT_FAILED =
  "Your message could not be sent. Please check your connection and try again.";
export const TOO_MANY_MESSAGES = "Too many messages. Please try again later.";

/** The contact form, checked on the server. */
export const ContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Your name must be at most 100 characters"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Your email address must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject")
    .max(150, "The subject must be at most 150 characters"),
  message: z
    .string()
    .trim()
    .min(10, "Your message must be at least 10 characters")
    .max(5000, "Your message must be at most 5,000 characters"),
});
export type ContactInput = z.output<typeof ContactSchema>;

/** The hidden field people never fill in. */
export const HONEYPOT_FIELD = "website";
/** The signed time the form was shown. */
export const STARTED_FIELD = "startedAt";
