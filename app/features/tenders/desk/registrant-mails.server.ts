import { eq } from "drizzle-orm";
import { format, type Locale, localizedPath } from "~/lib/i18n";
import type { Mail } from "~/lib/mail.server";
import type { AppDatabase } from "../../../../db/client.server";
import { type TenderTranslations, tenderRegistrations } from "../../../../db/schema";
import { type DeskTexts, deskTexts } from "./texts";

/** What telling registrants needs of the server. */
export interface MailContext {
  db: AppDatabase;
  siteUrl: string;
  site: { timeZone: string };
  publishedSite: { identity(): Promise<{ name: string }> };
  /** Resolves false when the SMTP server did not take the mail (logged); undefined: no e-mail. */
  sendMail?: (mail: Mail, what: string) => Promise<boolean>;
}

/** The tender a notice is about, as the mails name it. */
export interface NoticeTender {
  id: string;
  slug: string;
  title: string;
  reference: string;
  translations: TenderTranslations;
}

/** What became of the e-mails of one notice: staff are told of those that failed. */
export interface MailOutcome {
  /** False when the server sends no e-mail at all (no SMTP_URL). */
  mailReady: boolean;
  sent: number;
  failed: number;
}

/** The body of one notice in a registrant's language (its lines; the footer is added). */
export type NoticeBody = (
  texts: DeskTexts["mail"],
  locale: Locale,
  names: { site: string; title: string; reference: string },
) => { subject: string; lines: string[] };

/**
 * E-mails a published notice to everyone registered for the tender, each in the language they
 * registered in. Called after the notice is stored: a failure never takes it back, it is logged
 * and counted for staff.
 */
export async function tellRegistrants(
  context: MailContext,
  tender: NoticeTender,
  what: string,
  body: NoticeBody,
): Promise<MailOutcome> {
  const send = context.sendMail;
  if (!send) return { mailReady: false, sent: 0, failed: 0 };
  const registrants = await context.db
    .select({ email: tenderRegistrations.email, language: tenderRegistrations.language })
    .from(tenderRegistrations)
    .where(eq(tenderRegistrations.tenderId, tender.id));
  if (registrants.length === 0) return { mailReady: true, sent: 0, failed: 0 };
  const site = (await context.publishedSite.identity()).name;
  const results = await Promise.all(
    registrants.map(({ email, language }) => {
      const texts = deskTexts(language).mail;
      const title =
        language === "en" ? tender.title : (tender.translations[language]?.title ?? tender.title);
      const { subject, lines } = body(texts, language, {
        site,
        title,
        reference: tender.reference,
      });
      const url = `${context.siteUrl}${localizedPath(`/tenders/${tender.slug}`, language)}`;
      const text = [...lines, "", format(texts.footer, { url }), "", site].join("\n");
      return send({ to: email, subject, text }, what);
    }),
  );
  const sent = results.filter(Boolean).length;
  return { mailReady: true, sent, failed: results.length - sent };
}
