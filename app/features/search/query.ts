import { queryText } from "~/lib/forms";
/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 10;

/** The most of a query that is searched (a longer one is cut here, never refused). */
export const SEARCH_QUERY_CHARS = 200;

/** Marks around a matching word in a snippet, as the database returns it (never in text). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

/**
 * What is searched for: the query without control characters (NUL and the marks included),
 * spaces collapsed, at most SEARCH_QUERY_CHARS characters (whole code points).
 */
export function cleanQuery(raw: string | null | undefined): string {
  return queryText(raw, SEARCH_QUERY_CHARS);
}

/** A snippet split into plain and matching parts (rendered as text and <mark>). */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [i, piece] of snippet.split(MARK_START).entries()) {
    if (i === 0) {
      if (piece) parts.push({ text: piece.replaceAll(MARK_END, ""), match: false });
      continue;
    }
    const end = piece.indexOf(MARK_END);
    const matched = end === -1 ? piece : piece.slice(0, end);
    const rest = end === -1 ? "" : piece.slice(end + 1).replaceAll(MARK_END, "");
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/** The words of a text, without marks, spacing or the punctuation around them. */
function wordsOf(text: string): string {
  return text
    .replaceAll(MARK_START, "")
    .replaceAll(MARK_END, "")
    .replace(/\s+/gu, " ")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** How much of an excerpt's start (or end) must match the text's to be its start (or end). */
const ENDS_COMPARED = 40;

/**
 * The snippet as shown: the database's excerpt of a text (with its marks), with '…' before it
 * when it starts after the text's start (mid-sentence) and after it when the text goes on.
 * `textStart` and `textEnd` are the text's first and last characters (160 are plenty).
 */
export function framedSnippet(excerpt: string, textStart: string, textEnd: string): string {
  const words = wordsOf(excerpt);
  if (!words) return excerpt;
  const atStart = wordsOf(textStart).startsWith(words.slice(0, ENDS_COMPARED));
  const atEnd = wordsOf(textEnd).endsWith(words.slice(-ENDS_COMPARED));
  const body = excerpt.trim();
  return `${atStart ? "" : "… "}${body}${atEnd ? "" : " …"}`;
}
