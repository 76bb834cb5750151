/**
 * The alert queue, in the database every instance shares: newly public items become deliveries
 * (one per subscriber and item, ever), due deliveries become e-mails (one per item, or a digest),
 * and waiting e-mails are claimed and sent at ALERTS_PER_MINUTE. See ADR 048.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ContentTable } from "~/features/content/kind.server";
import type { AlertSource } from "~/features/content/kind-parts.server";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import type { AlertFrequency, ContentType } from "../../../db/enums";
import {
  type AlertMessage,
  alertDeliveries,
  alertItems,
  alertMessages,
  alertSubscribers,
} from "../../../db/schema";
import { subscriberMatch } from "./audience.server";

/** A kind that alerts, as the queue reads it (app/kinds/registry.server.ts: ALERTING_KINDS). */
export interface AlertingSource extends AlertSource {
  kind: ContentType;
  table: ContentTable;
}

/** The hour of the site's day digests are sent at (7 in the morning, the site's time zone). */
export const DIGEST_HOUR = 7;

/** At most this many attempts of one e-mail before it is given up ('failed'). */
export const MAX_ATTEMPTS = 8;

/** The wait before attempt n+1: 1, 4, 16, 64 minutes…, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/**
 * When a delivery of `frequency` made at `now` is due: at once, or at the next digest time in
 * the site's time zone (daily: the next 7:00; weekly: the next Monday 7:00).
 */
export function dueAt(frequency: AlertFrequency, now: Date, timeZone: string): Date {
  if (frequency === "instant") return now;
  const local = localParts(now, timeZone);
  // Days ahead: tomorrow for the daily digest (today, before its hour); the next Monday weekly.
  let days = local.hour < DIGEST_HOUR ? 0 : 1;
  if (frequency === "weekly") {
    days = (8 - local.weekday) % 7;
    if (days === 0 && local.hour >= DIGEST_HOUR) days = 7;
  }
  const midnightUtc = Date.UTC(local.year, local.month - 1, local.day) - local.offsetMs;
  return new Date(midnightUtc + days * 86_400_000 + DIGEST_HOUR * 3_600_000);
}

/** `when` in `timeZone`: its date, hour, weekday (Monday 1 … Sunday 7) and offset from UTC. */
function localParts(when: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    weekday: "short",
    hourCycle: "h23",
  }).formatToParts(when);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? "";
  const [year, month, day, hour, minute, second] = (
    ["year", "month", "day", "hour", "minute", "second"] as const
  ).map((type) => Number(get(type)));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday")) + 1;
  const asUtc = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
  );
  const offsetMs = asUtc - Math.floor(when.getTime() / 1000) * 1000;
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, weekday, offsetMs };
}

/**
 * Records the items that became public since alerts began and were not recorded yet, each with
 * one delivery per matching subscriber, in one transaction per item: a crash leaves an item
 * either wholly queued or not at all. An item is recorded once (alert_items' key), so editing,
 * unpublishing and publishing it again alerts nobody twice; a muted item is recorded already.
 * Returns how many items were queued.
 */
export async function queueNewItems(
  db: AppDatabase,
  sources: readonly AlertingSource[],
  timeZone: string,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const source of sources) {
    const { table } = source;
    const items = await db
      .select({
        id: table.id,
        sector: sql<string>`${source.sector}`,
        category: source.category ? sql<string | null>`${source.category}` : sql<null>`null`,
      })
      .from(table)
      .where(
        and(
          publiclyVisible(table),
          sql`${table.publishedAt} >= (select alerts_since from alert_sender where id = 1)`,
          source.stillOpen,
          sql`not exists (select 1 from ${alertItems} where ${alertItems.kind} = ${source.kind}
            and ${alertItems.itemId} = ${table.id})`,
        ),
      )
      .limit(200);
    for (const item of items) {
      const made = await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(alertItems)
          .values({ kind: source.kind, itemId: item.id, queuedAt: now })
          .onConflictDoNothing()
          .returning();
        // Another instance recorded it meanwhile.
        if (!recorded) return false;
        const match = subscriberMatch(source.topic, {
          sector: item.sector,
          category: item.category,
        });
        const rows = await queryRows<{ frequency: AlertFrequency; count: number }>(
          tx,
          sql`with made as (
              insert into ${alertDeliveries} (subscriber_id, kind, item_id, due_at)
              select ${alertSubscribers.id}, ${source.kind}, ${item.id}::uuid,
                case ${alertSubscribers.frequency}
                  when 'daily' then ${dueAt("daily", now, timeZone).toISOString()}::timestamptz
                  when 'weekly' then ${dueAt("weekly", now, timeZone).toISOString()}::timestamptz
                  else ${now.toISOString()}::timestamptz end
              from ${alertSubscribers} where ${match}
              on conflict do nothing
              returning 1)
            select count(*)::int as count from made`,
        );
        const count = Number(rows[0]?.count ?? 0);
        await tx
          .update(alertItems)
          .set({ subscribers: count })
          .where(and(eq(alertItems.kind, source.kind), eq(alertItems.itemId, item.id)));
        return true;
      });
      if (made) queued += 1;
    }
  }
  return queued;
}

