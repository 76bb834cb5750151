/**
 * A stored Markdown text as the HTML the editor opens (ProseMirror then parses that HTML with
 * the editor's schema). The same marked setup as the server's renderer, and the same choice of
 * elements as its sanitiser (app/lib/markdown-tags.ts), rebuilt as a string before any DOM sees
 * it (safe-html.ts): raw HTML in an older text shows in the editor as it shows on the page, and
 * an `<img onerror>` in it is never made. Also used for plain text pasted with Markdown in it.
 */
import { Marked } from "marked";
import { blockExtension, blockPlaceholder } from "~/lib/markdown-blocks";
import { ALLOWED_TAGS } from "~/lib/markdown-tags";
import { videoExtension, videoPlaceholder } from "~/lib/markdown-video";
import { type HtmlAllowance, rebuildHtml } from "./safe-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({ extensions: [videoExtension(videoPlaceholder), blockExtension(blockPlaceholder)] });

const EDITOR_HTML: HtmlAllowance = {
  tags: new Set([...ALLOWED_TAGS, "h1", "div"]),
  attributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
    code: ["class"],
    // A block's type and its fields as JSON text (read with JSON.parse, never as HTML).
    div: ["data-video", "data-title", "data-block", "data-json"],
  },
};

export function markdownToEditorHtml(markdown: string): string {
  return (
    rebuildHtml(marked.parse(markdown, { async: false }), EDITOR_HTML)
      // The page shows a first-level heading as a second-level one (its title is the h1).
      .replace(/<(\/?)h1>/g, "<$1h2>")
  );
}
