import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed.server";

describe("sealed secrets", () => {
  const secret = "s".repeat(40);

  it("opens with the same secret and purpose, and never shows the text sealed", () => {
    const sealed = seal(secret, "webhook", "whsec_abc");
    expect(sealed).not.toContain("whsec_abc");
    expect(unseal(secret, "webhook", sealed)).toBe("whsec_abc");
    // A fresh nonce each time: two seals of one text differ.
    expect(seal(secret, "webhook", "whsec_abc")).not.toBe(sealed);
  });

  it("refuses another secret, another purpose and an altered value", () => {
    const sealed = seal(secret, "webhook", "whsec_abc");
    expect(unseal("t".repeat(40), "webhook", sealed)).toBeUndefined();
    expect(unseal(secret, "oidc-refresh", sealed)).toBeUndefined();
    const parts = sealed.split(".");
    parts[2] = Buffer.from("whsec_abd").toString("base64url");
    expect(unseal(secret, "webhook", parts.join("."))).toBeUndefined();
    expect(unseal(secret, "webhook", "plain")).toBeUndefined();
  });
});
