/**
 * The webhook queue, in the database every instance shares (ADR 060, after ADR 048's alerts):
 * events are rows, each with one delivery per endpoint following its type (made in the same
 * statement, unique per endpoint and event: at most once), claimed with FOR UPDATE SKIP LOCKED
 * and a lease, retried with backoff for 24 hours.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { ContentTable } from "~/features/content/kind.server";
import { CONTENT_KINDS, type ContentKind, publicAddress } from "~/features/content/kinds";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import type { WebhookContentAction } from "../../../db/schema";
import { contentEventType, type WebhookEventType } from "./events";

/** A kind whose public items are compared (app/kinds/webhooks.server.ts: every kind). */
export interface WebhookSource {
  kind: ContentKind;
  table: ContentTable;
  /**
   * Which of its public rows count as public beside being published (the kind's API narrowing:
   * open positions only), so a position whose closing time passes is announced `unpublished`.
   */
  where?: SQL;
}

/** The rows of a source that are public now: published, and what the kind adds. */
function visible({ table, where }: WebhookSource): SQL {
  return and(publiclyVisible(table), where) ?? publiclyVisible(table);
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
 * When a delivery that failed its `attempts`-th try at `now` is tried next, or undefined when it
 * is given up: the backoff's wait, but never past 24 hours after the event, so the last try
 * lands at that mark (the tries at about 0 s, 5 s, 1 min, 6 min, 36 min, 2.6 h, 7.6 h, 17.6 h
 * and 24 h); a try at or after the mark is the last.
 */
export function nextAttemptAt(attempts: number, eventAt: Date, now: Date): Date | undefined {
  const deadline = eventAt.getTime() + RETRY_FOR_MS;
  if (now.getTime() >= deadline) return undefined;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
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
 * The comparing lease as one sender holds it: its owner token (random, one per sender) and how
 * long each take or renewal lasts. Only the owner renews or releases it; another takes it only
 * once it has lapsed.
 */
export interface CompareLease {
  owner: string;
  leaseMs: number;
}

/**
 * Takes (or renews, when already its own) the comparing lease: one instance compares at a time,
 * across every instance. False when another instance holds it and it has not lapsed.
 */
export async function takeCompareLease(db: AppDatabase, lease: CompareLease): Promise<boolean> {
  await db.execute(sql`insert into webhook_sender (id) values (1) on conflict do nothing`);
  return renewCompareLease(db, lease, sql`or lease_until is null or lease_until < now()`);
}

/**
 * Renews the lease only while it is still `lease`'s own; in a transaction, this also locks
 * `webhook_sender` until it ends, so nobody takes the lease over while its changes are written.
 */
async function renewCompareLease(
  db: AppDatabase,
  { owner, leaseMs }: CompareLease,
  orFree: SQL = sql``,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update webhook_sender
      set lease_until = now() + ${`${leaseMs} milliseconds`}::interval, lease_owner = ${owner}
      where id = 1 and (lease_owner = ${owner} ${orFree}) returning id`,
  );
  return rows.length > 0;
}

/** Frees the lease if it is still `lease`'s own (one taken over after it lapsed is left alone). */
export async function releaseCompareLease(db: AppDatabase, lease: CompareLease): Promise<void> {
  await db.execute(
    sql`update webhook_sender set lease_until = null, lease_owner = null
      where id = 1 and lease_owner = ${lease.owner}`,
  );
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
  // The count under the kind's own narrowing moves when a position's closing time passes.
  const parts = sources.map(
    (source) =>
      sql`(select concat_ws(':', count(*) filter (where ${publiclyVisible(source.table)}),
          count(*) filter (where ${visible(source)}), count(*),
          max(${source.table.updatedAt})::text,
          max(${source.table.publishedAt}) filter (where ${visible(source)})::text)
        from ${source.table})`,
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
 * is `published`, a changed `updatedAt` `updated`, an item no longer public (or no longer what
 * its kind shows: a closed position) `unpublished` (its row still there) or `deleted` (in the
 * trash or purged). The first comparison (nothing seen yet) only fills `webhook_items`. Each
 * transaction first renews `lease` and stops when it is no longer its own, so a sender whose
 * lease was taken over records nothing more. Returns the events recorded.
 */
export async function recordContentChanges(
  db: AppDatabase,
  sources: readonly WebhookSource[],
  siteUrl: string,
  lease: CompareLease,
): Promise<number> {
  const [sender] = await queryRows<{ baselinedAt: Date | null }>(
    db,
    sql`select baselined_at as "baselinedAt" from webhook_sender where id = 1`,
  );
  if (!sender?.baselinedAt) {
    await db.transaction(async (tx) => {
      if (!(await renewCompareLease(tx, lease))) return;
      await tx.execute(sql`delete from webhook_items`);
      for (const source of sources) {
        const { kind, table } = source;
        await tx.execute(
          sql`insert into webhook_items (kind, item_id, updated_at)
            select ${kind}, ${table.id}, ${table.updatedAt} from ${table} where ${visible(source)}`,
        );
      }
      await tx.execute(sql`update webhook_sender set baselined_at = now() where id = 1`);
    });
    return 0;
  }
  let recorded = 0;
  for (const source of sources) {
    for (;;) {
      const made = await recordKindChanges(db, source, siteUrl, lease);
      if (made === undefined) return recorded;
      recorded += made;
      if (made < CHANGES_PER_PASS) break;
    }
  }
  return recorded;
}

/** One transaction of a kind's changes; undefined when the lease is no longer `lease`'s. */
async function recordKindChanges(
  db: AppDatabase,
  source: WebhookSource,
  siteUrl: string,
  lease: CompareLease,
): Promise<number | undefined> {
  const { kind, table } = source;
  return db.transaction(async (tx) => {
    if (!(await renewCompareLease(tx, lease))) return undefined;
    // `seenAs`: updated_at as text, written back as read (a JS date would drop microseconds).
    const shown = await queryRows<ChangedItem & { seen: boolean; seenAs: string }>(
      tx,
      sql`select ${table.id} as id, ${table.title} as title, to_jsonb(${table})->>'slug' as slug,
          ${table.publishedAt} as "publishedAt", ${table.updatedAt} as "updatedAt",
          (w.item_id is not null) as seen, ${table.updatedAt}::text as "seenAs"
        from ${table} left join webhook_items w on w.kind = ${kind} and w.item_id = ${table.id}
        where ${visible(source)}
          and (w.item_id is null or w.updated_at <> ${table.updatedAt})
        limit ${CHANGES_PER_PASS}`,
    );
    const gone = await queryRows<ChangedItem & { stillThere: boolean }>(
      tx,
      sql`select w.item_id as id, ${table.title} as title, to_jsonb(${table})->>'slug' as slug,
          ${table.publishedAt} as "publishedAt", ${table.updatedAt} as "updatedAt",
          (${table.id} is not null and ${table.deletedAt} is null) as "stillThere"
        from webhook_items w left join ${table} on ${table.id} = w.item_id
        where w.kind = ${kind} and not coalesce(${visible(source)}, false)
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
 * (nextAttemptAt), or failed once the 24 hours after the event are over. The endpoint's run of
 * failures is reset by a success and grows with each failure. Only while the claim is still
 * this one: a delivery claimed again since (its lease lapsed and another instance took it, its
 * attempts counted again) or re-armed by 'Redeliver' is that claim's to record; false then, and
 * nothing is written.
 */
export async function recordAttempt(
  db: AppDatabase,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  now = new Date(),
): Promise<boolean> {
  const delivered = isDelivered(outcome);
  const next = delivered ? undefined : nextAttemptAt(delivery.attempts, delivery.eventAt, now);
  const state = delivered ? "delivered" : next ? "waiting" : "failed";
  const error = outcome.error?.slice(0, 500) ?? null;
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: string }>(
      tx,
      sql`update webhook_deliveries set state = ${state}, lease_until = null,
          last_status = ${outcome.status}, last_duration_ms = ${outcome.durationMs},
          last_error = ${error}, last_attempt_at = ${now.toISOString()}::timestamptz,
          delivered_at = ${delivered ? now.toISOString() : null}::timestamptz,
          next_attempt_at = ${(next ?? now).toISOString()}::timestamptz
        where id = ${delivery.id}::uuid and state = 'waiting' and lease_until is not null
          and attempts = ${delivery.attempts}
        returning id`,
    );
    if (moved.length === 0) return false;
    await tx.execute(
      sql`insert into webhook_attempts (delivery_id, at, status, duration_ms, error)
        values (${delivery.id}::uuid, ${now.toISOString()}::timestamptz, ${outcome.status},
          ${outcome.durationMs}, ${error})`,
    );
    await tx.execute(
      delivered
        ? sql`update webhook_endpoints set failures = 0, failing_since = null
            where id = ${delivery.endpointId}::uuid`
        : sql`update webhook_endpoints set failures = failures + 1,
            failing_since = coalesce(failing_since, ${now.toISOString()}::timestamptz)
            where id = ${delivery.endpointId}::uuid`,
    );
    return true;
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
  await db.execute(
    sql`update webhook_sender set lease_until = null, lease_owner = null where id = 1`,
  );
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
