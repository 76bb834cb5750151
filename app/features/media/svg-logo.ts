/**
 * Whether an SVG may become the site's logo. The media library stores no SVG (a browser runs its
 * scripts when it is opened at its own address); a logo's SVG is checked here, then drawn into a
 * PNG the library keeps (library.server.ts: uploadLogo), so the SVG itself is never served.
 * Refused rather than cleaned: whatever staff see in the logo's preview is what they uploaded.
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
