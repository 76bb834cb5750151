/**
 * The editor's document (ProseMirror JSON, as TipTap's getJSON gives it) written as the
 * Markdown the site stores: GitHub-flavoured, with an image's caption as its title
 * (`![alt](src "caption")`) and a video as `::video[Title](address)` on a line of its own
 * (app/lib/markdown-video.ts). Text is escaped so that it renders as typed: a line starting
 * with '# ' or '1. ' stays text, an asterisk is an asterisk. No DOM, no Node imports: the same
 * code runs in the editor and in the tests.
 */
import { BLOCK_LINE, blockLine, isBlockType, parseBlock } from "~/lib/blocks";
import { videoLine } from "~/lib/markdown-video";

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}

interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** Marks from the outside in: a link around bold around italic…, code innermost. */
const MARK_ORDER = ["link", "bold", "italic", "strike", "code"];

const attr = (node: { attrs?: Record<string, unknown> }, name: string) => {
  const value = node.attrs?.[name];
  return typeof value === "string" ? value : value == null ? "" : String(value);
};

export function toMarkdown(doc: DocNode): string {
  const text = blocks(doc.content ?? [], false);
  return text ? `${text}\n` : "";
}

/** Blocks one after the other: a blank line between them (a tight list's items: none). */
function blocks(nodes: DocNode[], tight: boolean): string {
  return nodes
    .map((node) => block(node))
    .filter((text) => text !== "")
    .join(tight ? "\n" : "\n\n");
}

function block(node: DocNode): string {
  switch (node.type) {
    case "paragraph":
      return inline(node.content ?? [], "paragraph");
    case "heading": {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 2)));
      const text = inline(node.content ?? [], "heading");
      return text ? `${"#".repeat(level)} ${text}` : "";
    }
    case "blockquote": {
      const inner = blocks(node.content ?? [], false);
      return inner ? prefixLines(inner, "> ", "> ") : "";
    }
    case "bulletList":
    case "orderedList":
      return list(node);
    case "codeBlock": {
      // The block's text without the line end HTML keeps before `</code>`.
      const code = (node.content ?? [])
        .map((child) => child.text ?? "")
        .join("")
        .replace(/\n$/, "");
      const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
      const fence = "`".repeat(Math.max(3, longest + 1));
      const language = attr(node, "language").replace(/[^\w+#.-]/g, "");
      return `${fence}${language}\n${code}\n${fence}`;
    }
    case "horizontalRule":
      return "---";
    case "figure":
    case "image": {
      const src = attr(node, "src");
      if (!src) return "";
      const alt = escapeText(attr(node, "alt").replace(/\s+/g, " ").trim());
      const caption = (attr(node, "caption") || attr(node, "title")).replace(/\s+/g, " ").trim();
      const title = caption ? ` "${caption.replace(/["\\]/g, (c) => `\\${c}`)}"` : "";
      const size = attr(node, "size") || "full";
      const align = attr(node, "align") || "centre";
      if (size !== "full" || align !== "centre") {
        // A sized or placed image: a block line (a full-width centred one is written as before).
        const href = attr(node, "href");
        const data = {
          src,
          alt: attr(node, "alt").replace(/\s+/g, " ").trim(),
          ...(caption ? { caption } : {}),
          size,
          align,
          ...(href ? { href } : {}),
        };
        const parsed = parseBlock("image", data);
        return parsed.ok ? blockLine(parsed.block) : `::image${JSON.stringify(data)}`;
      }
      const image = `![${alt}](${destination(src)}${title})`;
      const href = attr(node, "href");
      return href ? `[${image}](${destination(href)})` : image;
    }
    case "video": {
      const src = attr(node, "src");
      return src ? videoLine(attr(node, "title").replace(/\s+/g, " ").trim(), src) : "";
    }
    case "contentBlock":
      return contentBlock(node);
    case "table":
      return table(node);
    default:
      // A node this version does not know: its text, so that nothing typed is lost.
      return node.content ? blocks(node.content, false) : escapeText(node.text ?? "");
  }
}

/**
 * A block as its line: its fields as checked (blocks.ts), or, when they are not valid (a block
 * that opened with problems), its JSON as it came, on one line: the server names the problem.
 */
function contentBlock(node: DocNode): string {
  const type = attr(node, "type");
  const json = attr(node, "json");
  if (!isBlockType(type)) return "";
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return invalidBlockLine(type, json);
  }
  const parsed = parseBlock(type, data);
  return parsed.ok ? blockLine(parsed.block) : invalidBlockLine(type, JSON.stringify(data));
}