/**
 * Puts due deliveries into e-mails: one per delivery for subscribers alerted as items are
 * published, one digest per subscriber otherwise. The deliveries are locked while this runs
 * (another instance skips them); a subscriber's digest is never split across two e-mails as
 * long as their due deliveries fit in one batch. Returns how many e-mails were made.
 */
export async function gatherDueDeliveries(db: AppDatabase, batch = 1000): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string; subscriberId: string; frequency: AlertFrequency }>(
      tx,
      sql`select d.id, d.subscriber_id as "subscriberId", s.frequency
        from ${alertDeliveries} d join ${alertSubscribers} s on s.id = d.subscriber_id
        where d.message_id is null and d.due_at <= now()
        order by d.subscriber_id, d.due_at
        limit ${batch}
        for update of d skip locked`,
    );
    if (due.length === 0) return 0;
    const groups = new Map<string, string[]>();
    for (const row of due) {
      const key = row.frequency === "instant" ? `one:${row.id}` : `digest:${row.subscriberId}`;
      groups.set(key, [...(groups.get(key) ?? []), row.id]);
    }
    const subscriberOf = new Map(due.map((row) => [row.id, row.subscriberId]));
    const made = await tx
      .insert(alertMessages)
      .values(
        [...groups.values()].map((ids) => ({ subscriberId: subscriberOf.get(ids[0] ?? "") ?? "" })),
      )
      .returning({ id: alertMessages.id });
    const lists = [...groups.values()];
    for (const [index, message] of made.entries()) {
      const ids = lists[index] ?? [];
      await tx
        .update(alertDeliveries)
        .set({ messageId: message.id })
        .where(inArray(alertDeliveries.id, ids));
    }
    return made.length;
  });
}

/** A claimed e-mail and the moment it may be sent (its slot of ALERTS_PER_MINUTE). */
export interface ClaimedMessage {
  message: AlertMessage;
  sendAt: number;
}

/**
 * Claims waiting e-mails whose time has come for this instance: no other instance takes them
 * before `leaseMs` has passed (FOR UPDATE SKIP LOCKED, then a lease). With a sending rate, the
 * shared next slot (alert_sender) spaces the claimed e-mails across every instance, and only
 * those whose slot falls within `horizonMs` are claimed.
 */
export async function claimMessages(
  db: AppDatabase,
  {
    perMinute,
    horizonMs,
    leaseMs,
    batch,
  }: {
    perMinute: number;
    horizonMs: number;
    leaseMs: number;
    batch: number;
  },
): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const spacing = perMinute > 0 ? 60_000 / perMinute : 0;
    let start = Date.now();
    let room = batch;
    if (spacing > 0) {
      const [pace] = await queryRows<{ next: Date | string; now: Date | string }>(
        tx,
        sql`select next_slot_at as next, now() as now from alert_sender where id = 1 for update`,
      );
      const dbNow = new Date(pace?.now ?? Date.now()).getTime();
      start = Math.max(new Date(pace?.next ?? dbNow).getTime(), dbNow);
      room = Math.min(batch, Math.floor((dbNow + horizonMs - start) / spacing) + 1);
      if (room <= 0) return [];
    }
    const claimed = await queryRows<AlertMessage>(
      tx,
      sql`update ${alertMessages} set lease_until = now() + ${`${leaseMs} milliseconds`}::interval,
          attempts = attempts + 1
        where id in (
          select id from ${alertMessages}
          where state = 'waiting' and next_attempt_at <= now()
            and (lease_until is null or lease_until < now())
          order by next_attempt_at
          limit ${room}
          for update skip locked)
        returning id, subscriber_id as "subscriberId", state, attempts,
          next_attempt_at as "nextAttemptAt", lease_until as "leaseUntil",
          last_error as "lastError", sent_at as "sentAt", created_at as "createdAt"`,
    );
    if (spacing > 0 && claimed.length > 0) {
      await tx.execute(
        sql`update alert_sender set next_slot_at = ${new Date(start + claimed.length * spacing).toISOString()}::timestamptz where id = 1`,
      );
    }
    return claimed.map((message, index) => ({ message, sendAt: start + index * spacing }));
  });
}

