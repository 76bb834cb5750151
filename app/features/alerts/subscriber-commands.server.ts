import { asc, eq, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { toCsv } from "~/lib/csv";
import type { AppDatabase } from "../../../db/client.server";
import { ALERT_TOPICS, type SiteLanguage } from "../../../db/enums";
import { alertSubscribers } from "../../../db/schema";
import type { AlertServices } from "./sender";
import { ALERT_FREQUENCY_LABELS, ALERT_TOPIC_LABELS } from "./topics";

/*
 * What staff do with subscribers on the Alerts screen: find one by address, delete one on
 * request (their data goes with them), export the list, and send themselves a test alert.
 * Subscribers' addresses are personal data: the activity log says what was done, never to whom.
 */

/** One subscriber as the screen shows the one found by address. */
export interface FoundSubscriber {
  id: string;
  address: string;
  language: SiteLanguage;
  frequency: string;
  topics: string;
  state: string;
  confirmedAt: Date | null;
  suppressedReason: string | null;
}

/** A state as staff read it: a suppressed address says so whatever its state. */
function stateLabel(row: { state: string; suppressedAt: Date | null }): string {
  if (row.suppressedAt) return "suppressed";
  return row.state === "active" ? "confirmed" : row.state;
}

function topicsLabel(topics: (typeof alertSubscribers.$inferSelect)["topics"]): string {
  return ALERT_TOPICS.filter((topic) => topics[topic])
    .map((topic) => {
      const choice = topics[topic];
      const narrowed = [...(choice?.sectors ?? []), ...(choice?.categories ?? [])];
      const label = ALERT_TOPIC_LABELS[topic];
      return narrowed.length > 0 ? `${label} (${narrowed.join(", ")})` : label;
    })
    .join("; ");
}

/** The subscriber with this address (case does not matter), if any. */
export async function findSubscriber(
  db: AppDatabase,
  address: string,
): Promise<FoundSubscriber | undefined> {
  const wanted = address.trim();
  if (!wanted) return undefined;
  const [row] = await db
    .select()
    .from(alertSubscribers)
    .where(sql`lower(${alertSubscribers.email}) = lower(${wanted})`);
  if (!row) return undefined;
  return {
    id: row.id,
    address: row.email,
    language: row.language,
    frequency: ALERT_FREQUENCY_LABELS[row.frequency],
    topics: topicsLabel(row.topics),
    state: stateLabel(row),
    confirmedAt: row.confirmedAt,
    suppressedReason: row.suppressedReason,
  };
}

export type DeleteSubscriberResult = { status: "deleted" } | { status: "not-found" };

/**
 * 'Delete subscriber' (a data-protection request): the row goes, and with it its deliveries and
 * messages (the foreign keys cascade). Logged as done to 'a subscriber', without the address.
 */
export async function deleteSubscriber(
  db: AppDatabase,
  actorId: string,
  subscriberId: string,
): Promise<DeleteSubscriberResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(alertSubscribers)
      .where(eq(alertSubscribers.id, subscriberId))
      .returning({ id: alertSubscribers.id });
    if (!row) return { status: "not-found" as const };
    await recordActivity(tx, {
      actorId,
      action: "delete-alert-subscriber",
      subjectTitle: "a subscriber",
    });
    return { status: "deleted" as const };
  });
}

export const SUBSCRIBERS_CSV_HEADER = [
  "Address",
  "Language",
  "Frequency",
  "Topics",
  "State",
  "Confirmed at",
] as const;

/**
 * Every subscriber for a spreadsheet (oldest first), formula-safe (app/lib/csv.ts). The export
 * of personal data is logged.
 */
export async function subscribersCsv(db: AppDatabase, actorId: string): Promise<string> {
  const rows = await db
    .select()
    .from(alertSubscribers)
    .orderBy(asc(alertSubscribers.createdAt), asc(alertSubscribers.id));
  await recordActivity(db, { actorId, action: "export-alert-subscribers" });
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [
      row.email,
      row.language,
      ALERT_FREQUENCY_LABELS[row.frequency],
      topicsLabel(row.topics),
      stateLabel(row),
      row.confirmedAt?.toISOString() ?? "",
    ]),
  );
}

export type TestAlertResult = "sent" | "failed" | "off";

/** 'Send a test alert to me': a sample alert to the signed-in person's address, now. */
export async function sendTestAlert(alerts: AlertServices, to: string): Promise<TestAlertResult> {
  if (!alerts.sender) return "off";
  const sent = await alerts.sender.sendTest(to, "en").catch(() => false);
  return sent ? "sent" : "failed";
}
