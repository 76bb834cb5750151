import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.server";
import {
  ALERT_TOPICS,
  type AlertTopic,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../db/enums";
import { alertMessages, alertSubscribers } from "../../../db/schema";

/** How far back 'sent' counts on the Alerts screen. */
export const SENT_WITHIN_DAYS = 30;
/** How many failures and suppressed addresses the screen lists (the newest). */
const LISTED = 25;

/** What the Alerts screen shows of the subscribers and the queue (all counts). */
export interface AlertsOverview {
  subscribers: {
    /** Confirmed and receiving: active, not suppressed. */
    confirmed: number;
    pending: number;
    paused: number;
    /** The SMTP server refused the address for good: nothing more is sent to it. */
    suppressed: number;
    /** Receiving subscribers by topic and by language. */
    byTopic: Record<AlertTopic, number>;
    byLanguage: Record<SiteLanguage, number>;
  };
  queue: { waiting: number; sent: number; failed: number; suppressed: number };
  /** E-mails that failed for good, and those waiting to be tried again after a failure. */
  failures: { id: string; address: string; reason: string; at: Date; retrying: boolean }[];
  suppressed: { address: string; reason: string; at: Date }[];
}

const count = sql<number>`count(*)::int`;
const receiving = and(eq(alertSubscribers.state, "active"), isNull(alertSubscribers.suppressedAt));

/** The Alerts screen's numbers and lists, read now. */
export async function alertsOverview(db: AppDatabase, now = new Date()): Promise<AlertsOverview> {
  const since = new Date(now.getTime() - SENT_WITHIN_DAYS * 24 * 3600_000);
  const [states, topics, languages, messages, failures, suppressed] = await Promise.all([
    db
      .select({
        confirmed: sql<number>`count(*) filter (where ${receiving})::int`,
        pending: sql<number>`count(*) filter (where ${alertSubscribers.state} = 'pending' and ${alertSubscribers.suppressedAt} is null)::int`,
        paused: sql<number>`count(*) filter (where ${alertSubscribers.state} = 'paused' and ${alertSubscribers.suppressedAt} is null)::int`,
        suppressed: sql<number>`count(*) filter (where ${alertSubscribers.suppressedAt} is not null)::int`,
      })
      .from(alertSubscribers),
    db
      .select({
        news: sql<number>`count(*) filter (where ${alertSubscribers.topics} ? 'news')::int`,
        tenders: sql<number>`count(*) filter (where ${alertSubscribers.topics} ? 'tenders')::int`,
        jobs: sql<number>`count(*) filter (where ${alertSubscribers.topics} ? 'jobs')::int`,
      })
      .from(alertSubscribers)
      .where(receiving),
    db
      .select({ language: alertSubscribers.language, count })
      .from(alertSubscribers)
      .where(receiving)
      .groupBy(alertSubscribers.language),
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${alertMessages.state} = 'waiting')::int`,
        sent: sql<number>`count(*) filter (where ${alertMessages.state} = 'sent' and ${alertMessages.sentAt} >= ${since})::int`,
        failed: sql<number>`count(*) filter (where ${alertMessages.state} = 'failed')::int`,
        suppressed: sql<number>`count(*) filter (where ${alertMessages.state} = 'suppressed')::int`,
      })
      .from(alertMessages),
    db
      .select({
        id: alertMessages.id,
        address: alertSubscribers.email,
        reason: alertMessages.lastError,
        state: alertMessages.state,
        at: alertMessages.nextAttemptAt,
      })
      .from(alertMessages)
      .innerJoin(alertSubscribers, eq(alertSubscribers.id, alertMessages.subscriberId))
      .where(
        or(
          eq(alertMessages.state, "failed"),
          and(eq(alertMessages.state, "waiting"), isNotNull(alertMessages.lastError)),
        ),
      )
      .orderBy(desc(alertMessages.nextAttemptAt))
      .limit(LISTED),
    db
      .select({
        address: alertSubscribers.email,
        reason: alertSubscribers.suppressedReason,
        at: alertSubscribers.suppressedAt,
      })
      .from(alertSubscribers)
      .where(isNotNull(alertSubscribers.suppressedAt))
      .orderBy(desc(alertSubscribers.suppressedAt))
      .limit(LISTED),
  ]);
  const byLanguage = Object.fromEntries(SITE_LANGUAGES.map((l) => [l, 0])) as Record<
    SiteLanguage,
    number
  >;
  for (const row of languages) byLanguage[row.language] = Number(row.count);
  const topicRow = topics[0];
  const byTopic = Object.fromEntries(
    ALERT_TOPICS.map((topic) => [topic, Number(topicRow?.[topic] ?? 0)]),
  ) as Record<AlertTopic, number>;
  const state = states[0];
  const queue = messages[0];
  return {
    subscribers: {
      confirmed: Number(state?.confirmed ?? 0),
      pending: Number(state?.pending ?? 0),
      paused: Number(state?.paused ?? 0),
      suppressed: Number(state?.suppressed ?? 0),
      byTopic,
      byLanguage,
    },
    queue: {
      waiting: Number(queue?.waiting ?? 0),
      sent: Number(queue?.sent ?? 0),
      failed: Number(queue?.failed ?? 0),
      suppressed: Number(queue?.suppressed ?? 0),
    },
    failures: failures.map((row) => ({
      id: row.id,
      address: row.address,
      reason: row.reason ?? "No reason given.",
      at: row.at,
      retrying: row.state === "waiting",
    })),
    suppressed: suppressed.map((row) => ({
      address: row.address,
      reason: row.reason ?? "No reason given.",
      at: row.at ?? now,
    })),
  };
}
