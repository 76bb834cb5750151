import { renderContent } from "~/features/content/rich-text/render.server";
import { inLocale } from "~/features/content/translate";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import {
  amendmentsOf,
  describeTenderFiles,
  publishedQuestions,
  type StoredTender,
} from "./public-queries.server";
import { inTwoCalendars } from "./tender-dates";
import type { TenderView } from "./tender-view";

/**
 * A stored tender as its page shows it in `locale`: its texts rendered and sanitised, every date
 * in both calendars, its documents with their sizes, the published amendments and answers (never
 * who asked), and the award or the cancellation.
 */
export async function tenderView(
  db: AppDatabase,
  row: StoredTender,
  locale: Locale,
  { timeZone, siteUrl, now = new Date() }: { timeZone: string; siteUrl: string; now?: Date },
): Promise<TenderView> {
  const shown = inLocale(row, locale);
  const at = (date: Date, withTime = true) => inTwoCalendars(date, locale, timeZone, withTime);
  const [description, documents, amendmentRows, questions] = await Promise.all([
    renderContent(db, shown.description, siteUrl, { locale }),
    describeTenderFiles(db, row.documents),
    amendmentsOf(db, row.id),
    publishedQuestions(db, row.id),
  ]);
  const amendments = await Promise.all(
    amendmentRows.map(async (amendment) => {
      const translated = locale === "en" ? undefined : amendment.translations?.[locale]?.text;
      const text = translated || amendment.text;
      return {
        number: amendment.number,
        published: at(amendment.publishedAt, false),
        newClosing: amendment.newClosesAt ? at(amendment.newClosesAt) : null,
        text: await renderContent(db, text, siteUrl, { locale }),
        lang: translated ? locale : DEFAULT_LOCALE,
        documents: await describeTenderFiles(db, amendment.documents),
      };
    }),
  );
  const closing = row.extendedTo ?? row.closesAt;
  const open = row.status === "open";
  return {
    id: row.id,
    slug: row.slug,
    title: shown.title,
    lang: shown.lang,
    reference: row.reference,
    category: row.category,
    method: row.method,
    sector: row.sector,
    status: row.status,
    published: at(row.publishedAt ?? row.createdAt, false),
    closing: at(closing),
    originalClosing: row.extendedTo ? at(row.closesAt) : null,
    opening: at(row.openingAt),
    openingPlace: shown.openingPlace ?? "",
    questionsUntil: row.questionsUntil ? at(row.questionsUntil) : null,
    bidSecurity: row.bidSecurity,
    documentFee: row.documentFee,
    eligibility: shown.eligibility ?? "",
    contact: shown.contact ?? "",
    description,
    documents,
    amendments,
    questions: questions.map((question) => ({
      id: question.id,
      question: question.question,
      answer: question.answer ?? "",
    })),
    award:
      row.awardedAt && row.awardWinner
        ? { winner: row.awardWinner, amount: row.awardAmount ?? "", date: at(row.awardedAt, false) }
        : null,
    cancellation: row.cancelledAt
      ? { reason: row.cancelReason ?? "", date: at(row.cancelledAt, false) }
      : null,
    questionsOpen: open && (row.questionsUntil === null || row.questionsUntil > now),
    registrationOpen: open,
  };
}
