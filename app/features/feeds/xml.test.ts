import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup and quotes", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });

  it("drops characters XML cannot hold, keeping tabs, newlines and other scripts", () => {
    expect(escapeXml("a\u0000b\u0007c\td\ne ቡና")).toBe("abc\td\ne ቡና");
  });
});
