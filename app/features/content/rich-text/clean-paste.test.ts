// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { GOOGLE_DOCS_HTML, WORD_HTML } from "../../../../tests/support/clipboard-fixtures";
import { cleanPastedHtml } from "./clean-paste";
import { richTextExtensions } from "./extensions";
import { toMarkdown } from "./to-markdown";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function pasted(html: string): string {
  editor = new Editor({ extensions: richTextExtensions(), content: cleanPastedHtml(html) });
  return toMarkdown(editor.getJSON());
}

describe("a paste", () => {
  it("from Word keeps the heading, the emphasis and the lists, and nothing of Word's styling", () => {
    expect(pasted(WORD_HTML)).toBe(
      [
        "## Plant opens in Bole Lemi",
        "",
        "The plant makes **electric vans** and *three-wheelers*.",
        "",
        "- Vans",
        "  - Cargo",
        "- Three-wheelers",
        "",
        "1. First step",
        "2. Second step",
        "",
      ].join("\n"),
    );
  });

  it("from Google Docs is not all bold, and keeps its link, list and weights", () => {
    expect(pasted(GOOGLE_DOCS_HTML)).toBe(
      [
        "## Copper exports",
        "",
        "Up by **6.5%** *this quarter*, see [the report](https://example.com/report).",
        "",
        "- Djibouti",
        "- Mombasa",
        "",
      ].join("\n"),
    );
  });

  it("drops scripts, handlers and dangerous addresses", () => {
    const markdown = pasted(
      '<p onclick="alert(1)">Hi <a href="javascript:alert(2)">there</a><script>alert(3)</script><img src="x" onerror="alert(4)"><img src="data:image/png;base64,AAAA"></p><object data="https://evil.example"></object>',
    );
    expect(markdown).toBe("Hi there\n");
  });
});
