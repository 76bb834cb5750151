/**
 * The elements a rendered Markdown text may hold: the server's sanitiser keeps these and drops
 * every other tag (keeping its text, or not for script, style and the like); the editor reads
 * stored texts through the same filter, so it shows what the page shows. No imports: shared with
 * the browser.
 */
export const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "del",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** Tags dropped with their content (sanitize-html's default `nonTextTags`). */
export const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option", "noscript"];
