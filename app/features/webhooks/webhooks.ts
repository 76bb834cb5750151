import type { TargetRules } from "./targets.server";

/**
 * The webhook sender every instance runs (app/features/webhooks/queue.server.ts): it records
 * what changed in public content and sends the due deliveries, signed.
 */
export interface WebhookSender {
  /** Looks for work now (after a write to content, a test, a redelivery). */
  wake(): void;
  /** One pass of all its work, awaited (tests). */
  runOnce(): Promise<void>;
  /** Resolves when nothing is in hand. */
  idle(): Promise<void>;
  /** Starts its ticks (the server at start). */
  start(): void;
  /** Stops taking work and waits for the deliveries in hand (shutdown). */
  stop(): Promise<void>;
}

/** What the load context holds of webhooks. */
export interface WebhookServices {
  sender: WebhookSender;
  /** Which targets are accepted (production: https only; WEBHOOKS_ALLOW_PRIVATE). */
  rules: TargetRules;
}
