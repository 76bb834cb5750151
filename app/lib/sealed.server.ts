import crypto from "node:crypto";

/*
 * Secrets the server must read again but nobody else may (a webhook's signing secret, a sign-in
 * provider's refresh token), kept in the database sealed with a key made from the server's
 * secret (AUTH_SECRET) and the purpose: AES-256-GCM, so a changed or moved value fails to open
 * rather than opening wrong. A backup carries them sealed; another server secret cannot open them.
 */

const VERSION = "v1";

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "aig-sealed", purpose, 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function seal(secret: string, purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The sealed text, or undefined when it was sealed with another secret or purpose, or altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | undefined {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
    return undefined;
  }
  try {
    const decipher = crypto.createDecipheriv(
      "aes-256-gcm",
      keyFor(secret, purpose),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return undefined;
  }
}
