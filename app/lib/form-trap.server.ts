import crypto from "node:crypto";

/**
 * The spam traps of the public forms (contact, job applications): a signed time the form was
 * shown, which a bot cannot make up, and the sender's address kept only as a keyed hash.
 */

/** A person needs at least this long to fill in the form; faster submissions are bots. */
export const MIN_FILL_MS = 3000;

/** Signs the time the form was rendered, so a bot cannot claim it waited. */
export function signStartedAt(secret: string, at = Date.now()): string {
  const mac = crypto.createHmac("sha256", secret).update(`contact-form:${at}`).digest("base64url");
  return `${at}.${mac}`;
}

/** Whether the form was filled in by a person: a valid signature and enough time. */
export function filledByPerson(secret: string, token: string, now = Date.now()): boolean {
  const [at = "", mac = ""] = token.split(".");
  const expected = signStartedAt(secret, Number(at)).split(".")[1] ?? "";
  if (mac.length !== expected.length) return false;
  if (!crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return false;
  const elapsed = now - Number(at);
  return elapsed >= MIN_FILL_MS && elapsed < 30 * 24 * 3600_000;
}

export function hashAddress(secret: string, address: string): string {
  return crypto.createHmac("sha256", secret).update(`ip:${address}`).digest("hex");
}