/** The outcome of one e-mail's attempt, written back to the queue. */
export type SendOutcome =
  | { sent: true }
  | { permanent: true; reason: string }
  | { temporary: true; reason: string }
  | { nothingLeft: true };

/** Records an attempt's outcome: sent; refused for good (the address suppressed); retried later. */
export async function recordOutcome(
  db: AppDatabase,
  message: AlertMessage,
  outcome: SendOutcome,
): Promise<void> {
  if ("sent" in outcome) {
    await db
      .update(alertMessages)
      .set({ state: "sent", sentAt: sql`now()`, leaseUntil: null, lastError: null })
      .where(eq(alertMessages.id, message.id));
    return;
  }
  if ("nothingLeft" in outcome) {
    // Its items are no longer public, or its subscriber paused: nothing to send, nothing owed.
    await db.delete(alertMessages).where(eq(alertMessages.id, message.id));
    return;
  }
  if ("permanent" in outcome) {
    await db.transaction(async (tx) => {
      await tx
        .update(alertMessages)
        .set({ state: "suppressed", leaseUntil: null, lastError: outcome.reason })
        .where(eq(alertMessages.id, message.id));
      await tx
        .update(alertSubscribers)
        .set({ suppressedAt: sql`now()`, suppressedReason: outcome.reason })
        .where(
          and(eq(alertSubscribers.id, message.subscriberId), isNull(alertSubscribers.suppressedAt)),
        );
      // Nothing else waits for a suppressed address.
      await tx
        .update(alertMessages)
        .set({ state: "suppressed", lastError: outcome.reason })
        .where(
          and(
            eq(alertMessages.subscriberId, message.subscriberId),
            eq(alertMessages.state, "waiting"),
          ),
        );
    });
    return;
  }
  const givenUp = message.attempts >= MAX_ATTEMPTS;
  await db
    .update(alertMessages)
    .set({
      state: givenUp ? "failed" : "waiting",
      leaseUntil: null,
      lastError: outcome.reason,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
    })
    .where(eq(alertMessages.id, message.id));
}

/** An e-mail's subscriber and its items, by kind, to render it. */
export async function messageContents(db: AppDatabase, message: AlertMessage) {
  const [subscriber] = await db
    .select()
    .from(alertSubscribers)
    .where(eq(alertSubscribers.id, message.subscriberId));
  const items = await db
    .select({ kind: alertDeliveries.kind, itemId: alertDeliveries.itemId })
    .from(alertDeliveries)
    .where(eq(alertDeliveries.messageId, message.id))
    .orderBy(alertDeliveries.createdAt);
  return { subscriber, items };
}

/**
 * Claims left by a stopped server on the embedded database (only one server runs on it): at
 * start, they are its own and can be taken again at once.
 */
export async function releaseLeases(db: AppDatabase): Promise<void> {
  await db
    .update(alertMessages)
    .set({ leaseUntil: null })
    .where(and(eq(alertMessages.state, "waiting"), sql`${alertMessages.leaseUntil} is not null`));
}

/** Gives a claimed e-mail back unsent (the sender stopped before its slot): as if never claimed. */
export async function releaseClaim(db: AppDatabase, id: string): Promise<void> {
  await db
    .update(alertMessages)
    .set({ leaseUntil: null, attempts: sql`greatest(${alertMessages.attempts} - 1, 0)` })
    .where(eq(alertMessages.id, id));
}

/**
 * The sender's shared row, made when missing (the migration makes it, with alerts beginning at
 * that moment; a database emptied since gets one from which every public item alerts).
 */
export async function ensureSenderRow(db: AppDatabase): Promise<void> {
  await db.execute(
    sql`insert into alert_sender (id, alerts_since) values (1, '-infinity') on conflict do nothing`,
  );
}
