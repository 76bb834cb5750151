/**
 * A stored text as words, without its Markdown (history's diff, and anything else that reads a
 * text rather than shows it): paragraphs on lines of their own, a link as its words, an image
 * as "[Image: alt]", a video as "[Video: title]", a table's cells separated by " | ". For search
 * (`labels: false`), the words alone: an image's description and caption, a video's title. A
 * block is named by its kind with its words ("[People: Abebe Kebede, Chief Executive]"); for
 * search its words alone, never its addresses or its JSON's keys (as migration 0027 does).
 */
import { Marked, type Token, type Tokens } from "marked";
import { BLOCK_NAMES, type Block } from "./blocks";
import { type BlockToken, blockExtension } from "./markdown-blocks";
import { videoExtension } from "./markdown-video";

const marked = new Marked({ gfm: true, async: false });
marked.use({ extensions: [videoExtension(() => ""), blockExtension(() => "")] });

/** Whether an image and a video are named as such ("[Image: …]"), or their words stand alone. */
let labelled = true;

export function markdownText(markdown: string, { labels = true } = {}): string {
  labelled = labels;
  return blocks(marked.lexer(markdown))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function blocks(tokens: Token[]): string {
  return tokens.map(block).filter(Boolean).join("\n\n");
}

function block(token: Token): string {
  switch (token.type) {
    case "space":
    case "hr":
      return "";
    case "heading":
    case "paragraph":
      return inline((token as Tokens.Heading | Tokens.Paragraph).tokens);
    case "blockquote":
      return blocks((token as Tokens.Blockquote).tokens);
    case "list":
      return (token as Tokens.List).items.map((item) => blocks(item.tokens)).join("\n");
    case "code":
      return (token as Tokens.Code).text;
    case "table": {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows]
        .map((row) => row.map((cell) => inline(cell.tokens)).join(" | "))
        .join("\n");
    }
    case "video": {
      const { title, src } = token as Tokens.Generic;
      return labelled ? `[Video: ${title || src}]` : (title as string);
    }
    case "html":
      return (token as Tokens.HTML).text.replace(/<[^>]*>/g, "").trim();
    case "block": {
      const { parsed, raw } = token as BlockToken;
      if (!parsed.ok) return labelled ? raw.trim() : "";
      const words = blockWords(parsed.block);
      return labelled ? `[${BLOCK_NAMES[parsed.block.type]}: ${words}]` : words;
    }
    default:
      return "tokens" in token && Array.isArray(token.tokens)
        ? inline(token.tokens)
        : (token.raw ?? "");
  }
}

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      switch (token.type) {
        case "image": {
          const image = token as Tokens.Image;
          const alt = inline(image.tokens) || image.text;
          return labelled ? `[Image: ${alt}]` : [alt, image.title].filter(Boolean).join(" ");
        }
        case "br":
          return "\n";
        case "codespan":
          return (token as Tokens.Codespan).text;
        case "html":
          return "";
        case "text":
        case "escape":
          return "tokens" in token && token.tokens
            ? inline(token.tokens)
            : (token as Tokens.Text).text;
        default:
          return "tokens" in token && Array.isArray(token.tokens) ? inline(token.tokens) : "";
      }
    })
    .join("");
}

/** A block's words, as staff read them in history ('Abebe Kebede, Chief Executive; …'). */
function blockWords(block: Block): string {
  const join = (parts: (string | undefined)[], between = ", ") =>
    parts.filter(Boolean).join(between);
  switch (block.type) {
    case "image":
      return join([block.data.alt, block.data.caption]);
    case "gallery": {
      const images = block.data.images.map((image) => join([image.alt, image.caption], " — "));
      return labelled ? `${images.length} images: ${images.join(", ")}` : images.join(" ");
    }
    case "people":
      return block.data.people
        .map((person) => join([join([person.name, person.role]), person.bio], ": "))
        .join(labelled ? "; " : " ");
    case "downloads":
      return join(
        [block.data.title, ...block.data.items.map((item) => item.name)],
        labelled ? ", " : " ",
      );
    case "cta":
      return join([join([block.data.heading, block.data.text], ": "), block.data.label], " — ");
    case "columns": {
      const columns = block.data.columns.map((column) =>
        markdownText(column, { labels: labelled }).replace(/\n+/g, " "),
      );
      return columns.join(labelled ? " | " : " ");
    }
    case "quote":
      return join([block.data.text, join([block.data.by, block.data.role])], " — ");
    case "figures":
      return block.data.figures
        .map((figure) => `${figure.value} ${figure.label}`)
        .join(labelled ? "; " : " ");
  }
}
