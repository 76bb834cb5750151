import crypto from "node:crypto";

/**
 * The spam traps of the public forms (contact, job applications): a signed time the form was
 * shown, which a bot cannot make up, and the sender's address kept only as a keyed hash.
 */

/** A person needs at least this long to fill in the form; faster ones are asked to send again. */
export const MIN_FILL_MS = 3000;

/** Signs the time the form was rendered, so a bot cannot claim it waited. */
export function signStartedAt(secret: string, at = Date.now()): string {
  const mac = crypto.createHmac("sha256", secret).update(`contact-form:${at}`).digest("base64url");
  return `${at}.${mac}`;
}

/**
 * What a form's signed start says: `person` (ours, and shown long enough ago), `too-fast` (ours,
 * sent sooner than a person fills it in; browser autofill does that too, so the sender is asked
 * to send it again, never told it arrived), or `unsigned` (missing, forged, or older than a
 * month: the form is shown again with a new start).
 */
export type FillTime = "person" | "too-fast" | "unsigned";

export function checkFillTime(secret: string, token: string, now = Date.now()): FillTime {
  const [at = "", mac = ""] = token.split(".");
  const expected = signStartedAt(secret, Number(at)).split(".")[1] ?? "";
  if (mac.length !== expected.length) return "unsigned";
  if (!crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return "unsigned";
  const elapsed = now - Number(at);
  if (elapsed >= 30 * 24 * 3600_000) return "unsigned";
  return elapsed >= MIN_FILL_MS ? "person" : "too-fast";
}

/**
 * The start a form shown again carries: its own while it is ours (the time keeps running, so the
 * resend of a form sent too fast is taken), a new one otherwise.
 */
export function startForResend(secret: string, token: string, check: FillTime): string {
  return check === "unsigned" ? signStartedAt(secret) : token;
}

export function hashAddress(secret: string, address: string): string {
  return crypto.createHmac("sha256", secret).update(`ip:${address}`).digest("hex");
}
