import { z } from "zod";
import {
  altText,
  checkbox,
  optionalMediaId,
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
import { type DocumentFileValue, documentFilesSchema } from "~/features/media/document-files";
import { DOCUMENT_TYPES, type DocumentType } from "../../../db/enums";
import { fiscalYearOfDay } from "./fiscal-year";

export { DOCUMENT_TYPES, type DocumentType };

export const DOCUMENT_ADDRESS_TAKEN = "This address is already used by another document.";

/** A document's address (/documents/<slug>): lower-case letters, digits and hyphens. */
export const DOCUMENT_ADDRESS = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

/** The types as staff and English pages name them, in the order /investors groups them. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  "annual-report": "Annual report",
  "financial-statements": "Financial statements",
  "sustainability-report": "Sustainability report",
  policy: "Policy",
  presentation: "Presentation",
  "press-kit": "Press kit",
  other: "Other",
};

export function isDocumentType(value: unknown): value is DocumentType {
  return DOCUMENT_TYPES.some((type) => type === value);
}

export const DOCUMENT_MESSAGES = {
  date: "Choose the document's date.",
  dateInvalid: "Document date is not a date.",
  fiscalYear: "Fiscal year must be an Ethiopian year such as 2017.",
  oneLanguageEach: "Give each language one PDF only.",
  pressKitOnly: "Only a press kit has press kit files.",
} as const;

/** The texts a document is translated in, with their English fields' limits. */
export const DOCUMENT_TRANSLATED = [
  { name: "title", label: "Title", max: 200, labels: { am: "ርዕስ", om: "Mata duree" } },
  {
    name: "summary",
    label: "Summary",
    max: 2_000,
    labels: { am: "ማጠቃለያ", om: "Cuunfaa" },
    rows: 3,
    optional: true,
  },
] as const satisfies readonly TranslatedField<"title" | "summary">[];

/**
 * One PDF per language (a second English PDF is a mistake, not a version); press kit files for
 * a press kit only.
 */
function oneFilePerLanguage(
  value: { files: DocumentFileValue[]; type: DocumentType; pressKit: DocumentFileValue[] },
  context: z.RefinementCtx,
) {
  const languages = value.files.map((file) => file.language ?? "en");
  if (new Set(languages).size !== languages.length) {
    context.addIssue({
      code: "custom",
      path: ["files"],
      message: DOCUMENT_MESSAGES.oneLanguageEach,
    });
  }
  if (value.type !== "press-kit" && value.pressKit.length > 0) {
    context.addIssue({
      code: "custom",
      path: ["pressKit"],
      message: DOCUMENT_MESSAGES.pressKitOnly,
    });
  }
}

/** The document form, validated alike in the browser and on the server. */
export const DocumentFormSchema = gatherTranslations(
  checkTranslations(
    z.object({
      title: requiredText("Title", 200),
      slug: requiredText("Address", 120).regex(
        DOCUMENT_ADDRESS,
        "Address may contain only lower-case letters, digits and hyphens (not at its start or end)",
      ),
      type: z.enum(DOCUMENT_TYPES, { error: "Choose a type" }),
      /** The document's date ('2025-07-30'); the fiscal year is the one it falls in unless given. */
      documentDate: z
        .string({ error: DOCUMENT_MESSAGES.date })
        .trim()
        .min(1, DOCUMENT_MESSAGES.date)
        .refine((day) => fiscalYearOfDay(day) !== undefined, DOCUMENT_MESSAGES.dateInvalid),
      fiscalYear: z
        .string()
        .trim()
        .optional()
        .refine((year) => !year || /^(19|20|21)\d\d$/.test(year), DOCUMENT_MESSAGES.fiscalYear),
      summary: z
        .string()
        .trim()
        .max(2_000, "Summary must be at most 2,000 characters")
        .optional()
        .transform((summary) => summary ?? ""),
      files: documentFilesSchema,
      pressKit: documentFilesSchema,
      coverId: optionalMediaId,
      coverAlt: altText,
      sector: z
        .union([z.enum(ARTICLE_SECTORS), z.literal("")], { error: "Choose a sector" })
        .optional()
        .transform((sector) => sector || null),
      published: checkbox,
      ...scheduleFields,
      ...translationShape(DOCUMENT_TRANSLATED),
    }),
    DOCUMENT_TRANSLATED,
  )
    .superRefine(oneFilePerLanguage, {
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    })
    .transform(({ fiscalYear, ...value }) => ({
      ...value,
      fiscalYear: fiscalYear ? Number(fiscalYear) : (fiscalYearOfDay(value.documentDate) ?? 0),
    })),
  DOCUMENT_TRANSLATED,
);

export type DocumentInput = z.output<typeof DocumentFormSchema>;

export function blankDocument() {
  return {
    title: "",
    slug: "",
    type: "annual-report" as string,
    documentDate: "",
    fiscalYear: "",
    summary: "",
    /** JSON: the PDFs, one per language. */
    files: "[]",
    /** JSON: a press kit's logos, photos and fact sheet. */
    pressKit: "[]",
    coverId: "",
    coverAlt: "",
    sector: "",
    /** Draft, published now, or scheduled ('publish at'). */
    publication: "draft" as Publication,
    publishAt: "",
    ...flatTranslations(undefined, DOCUMENT_TRANSLATED),
    /** The version the form was opened at ("" for a new item). */
    version: "",
  };
}

/** The form's fields as the form shows them. */
export type DocumentFormValues = ReturnType<typeof blankDocument>;
