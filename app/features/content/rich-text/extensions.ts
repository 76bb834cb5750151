/**
 * The rich-text editor's schema (TipTap, on ProseMirror): exactly what the stored Markdown can
 * say (docs/decisions/025-rich-text.md). Anything a paste brings that is not here (fonts,
 * colours, classes, styles, spans, comments, scripts) has no node or mark to become, and is
 * dropped by ProseMirror's schema-driven parser.
 */
import { type Extensions, mergeAttributes, Node } from "@tiptap/core";
import { Image } from "@tiptap/extension-image";
import { BulletList, OrderedList } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";
import { parseTextVideo } from "~/lib/video-embed";

/** A list without blank lines between its items (Markdown's "tight" list: no `<p>` in them). */
const tight = {
  tight: {
    default: true,
    parseHTML: (element: HTMLElement) =>
      ![...element.children].some((item) => item.firstElementChild?.tagName === "P"),
    renderHTML: () => ({}),
  },
};

/**
 * An image on a line of its own, with its alt text and an optional caption (Markdown:
 * `![alt](src "caption")`): shown in the editor as a figure with its caption under it.
 */
export const Figure = Image.extend({
  name: "figure",
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: "" },
      caption: {
        default: "",
        parseHTML: (element: HTMLElement) =>
          element.tagName === "FIGURE"
            ? (element.querySelector("figcaption")?.textContent ?? "")
            : (element.getAttribute("title") ?? ""),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element: HTMLElement) => {
          const img = element.querySelector("img");
          const src = img?.getAttribute("src") ?? "";
          return /^(https?:\/\/|\/(?!\/))/i.test(src) ? { src, alt: img?.alt ?? "" } : false;
        },
      },
      {
        tag: "img[src]",
        // As the page shows images: from the web or this site, never data: or javascript:.
        getAttrs: (element: HTMLElement) =>
          /^(https?:\/\/|\/(?!\/))/i.test(element.getAttribute("src") ?? "") ? null : false,
      },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, caption } = node.attrs as { src: string; alt: string; caption: string };
    return [
      "figure",
      { class: "rte-figure" },
      ["img", { src, alt, loading: "lazy" }],
      ...(caption ? [["figcaption", {}, caption]] : []),
    ];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * A video in the text: a YouTube or Vimeo address or one of the media library's videos, with a
 * title (Markdown: `::video[Title](address)` on a line of its own). The editor shows a card; the
 * public page the site's click-to-load player.
 */
export const Video = Node.create({
  name: "video",
  group: "block",
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
    const { src, title } = node.attrs as { src: string; title: string };
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
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Markdown has no underline.
      underline: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto"],
        HTMLAttributes: { rel: null, target: null },
      },
      bulletList: false,
      orderedList: false,
      trailingNode: false,
    }),
    Bullets,
    Numbers,
    Figure,
    Video,
    Table.configure({ resizable: false }),
    TableRow,
    Cell,
    HeaderCell,
  ];
}
