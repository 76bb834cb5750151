/**
 * The rich-text editor's schema (TipTap, on ProseMirror): exactly what the stored Markdown can
 * say (docs/decisions/025-rich-text.md), from TipTap's single extensions rather than its starter
 * kit (which bundles all of its own, underline and a URL recogniser among them). Anything a paste brings that is not here (fonts,
 * colours, classes, styles, spans, comments, scripts) has no node or mark to become, and is
 * dropped by ProseMirror's schema-driven parser.
 */
import { type Extensions, InputRule, Mark, mergeAttributes, Node } from "@tiptap/core";
import { Blockquote } from "@tiptap/extension-blockquote";
import { Bold } from "@tiptap/extension-bold";
import { Code } from "@tiptap/extension-code";
import { CodeBlock } from "@tiptap/extension-code-block";
import { Document } from "@tiptap/extension-document";
import { HardBreak } from "@tiptap/extension-hard-break";
import { Heading } from "@tiptap/extension-heading";
import { HorizontalRule } from "@tiptap/extension-horizontal-rule";
import { Image } from "@tiptap/extension-image";
import { Italic } from "@tiptap/extension-italic";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import { Paragraph } from "@tiptap/extension-paragraph";
import { Strike } from "@tiptap/extension-strike";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { Text } from "@tiptap/extension-text";
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from "@tiptap/extensions";
import { isBlockType, isImageAlignment, isImageSize, parseBlock } from "~/lib/blocks";
import { parseTextVideo } from "~/lib/video-embed";

/**
 * A node's or mark's text attribute (ProseMirror types attributes as anything): "" when it is
 * not a text, as every one of ours defaults to.
 */
export function textAttr(attrs: Readonly<Record<string, unknown>>, name: string): string {
  const value = attrs[name];
  return typeof value === "string" ? value : "";
}

/** Where a link may point: the web, an e-mail address, this site. */
export const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/**
 * A link (Markdown: `[text](address "title")`): only to the web, an e-mail address or this
 * site; an address typed in the text becomes one when a space follows it. (TipTap's own link
 * brings a 20 KB URL recogniser the editor has no need of.)
 */
