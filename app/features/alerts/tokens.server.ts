import crypto from "node:crypto";

/**
 * What an alert link may do: confirm a subscription (or new choices), or manage it (change,
 * pause, unsubscribe; the one-click unsubscribe of RFC 8058 too).
 */
export type AlertLinkPurpose = "confirm" | "manage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, purpose: AlertLinkPurpose, subscriberId: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`alerts:${purpose}:${subscriberId}`)
    .digest("base64url");
}

/**
 * A link's token: the subscriber's id and a keyed signature of it for one purpose. Nothing secret
 * is stored; a token is bound to its subscriber and stops working when the subscription is
 * deleted (its id then names nobody).
 */
export function alertToken(secret: string, purpose: AlertLinkPurpose, subscriberId: string) {
  return `${subscriberId}.${mac(secret, purpose, subscriberId)}`;
}

/** The subscriber id a token stands for, when its signature is right for `purpose`. */
export function readAlertToken(
  secret: string,
  purpose: AlertLinkPurpose,
  token: string,
): string | undefined {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return undefined;
  return id;
}

/** The addresses of an alert link, unlocalized paths with the token (see app/routes.ts). */
export const ALERT_PATHS = {
  confirm: (token: string) => `/alerts/confirm/${token}`,
  manage: (token: string) => `/alerts/manage/${token}`,
  /** RFC 8058: a POST here unsubscribes at once (a mail client's button); a GET asks first. */
  unsubscribe: (token: string) => `/alerts/unsubscribe/${token}`,
} as const;