/** A block that is not valid, kept as it came (on one line), or as text if it is no block line. */
function invalidBlockLine(type: string, json: string): string {
  const line = `::${type}${json.replace(/\s*\n\s*/g, " ")}`;
  return BLOCK_LINE.test(line) ? line : `\\${escapeText(line)}`;
}

/** Each line of `text` prefixed: `first` on the first line, `rest` on the others. */
function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split("\n")
    .map((line, index) => {
      const prefix = index === 0 ? first : rest;
      return line === "" ? prefix.trimEnd() : prefix + line;
    })
    .join("\n");
}

function list(node: DocNode): string {
  const ordered = node.type === "orderedList";
  const tight = node.attrs?.tight !== false;
  const given = Number(node.attrs?.start ?? 1);
  const start = Number.isInteger(given) && given >= 0 ? given : 1;
  // In a tight list only a nested list follows its item's text on the next line: a second
  // paragraph would run on into the first without the blank line (which makes the list loose).
  const inners = (node.content ?? []).map((item) =>
    (item.content ?? [])
      .map((child) => ({ child, text: block(child) }))
      .filter(({ text }) => text !== "")
      .map(({ child, text }, i) =>
        i === 0 ? text : `${tight && /List$/.test(child.type) ? "\n" : "\n\n"}${text}`,
      )
      .join(""),
  );
  // An item left empty (Enter pressed once too often at the end of a list) would be a bare
  // bullet on the page: left out, the numbers following on.
  return inners
    .filter((inner) => inner !== "")
    .map((inner, index) => {
      const marker = ordered ? `${start + index}. ` : "- ";
      return prefixLines(inner, marker, " ".repeat(marker.length));
    })
    .join(tight ? "\n" : "\n\n");
}

function table(node: DocNode): string {
  const rows = (node.content ?? []).filter((row) => (row.content ?? []).length > 0);
  if (rows.length === 0) return "";
  // Markdown has no merged cells: a cell spanning columns or rows (pasted from Word or a web
  // page) keeps its text in its first place, the places it covered left empty, so every other
  // cell stays in its own column.
  const grid: (DocNode | undefined)[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    const places = grid[r] ?? [];
    for (const cell of row.content ?? []) {
      while (c in places) c++;
      const columns = Math.max(1, Math.min(100, Number(cell.attrs?.colspan) || 1));
      const spanned = Math.max(1, Number(cell.attrs?.rowspan) || 1);
      for (let dr = 0; dr < spanned && r + dr < rows.length; dr++) {
        for (let dc = 0; dc < columns; dc++) {
          const spannedRow = grid[r + dr];
          if (spannedRow) spannedRow[c + dc] = dr === 0 && dc === 0 ? cell : undefined;
        }
      }
      c += columns;
    }
  });
  const width = Math.max(...grid.map((places) => places.length));
  const cellText = (cell: DocNode | undefined) =>
    (cell?.content ?? [])
      .map((paragraph) => inline(paragraph.content ?? [], "cell"))
      .filter(Boolean)
      .join("<br>");
  const line = (places: (DocNode | undefined)[]) => {
    const cells = Array.from({ length: width }, (_, i) => cellText(places[i]));
    return `| ${cells.join(" | ")} |`;
  };
  const [header = [], ...body] = grid;
  const aligns = Array.from({ length: width }, (_, i) => {
    const align = attr(header[i] ?? {}, "align");
    return align === "center"
      ? ":---:"
      : align === "right"
        ? "---:"
        : align === "left"
          ? ":---"
          : "---";
  });
  return [line(header), `| ${aligns.join(" | ")} |`, ...body.map(line)].join("\n");
}

/** Where a link or an image points: spaces and parentheses percent-encoded, or in angle brackets. */
function destination(url: string): string {
  return url.trim().replace(/[\s()<>\\]/g, (c) => encodeURIComponent(c));
}

