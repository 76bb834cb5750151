import { and, eq, lt, sql } from "drizzle-orm";
import { checkFillTime, hashAddress, startForResend } from "~/lib/form-trap.server";
import { fieldErrorsOf } from "~/lib/forms";
import { format, type Locale, localizedPath } from "~/lib/i18n";
import type { Mail } from "~/lib/mail.server";
import { hitRateLimit, type RateLimitRule, rateLimitSubject } from "~/lib/rate-limit.server";
import type { AppDatabase } from "../../../db/client.server";
import type { AlertFrequency } from "../../../db/enums";
import { type AlertSubscriber, type AlertTopics, alertSubscribers } from "../../../db/schema";
import {
  type AlertFormResult,
  type AlertFormValues,
  alertFormSchema,
  describeChoices,
  topicsOf,
} from "./choices";
import { alertTexts } from "./texts";
import { ALERT_PATHS, alertToken, readAlertToken } from "./tokens.server";

/** 'Get alerts' forms from one network: 10 per 10 minutes. */
export const ALERT_FORM_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
/** Confirmation e-mails to one address: 3 a day (no bulk subscription of strangers). */
export const ALERT_ADDRESS_LIMIT: RateLimitRule = { limit: 3, windowMs: 24 * 3600_000 };
/** An unconfirmed request (a pending subscriber, new choices) is forgotten after this long. */
export const UNCONFIRMED_DAYS = 7;

/** What the alert commands need of the request context. */
export interface AlertContext {
  db: AppDatabase;
  /** The server's secret: link tokens, the form's signed time, address hashes. */
  secret: string;
  clientIp: string;
  /** Undefined without SMTP_URL: nothing can be confirmed, so nothing is stored. */
  sendMail?: (mail: Mail, what: string) => Promise<boolean>;
  siteUrl: string;
  /** The company's name, as the confirmation e-mail names the sender. */
  siteName: string;
  logger: { info(details: object, message: string): void };
}

/** What a visitor posted to 'Get alerts', with its spam traps. */
export interface AlertRequestForm {
  values: AlertFormValues;
  honeypot: string;
  startedAt: string;
}

/**
 * 'Get alerts': double opt-in. A new address becomes a pending subscriber; a pending one gets
 * its choices replaced; an active or paused one keeps its choices until the new ones (kept in
 * `requested`) are confirmed. Each case sends the same confirmation e-mail, and the answer is the
 * same whatever the address's story, so the form tells nobody who is subscribed. Guarded like the
 * contact form: the hidden field bots fill in (answered like a success, nothing stored), the signed
 * time, 10 forms per 10 minutes per network, and at most 3 confirmation e-mails per address a day
 * (beyond them, the same answer and nothing sent or changed).
 */
export async function subscribe(
  context: AlertContext,
  { values, honeypot, startedAt }: AlertRequestForm,
  locale: Locale,
): Promise<AlertFormResult> {
  const t = alertTexts(locale);
  const shownAgain = (errors: Record<string, string>, start = startedAt): AlertFormResult => ({
    ok: false,
    errors,
    values: { ...values, startedAt: start },
  });
  if (!context.sendMail) return shownAgain({ form: t.unavailable });
  const parsed = alertFormSchema(t.errors).safeParse(values);
  if (!parsed.success) return shownAgain(fieldErrorsOf(parsed.error));
  const email = parsed.data.email;
  if (honeypot) {
    context.logger.info({ honeypot: true }, "alerts form: spam trap tripped");
    return { ok: true, email };
  }
  const fillTime = checkFillTime(context.secret, startedAt);
  if (fillTime !== "person") {
    context.logger.info({ fillTime }, "alerts form: sent too fast, shown again");
    return shownAgain({ form: t.sendAgain }, startForResend(context.secret, startedAt, fillTime));
  }
  const network = await hitRateLimit(
    context.db,
    `alerts-form:${rateLimitSubject(context.clientIp)}`,
    ALERT_FORM_LIMIT,
  );
  if (network.limited) return shownAgain({ form: t.tooMany });
  const address = await hitRateLimit(
    context.db,
    `alerts-address:${hashAddress(context.secret, email.toLowerCase())}`,
    ALERT_ADDRESS_LIMIT,
  );
  if (address.limited) {
    context.logger.info({}, "alerts form: address had its confirmations for today");
    return { ok: true, email };
  }

  const choices = { topics: topicsOf(values), frequency: values.frequency, language: locale };
  const subscriber = await storeRequest(context.db, email, choices);
  const link = `${context.siteUrl}${localizedPath(
    ALERT_PATHS.confirm(alertToken(context.secret, "confirm", subscriber.id)),
    locale,
  )}`;
  void context.sendMail(
    confirmationMail(subscriber.email, choices, link, context.siteName),
    "alert confirmation",
  );
  return { ok: true, email };
}

