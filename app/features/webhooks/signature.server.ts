import crypto from "node:crypto";
import { seal, unseal } from "~/lib/sealed.server";

/*
 * Deliveries are signed the Standard Webhooks way (standardwebhooks.com): the receiver checks
 * `webhook-signature` with the endpoint's secret before trusting the body.
 */

const SEAL_PURPOSE = "webhook-secret";

/** A new endpoint's secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString("base64")}`;
}

/** The secret as stored: sealed with the server's secret (never readable from a backup alone). */
export function sealWebhookSecret(serverSecret: string, secret: string): string {
  return seal(serverSecret, SEAL_PURPOSE, secret);
}

export function unsealWebhookSecret(serverSecret: string, sealed: string): string | undefined {
  return unseal(serverSecret, SEAL_PURPOSE, sealed);
}

/**
 * The headers of one attempt: the event's id (the same on every attempt, so a receiver can tell
 * a repeat), the attempt's time in seconds, and `v1,<base64 HMAC-SHA256>` of
 * `<id>.<timestamp>.<body>` keyed with the secret's bytes (the part after `whsec_`, base64).
 */
export function signatureHeaders(
  secret: string,
  id: string,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = crypto
    .createHmac("sha256", key)
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": `v1,${signature}`,
  };
}