/** Characters Markdown would read as syntax anywhere in a line, backslash-escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<~]/g, (c) => `\\${c}`).replace(/&(?=#?\w+;)/g, "\\&");
}

/** What would start a block (a heading, a list, a quote…) at the start of a line. */
const LINE_START = /^(#{1,6}(?=\s|$)|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$)|>|=+\s*$|-{2,}\s*$|::|\|)/;

type InlinePlace = "paragraph" | "heading" | "cell";

/** Text nodes and hard breaks with their marks, as Markdown. */
function inline(nodes: DocNode[], place: InlinePlace): string {
  let out = "";
  let open: DocMark[] = [];
  let lineStart = true;
  /** The open code span's backticks. */
  let fence = "`";

  const closeTo = (keep: number) => {
    if (open.length <= keep) return;
    // Emphasis may not end after a space: the space goes after the closing marks (not out of a
    // code span, whose spaces are its own).
    const closesCode = open.slice(keep).some((mark) => mark.type === "code");
    const trailing = closesCode ? "" : (/\s*$/.exec(out)?.[0] ?? "");
    out = out.slice(0, out.length - trailing.length);
    for (const mark of open.slice(keep).reverse()) out += closing(mark, fence);
    out += trailing;
    open = open.slice(0, keep);
  };

  for (const node of nodes) {
    if (node.type === "hardBreak") {
      closeTo(0);
      out = out.replace(/[ \t]+$/, "");
      out += place === "cell" ? "<br>" : place === "heading" ? " " : "\\\n";
      lineStart = place === "paragraph";
      continue;
    }
    if (node.type !== "text" || !node.text) continue;
    const raw = node.text.replace(/\n/g, " ");
    const code = node.marks?.some((mark) => mark.type === "code") ?? false;
    // A run of spaces alone carries no emphasis (it could not open or close one).
    const marks = sortMarks(
      (node.marks ?? []).filter((mark) => mark.type === "link" || raw.trim() !== "" || code),
    );
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep], marks[keep])) keep++;
    closeTo(keep);
    let text = code ? raw : escapeText(raw);
    if (!code && place === "cell") text = text.replace(/\|/g, "\\|");
    if (lineStart) {
      // Leading spaces would make an indented code block; HTML drops them anyway.
      text = text.replace(/^\s+/, "");
      if (!text) continue;
    }
    if (marks.length > keep) {
      const leading = code ? "" : (/^\s*/.exec(text)?.[0] ?? "");
      out += leading;
      text = text.slice(leading.length);
      for (const mark of marks.slice(keep)) {
        if (mark.type === "code") fence = codeFence(raw);
        // '!' just before a link would make it an image.
        if (mark.type === "link" && out.endsWith("!") && !out.endsWith("\\!")) {
          out = `${out.slice(0, -1)}\\!`;
        }
        out += mark.type === "code" ? fence : opening(mark);
      }
    } else if (lineStart && keep === 0 && LINE_START.test(text)) {
      // '1.' is escaped at its dot (a digit takes no backslash), anything else at its start.
      text = /^\d/.test(text) ? text.replace(/^(\d+)([.)])/, "$1\\$2") : `\\${text}`;
    }
    // In a table cell a '|' ends the cell, inside code too (GFM takes the backslash away).
    if (code) text = codeBody(place === "cell" ? raw.replace(/\|/g, "\\|") : raw);
    if (place === "heading" && /\s#+$/.test(text)) text = text.replace(/#+$/, (run) => `\\${run}`);
    out += text;
    open = marks;
    lineStart = false;
  }
  closeTo(0);
  // A line break at the very end shows nothing in HTML, and would leave a '\' in Markdown.
  return emphasis(out.replace(/(?:\\\n|<br>|\s)+$/, ""));
}

/**
 * Bold, italic and strike are written as markers first (`DELIMITER` + kind + end), then as
 * Markdown's `**`, `*`, `~~` where those would open and close there (CommonMark's flanking
 * rules), else as their HTML elements: '**(y)**' between two letters is no emphasis in
 * Markdown, `<strong>(y)</strong>` is.
 */
const DELIMITER = "\uE000";
const DELIMITER_END = "\uE001";
const EMPHASIS: Record<string, { markdown: string; open: string; close: string }> = {
  bold: { markdown: "**", open: "<strong>", close: "</strong>" },
  italic: { markdown: "*", open: "<em>", close: "</em>" },
  strike: { markdown: "~~", open: "<del>", close: "</del>" },
};
const MARKER = /\uE000(bold|italic|strike)\uE001/g;

function delimiter(type: string): string {
  return `${DELIMITER}${type}${DELIMITER_END}`;
}