interface Choices {
  topics: AlertTopics;
  frequency: AlertFrequency;
  language: Locale;
}

/** Stores a request as the address's state says (see `subscribe`): its subscriber row. */
async function storeRequest(
  db: AppDatabase,
  email: string,
  choices: Choices,
): Promise<AlertSubscriber> {
  const byAddress = sql`lower(${alertSubscribers.email}) = lower(${email})`;
  const [created] = await db
    .insert(alertSubscribers)
    .values({ email, ...choices, state: "pending" })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(alertSubscribers).where(byAddress);
  if (!existing) throw new Error("alert subscriber vanished while subscribing");
  const now = new Date();
  const [updated] =
    existing.state === "pending"
      ? // A new request: its 7 days start again.
        await db
          .update(alertSubscribers)
          .set({ ...choices, createdAt: now, updatedAt: now })
          .where(eq(alertSubscribers.id, existing.id))
          .returning()
      : await db
          .update(alertSubscribers)
          .set({ requested: choices, requestedAt: now, updatedAt: now })
          .where(eq(alertSubscribers.id, existing.id))
          .returning();
  return updated ?? existing;
}

/** The confirmation e-mail, in the language of the page the request was sent from. */
export function confirmationMail(to: string, choices: Choices, link: string, name: string): Mail {
  const t = alertTexts(choices.language);
  return {
    to,
    subject: format(t.mail.subject, { name }),
    text: format(t.mail.body, {
      name,
      link,
      choices: describeChoices(choices.topics, choices.frequency, choices.language),
    }),
  };
}

/** A subscription as its pages show it. */
export interface SubscriptionView {
  id: string;
  email: string;
  topics: AlertTopics;
  frequency: AlertFrequency;
  language: Locale;
  state: AlertSubscriber["state"];
}

function viewOf(row: AlertSubscriber): SubscriptionView {
  return {
    id: row.id,
    email: row.email,
    topics: row.topics,
    frequency: row.frequency,
    language: row.language,
    state: row.state,
  };
}

async function subscriberOf(
  db: AppDatabase,
  secret: string,
  purpose: "confirm" | "manage",
  token: string,
): Promise<AlertSubscriber | undefined> {
  const id = readAlertToken(secret, purpose, token);
  if (!id) return undefined;
  const [row] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.id, id));
  return row;
}

/**
 * What a confirmation link would confirm (its page asks before it does: mail scanners open
 * links): the request's choices, or the subscription's own when nothing waits. Undefined for an
 * unknown link or a request forgotten meanwhile.
 */
export async function readConfirmation(
  db: AppDatabase,
  secret: string,
  token: string,
): Promise<SubscriptionView | undefined> {
  const row = await subscriberOf(db, secret, "confirm", token);
  if (!row) return undefined;
  return row.requested ? { ...viewOf(row), ...row.requested } : viewOf(row);
}

/**
 * Confirms by the link's token: a pending subscriber becomes active, an active or paused one's
 * requested choices replace its own. A link used twice confirms nothing more and says the same.
 * Confirming shows the address receives mail, so an earlier refusal by its server is forgotten.
 */
