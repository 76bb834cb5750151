import { describe, expect, it } from "vitest";
import { markdownText } from "./markdown-text";

describe("a text's words", () => {
  it("are what a reader sees: no markup, links as their words, media named", () => {
    expect(
      markdownText(
        [
          "## Plant **opens**",
          "Read [the report](https://example.com/r) and `npm ci`.",
          "- one\n- *two*",
          '![The line](/uploads/0123456789abcdef0123456789abcdef-640.jpg "Caption")',
          "::video[Plant tour](https://vimeo.com/1)",
          "| Q | t |\n| --- | --- |\n| Q1 | 1,240 |",
          "<b>raw</b> text",
        ].join("\n\n"),
      ),
    ).toBe(
      "Plant opens\n\nRead the report and npm ci.\n\none\ntwo\n\n[Image: The line]\n\n[Video: Plant tour]\n\nQ | t\nQ1 | 1,240\n\nraw text",
    );
  });
});
