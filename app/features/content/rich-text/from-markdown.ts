/**
 * A stored Markdown text as the HTML the editor opens (ProseMirror then parses that HTML with
 * the editor's schema). The same marked setup as the server's renderer, and the same choice of
 * elements as its sanitiser (app/lib/markdown-tags.ts): raw HTML in an older text shows in the
 * editor as it shows on the page. Also used for plain text pasted with Markdown in it. Runs in
 * the browser (and in tests under happy-dom): DOMParser builds an inert document, where no
 * script runs and no image loads.
 */
import { Marked } from "marked";
import { ALLOWED_TAGS, DROPPED_WITH_CONTENT } from "~/lib/markdown-tags";
import { videoExtension, videoPlaceholder } from "~/lib/markdown-video";

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({ extensions: [videoExtension(videoPlaceholder)] });

const KEPT = new Set(ALLOWED_TAGS.map((tag) => tag.toUpperCase()));
const DROPPED = new Set(DROPPED_WITH_CONTENT.map((tag) => tag.toUpperCase()));

export function markdownToEditorHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  const body = new DOMParser().parseFromString(html, "text/html").body;
  keepAllowed(body);
  return body.innerHTML;
}

/** Every element the page would not show unwrapped (its text kept), or dropped with its text. */
function keepAllowed(parent: Element) {
  for (const child of [...parent.children]) {
    keepAllowed(child);
    const tag = child.tagName;
    if (tag === "H1") {
      // The page shows a first-level heading as a second-level one (its title is the h1).
      const heading = child.ownerDocument.createElement("h2");
      heading.append(...child.childNodes);
      child.replaceWith(heading);
    } else if (DROPPED.has(tag)) {
      child.remove();
    } else if (!KEPT.has(tag) && !(tag === "DIV" && child.hasAttribute("data-video"))) {
      child.replaceWith(...child.childNodes);
    }
  }
}