export const Link = Mark.create({
  name: "link",
  priority: 1000,
  inclusive: false,
  exitable: true,
  addAttributes() {
    return { href: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "a[href]",
        getAttrs: (element: HTMLElement) =>
          SAFE_HREF.test(element.getAttribute("href") ?? "") ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["a", mergeAttributes(HTMLAttributes, { rel: "noopener noreferrer nofollow" }), 0];
  },
  addInputRules() {
    return [
      new InputRule({
        find: /(?:^|\s)((?:https?:\/\/|www\.)[^\s<]*[^\s<.,:;"')\]])\s$/,
        handler: ({ state, range, match }) => {
          const url = match[1] ?? "";
          const end = range.to - 1;
          const start = end - url.length;
          const href = url.startsWith("www.") ? `https://${url}` : url;
          state.tr.addMark(start, end, this.type.create({ href }));
        },
      }),
    ];
  },
});

/** A list without blank lines between its items (Markdown's "tight" list: no `<p>` in them). */
const tight = {
  tight: {
    default: true,
    parseHTML: (element: HTMLElement) =>
      ![...element.children].some((item) => item.firstElementChild?.tagName === "P"),
    renderHTML: () => ({}),
  },
};

/** An `::image` block element (`<div data-block="image" data-json>`) read as its fields, if valid. */
function imageBlockData(element: HTMLElement) {
  if (element.tagName !== "DIV" || element.getAttribute("data-block") !== "image") return null;
  try {
    const parsed = parseBlock("image", JSON.parse(element.getAttribute("data-json") ?? ""));
    return parsed.ok && parsed.block.type === "image" ? parsed.block.data : null;
  } catch {
    return null;
  }
}

const isSize = isImageSize;
const isAlignment = isImageAlignment;

/**
 * An image on a line of its own, with its alt text and an optional caption (Markdown:
 * `![alt](src "caption")`): shown in the editor as a figure with its caption under it. Its size
 * (small, medium, full width) and place (left, centre, right): a full-width centred one is
 * written as before, any other as an `::image{…}` block line (to-markdown.ts).
 */
export const Figure = Image.extend({
  name: "figure",
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          imageBlockData(element)?.src ?? element.getAttribute("src"),
      },
      alt: {
        default: "",
        parseHTML: (element: HTMLElement) =>
          imageBlockData(element)?.alt ?? element.getAttribute("alt"),
      },
      caption: {
        default: "",
        parseHTML: (element: HTMLElement) => {
          const block = imageBlockData(element);
          if (block) return block.caption ?? "";
          return element.tagName === "FIGURE"
            ? (element.querySelector("figcaption")?.textContent ?? "")
            : (element.getAttribute("title") ?? "");
        },
      },
      // Where the image leads when it is a link (`[![alt](src)](href)`), kept as it was.
      href: {
        default: "",
        parseHTML: (element: HTMLElement) => {
          const block = imageBlockData(element);
          if (block) return block.href ?? "";
          const link =
            element.tagName === "FIGURE" ? element.querySelector("a") : element.closest("a");
          const href = link?.getAttribute("href") ?? "";
          return SAFE_HREF.test(href) ? href : "";
        },
      },
      size: {
        default: "full",
        parseHTML: (element: HTMLElement) => {
          const value = imageBlockData(element)?.size ?? element.getAttribute("data-size");
          return isSize(value) ? value : "full";
        },
      },
      align: {
        default: "centre",
        parseHTML: (element: HTMLElement) => {
          const value = imageBlockData(element)?.align ?? element.getAttribute("data-align");
          return isAlignment(value) ? value : "centre";
        },
      },
    };
  },
  parseHTML() {
    return [
      // An `::image{…}` line: before the block node's rule (an invalid one is a block card).
      {
        tag: 'div[data-block="image"]',
        priority: 60,
        getAttrs: (element: HTMLElement) => (imageBlockData(element) ? null : false),
      },
      {
        tag: "figure",
        getAttrs: (element: HTMLElement) => {
          const img = element.querySelector("img");
          const src = img?.getAttribute("src") ?? "";
          return /^(https?:\/\/|\/(?![/\\]))/i.test(src) ? { src, alt: img?.alt ?? "" } : false;
        },
      },
      {
        tag: "img[src]",
        // As the page shows images: from the web or this site, never data: or javascript:.
        getAttrs: (element: HTMLElement) =>
          /^(https?:\/\/|\/(?![/\\]))/i.test(element.getAttribute("src") ?? "") ? null : false,
      },
    ];
  },
  renderHTML({ node }) {
    const src = textAttr(node.attrs, "src");
    const alt = textAttr(node.attrs, "alt");
    const caption = textAttr(node.attrs, "caption");
    const href = textAttr(node.attrs, "href");
    const size = isSize(node.attrs.size) ? node.attrs.size : "full";
    const align = isAlignment(node.attrs.align) ? node.attrs.align : "centre";
    const image = ["img", { src, alt, loading: "lazy" }];
    return [
      "figure",
      {
        class: "rte-figure",
        "data-size": size,
        "data-align": align,
        ...(alt.trim() ? {} : { "data-missing-alt": "" }),
      },
      href ? ["a", { href, title: `Links to ${href}` }, image] : image,
      ...(caption ? [["figcaption", {}, caption]] : []),
      // An image without a description cannot be saved: it says so, and how to give one.
      ...(alt.trim()
        ? []
        : [
            [
              "p",
              { class: "rte-alt-missing", contenteditable: "false" },
              "No alt text: double-click the image (or select it and press Enter) to describe it.",
            ],
          ]),
    ];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * A block of the text (app/lib/blocks.ts): a gallery, people, downloads, a call to action,
 * columns, a quote, key figures (Markdown: `::type{json}` on a line of its own). Its fields are
 * its JSON, as stored; one that is not valid (a hand-edited line, a hostile paste) still opens,
 * as a card saying what is wrong, so nothing is lost and nothing of it is ever made HTML. The
 * editor draws it as a card with its buttons (block-node-view.tsx).
 */
export const BlockNode = Node.create({
  // Not "block": that is the group of paragraphs, lists and headings in a content expression.
  name: "contentBlock",
  group: "topBlock",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      type: {
        default: "quote",
        parseHTML: (element) => element.getAttribute("data-block") ?? "quote",
      },
      json: {
        default: "{}",
        parseHTML: (element) => element.getAttribute("data-json") ?? "{}",
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: "div[data-block]",
        getAttrs: (element: HTMLElement) =>
          isBlockType(element.getAttribute("data-block")) ? null : false,
      },
    ];
  },
  renderHTML({ node }) {
    const type = textAttr(node.attrs, "type");
    const json = textAttr(node.attrs, "json");
    return [
      "div",
      {
        "data-block": type,
        "data-json": json,
        class: "rte-block",
        contenteditable: "false",
      },
    ];
  },
});

/**
 * A video in the text: a YouTube or Vimeo address or one of the media library's videos, with a
 * title (Markdown: `::video[Title](address)` on a line of its own). The editor shows a card; the
 * public page the site's click-to-load player.
 */
export const Video = Node.create({
  name: "video",
  // Only on a line of the text's own, never in a list, quote or table (the page's player is).
  group: "topBlock",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: "", parseHTML: (element) => element.getAttribute("data-video") ?? "" },
      title: { default: "", parseHTML: (element) => element.getAttribute("data-title") ?? "" },
    };
  },
  parseHTML() {
    return [{ tag: "div[data-video]" }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const src = textAttr(node.attrs, "src");
    const title = textAttr(node.attrs, "title");
    const source = parseTextVideo(src);
    return [
      "div",
      mergeAttributes(HTMLAttributes, {
        "data-video": src,
        "data-title": title,
        class: "rte-video",
        contenteditable: "false",
      }),
      ["span", { class: "rte-video-badge", "aria-hidden": "true" }, "▶"],
      [
        "span",
        { class: "rte-video-text" },
        ["strong", {}, title || "Video"],
        ["span", {}, source ? `${source.label}: ${src}` : src],
      ],
    ];
  },
});

