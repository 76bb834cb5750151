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

  it("for search, are the words alone: an image's description and caption, a video's title", () => {
    expect(
      markdownText(
        [
          '![The line](/uploads/0123456789abcdef0123456789abcdef-640.jpg "Night shift")',
          "::video[Plant tour](https://vimeo.com/1)",
          "::video[](https://vimeo.com/2)",
        ].join("\n\n"),
        { labels: false },
      ),
    ).toBe("The line Night shift\n\nPlant tour");
    // And the labels are back for the next caller.
    expect(markdownText("::video[Tour](https://vimeo.com/1)")).toBe("[Video: Tour]");
  });
});