function emphasis(text: string): string {
  const markers = [...text.matchAll(MARKER)].flatMap((match) => {
    const [whole, type = ""] = match;
    const kind = EMPHASIS[type];
    const start = match.index ?? 0;
    return kind ? [{ type, kind, start, end: start + whole.length }] : [];
  });
  if (markers.length === 0) return text;
  // Which markers are written as HTML (decided for the struck text first: its neighbours' marks
  // are punctuation to it either way, '*' or '<strong>').
  const html = new Set<number>();
  // The character beside a marker (a whole code point: an emoji is one), past the markers that
  // would join it in one run of '*'; another delimiter beside it is that delimiter's character
  // as written ('*', '~', or the '<' or '>' of a tag).
  type Marker = (typeof markers)[number];
  const joins = (a: Marker, b: Marker) => a.type !== "strike" && b.type !== "strike";
  const delimiterChar = (index: number, side: "before" | "after") => {
    if (markers[index]?.type !== "strike") return "*";
    if (!html.has(index)) return "~";
    return side === "before" ? ">" : "<";
  };
  const before = (index: number): string => {
    const self = markers[index];
    if (!self) return "";
    let at = self.start;
    for (let i = index - 1; i >= 0; i--) {
      const marker = markers[i];
      if (!marker || marker.end !== at) break;
      if (!joins(marker, self)) return delimiterChar(i, "before");
      at = marker.start;
    }
    return Array.from(text.slice(Math.max(0, at - 2), at)).pop() ?? "";
  };
  const after = (index: number): string => {
    const self = markers[index];
    if (!self) return "";
    let at = self.end;
    for (let i = index + 1; i < markers.length; i++) {
      const marker = markers[i];
      if (!marker || marker.start !== at) break;
      if (!joins(marker, self)) return delimiterChar(i, "after");
      at = marker.end;
    }
    const next = text.codePointAt(at);
    return next === undefined ? "" : String.fromCodePoint(next);
  };
  // Openers and closers pair up as the marks nest (each kind's markers alternate).
  const pairs: [number, number][] = [];
  const openAt = new Map<string, number>();
  markers.forEach((marker, index) => {
    const opened = openAt.get(marker.type);
    if (opened === undefined) openAt.set(marker.type, index);
    else {
      pairs.push([opened, index]);
      openAt.delete(marker.type);
    }
  });
  const struck = (pair: [number, number]) => markers[pair[0]]?.type === "strike";
  for (const [open, close] of [...pairs.filter(struck), ...pairs.filter((pair) => !struck(pair))]) {
    // For a run of '*', GFM counts '~' as a letter, not punctuation (marked does the same).
    const punctuation = markers[open]?.type === "strike" ? PUNCTUATION : ASTERISK_PUNCTUATION;
    if (
      !leftFlanking(before(open), after(open), punctuation) ||
      !rightFlanking(before(close), after(close), punctuation)
    ) {
      html.add(open);
      html.add(close);
    }
  }
  let out = "";
  let at = 0;
  markers.forEach(({ kind, ...marker }, index) => {
    const opening = pairs.some(([open]) => open === index);
    out += text.slice(at, marker.start);
    out += html.has(index) ? (opening ? kind.open : kind.close) : kind.markdown;
    at = marker.end;
  });
  return out + text.slice(at);
}

const WHITESPACE = /^\s?$/u;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;
const ASTERISK_PUNCTUATION = /^(?!~)[\p{P}\p{S}]$/u;

/** A delimiter run with `prev` before it and `next` after it can open emphasis (CommonMark). */
function leftFlanking(prev: string, next: string, punctuation: RegExp): boolean {
  if (WHITESPACE.test(next)) return false;
  return !punctuation.test(next) || WHITESPACE.test(prev) || punctuation.test(prev);
}

/** …and can close it. */
function rightFlanking(prev: string, next: string, punctuation: RegExp): boolean {
  if (WHITESPACE.test(prev)) return false;
  return !punctuation.test(prev) || WHITESPACE.test(next) || punctuation.test(next);
}

function sortMarks(marks: DocMark[]): DocMark[] {
  return marks
    .filter((mark) => MARK_ORDER.includes(mark.type))
    .sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
}

function sameMark(a: DocMark | undefined, b: DocMark | undefined): boolean {
  if (!a || !b || a.type !== b.type) return false;
  return (
    a.type !== "link" ||
    (attr(a, "href") === attr(b, "href") && attr(a, "title") === attr(b, "title"))
  );
}

/** A code span's backticks: one more than the longest run inside. */
function codeFence(raw: string): string {
  const longest = Math.max(0, ...(raw.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(longest + 1);
}

function codeBody(raw: string): string {
  // A span starting or ending with a backtick needs a space between it and the fence; one that
  // starts and ends with a space loses one at each end unless given another (CommonMark).
  const padded = /^`|`$/.test(raw) || (/^ [\s\S]* $/.test(raw) && raw.trim() !== "");
  return padded ? ` ${raw} ` : raw;
}

function opening(mark: DocMark): string {
  switch (mark.type) {
    case "link":
      return "[";
    case "bold":
    case "italic":
    case "strike":
      return delimiter(mark.type);
    default:
      return "";
  }
}

function closing(mark: DocMark, fence: string): string {
  switch (mark.type) {
    case "link": {
      const href = attr(mark, "href");
      const title = attr(mark, "title").replace(/\s+/g, " ").trim();
      return `](${destination(href)}${title ? ` "${title.replace(/["\\]/g, (c) => `\\${c}`)}"` : ""})`;
    }
    case "bold":
    case "italic":
    case "strike":
      return delimiter(mark.type);
    case "code":
      return fence;
    default:
      return "";
  }
}
