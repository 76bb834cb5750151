import type { Locale } from "~/lib/i18n";

/**
 * The alert sender every instance runs (app/features/alerts/queue.server.ts): it queues the
 * deliveries of newly public items, gathers digests and sends the waiting e-mails at
 * ALERTS_PER_MINUTE. Absent without SMTP_URL.
 */
export interface AlertSender {
  /** Looks for work now (after a publish) instead of at its next tick. */
  wake(): void;
  /** One pass of all its work, awaited (tests, the bench). */
  runOnce(): Promise<void>;
  /** Resolves when nothing is in hand (the current pass finished). */
  idle(): Promise<void>;
  /** Sends a sample alert to `to` now, not queued: whether the SMTP server took it. */
  sendTest(to: string, locale: Locale): Promise<boolean>;
  /** Starts its ticks (the server at start). */
  start(): void;
  /** Stops taking work and waits for the e-mails in hand (shutdown). */
  stop(): Promise<void>;
}

/** What the load context holds of alerts. */
export interface AlertServices {
  sender?: AlertSender;
  /** ALERTS_PER_MINUTE (0: no limit). */
  perMinute: number;
}
