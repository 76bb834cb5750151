/**
 * Every address a stored text leads to or shows: its links and images (Markdown or HTML), its
 * videos, and the addresses its blocks hold (a call to action's button, a download, an image's
 * link, a gallery's and a person's photos, a column's text). The link checker reads them.
 */
import { Marked, type Token, type Tokens } from "marked";
import type { Block } from "./blocks";
import { type BlockToken, blockExtension } from "./markdown-blocks";
import { type VideoToken, videoExtension } from "./markdown-video";

const marked = new Marked({ gfm: true, async: false });
marked.use({ extensions: [videoExtension(() => ""), blockExtension(() => "")] });

/** `href` of a link and `src` of an image written as HTML. */
const HTML_ADDRESS = /<(?:a|img)\b[^>]*?\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The addresses in `markdown`, each once, in the order they appear. */
export function markdownLinks(markdown: string): string[] {
  const found = new Set<string>();
  collect(markdown, found);
  return [...found];
}

function collect(markdown: string, found: Set<string>) {
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    switch (token.type) {
      case "link":
      case "image":
        add(found, (token as Tokens.Link | Tokens.Image).href);
        break;
      case "video":
        add(found, (token as VideoToken).src);
        break;
      case "html":
        for (const match of token.raw.matchAll(HTML_ADDRESS)) {
          add(found, match[1] ?? match[2] ?? match[3]);
        }
        break;
      case "block": {
        const { parsed } = token as BlockToken;
        if (parsed.ok) blockLinks(parsed.block, found);
        break;
      }
    }
  });
}

function blockLinks(block: Block, found: Set<string>) {
  switch (block.type) {
    case "image":
      add(found, block.data.src);
      add(found, block.data.href);
      break;
    case "gallery":
      for (const image of block.data.images) add(found, image.src);
      break;
    case "people":
      for (const person of block.data.people) add(found, person.photo?.src);
      break;
    case "downloads":
      for (const item of block.data.items) add(found, item.href);
      break;
    case "cta":
      add(found, block.data.href);
      break;
    case "columns":
      for (const column of block.data.columns) collect(column, found);
      break;
    case "quote":
    case "figures":
      break;
  }
}

function add(found: Set<string>, address: string | undefined) {
  const trimmed = address?.trim();
  if (trimmed) found.add(trimmed);
}
