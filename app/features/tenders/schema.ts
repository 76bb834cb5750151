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
import { documentFilesSchema } from "~/features/media/document-files";
import {
  TENDER_CATEGORIES,
  TENDER_METHODS,
  type TenderCategory,
  type TenderMethod,
} from "../../../db/enums";
import type { TenderFile } from "../../../db/schema";

export {
  TENDER_CATEGORIES,
  TENDER_METHODS,
  type TenderCategory,
  type TenderFile,
  type TenderMethod,
};

export const TENDER_ADDRESS_TAKEN = "This address is already used by another tender.";
export const TENDER_REFERENCE_TAKEN =
  "This reference number is already used by another tender. Each tender needs its own.";

/** A tender's address (/tenders/<slug>): lower-case letters, digits and hyphens. */
export const TENDER_ADDRESS = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** The categories as the form and the admin list name them in English (the words). */
export const TENDER_CATEGORY_LABELS: Record<TenderCategory, string> = {
  goods: "Goods",
  works: "Works",
  consultancy: "Consultancy",
  "non-consultancy": "Non-consultancy services",
};

/** The procurement methods as the form names them in English (the words). */
export const TENDER_METHOD_LABELS: Record<TenderMethod, string> = {
  icb: "Open international (ICB)",
  ncb: "Open national (NCB)",
  rfq: "Request for quotation (RFQ)",
  rfp: "Request for proposals (RFP)",
  eoi: "Expression of interest (EOI)",
};

export const TENDER_TIME_MESSAGES = {
  closingMissing: "Choose the date and time bids close.",
  closingInvalid: "Closing date is not a date and time.",
  closingPast: "Choose a closing time in the future.",
  closingBeforePublication: "Choose a closing time after the time the tender is published.",
  openingMissing: "Choose the date and time bids are opened.",
  openingInvalid: "Bid opening is not a date and time.",
  openingBeforeClosing:
    "Bids cannot be opened before they close: choose a time at or after the closing date.",
  questionsInvalid: "Questions until is not a date and time.",
  questionsAfterClosing: "Questions must stop at or before the closing date.",
} as const;

/** The texts a tender is translated in, with their English fields' limits. */
export const TENDER_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "ርዕስ", om: "Mata duree" } },
  {
    name: "description",
    label: "Description",
    max: 20_000,
    labels: { am: "መግለጫ", om: "Ibsa" },
    rows: 8,
    markdown: true,
  },
  {
    name: "eligibility",
    label: "Eligibility",
    max: 5_000,
    labels: { am: "የብቁነት መስፈርት", om: "Ulaagaa hirmaannaa" },
    rows: 4,
    optional: true,
  },
  {
    name: "contact",
    label: "Contact",
    max: 1_000,
    labels: { am: "አድራሻ", om: "Quunnamtii" },
    rows: 3,
    optional: true,
  },
  {
    name: "openingPlace",
    label: "Opening place",
    max: 300,
    labels: { am: "የጨረታ መክፈቻ ቦታ", om: "Bakka itti banamu" },
    optional: true,
  },
] as const satisfies readonly TranslatedField<
  "title" | "description" | "eligibility" | "contact" | "openingPlace"
>[];

/**
 * The bid documents, posted as one JSON list ([{ media, title }], the document files field); a
 * stored version keeps the list itself. Whether each id is a PDF of the library is checked
 * against the database on save.
 */
export const tenderDocuments = documentFilesSchema.transform((files): TenderFile[] =>
  files.map(({ media, title }) => ({ media, title })),
);

/** A date and time typed in the site's time zone ('2026-12-31T17:00'); an instant on the server. */
function typedTime(missing: string, invalid: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(40, invalid);
}

/** An optional short text ('' when none). */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .default("");
}

/** The tender form, validated alike in the browser and on the server. */
export const TenderFormSchema = gatherTranslations(
  checkTranslations(
    z.object({
      title: requiredText("Title", 200),
      slug: requiredText("Address", 80).regex(
        TENDER_ADDRESS,
        "Address may contain only lower-case letters, digits and hyphens (not at its start or end)",
      ),
      reference: requiredText("Reference number", 80),
      sector: z.enum(ARTICLE_SECTORS, { error: "Choose a sector" }),
      category: z.enum(TENDER_CATEGORIES, { error: "Choose a category" }),
      method: z.enum(TENDER_METHODS, { error: "Choose a method" }),
      description: requiredText("Description", 20_000),
      eligibility: optionalText("Eligibility", 5_000),
      bidSecurity: optionalText("Bid security", 300),
      documentFee: optionalText("Document fee", 300),
      contact: optionalText("Contact", 1_000),
      closesAt: typedTime(TENDER_TIME_MESSAGES.closingMissing, TENDER_TIME_MESSAGES.closingInvalid),
      openingAt: typedTime(
        TENDER_TIME_MESSAGES.openingMissing,
        TENDER_TIME_MESSAGES.openingInvalid,
      ),
      openingPlace: optionalText("Opening place", 300),
      questionsUntil: z.string().trim().max(40, TENDER_TIME_MESSAGES.questionsInvalid).default(""),
      documents: tenderDocuments,
      published: checkbox,
      ...scheduleFields,
      ...translationShape(TENDER_TRANSLATED),
    }),
    TENDER_TRANSLATED,
  ),
  TENDER_TRANSLATED,
);

export type TenderInput = z.output<typeof TenderFormSchema>;

export function blankTender() {
  return {
    title: "",
    slug: "",
    reference: "",
    sector: "",
    category: "",
    method: "",
    description: "",
    eligibility: "",
    bidSecurity: "",
    documentFee: "",
    contact: "",
    closesAt: "",
    openingAt: "",
    openingPlace: "",
    questionsUntil: "",
    /** The bid documents as JSON: [{ media, title }]. */
    documents: "[]",
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    ...flatTranslations(undefined, TENDER_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type TenderFormValues = ReturnType<typeof blankTender>;
