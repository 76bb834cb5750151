import type { RichTextPart } from "~/lib/markdown-video";

/** One entry of a text page's 'On this page' list: a second-level heading and its anchor. */
export interface ContentsEntry {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};

/** A heading's words as plain text: its tags dropped, its entities read. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * An anchor made of the heading's letters and digits in any script ('Executive team' →
 * executive-team, 'የሥራ አመራር' → የሥራ-አመራር): nothing else, so it needs no escaping in the
 * attribute it is written into.
 */
export function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/**
 * A sanitised text's second-level headings as a list of contents, and the text with an anchor on
 * each (`id`), unique on the page; a heading that has one already keeps it.
 */
export function withContents(parts: RichTextPart[]): {
  parts: RichTextPart[];
  contents: ContentsEntry[];
} {
  const contents: ContentsEntry[] = [];
  const taken = new Set<string>();
  const unique = (wanted: string) => {
    let id = wanted || `section-${contents.length + 1}`;
    for (let n = 2; taken.has(id); n++) id = `${wanted || "section"}-${n}`;
    taken.add(id);
    return id;
  };
  const anchored = parts.map((part) => {
    if (!("html" in part)) return part;
    const html = part.html.replace(
      /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g,
      (_whole, attributes: string | undefined, inner: string) => {
        const text = plainText(inner);
        const existing = /\sid="([^"]+)"/.exec(attributes ?? "")?.[1];
        const id = existing ?? unique(anchorOf(text));
        if (existing) taken.add(existing);
        if (text) contents.push({ id, text });
        return existing
          ? `<h2${attributes}>${inner}</h2>`
          : `<h2 id="${id}"${attributes ?? ""}>${inner}</h2>`;
      },
    );
    return { html };
  });
  return { parts: anchored, contents };
}
