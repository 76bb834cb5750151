import { desc } from "drizzle-orm";
import { publiclyVisible } from "~/features/content/public-queries.server";
import { type Locale, localizedPath } from "~/lib/i18n";
import { type ClosableMailer, isPermanentRefusal } from "~/lib/mail.server";
import { tickingWorker } from "~/lib/ticking-worker.server";
import type { AppDatabase } from "../../../db/client.server";
import { ALERT_TOPICS, type ContentType } from "../../../db/enums";
import type { AlertMessage } from "../../../db/schema";
import { type AlertCompany, renderAlertMessage } from "./message.server";
import {
  type AlertingSource,
  type ClaimedMessage,
  claimMessages,
  ensureSenderRow,
  gatherDueDeliveries,
  messageContents,
  queueNewItems,
  recordOutcome,
  releaseClaim,
  releaseLeases,
  type SendOutcome,
} from "./queue.server";
import type { AlertSender } from "./sender";
import { ALERT_PATHS, alertToken } from "./tokens.server";

/** What the sender needs of the server. */
export interface AlertSenderOptions {
  db: AppDatabase;
  /** Sends one e-mail, rejecting with the SMTP server's answer (a pool, closed at stop). */
  mailer: ClosableMailer;
  logger: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  sources: readonly AlertingSource[];
  siteUrl: string;
  /** Signs the links' tokens (the server's secret). */
  secret: string;
  /** The company as the e-mails' footer names it (the published site's identity). */
  company: () => Promise<AlertCompany>;
  timeZone: string;
  /** ALERTS_PER_MINUTE across every instance; 0: as fast as the SMTP server takes them. */
  perMinute: number;
  /** How often it looks for work (2 s). */
  tickMs?: number;
  /** How long a claimed e-mail is this instance's alone (60 s). */
  leaseMs?: number;
  /** E-mails claimed at once without a rate (50). */
  batch?: number;
  /** On the embedded database, claims left by a stopped server are taken again at once. */
  ownsLeftClaims?: boolean;
}

/**
 * The alert sender of one instance. Each pass queues newly public items, gathers due
 * deliveries into e-mails and sends the waiting ones it claims, until none is left; several
 * instances run passes at once without sending an e-mail twice (queue.server.ts).
 */
export function createAlertSender(options: AlertSenderOptions): AlertSender {
  const { db, logger, sources, perMinute } = options;
  const tickMs = options.tickMs ?? 2000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 50;
  const host = new URL(options.siteUrl).hostname;
  const sourceOf = new Map<ContentType, AlertingSource>(sources.map((s) => [s.kind, s]));
  let startedOnce = false;
  const waits = new Set<() => void>();

  /** Waits until `at`, or less when the sender stops (then resolves false). */
  const waitUntil = (at: number) =>
    new Promise<boolean>((resolve) => {
      const delay = at - Date.now();
      if (delay <= 0) return resolve(!worker.stopping);
      const done = () => {
        clearTimeout(handle);
        waits.delete(done);
        resolve(!worker.stopping);
      };
      const handle = setTimeout(done, delay);
      waits.add(done);
    });

  async function render(message: AlertMessage) {
    const { subscriber, items } = await messageContents(db, message);
    if (subscriber?.state !== "active" || subscriber.suppressedAt) return undefined;
    const locale = subscriber.language;
    const byKind = new Map<ContentType, string[]>();
    for (const item of items)
      byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.itemId]);
    const read = await Promise.all(
      [...byKind].map(
        ([kind, ids]) => sourceOf.get(kind)?.read(db, ids, locale, options.timeZone) ?? [],
      ),
    );
    const entries = read.flat().sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
    if (entries.length === 0) return undefined;
    const token = alertToken(options.secret, "manage", subscriber.id);
    return renderAlertMessage({
      to: subscriber.email,
      locale,
      frequency: subscriber.frequency,
      topics: ALERT_TOPICS.filter((topic) => topic in subscriber.topics),
      entries,
      company: await options.company(),
      siteUrl: options.siteUrl,
      timeZone: options.timeZone,
      manageUrl: `${options.siteUrl}${localizedPath(ALERT_PATHS.manage(token), locale)}`,
      unsubscribeUrl: `${options.siteUrl}${localizedPath(ALERT_PATHS.unsubscribe(token), locale)}`,
      messageId: `<${message.id}@${host}>`,
    });
  }

  async function send({ message, sendAt }: ClaimedMessage): Promise<void> {
    let outcome: SendOutcome;
    try {
      const mail = await render(message);
      if (!mail) {
        outcome = { nothingLeft: true };
      } else {
        if (!(await waitUntil(sendAt))) {
          // Stopping before its slot: the claim is given back for the next pass or instance.
          await releaseClaim(db, message.id);
          return;
        }
        await options.mailer(mail);
        outcome = { sent: true };
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      outcome = isPermanentRefusal(error)
        ? { permanent: true, reason }
        : { temporary: true, reason };
      if ("permanent" in outcome)
        logger.warn({ message: message.id, reason }, "alert refused for good: address suppressed");
      else logger.warn({ message: message.id, reason }, "alert not sent: retried later");
    }
    await recordOutcome(db, message, outcome);
  }

  async function pass() {
    if (!startedOnce && options.ownsLeftClaims) await releaseLeases(db);
    startedOnce = true;
    await ensureSenderRow(db);
    await queueNewItems(db, sources, options.timeZone);
    while (!worker.stopping && (await gatherDueDeliveries(db)) > 0) {
      // Until every due delivery is in an e-mail.
    }
    while (!worker.stopping) {
      const claimed = await claimMessages(db, {
        perMinute,
        horizonMs: tickMs,
        leaseMs: leaseMs + tickMs,
        batch,
      });
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(send));
    }
  }

  const worker = tickingWorker({
    pass,
    tickMs,
    logger,
    failure: "the alert sender's pass failed; retried at its next tick",
    // A pass waiting for its sending slot stops waiting.
    onStopping: () => {
      for (const done of [...waits]) done();
    },
  });

  return {
    wake: worker.wake,
    runOnce: worker.runOnce,
    idle: worker.idle,
    start: worker.start,
    stop: async () => {
      await worker.stop();
      options.mailer.close();
    },
    sendTest: async (to: string, locale: Locale) => {
      const company = await options.company();
      const entries = (
        await Promise.all(
          sources.map(async (source) => {
            const ids = await newestIds(db, source, 1);
            return ids.length ? source.read(db, ids, locale, options.timeZone) : [];
          }),
        )
      ).flat();
      const sample = `${options.siteUrl}${localizedPath("/", locale)}`;
      const mail = renderAlertMessage({
        to,
        locale,
        frequency: "instant",
        topics: [...ALERT_TOPICS],
        entries,
        company,
        siteUrl: options.siteUrl,
        timeZone: options.timeZone,
        manageUrl: sample,
        unsubscribeUrl: sample,
        messageId: `<test-${Date.now()}@${host}>`,
        test: true,
      });
      try {
        await options.mailer(mail);
        return true;
      } catch (error) {
        logger.warn({ err: error }, "the test alert was not sent");
        return false;
      }
    },
  };
}

/** A source's newest public items, for the test alert's sample. */
async function newestIds(db: AppDatabase, source: AlertingSource, limit: number) {
  const { table } = source;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(publiclyVisible(table))
    .orderBy(desc(table.publishedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
