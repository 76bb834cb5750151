/**
 * HTML pasted from Word, Google Docs or a web page, tidied before the editor's schema reads it.
 * The schema keeps only what Markdown can say (headings, paragraphs, bold, italic, lists, links,
 * tables, images with their alt text) and drops everything else by itself: fonts, colours,
 * classes, styles, spans, comments. What it cannot see on its own is fixed here: Word writes a
 * list as paragraphs styled `mso-list` with the bullet typed in a span, Office's `<o:p>` and
 * conditional comments wrap nothing useful, and a Word heading's number is a span too. Runs in
 * the browser, on HTML rebuilt from allowed tags first (safe-html.ts).
 */
import { type HtmlAllowance, rebuildHtml } from "./safe-html";

const MSO_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;

/** What a paste may bring to the editor's parser: structure, and the styles that mean bold. */
const PASTED_HTML: HtmlAllowance = {
  tags: new Set([
    ..."p div span b strong i em s strike del u sub sup code pre blockquote br hr".split(" "),
    ..."h1 h2 h3 h4 h5 h6 ul ol li a img figure figcaption".split(" "),
    ..."table thead tbody tfoot tr th td caption".split(" "),
  ]),
  attributes: {
    "*": ["style"],
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    // What the editor itself puts on the clipboard: a video, a block (its fields as JSON text,
    // checked as it is read: extensions.ts), an image's size and place.
    div: ["data-video", "data-title", "data-block", "data-json"],
    figure: ["data-size", "data-align"],
  },
};

export function cleanPastedHtml(html: string): string {
  // Rebuilt from allowed tags before the browser parses it: a pasted `<img onerror>` is never made.
  const document = new DOMParser().parseFromString(rebuildHtml(html, PASTED_HTML), "text/html");
  const body = document.body;
  // Comments (Word's conditional ones among them), Office's own elements, style and script.
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of [
    ...body.querySelectorAll("style, script, meta, link, title, xml, iframe, object, embed"),
  ]) {
    element.remove();
  }
  for (const element of [...body.getElementsByTagName("*")]) {
    if (element.tagName.includes(":")) element.replaceWith(...element.childNodes);
  }
  wordLists(body);
  // The page's title is its only first-level heading: a pasted one is a second-level one.
  for (const heading of [...body.querySelectorAll("h1")]) {
    const second = document.createElement("h2");
    second.append(...heading.childNodes);
    heading.replaceWith(second);
  }
  // A list item holding one paragraph (Google Docs writes them so) is a tight list's item.
  for (const item of [...body.querySelectorAll("li")]) {
    const only = item.children.length === 1 ? item.firstElementChild : null;
    if (only?.tagName === "P" && item.textContent?.trim() === only.textContent?.trim()) {
      only.replaceWith(...only.childNodes);
    }
  }
  // A Word heading's or list's typed number ("1.", "•") in a span of its own.
  for (const span of [...body.querySelectorAll("span")]) {
    if (/mso-list:\s*Ignore/i.test(span.getAttribute("style") ?? "")) span.remove();
  }
  return body.innerHTML;
}

/**
 * Word's list paragraphs (`<p style="mso-list:l0 level2 lfo1">`) as real lists: consecutive
 * ones make one list, nested by their level; numbered when their typed marker is a number or
 * a letter.
 */
function wordLists(body: HTMLElement) {
  const paragraphs = [...body.querySelectorAll("p")].filter((p) =>
    MSO_LIST.test(p.getAttribute("style") ?? ""),
  );
  const done = new Set<Element>();
  for (const first of paragraphs) {
    if (done.has(first)) continue;
    // The run of list paragraphs this one starts.
    const run: Element[] = [];
    let node: Element | null = first;
    while (node && node.tagName === "P" && MSO_LIST.test(node.getAttribute("style") ?? "")) {
      run.push(node);
      done.add(node);
      node = node.nextElementSibling;
    }
    const document = first.ownerDocument;
    const root = listFor(document, first);
    first.before(root);
    // The lists open around the paragraph, the innermost (`top`) last.
    let top = { level: levelOf(first), list: root };
    const stack = [top];
    for (const paragraph of run) {
      const level = levelOf(paragraph);
      let below = stack.at(-2);
      while (level < top.level && below) {
        stack.pop();
        top = below;
        below = stack.at(-2);
      }
      if (level > top.level) {
        const nested = listFor(document, paragraph);
        const parentItem =
          top.list.lastElementChild ?? top.list.appendChild(document.createElement("li"));
        parentItem.appendChild(nested);
        top = { level, list: nested };
        stack.push(top);
      }
      const item = document.createElement("li");
      const marker = paragraph.querySelector('span[style*="mso-list"]');
      marker?.remove();
      item.append(...paragraph.childNodes);
      top.list.appendChild(item);
      paragraph.remove();
    }
  }
}

function levelOf(paragraph: Element | undefined): number {
  return Number(MSO_LIST.exec(paragraph?.getAttribute("style") ?? "")?.[2] ?? 1);
}

/** A `<ul>` or an `<ol>`, from the marker Word typed before the paragraph's text. */
function listFor(document: Document, paragraph: Element): HTMLElement {
  const marker =
    paragraph.querySelector('span[style*="mso-list"]')?.textContent?.replace(/\s+/g, "") ?? "";
  return document.createElement(/^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker) ? "ol" : "ul");
}
