import { formatDateTimeIn, toLocalInput } from "~/lib/dates";
import { LOCALE_ENGLISH_NAMES } from "~/lib/i18n";
import type { AppDatabase } from "../../../../db/client.server";
import {
  deskAmendments,
  deskDownloads,
  deskQuestions,
  deskRegistrations,
  deskTender,
} from "./desk-queries.server";

/** A tender's status as the list and the page say it (the shared rule of issue 41). */
export function tenderStatus(tender: {
  cancelledAt: Date | null;
  awardedAt: Date | null;
  closed: boolean;
}): "Cancelled" | "Awarded" | "Closed" | "Open" {
  if (tender.cancelledAt) return "Cancelled";
  if (tender.awardedAt) return "Awarded";
  return tender.closed ? "Closed" : "Open";
}

/**
 * Everything the desk of one tender shows, with dates already in the site's time zone: the
 * notice and its outcome, amendments, questions, registrations and download counts. Undefined for a tender in the trash or unknown.
 */
export async function deskView(db: AppDatabase, tenderId: string, timeZone: string) {
  const tender = await deskTender(db, tenderId);
  if (!tender) return undefined;
  const [amendments, questions, registrations] = await Promise.all([
    deskAmendments(db, tenderId),
    deskQuestions(db, tenderId),
    deskRegistrations(db, tenderId),
  ]);
  const downloads = await deskDownloads(db, tender, amendments);
  const at = (date: Date) => formatDateTimeIn(date, timeZone);
  const closing = tender.extendedTo ?? tender.closesAt;
  const decided = Boolean(tender.awardedAt || tender.cancelledAt);
  return {
    tender: {
      id: tender.id,
      title: tender.title,
      reference: tender.reference,
      slug: tender.slug,
      published: tender.published,
      status: tenderStatus(tender),
      closing: at(closing),
      closingInput: toLocalInput(closing, timeZone),
      extended: tender.extendedTo !== null,
      originalClosing: at(tender.closesAt),
      questionsUntil: at(tender.questionsUntil ?? closing),
      award: tender.awardedAt
        ? {
            winner: tender.awardWinner ?? "",
            amount: tender.awardAmount,
            date: formatDateTimeIn(tender.awardedAt, timeZone).replace(/ at .*$/, ""),
          }
        : null,
      cancellation: tender.cancelledAt
        ? { reason: tender.cancelReason ?? "", date: at(tender.cancelledAt) }
        : null,
      canAmend: tender.published && !decided,
      canAward: tender.closed && !decided,
      canCancel: !decided,
      today: toLocalInput(new Date(), timeZone).slice(0, 10),
    },
    amendments: amendments.map((amendment) => ({
      id: amendment.id,
      number: amendment.number,
      text: amendment.text,
      languages: [
        "English",
        ...(["am", "om"] as const)
          .filter((locale) => amendment.translations[locale])
          .map((locale) => LOCALE_ENGLISH_NAMES[locale]),
      ],
      newClosing: amendment.newClosesAt ? at(amendment.newClosesAt) : null,
      documents: amendment.documents.map((file) => file.title),
      published: at(amendment.publishedAt),
    })),
    questions: questions.map((question) => ({
      id: question.id,
      state: question.state,
      name: question.name,
      company: question.company,
      email: question.email,
      question: question.question,
      answer: question.answer,
      language: LOCALE_ENGLISH_NAMES[question.language],
      asked: at(question.createdAt),
      answered: question.answeredAt ? at(question.answeredAt) : null,
    })),
    registrations: registrations.map((registration) => ({
      id: registration.id,
      company: registration.company,
      contactName: registration.contactName,
      email: registration.email,
      phone: registration.phone,
      language: LOCALE_ENGLISH_NAMES[registration.language],
      registered: at(registration.createdAt),
    })),
    downloads,
  };
}

export type DeskView = NonNullable<Awaited<ReturnType<typeof deskView>>>;
