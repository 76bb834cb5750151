/**
 * What the server refuses in a stored text, whoever sends it (the editor never writes these;
 * a forged request or the text area without script might): a video that is not one the page can
 * play safely, an image with an address the page will not show, an image without a description,
 * a block (app/lib/blocks.ts) missing a part it needs or with one it cannot hold: refused with
 * the problem its line has, naming the block and the field ('People block, person 2: Name is
 * required').
 * The text's HTML is sanitised when rendered in any case (markdown.server.ts).
 */
import { Marked, type Token, type Tokens } from "marked";
import { type BlockToken, blockExtension } from "./markdown-blocks";
import { videoExtension } from "./markdown-video";
import { parseTextVideo, TEXT_VIDEO_ERROR } from "./video-embed";

const marked = new Marked({ gfm: true, async: false });
marked.use({ extensions: [videoExtension(() => ""), blockExtension(() => "")] });

const IMAGE_ADDRESS = /^(https?:\/\/|\/(?![/\\]))/i;

/**
 * What a text of the site's own sections holds (the About text, a sector's overview): the
 * editor's 'text' kind, without headings, tables, images or videos (a section has its own), and
 * the blocks.
 */
const SECTION_TEXT_TOKENS = new Set([
  "space",
  "paragraph",
  "text",
  "escape",
  "strong",
  "em",
  "del",
  "codespan",
  "br",
  "link",
  "list",
  "list_item",
  "blockquote",
  "block",
]);

export const SECTION_TEXT_PROBLEM =
  "This text takes paragraphs, lists, quotes, links, bold, italic and blocks; headings, tables, images and videos have no place in it";

/**
 * Why `markdown` cannot be stored (the first reason), or undefined. A `section` text (the site's
 * About text, a sector's overview) holds the editor's 'text' kind only.
 */
export function richTextProblem(
  markdown: string,
  { section = false }: { section?: boolean } = {},
): string | undefined {
  let problem: string | undefined;
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (problem) return;
    // Bold, italic or struck text where Markdown's marks would not work is written as HTML.
    const emphasisTag = token.type === "html" && /^<\/?(strong|em|del)>$/.test(token.raw);
    if (section && !SECTION_TEXT_TOKENS.has(token.type) && !emphasisTag) {
      problem = SECTION_TEXT_PROBLEM;
    } else if (token.type === "block") {
      problem = blockProblem(token as BlockToken, section);
    } else if (token.type === "video") {
      const src = (token as Tokens.Generic).src as string;
      if (!parseTextVideo(src)) problem = `${TEXT_VIDEO_ERROR} (“${src.slice(0, 80)}”)`;
    } else if (token.type === "image") {
      const image = token as Tokens.Image;
      problem = imageProblem(image.href, image.text.replace(/\\|&#?\w+;/g, ""));
    } else if (token.type === "html") {
      // An image written as HTML is held to the same rules (the page shows it too).
      for (const tag of token.raw.match(/<img\b[^>]*>/gi) ?? []) {
        problem ??= imageProblem(htmlAttribute(tag, "src"), htmlAttribute(tag, "alt"));
      }
    }
  });
  return problem;
}

/** A block's first problem; a column's text is held to the rules of the text it is in. */
function blockProblem(token: BlockToken, section: boolean): string | undefined {
  if (!token.parsed.ok) return token.parsed.problems[0];
  const { block } = token.parsed;
  if (block.type !== "columns") return undefined;
  for (const [index, column] of block.data.columns.entries()) {
    const problem = richTextProblem(column, { section });
    if (problem) return `Columns block, column ${index + 1}: ${problem}`;
  }
  return undefined;
}

function imageProblem(src: string, alt: string): string | undefined {
  if (!IMAGE_ADDRESS.test(src)) {
    return `An image's address must start with https:// or be one of this site's (“${src.slice(0, 80)}”)`;
  }
  if (!alt.replace(/&#?\w+;/g, "").trim()) {
    return "Every image needs a description for someone who cannot see it (its alt text)";
  }
  return undefined;
}

/** An attribute's value in an HTML tag ('' when it has none). */
function htmlAttribute(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
}
