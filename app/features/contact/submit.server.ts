import { fieldErrorsOf, formFields } from "~/lib/forms";
import { localeOfPath } from "~/lib/i18n";
import { hitRateLimit, rateLimitSubject } from "~/lib/rate-limit.server";
import { messagesFor } from "~/locales";
import type { AppDatabase } from "../../../db/client.server";
import {
  CONTACT_LIMIT,
  type ContactNotifier,
  type ContactResult,
  checkFillTime,
  hashAddress,
  startForResend,
  storeContactMessage,
} from "./contact.server";
import { contactSchema, HONEYPOT_FIELD, STARTED_FIELD } from "./schema";

/** What the contact form needs of the request context. */
export interface ContactContext {
  db: AppDatabase;
  /** The spam trap's secret and who is told of each message (undefined: nobody). */
  contact: { secret: string; notify?: ContactNotifier };
  clientIp: string;
  logger: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/**
 * The contact form's action: validation, the hidden field bots fill in (answered like a success,
 * nothing stored), a form sent sooner than a person fills one in (shown again with what was typed
 * and a line asking to send it again, nothing stored; the resend is taken), the rate limit (5 messages per 10 minutes per address, shared by all instances; only messages
 * that would be stored count, so corrections do not use it up), then the message is stored and
 * only after that e-mailed; a failed e-mail is logged and the message stays stored.
 */
export async function submitContactForm(
  request: Request,
  context: ContactContext,
  form: FormData,
): Promise<ContactResult> {
  const values = formFields(form);
  const {
    [HONEYPOT_FIELD]: honeypot,
    [STARTED_FIELD]: startedAt,
    intent: _intent,
    ...typed
  } = values;

  // The form shown again keeps the time it was first shown, so a quick correction is not
  // mistaken for a bot.
  const kept = { ...typed, [STARTED_FIELD]: startedAt ?? "" };
  // The form of /am or /om posts to its own page: answers, and the stored message, in its language.
  const language = localeOfPath(new URL(request.url).pathname);
  const t = messagesFor(language).contact;
  const parsed = contactSchema(t.errors).safeParse(typed);
  if (!parsed.success) {
    return { status: "invalid", errors: fieldErrorsOf(parsed.error), values: kept };
  }
  if (honeypot) {
    context.logger.info({ honeypot: true }, "contact form: spam trap tripped");
    return { status: "sent" };
  }
  const fillTime = checkFillTime(context.contact.secret, startedAt ?? "");
  if (fillTime !== "person") {
    context.logger.info({ fillTime }, "contact form: sent too fast, shown again");
    const start = startForResend(context.contact.secret, startedAt ?? "", fillTime);
    return {
      status: "again",
      formError: t.sendAgain,
      values: { ...kept, [STARTED_FIELD]: start },
    };
  }
  const { limited } = await hitRateLimit(
    context.db,
    `contact:${rateLimitSubject(context.clientIp)}`,
    CONTACT_LIMIT,
  );
  if (limited) {
    return { status: "limited", formError: t.tooMany, values: kept };
  }
  const stored = await storeContactMessage(context.db, parsed.data, {
    ipHash: hashAddress(context.contact.secret, context.clientIp),
    userAgent: request.headers.get("user-agent"),
    language,
  });
  if (stored && context.contact.notify) {
    // Sent after the answer; a failure is logged and the stored message is kept.
    context.contact
      .notify({ ...parsed.data, createdAt: stored.createdAt })
      .catch((error: unknown) => {
        context.logger.error({ err: error, messageId: stored.id }, "contact notification failed");
      });
  }
  return { status: "sent" };
}
