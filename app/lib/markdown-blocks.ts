/**
 * Blocks in a Markdown text: `::<type>{json}` on a line of its own (app/lib/blocks.ts). marked's
 * block extension for them, shared by the server's renderer, its checks, the words of a text and
 * the editor in the browser: no Node imports. A line that reads as a block but is not a valid
 * one is still a block token, with its problems: the renderer leaves it out, the server's check
 * refuses it with the problem named.
 */
import type { TokenizerAndRendererExtension, Tokens } from "marked";
import { BLOCK_LINE, type BlockType, type ParsedBlock, parseBlockLine } from "./blocks";

export interface BlockToken extends Tokens.Generic {
  type: "block";
  raw: string;
  blockType: BlockType;
  parsed: ParsedBlock;
}

/** The line from its start to its end, then any blank lines after it. */
const BLOCK_AT_START = new RegExp(`^(${BLOCK_LINE.source.slice(1, -1)})[ \\t]*(?:\\n+|$)`);

/** marked's block extension for block lines; `render` writes its HTML. */
export function blockExtension(
  render: (token: BlockToken) => string,
): TokenizerAndRendererExtension {
  return {
    name: "block",
    level: "block",
    start: (src) =>
      /^::(?:image|gallery|people|downloads|cta|columns|quote|figures)\{/m.exec(src)?.index,
    tokenizer(src) {
      const match = BLOCK_AT_START.exec(src);
      if (!match) return undefined;
      const line = match[1] as string;
      const parsed = parseBlockLine(line);
      return {
        type: "block",
        raw: match[0],
        blockType: (BLOCK_LINE.exec(line)?.[1] ?? "quote") as BlockType,
        parsed,
      } satisfies BlockToken;
    },
    renderer: (token) => render(token as BlockToken),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The element the editor reads a block from (its block node's parseHTML): the block's type and
 * its fields as JSON. An invalid block keeps its line as it was, so nothing is lost on opening.
 */
export function blockPlaceholder(token: Pick<BlockToken, "raw" | "parsed" | "blockType">): string {
  const json = token.parsed.ok
    ? JSON.stringify(token.parsed.block.data)
    : (/\{.*\}/.exec(token.raw)?.[0] ?? "{}");
  return `<div data-block="${token.blockType}" data-json="${escapeAttribute(json)}"></div>\n`;
}
