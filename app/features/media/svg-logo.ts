/**
 * Whether an SVG may become the site's logo. The media library stores no SVG (a browser runs its
 * scripts when it is opened at its own address); a logo's SVG is checked here, then drawn into a
 * PNG the library keeps (library.server.ts: uploadLogo), so the SVG itself is never served.
 * Refused rather than cleaned: whatever staff see in the logo's preview is what they uploaded.
 * A press kit's SVG logo passes the same rules (svgFileProblem) and is then kept as it is, served
 * only as a download in a sandbox (server/middleware/media-files.ts), never shown by the site.
 */

export const SVG_LOGO_REFUSED =
  "This SVG has scripts, event handlers, embedded HTML or links to other files, which a logo may not have: save it without them, or as a PNG, and upload it again.";

const FORBIDDEN: readonly RegExp[] = [
  // Scripts, and HTML that could carry them.
  /<\s*(?:[\w-]+:)?script\b/i,
  /<\s*(?:[\w-]+:)?foreignObject\b/i,
  /<\s*(?:[\w-]+:)?(?:iframe|embed|object|handler|listener)\b/i,
  // Event handlers: onload=, onclick=, … on any element.
  /\son[a-z]+\s*=/i,
  // Entities and processing instructions can pull in other files.
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /@import/i,
  /javascript:/i,
];

/** Every href (plain or xlink) and url(…) of the SVG: only '#fragment' ones stay in the file. */
function externalReference(text: string): boolean {
  for (const match of text.matchAll(/(?:^|\s)(?:[\w-]+:)?href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const target = (match[2] ?? match[3] ?? "").trim();
    if (!target.startsWith("#")) return true;
  }
  for (const match of text.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) {
    if (!(match[2] ?? "").trim().startsWith("#")) return true;
  }
  return false;
}

/** Why an SVG's text cannot be a logo, or undefined when it can. */
export function svgLogoProblem(text: string): string | undefined {
  if (FORBIDDEN.some((pattern) => pattern.test(text)) || externalReference(text)) {
    return SVG_LOGO_REFUSED;
  }
  return undefined;
}

export const SVG_NOT_UTF8 =
  "This SVG is not saved as UTF-8 text: save it again as UTF-8 (or as a PNG) and upload it again.";

/**
 * Why an uploaded SVG's bytes cannot be kept as they are, or undefined when they can: UTF-8 text
 * (the rules above read it as such; another encoding could hide what they look for), then the
 * logo's rules. That it is SVG at all (XML with an <svg> root) is sniff.ts's to tell.
 */
export function svgFileProblem(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return SVG_NOT_UTF8;
  }
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']*)["']/i.exec(text)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) return SVG_NOT_UTF8;
  return svgLogoProblem(text);
}
