// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { type Block, blockLine } from "~/lib/blocks";
import { cleanPastedHtml } from "./clean-paste";
import { type RichTextKind, richTextExtensions } from "./extensions";
import { markdownToEditorHtml } from "./from-markdown";
import { toMarkdown } from "./to-markdown";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(markdown: string, kind: RichTextKind = "article"): Editor {
  editor?.destroy();
  editor = new Editor({
    extensions: richTextExtensions(kind),
    content: markdownToEditorHtml(markdown),
  });
  return editor;
}

/** A stored text opened in the editor and saved again, untouched. */
const roundTrip = (markdown: string, kind: RichTextKind = "article") =>
  toMarkdown(open(markdown, kind).getJSON());

const PHOTO = "/uploads/0123456789abcdef0123456789abcdef-1920.jpg";

/** One valid block of every type, with every field that can hold something. */
const BLOCKS: Block[] = [
  {
    type: "gallery",
    data: {
      images: [
        { src: PHOTO, alt: "The plant", caption: "Bole Lemi, 2026" },
        { src: "https://example.com/b.jpg", alt: 'A van "on" the road <b>' },
      ],
    },
  },
  {
    type: "people",
    data: {
      people: [
        {
          name: "Almaz Bekele",
          role: "Chief executive",
          bio: "Joined in 2009.\nLeads the group.",
          photo: { src: PHOTO, alt: "Almaz", focus: { x: 40, y: 25 } },
        },
        { name: "ሰላም ታደሰ" },
      ],
    },
  },
  {
    type: "downloads",
    data: {
      title: "Reports",
      items: [
        {
          href: "/documents/annual-report.pdf",
          name: "Annual report",
          format: "PDF",
          bytes: 123456,
        },
        { href: "https://example.com/x.xlsx", name: "Figures" },
      ],
    },
  },
  {
    type: "cta",
    data: {
      heading: "Work with us",
      text: "We invest for the long run.",
      label: "Contact us",
      href: "/#contact",
    },
  },
  { type: "columns", data: { columns: ["**Left** text", "Middle", "Right *one*"] } },
  {
    type: "quote",
    data: { text: "We build to last.", by: "Almaz Bekele", role: "Chief executive" },
  },
  {
    type: "figures",
    data: {
      figures: [
        { value: "12,000", label: "Employees" },
        { value: "8", label: "Sectors" },
      ],
    },
  },
];

