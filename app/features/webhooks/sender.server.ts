import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { tickingWorker } from "~/lib/ticking-worker.server";
import type { AppDatabase } from "../../../db/client.server";
import {
  type AttemptOutcome,
  anyEndpointEnabled,
  type ClaimedDelivery,
  type CompareLease,
  claimDeliveries,
  contentFingerprint,
  forgetSeenItems,
  recordAttempt,
  recordContentChanges,
  releaseCompareLease,
  releaseDeliveryLeases,
  takeCompareLease,
  type WebhookSource,
} from "./queue.server";
import { signatureHeaders, unsealWebhookSecret } from "./signature.server";
import { checkTarget, type TargetRules } from "./targets.server";
import type { WebhookSender } from "./webhooks";

/** What the sender needs of the server. */
export interface WebhookSenderOptions {
  db: AppDatabase;
  logger: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Every content kind, compared at each pass (app/kinds/webhooks.server.ts). */
  sources: readonly WebhookSource[];
  /** The public origin: the events' links. */
  siteUrl: string;
  /** The server's secret, which opens the endpoints' sealed secrets. */
  secret: string;
  rules: TargetRules;
  /** Named in each request's User-Agent. */
  siteName: string;
  /** How often it looks for work (2 s). */
  tickMs?: number;
  /** How long a claimed delivery is this instance's alone (60 s, well over an attempt's time). */
  leaseMs?: number;
  /** How long a target may take to answer (10 s). */
  timeoutMs?: number;
  /** Deliveries claimed at once (20). */
  batch?: number;
  /** On the embedded database, claims left by a stopped server are taken again at once. */
  ownsLeftClaims?: boolean;
}

/** The full comparison runs at least this often, even when the content's summary is unchanged. */
const FULL_COMPARE_MS = 60_000;

/**
 * The webhook sender of one instance: each pass records what changed in public content (one
 * instance at a time) and sends the due deliveries it claims, until none is left. Publishing
 * never waits for it: a write only wakes it.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { db, logger } = options;
  const tickMs = options.tickMs ?? 2000;
  const leaseMs = options.leaseMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batch = options.batch ?? 20;
  const userAgent = `${options.siteName} webhooks (+${options.siteUrl})`;
  let startedOnce = false;
  // What content looked like at this instance's last full comparison, and when that was.
  let compared: { fingerprint: string; at: number } | undefined;
  // This sender's hold on the comparing lease: only it renews or frees a lease it took.
  const lease: CompareLease = { owner: randomUUID(), leaseMs };

  async function attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const secret = unsealWebhookSecret(options.secret, delivery.sealedSecret);
    if (!secret) {
      return {
        status: null,
        durationMs: 0,
        error: "The secret cannot be opened (AUTH_SECRET changed): make a new endpoint.",
      };
    }
    // Checked again now, and the request goes to the address checked.
    const target = await checkTarget(delivery.url, options.rules);
    if (!target.ok) return { status: null, durationMs: 0, error: target.message };
    const body = JSON.stringify({
      type: delivery.type,
      timestamp: delivery.eventAt.toISOString(),
      data: delivery.payload,
    });
    return post(
      target,
      body,
      {
        "content-type": "application/json",
        "user-agent": userAgent,
        ...signatureHeaders(secret, delivery.eventId, body, new Date()),
      },
      timeoutMs,
    );
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    let outcome: AttemptOutcome;
    try {
      outcome = await attempt(delivery);
    } catch (error) {
      outcome = {
        status: null,
        durationMs: 0,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (
      outcome.error ||
      (outcome.status !== null && (outcome.status < 200 || outcome.status >= 300))
    )
      logger.warn(
        { delivery: delivery.id, status: outcome.status, error: outcome.error },
        "webhook not delivered: retried later",
      );
    if (!(await recordAttempt(db, delivery, outcome)))
      logger.warn(
        { delivery: delivery.id },
        "webhook attempt not recorded: its claim lapsed and the delivery was claimed again",
      );
  }

  /** Compares content when an endpoint is on; whether one is (nothing else to do if not). */
  async function compare(): Promise<boolean> {
    if (!(await anyEndpointEnabled(db))) {
      await forgetSeenItems(db);
      compared = undefined;
      return false;
    }
    if (!(await takeCompareLease(db, lease))) return true;
    try {
      // The full comparison reads every public item (about a second at 100,000 on the embedded
      // database): only when the summary moved, and at least once a minute whatever it says.
      const fingerprint = await contentFingerprint(db, options.sources);
      const fresh = compared && Date.now() - compared.at < FULL_COMPARE_MS;
      if (fresh && compared?.fingerprint === fingerprint) return true;
      await recordContentChanges(db, options.sources, options.siteUrl, lease);
      compared = { fingerprint, at: Date.now() };
    } finally {
      await releaseCompareLease(db, lease);
    }
    return true;
  }

  async function pass() {
    if (!startedOnce && options.ownsLeftClaims) await releaseDeliveryLeases(db);
    startedOnce = true;
    // With no endpoint on, no delivery can be due: each write to content costs one small read.
    if (!(await compare())) return;
    while (!worker.stopping) {
      const claimed = await claimDeliveries(db, { leaseMs, batch });
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(deliver));
    }
  }

  const worker = tickingWorker({
    pass,
    tickMs,
    logger,
    failure: "the webhook sender's pass failed; retried at its next tick",
  });

  return {
    wake: worker.wake,
    runOnce: worker.runOnce,
    idle: worker.idle,
    start: worker.start,
    stop: worker.stop,
  };
}

/**
 * POSTs `body` to the checked target, connecting to its checked address (TLS still checks the
 * host name's certificate), following no redirect: the status once the answer's head arrives, or
 * why there was none (the time-out included).
 */
function post(
  target: { url: URL; address: string; family: number },
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const request = (target.url.protocol === "https:" ? https : http).request(
      target.url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        lookup: (_hostname, lookupOptions, callback) => {
          if (lookupOptions.all)
            callback(null, [{ address: target.address, family: target.family }]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        clearTimeout(timer);
        // Only the status is read: the body is let go.
        response.resume();
        resolve({ status: response.statusCode ?? null, durationMs: elapsed(), error: null });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    request.on("error", (error) => {
      clearTimeout(timer);
      resolve({ status: null, durationMs: elapsed(), error: error.message });
    });
    request.end(body);
  });
}
