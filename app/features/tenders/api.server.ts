import { inArray } from "drizzle-orm";
import {
  downloadSchema,
  type KindApi,
  markdown,
  moment,
  nullable,
  oneOf,
  text,
} from "~/features/content/api-kind.server";
import { inLocale } from "~/features/content/translate";
import { ARTICLE_SECTORS, TENDER_CATEGORIES, TENDER_METHODS } from "../../../db/enums";
import { tenders } from "../../../db/schema";
import { describeTenderFiles } from "./public-queries.server";
import { TENDER_STATUSES, tenderStatusAt } from "./status";

/**
 * Tender notices in the content API (see KindApi): every published one, open or not (an award is
 * public record), as its page shows it, by sector and category. Questions and registrations
 * (who asked, who registered) are never part of it.
 */
export const tenderApi = {
  collection: "tenders",
  schemaName: "Tender",
  description: "Tender notices, open or not, newest publication first.",
  order: { column: tenders.publishedAt, type: "timestamp", description: "newest first" },
  address: tenders.slug,
  filters: [
    {
      name: "sector",
      column: tenders.sector,
      values: ARTICLE_SECTORS,
      description: "Only the tenders of this sector.",
    },
    {
      name: "category",
      column: tenders.category,
      values: TENDER_CATEGORIES,
      description: "Only the tenders of this category.",
    },
  ],
  fields: {
    slug: text("Its address on the site: /tenders/<slug>."),
    reference: text("The company's reference number."),
    title: text("Its title."),
    status: oneOf(TENDER_STATUSES, "Where it stands now."),
    sector: oneOf(ARTICLE_SECTORS, "The sector that buys."),
    category: oneOf(TENDER_CATEGORIES, "What it buys."),
    method: oneOf(TENDER_METHODS, "How it is procured."),
    description: markdown("What it buys and on what terms"),
    eligibility: markdown("Who may bid ('' when not said)"),
    bid_security: text("The bid security asked for ('' when none)."),
    document_fee: text("The price of the bidding documents ('' when free)."),
    contact: text("Where bidders ask and submit ('' when not said)."),
    closes_at: moment("Bids are received until then (an extension's time when extended)."),
    extended: { type: "boolean", description: "Whether an amendment extended the closing time." },
    opening_at: moment("When the bids are opened."),
    opening_place: text("Where the bids are opened ('' when not said)."),
    questions_until: nullable("string", {
      format: "date-time",
      description: "Questions are taken on its page until then; null when none are.",
    }),
    documents: { type: "array", items: downloadSchema(), description: "The bidding documents." },
    award: {
      type: ["object", "null"],
      description: "The award notice, once published.",
      properties: {
        awarded_at: moment("When it was awarded."),
        winner: text("Who won it."),
        amount: nullable("string", { description: "The amount, when published." }),
      },
      required: ["awarded_at", "winner", "amount"],
      additionalProperties: false,
    },
    cancellation: {
      type: ["object", "null"],
      description: "The cancellation notice, once published.",
      properties: { cancelled_at: moment("When it was cancelled."), reason: text("Why.") },
      required: ["cancelled_at", "reason"],
      additionalProperties: false,
    },
  },
  read: async (db, ids, { locale, absolute }) => {
    const rows = await db
      .select()
      .from(tenders)
      .where(inArray(tenders.id, [...ids]));
    const now = new Date();
    const items = await Promise.all(
      rows.map(async (row) => {
        const shown = inLocale(row, locale);
        const files = await describeTenderFiles(db, row.documents);
        return [
          row.id,
          {
            lang: shown.lang,
            fields: {
              slug: row.slug,
              reference: row.reference,
              title: shown.title,
              status: tenderStatusAt(row, now),
              sector: row.sector,
              category: row.category,
              method: row.method,
              description: shown.description,
              eligibility: shown.eligibility,
              bid_security: row.bidSecurity,
              document_fee: row.documentFee,
              contact: shown.contact,
              closes_at: (row.extendedTo ?? row.closesAt).toISOString(),
              extended: row.extendedTo !== null,
              opening_at: row.openingAt.toISOString(),
              opening_place: shown.openingPlace,
              questions_until: row.questionsUntil?.toISOString() ?? null,
              documents: files.map((file) => ({ title: file.title, url: absolute(file.url) })),
              award: row.awardedAt
                ? {
                    awarded_at: row.awardedAt.toISOString(),
                    winner: row.awardWinner ?? "",
                    amount: row.awardAmount || null,
                  }
                : null,
              cancellation: row.cancelledAt
                ? { cancelled_at: row.cancelledAt.toISOString(), reason: row.cancelReason ?? "" }
                : null,
            },
          },
        ] as const;
      }),
    );
    return new Map(items);
  },
} satisfies KindApi;
