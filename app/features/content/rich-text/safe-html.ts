/**
 * HTML rebuilt from a list of allowed tags and attributes before any DOM sees it: every tag is
 * written anew (its name lower-cased, only allowed attributes, values escaped, addresses only to
 * the web, an e-mail address or this site); any other tag is dropped, its text kept; script,
 * style and the like are dropped with their content; comments go; a `<` that starts no allowed
 * tag is text. The browser's own parser, even for a document no one sees (DOMParser), would make
 * an `<img onerror>` that tries to load and runs its handler: here no such element is ever made.
 * No DOM, no imports: the editor runs it in the browser, the tests in Node.
 */

export interface HtmlAllowance {
  tags: ReadonlySet<string>;
  /** Allowed attributes, by tag ('*': on every allowed tag). */
  attributes: Readonly<Record<string, readonly string[]>>;
}

/** Dropped with everything inside them. */
const DROPPED =
  /<(script|style|title|textarea|noscript|template|iframe|object|embed|xml|svg|math|select|option)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

// An unquoted value holds no quote (else a quoted one could match both ways: exponential).
const TAG =
  /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s>/="']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s>/="']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The web, an e-mail address, this site (not `//` or `/\\`: browsers read both as another site). */
const SAFE_ADDRESS = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!(?:#\d+|#x[\da-f]+|\w+);)/gi, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");

/** An attribute value as the browser would read it: entities decoded, for the address check. */
function decoded(value: string): string {
  const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd");
  return value
    .replace(/&#x([\da-f]{1,8});?/gi, (_, hex: string) => character(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,10});?/g, (_, dec: string) => character(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/[\s\p{Cc}]+/gu, "");
}

export function rebuildHtml(html: string, allowance: HtmlAllowance): string {
  const source = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<![^>]*>/g, "")
    .replace(/<\?[^>]*>/g, "")
    .replace(DROPPED, "");
  let out = "";
  let at = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(at, match.index));
    at = (match.index ?? 0) + match[0].length;
    const [, closing, rawName = "", rawAttributes = ""] = match;
    const name = rawName.toLowerCase();
    if (!allowance.tags.has(name)) continue;
    if (closing) {
      out += `</${name}>`;
      continue;
    }
    const allowed = new Set([
      ...(allowance.attributes["*"] ?? []),
      ...(allowance.attributes[name] ?? []),
    ]);
    let attributes = "";
    for (const attribute of rawAttributes.matchAll(ATTRIBUTE)) {
      const key = (attribute[1] ?? "").toLowerCase();
      if (!allowed.has(key) || key.startsWith("on")) continue;
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? "";
      if ((key === "href" || key === "src") && !SAFE_ADDRESS.test(decoded(value))) continue;
      attributes += ` ${key}="${escapeAttribute(value)}"`;
    }
    out += `<${name}${attributes}>`;
  }
  return out + escapeText(source.slice(at));
}
