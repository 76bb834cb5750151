// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { MARKDOWN_CORPUS } from "../../../../tests/support/markdown-corpus";
import { richTextExtensions } from "./extensions";
import { markdownToEditorHtml } from "./from-markdown";
import { type DocNode, toMarkdown } from "./to-markdown";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/**
 * The page as a browser shows it: runs of white space outside `<pre>` are one space (a line end
 * inside a paragraph shows as a space), and an `<a>` with no address is its text.
 */
function shown(markdown: string): string {
  return renderMarkdown(markdown)
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((part) => (part.startsWith("<pre>") ? part : part.replace(/\s+/g, " ")))
    .join("")
    .replace(/> </g, "><")
    .replace(/<a>(.*?)<\/a>/g, "$1");
}

/** A stored text opened in the editor and saved again, untouched. */
function roundTrip(markdown: string): string {
  editor = new Editor({
    extensions: richTextExtensions(),
    content: markdownToEditorHtml(markdown),
  });
  return toMarkdown(editor.getJSON());
}

describe("the editor's Markdown", () => {
  for (const [name, markdown] of Object.entries(MARKDOWN_CORPUS)) {
    it(`opens and saves "${name}" so that it renders as before`, () => {
      const saved = roundTrip(markdown);
      expect(shown(saved)).toBe(shown(markdown));
      // And again: what the editor writes, it reads back the same.
      expect(roundTrip(saved)).toBe(saved);
    });
  }

  it("changes only what the editor cannot hold: an image inside a sentence gets a line of its own", () => {
    const saved = roundTrip(
      "Before ![a plant](/uploads/0123456789abcdef0123456789abcdef-640.jpg) after.\n",
    );
    expect(saved).toBe(
      "Before\n\n![a plant](/uploads/0123456789abcdef0123456789abcdef-640.jpg)\n\nafter.\n",
    );
    // An image the page could not show (no web or site address) is left out.
    expect(roundTrip('Text <img src="x"> and <img src="javascript:alert(1)">.\n')).toBe(
      "Text and .\n",
    );
  });

  it("leaves out empty list items and empty paragraphs, at the end and between the rest", () => {
    const paragraph = (text?: string): DocNode => ({
      type: "paragraph",
      content: text ? [{ type: "text", text }] : [],
    });
    const item = (...content: DocNode[]): DocNode => ({ type: "listItem", content });
    const listOf = (type: string, ...items: DocNode[]): DocNode => ({
      type,
      attrs: { tight: true },
      content: items,
    });
    const markdown = toMarkdown({
      type: "doc",
      content: [
        paragraph("Intro."),
        paragraph(),
        listOf("bulletList", item(paragraph("Vans")), item(paragraph()), item(paragraph("Cargo"))),
        listOf(
          "orderedList",
          item(paragraph("First")),
          item(paragraph("Second")),
          item(paragraph()),
        ),
        // A list of nothing but an empty item, a blank line and a line break alone.
        listOf("bulletList", item(paragraph())),
        paragraph(" \u00a0 "),
        { type: "paragraph", content: [{ type: "hardBreak" }] },
        paragraph(),
      ],
    });
    expect(markdown).toBe("Intro.\n\n- Vans\n- Cargo\n\n1. First\n2. Second\n");
    expect(renderMarkdown(markdown)).not.toMatch(/<li>\s*<\/li>|<p>\s*<\/p>/);
    // As the editor makes them: Enter pressed once too often at the end of a list and the text.
    editor = new Editor({
      extensions: richTextExtensions(),
      content: "<ul><li>One</li><li>Two</li><li></li></ul><p></p><p></p>",
    });
    expect(toMarkdown(editor.getJSON())).toBe("- One\n- Two\n");
  });

  it("keeps an image that is a link a link, with its caption", () => {
    const markdown =
      '[![A plant](/uploads/0123456789abcdef0123456789abcdef-640.jpg "The new plant")](https://example.com/plant)\n';
    expect(roundTrip(markdown)).toBe(markdown);
    expect(shown(roundTrip(markdown))).toBe(shown(markdown));
    // An address the page would not link is not kept.
    expect(roundTrip("[![A plant](/uploads/a.jpg)](javascript:alert(1))\n")).toBe(
      "![A plant](/uploads/a.jpg)\n",
    );
  });

  it("keeps typed text as text: Markdown characters, line starts, HTML", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "# not a heading, *not bold*, <b>not HTML</b>" }],
        },
        {
          type: "paragraph",
          content: [{ type: "text", text: "1. not a list | [not a link](x) ::video[no](x)" }],
        },
        { type: "paragraph", content: [{ type: "text", text: "- not an item" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "::video[not a video](/uploads/v.mp4)" }],
        },
      ],
    };
    const markdown = toMarkdown(doc);
    const html = renderMarkdown(markdown);
    expect(html).toBe(
      "<p># not a heading, *not bold*, &lt;b&gt;not HTML&lt;/b&gt;</p>\n<p>1. not a list | [not a link](x) ::video[no](x)</p>\n<p>- not an item</p>\n<p>::video[not a video](/uploads/v.mp4)</p>\n",
    );
  });

  it("keeps a list item's second paragraph a paragraph, in a tight list too", () => {
    const item = (...texts: string[]) => ({
      type: "listItem",
      content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
    });
    const markdown = toMarkdown({
      type: "doc",
      content: [
        { type: "bulletList", attrs: { tight: true }, content: [item("One"), item("Two", "More")] },
      ],
    });
    expect(renderMarkdown(markdown).replace(/\s+/g, "")).toBe(
      "<ul><li><p>One</p></li><li><p>Two</p><p>More</p></li></ul>",
    );
  });

  it("writes the edge cases so that they mean what they showed", () => {
    const text = (
      value: string,
      marks: { type: string; attrs?: Record<string, unknown> }[] = [],
    ) => ({
      type: "text",
      text: value,
      marks,
    });
    const paragraph = (...content: DocNode[]): DocNode => ({ type: "paragraph", content });
    const cases: [DocNode, string][] = [
      // A code span ending in a backtick, and one with spaces of its own.
      [paragraph(text("a`", [{ type: "code" }])), "<p><code>a`</code></p>"],
      [
        paragraph(text("x "), text(" a ", [{ type: "code" }]), text(" y")),
        "<p>x <code> a </code> y</p>",
      ],
      // '!' before a link stays a '!'.
      [
        paragraph(
          text("Wow!"),
          text("link", [{ type: "link", attrs: { href: "https://x.example/a.png" } }]),
        ),
        '<p>Wow!<a href="https://x.example/a.png" rel="noopener noreferrer" target="_blank">link</a></p>',
      ],
      // A line break at the end of a paragraph leaves nothing behind.
      [paragraph(text("foo"), { type: "hardBreak" }), "<p>foo</p>"],
    ];
    // Bold, italic or struck punctuation between letters: no emphasis in Markdown there, so
    // written as HTML; elsewhere as Markdown. The editor reads either back as it was.
    const emphasis: [DocNode, string][] = [
      [
        paragraph(text("x"), text("(y)", [{ type: "bold" }]), text("z")),
        "<p>x<strong>(y)</strong>z</p>",
      ],
      [
        paragraph(text("Addis"), text(",", [{ type: "bold" }]), text(" Ababa")),
        "<p>Addis<strong>,</strong> Ababa</p>",
      ],
      [
        paragraph(text("the"), text("“plan”", [{ type: "italic" }]), text("s")),
        "<p>the<em>“plan”</em>s</p>",
      ],
      [
        paragraph(text("a"), text("(b)", [{ type: "strike" }]), text("c")),
        "<p>a<del>(b)</del>c</p>",
      ],
      [
        paragraph(text("a"), text("b", [{ type: "bold" }, { type: "italic" }]), text("c")),
        "<p>a<em><strong>b</strong></em>c</p>",
      ],
      [
        paragraph(text("Say "), text("(this)", [{ type: "bold" }]), text(" now.")),
        "<p>Say <strong>(this)</strong> now.</p>",
      ],
      // Bold punctuation right before struck text ('~' is a letter to a run of '*').
      [
        paragraph(text("(a)", [{ type: "bold" }]), text("b", [{ type: "strike" }])),
        "<p><strong>(a)</strong><del>b</del></p>",
      ],
      // Bold around struck punctuation that is itself written as HTML.
      [
        paragraph(
          text("a"),
          text("(b)", [{ type: "bold" }, { type: "strike" }]),
          text("c", [{ type: "bold" }]),
          text("d"),
        ),
        "<p>a<strong><del>(b)</del>c</strong>d</p>",
      ],
      // An emoji is one character, and punctuation.
      [paragraph(text("x🎉", [{ type: "bold" }]), text("y")), "<p><strong>x🎉</strong>y</p>"],
    ];
    for (const [node, html] of [...cases, ...emphasis]) {
      const markdown = toMarkdown({ type: "doc", content: [node] });
      expect(renderMarkdown(markdown).replace(/\n/g, ""), markdown).toBe(html);
      if (emphasis.some(([other]) => other === node)) {
        expect(roundTrip(markdown), markdown).toBe(markdown);
      }
    }
    // Markdown where Markdown works.
    expect(
      toMarkdown({
        type: "doc",
        content: [paragraph(text("Say "), text("(this)", [{ type: "bold" }]), text(" now."))],
      }),
    ).toBe("Say **(this)** now.\n");
    // Tables, cell by cell.
    const cell = (content: DocNode, attrs: Record<string, unknown> = {}, type = "tableCell") => ({
      type,
      attrs,
      content: [paragraph(content)],
    });
    const header = (content: DocNode, attrs: Record<string, unknown> = {}) =>
      cell(content, attrs, "tableHeader");
    const tableOf = (...rows: DocNode[][]) =>
      toMarkdown({
        type: "doc",
        content: [
          { type: "table", content: rows.map((cells) => ({ type: "tableRow", content: cells })) },
        ],
      });
    // A '|' in code in a table cell stays in its cell.
    const table = tableOf([header(text("a|b", [{ type: "code" }])), header(text("c"))]);
    expect(renderMarkdown(table)).toContain("<th><code>a|b</code></th>");
    // Merged cells (a paste from Word): every other cell stays in its own column.
    const merged = tableOf(
      [header(text("Region"), { colspan: 2 }), header(text("Tonnes"))],
      [cell(text("Tigray"), { rowspan: 2 }), cell(text("North")), cell(text("40"))],
      [cell(text("South")), cell(text("25"))],
    );
    expect(merged).toBe(
      "| Region |  | Tonnes |\n| --- | --- | --- |\n| Tigray | North | 40 |\n|  | South | 25 |\n",
    );
    // A list numbered from 0 keeps its number.
    const listItem = { type: "listItem", content: [paragraph(text("zero"))] };
    expect(
      toMarkdown({
        type: "doc",
        content: [{ type: "orderedList", attrs: { start: 0 }, content: [listItem] }],
      }),
    ).toBe("0. zero\n");
  });
});
