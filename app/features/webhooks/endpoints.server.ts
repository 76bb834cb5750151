/**
 * The endpoints staff manage at /admin/webhooks: typed commands (saved | invalid | missing) and
 * the views of the list and of one endpoint's delivery log.
 */
import { desc, eq, sql } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import { type WebhookDeliveryState, webhookDeliveries, webhookEndpoints } from "../../../db/schema";
import { isFollowableEvent } from "./events";
import { FAILING_AFTER, recordWebhookEvent } from "./queue.server";
import { newWebhookSecret, sealWebhookSecret } from "./signature.server";
import { checkTarget, type TargetRules } from "./targets.server";

/** What the form sends. */
export interface EndpointInput {
  url: string;
  description: string;
  events: readonly string[];
}

export type EndpointSaved =
  | {
      ok: true;
      id: string;
      url: string /** Only when made: shown once, never again. */;
      secret?: string;
    }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; missing: true };

const DESCRIPTION_MAX = 200;
const URL_MAX = 2000;

/**
 * Adds an endpoint (a new secret, sealed; returned this once) or changes one's address,
 * description and events. The address is checked as deliveries will be (targets.server.ts):
 * refused with the reason, nothing stored.
 */
export async function saveEndpoint(
  db: AppDatabase,
  {
    actorId,
    input,
    rules,
    serverSecret,
    id,
  }: {
    actorId: string;
    input: EndpointInput;
    rules: TargetRules;
    serverSecret: string;
    id?: string;
  },
): Promise<EndpointSaved> {
  const errors: Record<string, string> = {};
  const url = input.url.trim();
  const description = input.description.trim();
  const events = [...new Set(input.events)].filter(isFollowableEvent);
  if (!url) errors.url = "Enter the address deliveries are sent to.";
  else if (url.length > URL_MAX) errors.url = `The address is longer than ${URL_MAX} characters.`;
  else {
    const target = await checkTarget(url, rules);
    if (!target.ok) errors.url = target.message;
  }
  if (description.length > DESCRIPTION_MAX)
    errors.description = `Keep the description under ${DESCRIPTION_MAX} characters.`;
  if (events.length === 0) errors.events = "Choose at least one event.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const detail = `${events.length} ${events.length === 1 ? "event" : "events"}`;
  if (id) {
    return db.transaction(async (tx): Promise<EndpointSaved> => {
      const [changed] = await tx
        .update(webhookEndpoints)
        .set({ url, description, events, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      if (!changed) return { ok: false, missing: true };
      await recordActivity(tx, {
        actorId,
        action: "edit-webhook",
        subjectType: "webhook",
        subjectId: id,
        subjectTitle: url,
        detail,
      });
      return { ok: true, id: changed.id, url };
    });
  }
  const secret = newWebhookSecret();
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url,
        description,
        events,
        secret: sealWebhookSecret(serverSecret, secret),
        createdBy: actorId,
      })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error("the endpoint was not stored");
    await recordActivity(tx, {
      actorId,
      action: "add-webhook",
      subjectType: "webhook",
      subjectId: row.id,
      subjectTitle: url,
      detail,
    });
    return row;
  });
  return { ok: true, id: made.id, url, secret };
}

/** Turns an endpoint off (nothing sent, deliveries kept waiting) or on. False: no such endpoint. */
export async function setEndpointEnabled(
  db: AppDatabase,
  actorId: string,
  id: string,
  enabled: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        enabled,
        updatedAt: sql`now()`,
        ...(enabled ? {} : { failures: 0, failingSince: null }),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) return false;
    await recordActivity(tx, {
      actorId,
      action: enabled ? "webhook-on" : "webhook-off",
      subjectType: "webhook",
      subjectId: id,
      subjectTitle: row.url,
    });
    return true;
  });
}

/** Deletes an endpoint with its deliveries and their log. Returns its address, or undefined. */
export async function deleteEndpoint(
  db: AppDatabase,
  actorId: string,
  id: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ url: webhookEndpoints.url });
    if (!gone) return undefined;
    await recordActivity(tx, {
      actorId,
      action: "delete-webhook",
      subjectType: "webhook",
      subjectTitle: gone.url,
    });
    return gone.url;
  });
}

/** 'Send test': a `webhook.test` event for this endpoint alone, whatever it follows. */
export async function sendTestEvent(
  db: AppDatabase,
  endpointId: string,
  siteUrl: string,
): Promise<boolean> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) return false;
  await recordWebhookEvent(
    db,
    {
      type: "webhook.test",
      subject: null,
      data: { message: "A test delivery from the website's admin.", site: siteUrl },
    },
    endpoint.id,
  );
  return true;
}

/** An endpoint as the list shows it: its state and its last delivery. */
export interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** Failed FAILING_AFTER times in a row or more: since when. */
  failingSince: Date | null;
  lastAttemptAt: Date | null;
  lastState: WebhookDeliveryState | null;
  lastStatus: number | null;
}

export async function listEndpoints(db: AppDatabase): Promise<EndpointRow[]> {
  const rows = await queryRows<
    Omit<EndpointRow, "failingSince" | "lastAttemptAt"> & {
      failures: number;
      failingSince: string | Date | null;
      lastAttemptAt: string | Date | null;
    }
  >(
    db,
    sql`select e.id, e.url, e.description, e.events, e.enabled, e.failures,
        e.failing_since as "failingSince", last.last_attempt_at as "lastAttemptAt",
        last.state as "lastState", last.last_status as "lastStatus"
      from webhook_endpoints e
      left join lateral (select d.last_attempt_at, d.state, d.last_status from webhook_deliveries d
        where d.endpoint_id = e.id and d.last_attempt_at is not null
        order by d.last_attempt_at desc limit 1) last on true
      order by e.created_at`,
  );
  return rows.map(({ failures, ...row }) => ({
    ...row,
    failingSince: failures >= FAILING_AFTER && row.failingSince ? new Date(row.failingSince) : null,
    lastAttemptAt: row.lastAttemptAt ? new Date(row.lastAttemptAt) : null,
  }));
}

/** One delivery in an endpoint's log. */
export interface DeliveryRow {
  id: string;
  type: string;
  /** When the event happened. */
  at: Date;
  state: WebhookDeliveryState;
  lastStatus: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  attempts: number;
  /** The next try of a waiting delivery. */
  nextAttemptAt: Date | null;
}

/** How many deliveries an endpoint's log shows (the newest). */
export const LOG_LENGTH = 50;

/** An endpoint and its newest deliveries, or undefined. */
export async function endpointWithLog(db: AppDatabase, id: string) {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) return undefined;
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      type: sql<string>`(select type from webhook_events v where v.id = ${webhookDeliveries.eventId})`,
      at: webhookDeliveries.createdAt,
      state: webhookDeliveries.state,
      lastStatus: webhookDeliveries.lastStatus,
      lastDurationMs: webhookDeliveries.lastDurationMs,
      lastError: webhookDeliveries.lastError,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(LOG_LENGTH);
  const { secret: _sealed, ...shown } = endpoint;
  return {
    endpoint: {
      ...shown,
      failingSince: endpoint.failures >= FAILING_AFTER ? endpoint.failingSince : null,
    },
    deliveries: deliveries.map(
      (row): DeliveryRow => ({
        ...row,
        nextAttemptAt: row.state === "waiting" ? row.nextAttemptAt : null,
      }),
    ),
  };
}
