/**
 * The webhook queue, in the database every instance shares (ADR 060, after ADR 048's alerts):
 * events are rows, each with one delivery per endpoint following its type (made in the same
 * statement, unique per endpoint and event: at most once), claimed with FOR UPDATE SKIP LOCKED
 * and a lease, retried with backoff for 24 hours.
 */
import { sql } from "drizzle-orm";
import type { ContentTable } from "~/features/content/kind.server";
import { CONTENT_KINDS, type ContentKind, publicAddress } from "~/features/content/kinds";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import type { WebhookContentAction } from "../../../db/schema";
import { contentEventType, type WebhookEventType } from "./events";

/** A kind whose public items are compared (app/kinds/registry.server.ts: every kind). */
export interface WebhookSource {
  kind: ContentKind;
  table: ContentTable;
}

/** An event to record: its type, what it is about, and the `data` sent. */
export interface NewWebhookEvent {
  type: WebhookEventType;
  subject: string | null;
  data: Record<string, unknown>;
}

/** After this many failed attempts in a row an endpoint shows 'Failing'. */
export const FAILING_AFTER = 5;

/** Deliveries are retried until this long after their event, then 'failed'. */
export const RETRY_FOR_MS = 24 * 3600_000;

/** Events and their attempts are kept this many days (the log), then pruned. */
export const KEEP_DAYS = 30;

const RETRY_DELAYS_MS = [5, 60, 300, 1800, 7200, 18_000, 36_000].map((s) => s * 1000);

/** The wait after the n-th failed attempt: 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, then 10 h. */
export function retryDelayMs(attempts: number): number {
  const last = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1] ?? 36_000_000;
  return RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? last;
}

/**
 * Records an event and, in the same statement, its deliveries: one for every enabled endpoint
 * following its type (or only `endpointId`, for a test, whatever it follows). An event nobody
 * follows is not stored. Returns the event's id, or undefined when nobody follows it.
 */
export async function recordWebhookEvent(
  db: AppDatabase,
  event: NewWebhookEvent,
  endpointId?: string,
): Promise<string | undefined> {
  const followers = endpointId
    ? sql`e.id = ${endpointId}::uuid`
    : sql`e.enabled and e.events @> jsonb_build_array(${event.type}::text)`;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with event as (
        insert into webhook_events (type, subject, payload)
        select ${event.type}, ${event.subject}, ${JSON.stringify(event.data)}::jsonb
        where exists (select 1 from webhook_endpoints e where ${followers})
        returning id),
      made as (
        insert into webhook_deliveries (endpoint_id, event_id)
        select e.id, event.id from webhook_endpoints e cross join event where ${followers}
        on conflict do nothing)
      select id from event`,
  );
  return row?.id;
}

/** Whether any endpoint is on: without one, nothing is compared or recorded. */
export async function anyEndpointEnabled(db: AppDatabase): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from webhook_endpoints where enabled limit 1`,
  );
  return rows.length > 0;
}

/**
 * Takes the comparing lease (one instance compares at a time, across every instance) for
 * `leaseMs`; false when another instance holds it.
 */
export async function takeCompareLease(db: AppDatabase, leaseMs: number): Promise<boolean> {
  await db.execute(sql`insert into webhook_sender (id) values (1) on conflict do nothing`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update webhook_sender set lease_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id = 1 and (lease_until is null or lease_until < now()) returning id`,
  );
  return rows.length > 0;
}

export async function releaseCompareLease(db: AppDatabase): Promise<void> {
  await db.execute(sql`update webhook_sender set lease_until = null where id = 1`);
}

/**
 * With no endpoint on, what was seen is forgotten: the first comparison after one is turned on
 * fills `webhook_items` again silently, rather than announcing every change made meanwhile.
 */
export async function forgetSeenItems(db: AppDatabase): Promise<void> {
  await db.execute(
    sql`update webhook_sender set baselined_at = null where id = 1 and baselined_at is not null`,
  );
}

/**
 * A cheap summary of the content a comparison reads: per kind, how many items are public, how
 * many rows there are, the latest save and the latest public publication time; and when the
 * items were first noted. Two equal summaries mean nothing a comparison would find has changed
 * (every save moves `updated_at`; a schedule's time passing moves the counts), so the full
 * comparison, which reads every public item, runs only when the summary moves.
 */
export async function contentFingerprint(
  db: AppDatabase,
  sources: readonly WebhookSource[],
): Promise<string> {
  const parts = sources.map(
    ({ table }) =>
      sql`(select concat_ws(':', count(*) filter (where ${publiclyVisible(table)}), count(*),
          max(${table.updatedAt})::text,
          max(${table.publishedAt}) filter (where ${publiclyVisible(table)})::text) from ${table})`,
  );
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select concat_ws('|', (select baselined_at::text from webhook_sender where id = 1),
        ${sql.join(parts, sql`, `)}) as fingerprint`,
  );
  return row?.fingerprint ?? "";
}