export async function confirm(
  db: AppDatabase,
  secret: string,
  token: string,
): Promise<SubscriptionView | undefined> {
  const row = await subscriberOf(db, secret, "confirm", token);
  if (!row) return undefined;
  const now = new Date();
  const [updated] = await db
    .update(alertSubscribers)
    .set({
      ...(row.requested ?? {}),
      ...(row.state === "pending" ? { state: "active" as const, confirmedAt: now } : {}),
      requested: null,
      requestedAt: null,
      suppressedAt: null,
      suppressedReason: null,
      updatedAt: now,
    })
    .where(eq(alertSubscribers.id, row.id))
    .returning();
  return updated ? viewOf(updated) : undefined;
}

/** The subscription a manage link names, or undefined (unknown, or deleted meanwhile). */
export async function readSubscription(
  db: AppDatabase,
  secret: string,
  token: string,
): Promise<SubscriptionView | undefined> {
  const row = await subscriberOf(db, secret, "manage", token);
  return row ? viewOf(row) : undefined;
}

/** The manage page's answer: what it did, or its errors with the values posted. */
export type ManageResult =
  | { ok: true; done: "saved" | "paused" | "resumed" }
  | { ok: false; errors: Record<string, string>; values: AlertFormValues; language: Locale };

/**
 * The manage page's 'Save changes': topics (at least one), sectors, categories, frequency and
 * the e-mails' language, applied at once (the link proves the address). The address stays.
 */
export async function updateSubscription(
  db: AppDatabase,
  subscription: SubscriptionView,
  values: AlertFormValues,
  language: Locale,
  locale: Locale,
): Promise<ManageResult> {
  const t = alertTexts(locale);
  const parsed = alertFormSchema(t.errors).safeParse({ ...values, email: subscription.email });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error), values, language };
  await db
    .update(alertSubscribers)
    .set({
      topics: topicsOf(values),
      frequency: values.frequency,
      language,
      updatedAt: new Date(),
    })
    .where(eq(alertSubscribers.id, subscription.id));
  return { ok: true, done: "saved" };
}

/** Pauses (nothing is sent) or resumes a confirmed subscription; a pending one stays pending. */
export async function setPaused(
  db: AppDatabase,
  subscription: SubscriptionView,
  paused: boolean,
): Promise<ManageResult> {
  await db
    .update(alertSubscribers)
    .set({ state: paused ? "paused" : "active", updatedAt: new Date() })
    .where(
      and(
        eq(alertSubscribers.id, subscription.id),
        sql`${alertSubscribers.state} in ('active', 'paused')`,
      ),
    );
  return { ok: true, done: paused ? "paused" : "resumed" };
}

/**
 * Unsubscribes by a manage link (the manage page's button, the unsubscribe page, a mail client's
 * one-click POST): the subscriber is deleted, its deliveries and messages with it. Whether there
 * was one to delete.
 */
export async function unsubscribe(db: AppDatabase, secret: string, token: string) {
  const id = readAlertToken(secret, "manage", token);
  if (!id) return false;
  const deleted = await db
    .delete(alertSubscribers)
    .where(eq(alertSubscribers.id, id))
    .returning({ id: alertSubscribers.id });
  return deleted.length > 0;
}

/**
 * Forgets unconfirmed requests after UNCONFIRMED_DAYS: pending subscribers are deleted, an
 * active subscriber's requested choices cleared (its own stay). Run by the hourly upkeep.
 */
export async function pruneUnconfirmedAlerts(
  db: AppDatabase,
  now = new Date(),
): Promise<{ forgotten: number; cleared: number }> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 3600_000);
  const forgotten = await db
    .delete(alertSubscribers)
    .where(and(eq(alertSubscribers.state, "pending"), lt(alertSubscribers.createdAt, before)))
    .returning({ id: alertSubscribers.id });
  const cleared = await db
    .update(alertSubscribers)
    .set({ requested: null, requestedAt: null })
    .where(lt(alertSubscribers.requestedAt, before))
    .returning({ id: alertSubscribers.id });
  return { forgotten: forgotten.length, cleared: cleared.length };
}