/** Lists that keep whether they were tight (no blank lines between items) or loose. */
const Bullets = BulletList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...tight };
  },
});
const Numbers = OrderedList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...tight };
  },
});

/** A table's cells hold paragraphs only: a Markdown table cell holds one line of text. */
const Cell = TableCell.extend({ content: "paragraph+" });
const HeaderCell = TableHeader.extend({ content: "paragraph+" });

/** The editor's extensions: the same list in the browser and in the tests. */
/**
 * What a text may hold: an article or a page everything below; a text of the site's own sections
 * (the About text, a sector's overview) paragraphs, lists, quotes, links and the marks, as the
 * server checks (markdown-check.server.ts). What the schema lacks, a paste turns into paragraphs.
 */
export type RichTextKind = "article" | "text";

export function richTextExtensions(
  kind: RichTextKind = "article",
  { block = BlockNode }: { block?: typeof BlockNode } = {},
): Extensions {
  if (kind === "text") {
    return [
      // Blocks at the text's top level, as in an article.
      Document.extend({ content: "(block | topBlock)+" }),
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      Strike,
      Code,
      Blockquote,
      ListItem,
      ListKeymap,
      UndoRedo,
      Dropcursor,
      Gapcursor,
      Link,
      Bullets,
      Numbers,
      block,
    ];
  }
  return [
    Document.extend({ content: "(block | topBlock)+" }),
    Paragraph,
    Text,
    HardBreak,
    Heading.configure({ levels: [1, 2, 3, 4, 5, 6] }),
    Bold,
    Italic,
    Strike,
    Code,
    CodeBlock,
    Blockquote,
    HorizontalRule,
    ListItem,
    ListKeymap,
    UndoRedo,
    Dropcursor,
    Gapcursor,
    // A paragraph after a table, image or video at the end, to go on writing (not saved empty).
    TrailingNode,
    Link,
    Bullets,
    Numbers,
    Figure,
    Video,
    block,
    Table.configure({ resizable: false }),
    TableRow,
    Cell,
    HeaderCell,
  ];
}