/** What a content event says of its item (never a draft's text: the public facts only). */
interface ChangedItem {
  id: string;
  title: string | null;
  slug: string | null;
  publishedAt: Date | string | null;
  updatedAt: Date | string | null;
}

function contentData(
  kind: ContentKind,
  item: ChangedItem,
  siteUrl: string,
  publicNow: boolean,
): Record<string, unknown> {
  const path = publicNow && item.slug ? publicAddress(kind, item.slug) : null;
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return {
    kind,
    id: item.id,
    title: item.title,
    url: path ? `${siteUrl}${path}` : null,
    adminUrl: `${siteUrl}${CONTENT_KINDS[kind].editPath}/${item.id}`,
    publishedAt: iso(item.publishedAt),
    updatedAt: iso(item.updatedAt),
  };
}

/** How many changes one transaction records at most (a bulk publish takes several passes). */
const CHANGES_PER_PASS = 500;

/**
 * Compares each kind's public items with what webhooks last saw (`webhook_items`) and records
 * what changed, kind by kind, the events and the new state in one transaction: a new public item
 * is `published`, a changed `updatedAt` `updated`, an item no longer public `unpublished` (its
 * row still there) or `deleted` (in the trash or purged). The first comparison (nothing seen yet)
 * only fills `webhook_items`. Call with the compare lease held. Returns the events recorded.
 */
