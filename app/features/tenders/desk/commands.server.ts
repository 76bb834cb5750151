import { and, eq, isNull, sql } from "drizzle-orm";
import { documentFilesProblem, documentFilesSchema } from "~/features/media/document-files.server";
import { recordActivity } from "~/lib/activity.server";
import { fromLocalInput } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/forms";
import { format, formatLongDateIn, formatLongDateTimeIn } from "~/lib/i18n";
import type { AppDatabase } from "../../../../db/client.server";
import {
  type TenderFile,
  tenderAmendments,
  tenderQuestions,
  tenderRegistrations,
  tenders,
} from "../../../../db/schema";
import { type MailContext, type MailOutcome, tellRegistrants } from "./registrant-mails.server";
import { amendmentSchema, answerSchema, awardSchema, cancelSchema } from "./schema";

/** What the desk's commands need of the server. */
export interface DeskContext extends MailContext {
  /** Drops cached pages on every instance: a notice shows on the tender's page at once. */
  contentChanged: () => void;
}

/**
 * A command's answer: done (with what staff read, and whether every e-mail went), refused with
 * a message for each field (nothing stored), or not found.
 */
export type DeskResult =
  | { status: "done"; message: string; mail?: MailOutcome }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "not-found" };

const tenderNotice = {
  id: tenders.id,
  slug: tenders.slug,
  title: tenders.title,
  reference: tenders.reference,
  translations: tenders.translations,
  published: tenders.published,
  closesAt: tenders.closesAt,
  extendedTo: tenders.extendedTo,
  awardedAt: tenders.awardedAt,
  cancelledAt: tenders.cancelledAt,
  closed: sql<boolean>`coalesce(${tenders.extendedTo}, ${tenders.closesAt}) <= now()`,
};

/** The tender outside the trash, its row locked for this transaction (numbers, outcome). */
async function lockTender(db: AppDatabase, id: string) {
  const [row] = await db
    .select(tenderNotice)
    .from(tenders)
    .where(and(eq(tenders.id, id), isNull(tenders.deletedAt)))
    .for("update");
  return row;
}

const refused = (
  errors: Record<string, string>,
  values: Record<string, string> = {},
): DeskResult => ({ status: "invalid", errors, values });

/** What staff read after a notice: published, and who was (or was not) e-mailed. */
function publishedMessage(what: string, mail: MailOutcome): string {
  if (!mail.mailReady) return `${what} published. E-mail is not set up: registrants were not told.`;
  if (mail.sent + mail.failed === 0) return `${what} published. Nobody is registered for updates.`;
  if (mail.failed === 0) {
    return `${what} published and e-mailed to ${mail.sent} ${mail.sent === 1 ? "registrant" : "registrants"}.`;
  }
  return `${what} published, but ${mail.failed} of ${mail.sent + mail.failed} e-mails could not be sent (see the server log); the notice is on the page.`;
}

/**
 * The new files of an amendment, as the document files field posts them (JSON): PDFs of the
 * media library, each with the title the page shows. A list that cannot be read, or names a file
 * that is gone or not a PDF, is refused with the field's message.
 */
async function amendmentFiles(db: AppDatabase, posted: string): Promise<TenderFile[] | string> {
  const parsed = documentFilesSchema.safeParse(posted);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "The files could not be read.";
  const problem = await documentFilesProblem(db, parsed.data);
  if (problem) return problem;
  return parsed.data.map(({ media, title }) => ({ media, title }));
}

/**
 * Publishes an amendment at once: numbered after the tender's last one, never edited afterwards.
 * A new closing time is an extension: later than the current one, it becomes the tender's
 * `extended_to` (the clarification deadline is left as it was). Registrants are e-mailed after
 * it is stored.
 */