describe("blocks in the editor's Markdown", () => {
  for (const block of BLOCKS) {
    it(`opens a ${block.type} block as a block and saves the same line`, () => {
      const markdown = `Before.\n\n${blockLine(block)}\n\nAfter.\n`;
      const opened = open(markdown).getJSON();
      const node = opened.content?.[1];
      expect(node?.type).toBe("contentBlock");
      expect(node?.attrs?.type).toBe(block.type);
      expect(JSON.parse(String(node?.attrs?.json))).toEqual(block.data);
      expect(roundTrip(markdown)).toBe(markdown);
      // A section's text takes blocks too.
      expect(roundTrip(markdown, "text")).toBe(markdown);
    });
  }

  it("opens an image block as the image with its size and place, and saves the same line", () => {
    for (const size of ["small", "medium", "full"] as const) {
      for (const align of ["left", "centre", "right"] as const) {
        if (size === "full" && align === "centre") continue;
        const line = blockLine({
          type: "image",
          data: { src: PHOTO, alt: "The plant", caption: "Bole Lemi", size, align },
        });
        const figure = open(`${line}\n`).getJSON().content?.[0];
        expect(figure?.type).toBe("figure");
        expect(figure?.attrs).toMatchObject({
          src: PHOTO,
          alt: "The plant",
          caption: "Bole Lemi",
          size,
          align,
        });
        expect(roundTrip(`${line}\n`)).toBe(`${line}\n`);
      }
    }
  });

  it("keeps an image block in a section's text (which has no images of its own) as a block", () => {
    const line = blockLine({
      type: "image",
      data: { src: PHOTO, alt: "The plant", size: "small", align: "right" },
    });
    const node = open(`${line}\n`, "text").getJSON().content?.[0];
    expect(node?.type).toBe("contentBlock");
    expect(roundTrip(`${line}\n`, "text")).toBe(`${line}\n`);
  });

  it("keeps a full-width centred image as it was written before", () => {
    const markdown = `![The plant](${PHOTO} "Bole Lemi")\n`;
    const figure = open(markdown)
      .getJSON()
      .content?.find((node) => node.type === "figure");
    expect(figure?.attrs).toMatchObject({ size: "full", align: "centre" });
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("writes a sized image as a block line, and a full-width centred one as an image", () => {
    const doc = (size: string, align: string) => ({
      type: "doc",
      content: [
        { type: "figure", attrs: { src: PHOTO, alt: "Plant", caption: "", href: "", size, align } },
      ],
    });
    expect(toMarkdown(doc("small", "left"))).toBe(
      `::image{"src":"${PHOTO}","alt":"Plant","size":"small","align":"left"}\n`,
    );
    expect(toMarkdown(doc("full", "centre"))).toBe(`![Plant](${PHOTO})\n`);
  });

  it("opens an invalid block as a block that keeps its line, with its problems, and saves it unchanged", () => {
    const lines = [
      '::people{"people":[{"name":"","role":"Engineer"}]}',
      '::image{"src":"javascript:alert(1)","alt":"x","size":"small","align":"left"}',
      '::gallery{"images":[]}',
    ];
    for (const line of lines) {
      const node = open(`${line}\n`).getJSON().content?.[0];
      expect(node?.type).toBe("contentBlock");
      expect(roundTrip(`${line}\n`)).toBe(`${line}\n`);
    }
  });
});

describe("a block pasted", () => {
  it("from the editor itself is kept: its element on the clipboard opens as the same block", () => {
    const block = BLOCKS[1];
    if (!block) throw new Error("no people block");
    const first = open(`${blockLine(block)}\n`);
    // What ProseMirror puts on the clipboard: the schema's HTML of the node.
    const html = first.getHTML();
    expect(html).toContain("data-block");
    editor = new Editor({ extensions: richTextExtensions(), content: cleanPastedHtml(html) });
    expect(toMarkdown(editor.getJSON())).toBe(`${blockLine(block)}\n`);
  });

  it("keeps an image's size and place when copied", () => {
    const line = blockLine({
      type: "image",
      data: { src: PHOTO, alt: "Plant", size: "medium", align: "right" },
    });
    const html = open(`${line}\n`).getHTML();
    editor = new Editor({ extensions: richTextExtensions(), content: cleanPastedHtml(html) });
    expect(toMarkdown(editor.getJSON())).toBe(`${line}\n`);
  });

  it("with hostile fields is a block that says what is wrong, never HTML that runs", () => {
    const hostile = [
      `<div data-block="people" data-json='{"people":[{"name":"<img src=x onerror=alert(1)>","photo":{"src":"javascript:alert(2)"}}]}'></div>`,
      `<div data-block="cta" data-json="&lt;script&gt;alert(3)&lt;/script&gt;"></div>`,
      `<div data-block="evil" data-json="{}" onclick="alert(4)">text</div>`,
      `<div data-block="quote" data-json='{"text":"Hi"}'><script>alert(5)</script><img src=x onerror=alert(6)></div>`,
    ];
    for (const html of hostile) {
      const cleaned = cleanPastedHtml(html);
      editor?.destroy();
      editor = new Editor({ extensions: richTextExtensions(), content: cleaned });
      for (const made of [cleaned, editor.getHTML()]) {
        // No element that runs anything is made: the fields are an attribute's text.
        const body = new DOMParser().parseFromString(made, "text/html").body;
        expect(body.querySelector("script, [onerror], [onclick], img[src]")).toBeNull();
      }
    }
    // The hostile person is kept as text in its JSON (the server refuses the photo's address).
    editor?.destroy();
    editor = new Editor({
      extensions: richTextExtensions(),
      content: cleanPastedHtml(hostile[0] ?? ""),
    });
    const markdown = toMarkdown(editor.getJSON());
    expect(markdown.startsWith("::people{")).toBe(true);
    // A block line whose data is no JSON object stays text.
    editor?.destroy();
    editor = new Editor({
      extensions: richTextExtensions(),
      content: cleanPastedHtml(hostile[1] ?? ""),
    });
    expect(toMarkdown(editor.getJSON())).toBe("\\::cta\\<script>alert(3)\\</script>\n");
  });
});
