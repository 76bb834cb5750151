/**
 * The type of an upload, told from its first bytes alone: a file's name and the type the browser
 * claims are chosen by whoever uploads it. Shared with the browser, so no Node imports.
 */

export type SniffedType = "jpeg" | "png" | "webp" | "avif" | "gif" | "pdf" | "svg";

/** How far into the file an SVG's root element must start. */
const SVG_WINDOW = 1024;

const ascii = (head: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...head.subarray(start, end));

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, PNG_SIGNATURE)) return "png";
  const start = ascii(head, 0, 12);
  if (start.startsWith("GIF87a") || start.startsWith("GIF89a")) return "gif";
  if (start.startsWith("RIFF") && start.slice(8, 12) === "WEBP") return "webp";
  if (start.startsWith("%PDF-")) return "pdf";
  if (isAvif(head)) return "avif";
  if (isSvg(head)) return "svg";
  return null;
}

/**
 * An ISO-BMFF file opens with a `ftyp` box: its size, "ftyp", a major brand, a minor version,
 * then compatible brands. AVIF images and sequences carry the brand `avif` or `avis`.
 */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/**
 * SVG is XML: an optional byte order mark and whitespace, then possibly an XML declaration,
 * comments and a `<!DOCTYPE svg …>`, then the `<svg` root element. Anything else there (an
 * `<html>` element, say) is not SVG.
 */
function isSvg(head: Uint8Array): boolean {
  // TextDecoder drops a UTF-8 byte order mark.
  let text = new TextDecoder().decode(head.subarray(0, SVG_WINDOW));
  for (;;) {
    text = text.trimStart();
    const prolog =
      /^<\?xml.*?\?>/s.exec(text) ??
      /^<!--.*?-->/s.exec(text) ??
      /^<!DOCTYPE\s+svg\b[^[>]*(\[.*?\])?\s*>/is.exec(text);
    if (!prolog) return /^<svg[\s/>]/.test(text);
    text = text.slice(prolog[0].length);
  }
}
