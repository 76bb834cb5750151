import { inspectCv } from "~/features/media/cv.server";
import { MediaRefusal } from "~/features/media/refusal";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "~/features/media/rules";
import type { MediaStorage } from "~/features/media/storage.server";
import type { Announce } from "~/lib/announce";
import { HONEYPOT_FIELD, STARTED_FIELD } from "~/lib/form-trap";
import { checkFillTime, hashAddress, startForResend } from "~/lib/form-trap.server";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import { format, type Locale, localeOfPath } from "~/lib/i18n";
import type { Mail } from "~/lib/mail.server";
import { hitRateLimit, rateLimitSubject } from "~/lib/rate-limit.server";
import { messagesFor } from "~/locales";
import type { AppDatabase } from "../../../db/client.server";
import { APPLICATION_LIMIT, storeApplication } from "./applications.server";
import { applicationSchema } from "./schema";

/** What the careers feature needs of the server: the private storage, who is told, how long. */
export interface CareersServices {
  storage: MediaStorage;
  /** Told of each application (CAREERS_NOTIFY_EMAIL); unset: the site's contact e-mail. */
  notifyEmail?: string;
  /** Days applications are kept after their position closes (APPLICATION_DAYS). */
  applicationDays: number;
}

/** What an application needs of the request context. */
export interface ApplyContext {
  db: AppDatabase;
  careers: CareersServices;
  /** The spam trap's secret (signed start times, address hashes), shared with the contact form. */
  contact: { secret: string };
  clientIp: string;
  /** The public origin, for the link in staff's e-mail. */
  siteUrl: string;
  publishedSite: { identity(): Promise<{ name: string; email: string }> };
  /** Sends an e-mail in the background; undefined when e-mail is not set up. */
  sendMail?: (mail: Mail, what: string) => void;
  /** Tells the systems that follow applications (webhooks): ids, the title, the admin link. */
  announce?: Announce;
  logger: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/**
 * The form's answer: `sent` (a spam trap's too), or shown again because it is `invalid`, the
 * position `closed`, over the `limited` rate, or sent too fast (`again`).
 */
export type ApplicationResult =
  | { status: "sent"; email?: string }
  | {
      status: "invalid" | "limited" | "closed" | "again";
      errors?: Record<string, string>;
      formError?: string;
      values: Record<string, string>;
    };

/** The position an application is for, as the page found it. */
export interface ApplyTarget {
  id: string;
  /** In the language of the page applied from (the acknowledgement's). */
  title: string;
  /** In English (staff's notification). */
  englishTitle: string;
  slug: string;
  closed: boolean;
}

/**
 * The application form's action: the position must be open; the fields and the CV are checked
 * (the CV by its bytes); the hidden field bots fill in is answered like a success, nothing stored;
 * a form sent sooner than a person fills one in is shown again with what was typed (but the CV,
 * which no browser lets a page put back) and a line asking to send it again, nothing stored;
 * 5 applications an hour per address; then the CV and the row are stored, staff told and the applicant thanked by
 * e-mail (both after the answer; a failed e-mail is logged, the application kept).
 */
export async function submitApplication(
  request: Request,
  context: ApplyContext,
  position: ApplyTarget,
): Promise<ApplicationResult> {
  const language = localeOfPath(new URL(request.url).pathname);
  const t = messagesFor(language).careers;
  const form = await readForm(request);
  const { [HONEYPOT_FIELD]: honeypot, [STARTED_FIELD]: startedAt, ...typed } = formFields(form);
  const values = { ...typed, [STARTED_FIELD]: startedAt ?? "" };
  if (position.closed) {
    return { status: "closed", formError: t.closed, values };
  }
  const parsed = applicationSchema(t.errors).safeParse(typed);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const file = form.get("cv");
  let cv: { bytes: Buffer; extension: string; contentType: string; name: string } | undefined;
  if (!(file instanceof File) || file.size === 0) {
    errors.cv = t.errors.cvRequired;
  } else if (file.size > MEDIA_LIMITS.cvBytes) {
    errors.cv = t.errors.cvTooLarge;
  } else {
    const bytes = Buffer.from(await file.arrayBuffer());
    try {
      const info = inspectCv(bytes);
      cv = { bytes, extension: info.extension, contentType: info.contentType, name: file.name };
    } catch (error) {
      if (!(error instanceof MediaRefusal)) throw error;
      errors.cv =
        error.message === MEDIA_MESSAGES.cvTooLarge
          ? t.errors.cvTooLarge
          : error.message === MEDIA_MESSAGES.cvEncrypted
            ? t.errors.cvLocked
            : t.errors.cvType;
    }
  }
  if (!parsed.success || !cv || Object.keys(errors).length > 0) {
    return { status: "invalid", errors, values };
  }
  if (honeypot) {
    context.logger.info({ honeypot: true }, "application form: spam trap tripped");
    return { status: "sent" };
  }
  const fillTime = checkFillTime(context.contact.secret, startedAt ?? "");
  if (fillTime !== "person") {
    context.logger.info({ fillTime }, "application form: sent too fast, shown again");
    const start = startForResend(context.contact.secret, startedAt ?? "", fillTime);
    return {
      status: "again",
      formError: t.sendAgain,
      values: { ...values, [STARTED_FIELD]: start },
    };
  }
  const { limited } = await hitRateLimit(
    context.db,
    `apply:${rateLimitSubject(context.clientIp)}`,
    APPLICATION_LIMIT,
  );
  if (limited) {
    return { status: "limited", formError: t.tooMany, values };
  }
  const { consent: _, ...input } = parsed.data;
  const stored = await storeApplication(
    context.db,
    context.careers.storage,
    position.id,
    input,
    cv,
    {
      language,
      ipHash: hashAddress(context.contact.secret, context.clientIp),
    },
    context.announce &&
      ((tx, id) =>
        context.announce?.(tx, {
          type: "application.received",
          subject: `application:${id}`,
          data: {
            applicationId: id,
            positionId: position.id,
            positionTitle: position.englishTitle,
            adminUrl: `${context.siteUrl}/admin/careers/applications/${id}`,
          },
        }) ?? Promise.resolve()),
  );
  // The application is stored: a failure to tell anyone is logged, never the applicant's error.
  await tell(context, position, input, stored?.id, language).catch((error: unknown) => {
    context.logger.error({ err: error, applicationId: stored?.id }, "application e-mails failed");
  });
  return { status: "sent", email: context.sendMail ? input.email : undefined };
}

/** Staff are told of the application; the applicant gets an acknowledgement (when e-mail works). */
async function tell(
  context: ApplyContext,
  position: ApplyTarget,
  input: { email: string },
  id: string | undefined,
  language: Locale,
) {
  const send = context.sendMail;
  if (!send) return;
  const site = await context.publishedSite.identity();
  const to = context.careers.notifyEmail ?? site.email;
  if (to) {
    send(
      {
        to,
        subject: `[${site.name}] New application: ${position.englishTitle}`,
        text: [
          `A new application for ${position.englishTitle} has arrived.`,
          "",
          `Open it (signed-in staff only): ${context.siteUrl}/admin/careers/applications/${id ?? ""}`,
          "",
          "The applicant's details and CV are in the admin area, not in this e-mail.",
        ].join("\n"),
      },
      "application notification",
    );
  }
  // In the applicant's language; their name is not repeated to the address they typed.
  const t = messagesFor(language).careers;
  const values = { name: site.name, title: position.title, days: context.careers.applicationDays };
  send(
    {
      to: input.email,
      subject: format(t.ackSubject, values),
      text: `${format(t.ackBody, values)}\n\n${site.name}`,
    },
    "application acknowledgement",
  );
}
