import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defineContentStore } from "~/features/content/kind.server";
import { UniqueFieldError } from "~/features/content/store.server";
import { translationsColumn, translationVersionFields } from "~/features/content/translations";
import { documentFilesProblem } from "~/features/media/document-files.server";
import { fromLocalInput, toLocalInput } from "~/lib/dates";
import type { AppDatabase } from "../../../db/client.server";
import { ARTICLE_SECTORS, TENDER_CATEGORIES, TENDER_METHODS } from "../../../db/enums";
import { tenders } from "../../../db/schema";
import {
  TENDER_ADDRESS_TAKEN,
  TENDER_REFERENCE_TAKEN,
  TENDER_TIME_MESSAGES,
  TENDER_TRANSLATED,
  type TenderInput,
} from "./schema";

/** The bid documents: a list, or its JSON as a version keeps it. */
const TENDER_FILES = z.preprocess(
  (value) => (typeof value === "string" ? JSON.parse(value || "[]") : value),
  z.array(z.object({ media: z.string(), title: z.string() })),
);

/**
 * A tender's own columns as a save, a restored version or a restore from the trash writes them.
 * A version keeps the times as ISO strings. The award, the cancellation and an extension are the
 * desk's (never a form's), so no save touches them.
 */
const TENDER_COLUMNS = z.object({
  title: z.string(),
  slug: z.string(),
  reference: z.string(),
  sector: z.enum(ARTICLE_SECTORS),
  category: z.enum(TENDER_CATEGORIES),
  method: z.enum(TENDER_METHODS),
  description: z.string(),
  eligibility: z.string().optional(),
  bidSecurity: z.string().optional(),
  documentFee: z.string().optional(),
  contact: z.string().optional(),
  closesAt: z.coerce.date(),
  openingAt: z.coerce.date(),
  openingPlace: z.string().optional(),
  questionsUntil: z.coerce.date().nullable().optional(),
  documents: TENDER_FILES.optional(),
  translations: translationsColumn(TENDER_TRANSLATED).optional(),
});
const TENDER_CHANGES = TENDER_COLUMNS.partial();

/**
 * Refuses, at its field, a bid document the library no longer has or that is not a PDF: the
 * save stores nothing then.
 */
async function checkDocuments(db: AppDatabase, documents: { media: string; title: string }[]) {
  const problem = await documentFilesProblem(db, documents, "pdf");
  if (problem) throw new UniqueFieldError("documents", problem);
}

/** The list's status: the public rule (an award or a cancellation, else the closing time). */
const listStatus = sql<string>`case
  when ${tenders.cancelledAt} is not null then 'Cancelled'
  when ${tenders.awardedAt} is not null then 'Awarded'
  when coalesce(${tenders.extendedTo}, ${tenders.closesAt}) <= now() then 'Closed'
  else 'Open' end`;

/** A typed time, or the field's error. */
function instant(typed: unknown, timeZone: string): Date | undefined {
  return fromLocalInput(String(typed ?? ""), timeZone);
}

/** Tender notices for the shared content commands and queries. */
export const tenderStore = defineContentStore<TenderInput, typeof tenders>({
  kind: "tender",
  table: tenders,
  // Plain text (the description is Markdown): who may bid.
  listText: tenders.eligibility,
  listDetails: [listStatus, tenders.reference],
  fields: [
    { name: "title", label: "Title" },
    { name: "slug", label: "Address" },
    { name: "reference", label: "Reference number" },
    { name: "sector", label: "Sector" },
    { name: "category", label: "Category" },
    { name: "method", label: "Method" },
    { name: "description", label: "Description", richText: true },
    { name: "eligibility", label: "Eligibility" },
    { name: "bidSecurity", label: "Bid security" },
    { name: "documentFee", label: "Document fee" },
    { name: "contact", label: "Contact" },
    { name: "closesAt", label: "Closing date", dateTime: true },
    { name: "openingAt", label: "Bid opening", dateTime: true },
    { name: "openingPlace", label: "Opening place" },
    { name: "questionsUntil", label: "Questions until", dateTime: true },
    { name: "documents", label: "Bid documents" },
    ...translationVersionFields(TENDER_TRANSLATED),
    { name: "published", label: "Published" },
    { name: "publishedAt", label: "Publish at" },
  ],
  translated: TENDER_TRANSLATED,
  insert: async (db, stamp, fields) => {
    const columns = TENDER_COLUMNS.parse(fields);
    await checkDocuments(db, columns.documents ?? []);
    const [row] = await db
      .insert(tenders)
      .values({ ...stamp, ...columns })
      .returning();
    return row;
  },
  update: async (db, id, stamp, fields) => {
    const changes = TENDER_CHANGES.parse(fields);
    if (changes.documents) await checkDocuments(db, changes.documents);
    const [row] = await db
      .update(tenders)
      .set({ ...stamp, ...changes })
      .where(eq(tenders.id, id))
      .returning();
    return row;
  },
  uniqueFields: [
    { constraint: "tenders_slug_unique", field: "slug", message: TENDER_ADDRESS_TAKEN },
    { constraint: "tenders_reference_unique", field: "reference", message: TENDER_REFERENCE_TAKEN },
  ],
  address: { field: "slug", column: tenders.slug, max: 80 },
  // The times are typed in the site's time. A tender published (or scheduled) must still be
  // open; a draft may keep a past closing time (a tender being prepared again). Bids are opened
  // at or after they close; questions stop at or before it.
  fromForm: (fields, timeZone, now) => {
    const closesAt = instant(fields.closesAt, timeZone);
    const openingAt = instant(fields.openingAt, timeZone);
    const typedQuestions = String(fields.questionsUntil ?? "").trim();
    const questionsUntil = typedQuestions === "" ? null : instant(typedQuestions, timeZone);
    const errors: Record<string, string> = {};
    if (!closesAt) errors.closesAt = TENDER_TIME_MESSAGES.closingInvalid;
    else if (closesAt <= now && fields.published === true) {
      errors.closesAt = TENDER_TIME_MESSAGES.closingPast;
    } else if (fields.publishedAt instanceof Date && closesAt <= fields.publishedAt) {
      errors.closesAt = TENDER_TIME_MESSAGES.closingBeforePublication;
    }
    if (!openingAt) errors.openingAt = TENDER_TIME_MESSAGES.openingInvalid;
    else if (closesAt && openingAt < closesAt) {
      errors.openingAt = TENDER_TIME_MESSAGES.openingBeforeClosing;
    }
    if (questionsUntil === undefined) errors.questionsUntil = TENDER_TIME_MESSAGES.questionsInvalid;
    else if (questionsUntil && closesAt && questionsUntil > closesAt) {
      errors.questionsUntil = TENDER_TIME_MESSAGES.questionsAfterClosing;
    }
    if (Object.keys(errors).length > 0) return { errors };
    return { ...fields, closesAt, openingAt, questionsUntil };
  },
  toForm: (row, timeZone) => ({
    closesAt: toLocalInput(row.closesAt, timeZone),
    openingAt: toLocalInput(row.openingAt, timeZone),
    questionsUntil: row.questionsUntil ? toLocalInput(row.questionsUntil, timeZone) : "",
    documents: JSON.stringify(row.documents ?? []),
  }),
});