export async function addAmendment(
  context: DeskContext,
  actorId: string,
  tenderId: string,
  fields: Record<string, string>,
): Promise<DeskResult> {
  const parsed = amendmentSchema.safeParse(fields);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error), fields);
  const input = parsed.data;
  const timeZone = context.site.timeZone;
  const newClosesAt = input.newClosesAt ? fromLocalInput(input.newClosesAt, timeZone) : null;
  if (newClosesAt === undefined) {
    return refused({ newClosesAt: "Give the new closing date and time." }, fields);
  }
  const files = await amendmentFiles(context.db, fields.documents ?? "");
  if (typeof files === "string") return refused({ documents: files }, fields);
  const stored = await context.db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender) return { status: "not-found" as const };
    if (!tender.published) {
      return refused({ text: "Publish the tender first: amendments are for published tenders." });
    }
    if (tender.awardedAt || tender.cancelledAt) {
      return refused(
        { text: "This tender is already awarded or cancelled: it takes no more amendments." },
        fields,
      );
    }
    const closing = tender.extendedTo ?? tender.closesAt;
    if (newClosesAt && newClosesAt.getTime() <= closing.getTime()) {
      return refused(
        {
          newClosesAt: `The new closing time must be later than the current one (${formatLongDateTimeIn(closing, "en", timeZone)}).`,
        },
        fields,
      );
    }
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${tenderAmendments.number}), 0)::int` })
      .from(tenderAmendments)
      .where(eq(tenderAmendments.tenderId, tenderId));
    const number = (last?.number ?? 0) + 1;
    const translations = Object.fromEntries(
      (["am", "om"] as const)
        .map((locale) => [locale, input[`translations.${locale}.text`]] as const)
        .filter(([, text]) => text !== "")
        .map(([locale, text]) => [locale, { text }]),
    );
    await tx.insert(tenderAmendments).values({
      tenderId,
      number,
      text: input.text,
      translations,
      newClosesAt,
      documents: files,
      publishedBy: actorId,
    });
    if (newClosesAt) {
      await tx.update(tenders).set({ extendedTo: newClosesAt }).where(eq(tenders.id, tenderId));
    }
    await recordActivity(tx, {
      actorId,
      action: "tender-amendment",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender.title,
      detail: newClosesAt
        ? `Amendment ${number}, closing extended to ${formatLongDateTimeIn(newClosesAt, "en", timeZone)}`
        : `Amendment ${number}`,
    });
    return { status: "stored" as const, tender, number };
  });
  if (stored.status !== "stored") return stored;
  context.contentChanged();
  const mail = await tellRegistrants(
    context,
    stored.tender,
    "tender amendment",
    (t, locale, n) => ({
      subject: format(t.amendmentSubject, { ...n, number: stored.number }),
      lines: [
        format(t.amendmentBody, { ...n, number: stored.number }),
        "",
        (locale !== "en" && input[`translations.${locale}.text`]) || input.text,
        ...(newClosesAt
          ? [
              "",
              format(t.extendedTo, { date: formatLongDateTimeIn(newClosesAt, locale, timeZone) }),
            ]
          : []),
        ...(files.length > 0
          ? ["", t.newDocuments, ...files.map((file) => `- ${file.title}`)]
          : []),
      ],
    }),
  );
  return {
    status: "done",
    message: publishedMessage(`Amendment ${stored.number}`, mail),
    mail,
  };
}

/**
 * Answers a visitor's question and publishes it on the tender's page (the question's wording as
 * staff leave it, never the asker's name, company or e-mail); registrants are e-mailed.
 */
export async function publishAnswer(
  context: DeskContext,
  actorId: string,
  tenderId: string,
  questionId: string,
  fields: Record<string, string>,
): Promise<DeskResult> {
  const parsed = answerSchema.safeParse(fields);
  const question = (fields.question ?? "").trim();
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (question.length < 1 || question.length > 3000) {
    errors.question = "The question as published must have 1 to 3,000 characters.";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return refused(errors, fields);
  const answer = parsed.data.answer;
  const stored = await context.db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender) return undefined;
    const [row] = await tx
      .update(tenderQuestions)
      .set({
        question,
        answer,
        state: "published",
        answeredAt: sql`now()`,
        answeredBy: actorId,
      })
      .where(
        and(
          eq(tenderQuestions.id, questionId),
          eq(tenderQuestions.tenderId, tenderId),
          eq(tenderQuestions.state, "new"),
        ),
      )
      .returning({ id: tenderQuestions.id });
    if (!row) return undefined;
    await recordActivity(tx, {
      actorId,
      action: "tender-answer",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender.title,
    });
    return tender;
  });
  if (!stored) return { status: "not-found" };
  context.contentChanged();
  const mail = await tellRegistrants(context, stored, "tender clarification", (t, _locale, n) => ({
    subject: format(t.answerSubject, n),
    lines: [format(t.answerBody, n), "", t.questionLabel, question, "", t.answerLabel, answer],
  }));
  return { status: "done", message: publishedMessage("Answer", mail), mail };
}

/** Discards a question as spam: never shown, kept until the tender's retention ends. */
export async function discardQuestion(
  context: DeskContext,
  actorId: string,
  tenderId: string,
  questionId: string,
): Promise<DeskResult> {
  const done = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tenderQuestions)
      .set({ state: "discarded" })
      .where(
        and(
          eq(tenderQuestions.id, questionId),
          eq(tenderQuestions.tenderId, tenderId),
          eq(tenderQuestions.state, "new"),
        ),
      )
      .returning({ id: tenderQuestions.id });
    if (!row) return false;
    const [tender] = await tx
      .select({ title: tenders.title })
      .from(tenders)
      .where(eq(tenders.id, tenderId));
    await recordActivity(tx, {
      actorId,
      action: "tender-discard-question",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender?.title,
    });
    return true;
  });
  return done ? { status: "done", message: "Question discarded." } : { status: "not-found" };
}

/**
 * Publishes the award notice of a closed tender (winner, an amount if given, the date of the
 * award, not after today); registrants are e-mailed.
 */
export async function publishAward(
  context: DeskContext,
  actorId: string,
  tenderId: string,
  fields: Record<string, string>,
): Promise<DeskResult> {
  const parsed = awardSchema.safeParse(fields);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error), fields);
  const { winner, amount, awardedOn } = parsed.data;
  const timeZone = context.site.timeZone;
  const awardedAt = fromLocalInput(`${awardedOn}T12:00`, timeZone);
  if (!awardedAt) return refused({ awardedOn: "Give the date of the award." }, fields);
  if (awardedAt.getTime() > Date.now() + 12 * 3600_000) {
    return refused({ awardedOn: "The date of the award cannot be in the future." }, fields);
  }
  const stored = await context.db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender) return { status: "not-found" as const };
    const outcome = outcomeRefusal(tender, fields);
    if (outcome) return outcome;
    if (!tender.closed) {
      return refused(
        { winner: "A tender is awarded after its closing time; this one is still open." },
        fields,
      );
    }
    await tx
      .update(tenders)
      .set({ awardedAt, awardWinner: winner, awardAmount: amount || null })
      .where(eq(tenders.id, tenderId));
    await recordActivity(tx, {
      actorId,
      action: "tender-award",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender.title,
      detail: `Awarded to ${winner}`,
    });
    return { status: "stored" as const, tender };
  });
  if (stored.status !== "stored") return stored;
  context.contentChanged();
  const mail = await tellRegistrants(context, stored.tender, "tender award", (t, locale, n) => ({
    subject: format(t.awardSubject, n),
    lines: [
      format(t.awardBody, { ...n, winner, date: formatLongDateIn(awardedAt, locale, timeZone) }),
      ...(amount ? ["", `${t.amountLabel} ${amount}`] : []),
    ],
  }));
  return { status: "done", message: publishedMessage("Award notice", mail), mail };
}

/** Cancels a tender, before or after its closing, with the reason the page shows. */
export async function cancelTender(
  context: DeskContext,
  actorId: string,
  tenderId: string,
  fields: Record<string, string>,
): Promise<DeskResult> {
  const parsed = cancelSchema.safeParse(fields);
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error), fields);
  const { reason } = parsed.data;
  const stored = await context.db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender) return { status: "not-found" as const };
    const outcome = outcomeRefusal(tender, fields);
    if (outcome) return outcome;
    await tx
      .update(tenders)
      .set({ cancelledAt: sql`now()`, cancelReason: reason })
      .where(eq(tenders.id, tenderId));
    await recordActivity(tx, {
      actorId,
      action: "tender-cancel",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender.title,
      detail: reason,
    });
    return { status: "stored" as const, tender };
  });
  if (stored.status !== "stored") return stored;
  context.contentChanged();
  const mail = await tellRegistrants(context, stored.tender, "tender cancellation", (t, _l, n) => ({
    subject: format(t.cancelSubject, n),
    lines: [format(t.cancelBody, n), "", t.reasonLabel, reason],
  }));
  return { status: "done", message: publishedMessage("Cancellation", mail), mail };
}

/** An award or a cancellation is published once: neither follows the other. */
function outcomeRefusal(
  tender: { awardedAt: Date | null; cancelledAt: Date | null },
  fields: Record<string, string>,
): DeskResult | undefined {
  if (tender.awardedAt) return refused({ form: "This tender is already awarded." }, fields);
  if (tender.cancelledAt) return refused({ form: "This tender is already cancelled." }, fields);
  return undefined;
}

/** Deletes a registration at the registrant's request (their data goes at once). */
export async function deleteRegistration(
  db: AppDatabase,
  actorId: string,
  tenderId: string,
  registrationId: string,
): Promise<DeskResult> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tenderRegistrations)
      .where(
        and(eq(tenderRegistrations.id, registrationId), eq(tenderRegistrations.tenderId, tenderId)),
      )
      .returning({ id: tenderRegistrations.id });
    if (!row) return false;
    const [tender] = await tx
      .select({ title: tenders.title })
      .from(tenders)
      .where(eq(tenders.id, tenderId));
    await recordActivity(tx, {
      actorId,
      action: "delete-tender-registration",
      subjectType: "tender",
      subjectId: tenderId,
      subjectTitle: tender?.title,
    });
    return true;
  });
  return done ? { status: "done", message: "Registration deleted." } : { status: "not-found" };
}
