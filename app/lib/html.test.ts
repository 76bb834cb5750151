import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes every character that could end text or an attribute", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&amp;`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;amp;",
    );
  });
  it("leaves other text, Amharic included, as it is", () => {
    expect(escapeHtml("Addis Ababa · አዲስ አበባ")).toBe("Addis Ababa · አዲስ አበባ");
  });
});
