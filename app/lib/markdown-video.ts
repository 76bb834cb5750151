/**
 * A video in a Markdown text: `::video[Title](address)` on a line of its own (no Markdown text
 * written before the editor says that, so every older text renders as it did). Shared by the
 * server's renderer and the editor in the browser: no Node imports.
 */
import type { TokenizerAndRendererExtension, Tokens } from "marked";

/** A rendered text: safe HTML, and the videos between its parts (the page draws their players). */
export type RichTextPart = { html: string } | { video: { src: string; title: string } };

export interface VideoToken extends Tokens.Generic {
  type: "video";
  raw: string;
  title: string;
  src: string;
}

const VIDEO_LINE = /^::video\[((?:\\.|[^\]\\\n])*)\]\(([^()\s]+)\)[ \t]*(?:\n+|$)/;

/** The line for a video: its title's brackets and backslashes escaped. */
export function videoLine(title: string, src: string): string {
  return `::video[${title.replace(/[\\[\]]/g, (c) => `\\${c}`)}](${src.replace(/[()\s]/g, encodeURIComponent)})`;
}

/** marked's block extension for the video line; `render` writes its HTML. */
export function videoExtension(
  render: (token: VideoToken) => string,
): TokenizerAndRendererExtension {
  return {
    name: "video",
    level: "block",
    start: (src) => /^::video\[/m.exec(src)?.index,
    tokenizer(src) {
      const match = VIDEO_LINE.exec(src);
      if (!match) return undefined;
      return {
        type: "video",
        raw: match[0],
        title: (match[1] as string).replace(/\\(.)/g, "$1"),
        src: match[2] as string,
      } satisfies VideoToken;
    },
    renderer: (token) => render(token as VideoToken),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The element the editor reads a video from (its Video node's parseHTML). */
export function videoPlaceholder(token: Pick<VideoToken, "title" | "src">): string {
  return `<div data-video="${escapeAttribute(token.src)}" data-title="${escapeAttribute(token.title)}"></div>\n`;
}
