import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Announce } from "~/lib/announce";
import { HONEYPOT_FIELD, STARTED_FIELD } from "~/lib/form-trap";
import { checkFillTime, hashAddress, startForResend } from "~/lib/form-trap.server";
import { fieldErrorsOf } from "~/lib/forms";
import type { Locale } from "~/lib/i18n";
import { hitRateLimit, type RateLimitRule, rateLimitSubject } from "~/lib/rate-limit.server";
import type { AppDatabase } from "../../../../db/client.server";
import { tenderQuestions, tenderRegistrations, tenders } from "../../../../db/schema";
import { questionSchema, registrationSchema } from "./schema";
import type { TenderFormsResult } from "./tender-forms";
import { deskTexts } from "./texts";

/** Questions and registrations from one address: 10 per 10 minutes, shared by both forms. */
export const TENDER_FORM_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/** What the public forms need of the request context. */
export interface TenderFormContext {
  db: AppDatabase;
  contact: { secret: string };
  clientIp: string;
  /** The public origin, for the admin link webhooks send. */
  siteUrl: string;
  /** Tells the systems that follow tender questions (webhooks): ids, the title, the admin link. */
  announce?: Announce;
  logger: { info(details: object, message: string): void };
}

/** A published tender as its forms see it: whether questions and registrations are open. */
export interface TenderFormTarget {
  id: string;
  slug: string;
  /** In English (what webhooks send). */
  title: string;
  questionsOpen: boolean;
  registrationOpen: boolean;
}

/**
 * The published tender at /tenders/<slug> and whether its forms are open, by the database's
 * clock: registrations until the closing time (an extension's when extended), questions until
 * the clarification deadline (the closing time when none, never after it); neither once the
 * tender is awarded or cancelled.
 */
export async function findTenderFormTarget(
  db: AppDatabase,
  slug: string,
): Promise<TenderFormTarget | undefined> {
  const closing = sql`coalesce(${tenders.extendedTo}, ${tenders.closesAt})`;
  const decided = sql`(${tenders.awardedAt} is not null or ${tenders.cancelledAt} is not null)`;
  const [row] = await db
    .select({
      id: tenders.id,
      slug: tenders.slug,
      title: tenders.title,
      registrationOpen: sql<boolean>`(not ${decided} and ${closing} > now())`,
      questionsOpen: sql<boolean>`(not ${decided} and ${closing} > now() and coalesce(${tenders.questionsUntil}, ${closing}) > now())`,
    })
    .from(tenders)
    .where(
      and(
        eq(tenders.slug, slug),
        eq(tenders.published, true),
        isNull(tenders.deletedAt),
        lte(tenders.publishedAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * 'Ask a question' and 'Register for updates' as the contact form is guarded: the form must be
 * open, its fields valid; the hidden field bots fill in is answered like a success with nothing
 * stored; a form sent sooner than a person fills one in is shown again; 10 forms per 10 minutes
 * from one address. A second registration with the same e-mail answers that it is already
 * registered and stores nothing.
 */
export async function submitTenderForm(
  context: TenderFormContext,
  tender: TenderFormTarget,
  fields: Record<string, string>,
  locale: Locale,
): Promise<TenderFormsResult> {
  const t = deskTexts(locale);
  const form = fields.form === "registration" ? "registration" : "question";
  const { [HONEYPOT_FIELD]: honeypot, [STARTED_FIELD]: startedAt, form: _, ...typed } = fields;
  const values = { ...typed, [STARTED_FIELD]: startedAt ?? "" };
  const shownAgain = (errors: Record<string, string>, kept = values): TenderFormsResult => ({
    form,
    ok: false,
    errors,
    values: kept,
  });
  const open = form === "question" ? tender.questionsOpen : tender.registrationOpen;
  if (!open) {
    return shownAgain({ form: form === "question" ? t.questionsClosed : t.registrationClosed });
  }
  const parsed =
    form === "question"
      ? questionSchema(t.errors).safeParse(typed)
      : registrationSchema(t.errors).safeParse(typed);
  if (!parsed.success) return shownAgain(fieldErrorsOf(parsed.error));
  if (honeypot) {
    context.logger.info({ honeypot: true, form }, "tender form: spam trap tripped");
    return { form, ok: true };
  }
  const fillTime = checkFillTime(context.contact.secret, startedAt ?? "");
  if (fillTime !== "person") {
    context.logger.info({ fillTime, form }, "tender form: sent too fast, shown again");
    const start = startForResend(context.contact.secret, startedAt ?? "", fillTime);
    return shownAgain({ form: t.sendAgain }, { ...values, [STARTED_FIELD]: start });
  }
  const { limited } = await hitRateLimit(
    context.db,
    `tender-form:${rateLimitSubject(context.clientIp)}`,
    TENDER_FORM_LIMIT,
  );
  if (limited) return shownAgain({ form: t.tooMany });
  const ipHash = hashAddress(context.contact.secret, context.clientIp);
  if (form === "question") {
    const input = questionSchema(t.errors).parse(typed);
    await context.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(tenderQuestions)
        .values({
          tenderId: tender.id,
          name: input.name,
          company: input.company,
          email: input.email,
          question: input.question,
          language: locale,
          ipHash,
        })
        .returning({ id: tenderQuestions.id });
      if (stored && context.announce) {
        await context.announce(tx, {
          type: "tender_question.received",
          subject: `tender_question:${stored.id}`,
          data: {
            questionId: stored.id,
            tenderId: tender.id,
            tenderTitle: tender.title,
            adminUrl: `${context.siteUrl}/admin/tenders/${tender.id}/desk`,
          },
        });
      }
    });
    return { form, ok: true };
  }
  const input = registrationSchema(t.errors).parse(typed);
  // One registration per address and tender (the unique index on lower(email) decides).
  const stored = await context.db
    .insert(tenderRegistrations)
    .values({ tenderId: tender.id, ...input, language: locale, ipHash })
    .onConflictDoNothing()
    .returning({ id: tenderRegistrations.id });
  return stored.length > 0 ? { form, ok: true } : { form, ok: true, alreadyRegistered: true };
}
