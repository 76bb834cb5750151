import { z } from "zod";
import { nameAndEmail } from "~/lib/person-fields";
import type { DeskTexts } from "./texts";

/** The limits of what a visitor types, shared by the checks and the fields' maxLength. */
export const DESK_LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 40,
  question: 3000,
  amendment: 20_000,
  answer: 10_000,
  winner: 200,
  amount: 100,
  reason: 2000,
} as const;

/** 'Ask a question': checked with the messages of the page's language. */
export function questionSchema(messages: DeskTexts["errors"]) {
  return z.object({
    ...nameAndEmail(messages),
    company: z.string().trim().max(DESK_LIMITS.company, messages.companyTooLong).default(""),
    question: z
      .string()
      .trim()
      .min(10, messages.questionTooShort)
      .max(DESK_LIMITS.question, messages.questionTooLong),
  });
}
export type QuestionInput = z.output<ReturnType<typeof questionSchema>>;

/** 'Register for updates'. */
export function registrationSchema(messages: DeskTexts["errors"]) {
  const { name, email } = nameAndEmail(messages);
  return z.object({
    company: z
      .string()
      .trim()
      .min(1, messages.companyRequired)
      .max(DESK_LIMITS.company, messages.companyTooLong),
    contactName: name,
    email,
    phone: z.string().trim().max(DESK_LIMITS.phone, messages.phoneTooLong).default(""),
  });
}
export type RegistrationInput = z.output<ReturnType<typeof registrationSchema>>;

/** A translation typed by staff: empty means none. */
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).default("");

/** An amendment as staff post it (the new closing time is checked against the tender's). */
export const amendmentSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write what the amendment changes.")
    .max(DESK_LIMITS.amendment, "The amendment is too long (at most 20,000 characters)."),
  "translations.am.text": optionalText(DESK_LIMITS.amendment, "The Amharic text is too long."),
  "translations.om.text": optionalText(DESK_LIMITS.amendment, "The Afaan Oromo text is too long."),
  newClosesAt: z.string().trim().default(""),
});

export const answerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, "Write the answer before publishing it.")
    .max(DESK_LIMITS.answer, "The answer is too long (at most 10,000 characters)."),
});

export const awardSchema = z.object({
  winner: z
    .string()
    .trim()
    .min(1, "Name the winning bidder.")
    .max(DESK_LIMITS.winner, "The winner's name is too long (at most 200 characters)."),
  amount: optionalText(DESK_LIMITS.amount, "The amount is too long (at most 100 characters)."),
  awardedOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date of the award."),
});

export const cancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Give the reason for the cancellation; it is published.")
    .max(DESK_LIMITS.reason, "The reason is too long (at most 2,000 characters)."),
});
