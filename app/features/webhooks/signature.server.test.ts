import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  newWebhookSecret,
  sealWebhookSecret,
  signatureHeaders,
  unsealWebhookSecret,
} from "./signature.server";
import { checkTarget } from "./targets.server";

describe("webhook signatures", () => {
  it("are accepted by the reference verifier, and refused with another secret or body", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ type: "webhook.test", timestamp: "t", data: {} });
    const headers = signatureHeaders(secret, "msg_1", body, new Date());
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it("keeps the secret sealed with the server's secret", () => {
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret("a".repeat(32), secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(unsealWebhookSecret("a".repeat(32), sealed)).toBe(secret);
    expect(unsealWebhookSecret("b".repeat(32), sealed)).toBeUndefined();
  });
});

describe("webhook targets", () => {
  const production = { production: true, allowPrivate: false };
  it("refuses what is not a public https address in production", async () => {
    for (const [url, message] of [
      ["not an address", "Enter a whole address"],
      ["ftp://example.com/", "must start with https://"],
      ["http://example.com/hooks", "must start with https://"],
      ["https://user:pw@example.com/", "user name and password"],
      ["https://127.0.0.1/", "private network"],
      ["https://localhost:8443/", "private network"],
      ["https://[::1]/", "private network"],
      ["https://[::ffff:10.0.0.1]/", "private network"],
      ["https://100.64.1.1/", "private network"],
      ["https://169.254.169.254/", "private network"],
      ["https://224.0.0.1/", "private network"],
      ["https://[fd00::1]/", "private network"],
    ] as const) {
      const check = await checkTarget(url, production);
      expect(check.ok, url).toBe(false);
      if (!check.ok) expect(check.message, url).toContain(message);
    }
    expect((await checkTarget("https://93.184.215.14/hooks", production)).ok).toBe(true);
  });

  it("allows private targets (over http:// too) only with WEBHOOKS_ALLOW_PRIVATE", async () => {
    const allowed = await checkTarget("http://127.0.0.1:9000/x", {
      production: true,
      allowPrivate: true,
    });
    expect(allowed).toMatchObject({ ok: true, address: "127.0.0.1" });
    const publicHttp = await checkTarget("http://93.184.215.14/", {
      production: true,
      allowPrivate: true,
    });
    expect(publicHttp.ok).toBe(false);
    expect(
      (await checkTarget("http://93.184.215.14/", { production: false, allowPrivate: false })).ok,
    ).toBe(true);
  });
});
