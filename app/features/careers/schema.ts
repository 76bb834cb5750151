import { z } from "zod";
import {
  checkbox,
  type Publication,
  requiredText,
  scheduleFields,
} from "~/features/content/fields";
import { ARTICLE_SECTORS } from "~/features/content/sectors";
import {
  checkTranslations,
  flatTranslations,
  gatherTranslations,
  type TranslatedField,
  translationShape,
} from "~/features/content/translations";
import { nameAndEmail } from "~/lib/person-fields";
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  type SalaryCurrency,
  type SalaryUnit,
} from "../../../db/enums";

export {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  type SalaryCurrency,
  type SalaryUnit,
};

export const POSITION_ADDRESS_TAKEN = "This address is already used by another position.";

/** A position's address (/careers/<slug>): lower-case letters, digits and hyphens. */
export const POSITION_ADDRESS = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** The employment types as the form and the position's page name them in English. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

/** The currencies as the form names them. */
export const SALARY_CURRENCY_LABELS: Record<SalaryCurrency, string> = {
  ETB: "ETB (Ethiopian birr)",
  USD: "USD (US dollar)",
  EUR: "EUR (euro)",
};

/** What a salary is paid per, as the form names it. */
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  MONTH: "Per month",
  YEAR: "Per year",
  HOUR: "Per hour",
};

export const SALARY_MESSAGES = {
  notAnAmount: (label: string) =>
    `${label} must be an amount of 0 or more, e.g. 25000 or 25,000.50, or left empty.`,
  order: "Salary to must be at least Salary from.",
  currency: "Choose a currency",
  unit: "Choose a salary period",
} as const;

/** An amount as typed: digits with thousands separators or spaces, at most two decimals. */
const AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;

/** An optional salary amount: empty is none (null), else a number of 0 or more. */
function salaryAmount(label: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      const typed = (value ?? "").replace(/[\s,]/g, "");
      if (typed === "") return null;
      if (!AMOUNT.test(typed)) {
        context.addIssue({ code: "custom", message: SALARY_MESSAGES.notAnAmount(label) });
        return z.NEVER;
      }
      return Number(typed);
    });
}

export const CLOSING_MESSAGES = {
  missing: "Choose the date and time the position closes.",
  invalid: "Closes at is not a date and time.",
  past: "Choose a closing time in the future.",
  beforePublication: "Choose a closing time after the time the position is published.",
} as const;

/** The texts a position is translated in, with their English fields' limits. */
export const POSITION_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "የሥራ መደብ", om: "Maqaa hojii" } },
  { name: "location", label: "Location", max: 120, labels: { am: "ቦታ", om: "Bakka" } },
  {
    name: "description",
    label: "Description",
    max: 20_000,
    labels: { am: "መግለጫ", om: "Ibsa" },
    rows: 8,
    markdown: true,
  },
  {
    name: "requirements",
    label: "Requirements",
    max: 10_000,
    labels: { am: "መስፈርቶች", om: "Ulaagaalee" },
    rows: 6,
    markdown: true,
  },
  {
    name: "howToApply",
    label: "How to apply",
    max: 2_000,
    labels: { am: "እንዴት ማመልከት እንደሚቻል", om: "Akkaataa itti iyyatan" },
    rows: 3,
    optional: true,
  },
] as const satisfies readonly TranslatedField<
  "title" | "location" | "description" | "requirements" | "howToApply"
>[];

/** 'Salary to' below 'Salary from' is refused on 'Salary to'. */
function salaryInOrder(
  value: { salaryMin: number | null; salaryMax: number | null },
  context: z.RefinementCtx,
) {
  const { salaryMin, salaryMax } = value;
  if (typeof salaryMin === "number" && typeof salaryMax === "number" && salaryMax < salaryMin) {
    context.addIssue({ code: "custom", path: ["salaryMax"], message: SALARY_MESSAGES.order });
  }
}

/** The position form, validated alike in the browser and on the server. */
export const PositionFormSchema = gatherTranslations(
  checkTranslations(
    z.object({
      title: requiredText("Title", 200),
      slug: requiredText("Address", 80).regex(
        POSITION_ADDRESS,
        "Address may contain only lower-case letters, digits and hyphens (not at its start or end)",
      ),
      sector: z.enum(ARTICLE_SECTORS, { error: "Choose a sector" }),
      location: requiredText("Location", 120),
      employmentType: z.enum(EMPLOYMENT_TYPES, { error: "Choose an employment type" }),
      /** In the site's time zone ('2026-12-31T17:00'); made an instant on the server. */
      closesAt: z
        .string({ error: CLOSING_MESSAGES.missing })
        .trim()
        .min(1, CLOSING_MESSAGES.missing)
        .max(40, CLOSING_MESSAGES.invalid),
      description: requiredText("Description", 20_000),
      requirements: requiredText("Requirements", 10_000),
      howToApply: z.string().trim().max(2_000, "How to apply must be at most 2,000 characters"),
      // Optional, together or alone: a range, 'from' or 'up to'.
      salaryMin: salaryAmount("Salary from"),
      salaryMax: salaryAmount("Salary to"),
      salaryCurrency: z.enum(SALARY_CURRENCIES, { error: SALARY_MESSAGES.currency }).default("ETB"),
      salaryUnit: z.enum(SALARY_UNITS, { error: SALARY_MESSAGES.unit }).default("MONTH"),
      published: checkbox,
      ...scheduleFields,
      ...translationShape(POSITION_TRANSLATED),
    }),
    POSITION_TRANSLATED,
  ).superRefine(salaryInOrder, {
    // Shown with the form's other errors, not after they are fixed.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  }),
  POSITION_TRANSLATED,
);

export type PositionInput = z.output<typeof PositionFormSchema>;

export function blankPosition() {
  return {
    title: "",
    slug: "",
    sector: "",
    location: "",
    employmentType: "FULL_TIME",
    closesAt: "",
    description: "",
    requirements: "",
    howToApply: "",
    salaryMin: "",
    salaryMax: "",
    salaryCurrency: "ETB",
    salaryUnit: "MONTH",
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    ...flatTranslations(undefined, POSITION_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type PositionFormValues = ReturnType<typeof blankPosition>;

/** The application form's fields, checked on the server, in the page's language. */
export function applicationSchema(messages: {
  nameRequired: string;
  nameTooLong: string;
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  coverLetterTooLong: string;
  consentRequired: string;
}) {
  return z.object({
    ...nameAndEmail(messages),
    phone: z
      .string()
      .trim()
      .min(1, messages.phoneRequired)
      .max(40, messages.phoneInvalid)
      .regex(/^\+?[\d\s().-]{6,40}$/, messages.phoneInvalid),
    coverLetter: z.string().trim().max(5_000, messages.coverLetterTooLong).default(""),
    consent: z.literal("on", { error: messages.consentRequired }),
  });
}

/** The fields of the application form, by name (the no-script form and its script share them). */
export const APPLICATION_FIELDS = ["name", "email", "phone", "coverLetter"] as const;
