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
import { DOCUMENT_TYPES, type DocumentType, SITE_LANGUAGES } from "../../../db/enums";
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
  filesInvalid: "The files could not be read. Reload the page and add them again.",
  fileTitle: "Give each file a title of at most 200 characters.",
  oneLanguageEach: "Give each language one PDF only.",
  pressKitOnly: "Only a press kit has press kit files.",
  missingFile: (title: string) => `“${title}” is no longer in the media library. Upload it again.`,
  notPdf: (title: string) => `“${title}” is not a PDF. Documents' files must be PDFs.`,
  notPressKitFile: (title: string) =>
    `“${title}” is not a PDF, PNG, JPEG or SVG file. A press kit holds logos, photos and fact sheets.`,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file as the form posts it (one hidden field of JSON): its upload, title and language. */
const FILE = z.object({
  media: z.string().regex(UUID),
  title: z
    .string()
    .trim()
    .min(1, DOCUMENT_MESSAGES.fileTitle)
    .max(200, DOCUMENT_MESSAGES.fileTitle),
  language: z.enum(SITE_LANGUAGES).optional(),
});

export type DocumentFileInput = z.output<typeof FILE>;

/** The posted JSON list of files; its uploads are checked against the library by the save. */
function fileList() {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value?.trim() || "[]");
      } catch {
        context.addIssue({ code: "custom", message: DOCUMENT_MESSAGES.filesInvalid });
        return z.NEVER;
      }
      const files = z.array(FILE).max(50).safeParse(parsed);
      if (!files.success) {
        const title = files.error.issues.some((issue) => issue.path.includes("title"));
        context.addIssue({
          code: "custom",
          message: title ? DOCUMENT_MESSAGES.fileTitle : DOCUMENT_MESSAGES.filesInvalid,
        });
        return z.NEVER;
      }
      return files.data;
    });
}

/**
 * One PDF per language (a second English PDF is a mistake, not a version); press kit files for
 * a press kit only.
 */
function oneFilePerLanguage(
  value: { files: DocumentFileInput[]; type: DocumentType; pressKit: DocumentFileInput[] },
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
      files: fileList(),
      pressKit: fileList(),
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