export async function recordContentChanges(
  db: AppDatabase,
  sources: readonly WebhookSource[],
  siteUrl: string,
): Promise<number> {
  const [sender] = await queryRows<{ baselinedAt: Date | null }>(
    db,
    sql`select baselined_at as "baselinedAt" from webhook_sender where id = 1`,
  );
  if (!sender?.baselinedAt) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from webhook_items`);
      for (const { kind, table } of sources) {
        await tx.execute(
          sql`insert into webhook_items (kind, item_id, updated_at)
            select ${kind}, ${table.id}, ${table.updatedAt} from ${table} where ${publiclyVisible(table)}`,
        );
      }
      await tx.execute(sql`update webhook_sender set baselined_at = now() where id = 1`);
    });
    return 0;
  }
  let recorded = 0;
  for (const source of sources) {
    for (;;) {
      const made = await recordKindChanges(db, source, siteUrl);
      recorded += made;
      if (made < CHANGES_PER_PASS) break;
    }
  }
  return recorded;
}

async function recordKindChanges(
  db: AppDatabase,
  { kind, table }: WebhookSource,
  siteUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    // `seenAs`: updated_at as text, written back as read (a JS date would drop microseconds).
    const shown = await queryRows<ChangedItem & { seen: boolean; seenAs: string }>(
      tx,
      sql`select ${table.id} as id, ${table.title} as title, to_jsonb(${table})->>'slug' as slug,
          ${table.publishedAt} as "publishedAt", ${table.updatedAt} as "updatedAt",
          (w.item_id is not null) as seen, ${table.updatedAt}::text as "seenAs"
        from ${table} left join webhook_items w on w.kind = ${kind} and w.item_id = ${table.id}
        where ${publiclyVisible(table)}
          and (w.item_id is null or w.updated_at <> ${table.updatedAt})
        limit ${CHANGES_PER_PASS}`,
    );
    const gone = await queryRows<ChangedItem & { stillThere: boolean }>(
      tx,
      sql`select w.item_id as id, ${table.title} as title, to_jsonb(${table})->>'slug' as slug,
          ${table.publishedAt} as "publishedAt", ${table.updatedAt} as "updatedAt",
          (${table.id} is not null and ${table.deletedAt} is null) as "stillThere"
        from webhook_items w left join ${table} on ${table.id} = w.item_id
        where w.kind = ${kind} and not coalesce(${publiclyVisible(table)}, false)
        limit ${CHANGES_PER_PASS - shown.length}`,
    );
    const record = (action: WebhookContentAction, item: ChangedItem, publicNow: boolean) =>
      recordWebhookEvent(tx, {
        type: contentEventType(kind, action),
        subject: `${kind}:${item.id}`,
        data: contentData(kind, item, siteUrl, publicNow),
      });
    for (const item of shown) {
      await record(item.seen ? "updated" : "published", item, true);
      await tx.execute(
        sql`insert into webhook_items (kind, item_id, updated_at)
          values (${kind}, ${item.id}::uuid, ${item.seenAs}::timestamptz)
          on conflict (kind, item_id) do update set updated_at = excluded.updated_at`,
      );
    }
    for (const item of gone) {
      await record(item.stillThere ? "unpublished" : "deleted", item, false);
      await tx.execute(
        sql`delete from webhook_items where kind = ${kind} and item_id = ${item.id}::uuid`,
      );
    }
    return shown.length + gone.length;
  });
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  endpointId: string;
  url: string;
  sealedSecret: string;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  eventAt: Date;
}

/**
 * Claims due deliveries of enabled endpoints for this instance: no other instance takes them
 * before `leaseMs` has passed (FOR UPDATE SKIP LOCKED, then a lease). Each claim counts an attempt.
 */
export async function claimDeliveries(
  db: AppDatabase,
  { leaseMs, batch }: { leaseMs: number; batch: number },
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimedDelivery & { eventAt: Date | string }>(
    db,
    sql`with claimed as (
        update webhook_deliveries set lease_until = now() + ${`${leaseMs} milliseconds`}::interval,
          attempts = attempts + 1
        where id in (
          select d.id from webhook_deliveries d
          where d.state = 'waiting' and d.next_attempt_at <= now()
            and (d.lease_until is null or d.lease_until < now())
            and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
          order by d.next_attempt_at
          limit ${batch}
          for update skip locked)
        returning id, attempts, endpoint_id, event_id)
      select c.id, c.attempts, c.endpoint_id as "endpointId", e.url, e.secret as "sealedSecret",
        v.id as "eventId", v.type, v.payload, v.created_at as "eventAt"
      from claimed c join webhook_endpoints e on e.id = c.endpoint_id
        join webhook_events v on v.id = c.event_id`,
  );
  return rows.map((row) => ({ ...row, eventAt: new Date(row.eventAt) }));
}

/** One attempt's outcome: the HTTP status (null: no answer), how long it took, what went wrong. */
export interface AttemptOutcome {
  status: number | null;
  durationMs: number;
  error: string | null;
}

export function isDelivered(outcome: AttemptOutcome): boolean {
  return outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
}

/**
 * Logs an attempt and moves its delivery on: delivered (a 2xx), else waiting for the next try
 * of the backoff, or failed once that try would fall past 24 hours after the event. The
 * endpoint's run of failures is reset by a success and grows with each failure.
 */
export async function recordAttempt(
  db: AppDatabase,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  now = new Date(),
): Promise<void> {
  const delivered = isDelivered(outcome);
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  const givenUp = !delivered && next.getTime() > delivery.eventAt.getTime() + RETRY_FOR_MS;
  const state = delivered ? "delivered" : givenUp ? "failed" : "waiting";
  const error = outcome.error?.slice(0, 500) ?? null;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into webhook_attempts (delivery_id, at, status, duration_ms, error)
        values (${delivery.id}::uuid, ${now.toISOString()}::timestamptz, ${outcome.status},
          ${outcome.durationMs}, ${error})`,
    );
    await tx.execute(
      sql`update webhook_deliveries set state = ${state}, lease_until = null,
          last_status = ${outcome.status}, last_duration_ms = ${outcome.durationMs},
          last_error = ${error}, last_attempt_at = ${now.toISOString()}::timestamptz,
          delivered_at = ${delivered ? now.toISOString() : null}::timestamptz,
          next_attempt_at = ${(delivered || givenUp ? now : next).toISOString()}::timestamptz
        where id = ${delivery.id}::uuid`,
    );
    await tx.execute(
      delivered
        ? sql`update webhook_endpoints set failures = 0, failing_since = null
            where id = ${delivery.endpointId}::uuid`
        : sql`update webhook_endpoints set failures = failures + 1,
            failing_since = coalesce(failing_since, ${now.toISOString()}::timestamptz)
            where id = ${delivery.endpointId}::uuid`,
    );
  });
}

/**
 * 'Redeliver': the same delivery tried again now (its event id, so the receiver can tell it is
 * a repeat), whatever it came to. False when it is not this endpoint's.
 */
export async function redeliver(
  db: AppDatabase,
  endpointId: string,
  deliveryId: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update webhook_deliveries set state = 'waiting', next_attempt_at = now(), lease_until = null
      where id = ${deliveryId}::uuid and endpoint_id = ${endpointId}::uuid returning id`,
  );
  return rows.length > 0;
}

/**
 * Claims left by a stopped server on the embedded database (only one server runs on it): at
 * start, they are its own and can be taken again at once.
 */
export async function releaseDeliveryLeases(db: AppDatabase): Promise<void> {
  await db.execute(
    sql`update webhook_deliveries set lease_until = null
      where state = 'waiting' and lease_until is not null`,
  );
  await releaseCompareLease(db);
}

/** Events (with their deliveries and attempts) and attempts older than KEEP_DAYS: the hourly upkeep. */
export async function pruneWebhookLog(db: AppDatabase, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString();
  await db.execute(sql`delete from webhook_attempts where at < ${before}::timestamptz`);
  await db.execute(
    sql`delete from webhook_events where created_at < ${before}::timestamptz
      and not exists (select 1 from webhook_deliveries d
        where d.event_id = webhook_events.id and d.state = 'waiting')`,
  );
}
