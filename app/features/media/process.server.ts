import sharp, { type Sharp } from "sharp";
import { fallbackWidth } from "./files";
import { checkLibraryPdf } from "./pdf-check.server";
import { MediaRefusal } from "./refusal";
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaMessage, OG_IMAGE } from "./rules";
import { type SniffedType, sniffType } from "./sniff";

// One libvips thread per image and no operation cache. The site runs on two cores that also
// answer page requests: resizing an upload must not take both, and the cache would keep
// decoded uploads in memory after their files are written.
sharp.concurrency(1);
sharp.cache(false);

export type ImageFormat = Exclude<SniffedType, "pdf" | "svg">;

export interface ImageInfo {
  kind: "image";
  format: ImageFormat;
  /** The size as displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** Whether some pixel is transparent; an alpha channel that is opaque everywhere is not. */
  hasAlpha: boolean;
  animated: boolean;
}

export interface DocumentInfo {
  kind: "document";
  format: "pdf";
  pages?: number;
}

export type UploadInfo = ImageInfo | DocumentInfo;

export { MediaRefusal };

const refuse = (message: MediaMessage) => () => {
  throw new MediaRefusal(message);
};

/** What an upload is, from its bytes alone, or a MediaRefusal saying why it is not accepted. */
export async function inspectUpload(bytes: Buffer): Promise<UploadInfo> {
  const type = sniffType(bytes);
  if (type === "svg") throw new MediaRefusal(MEDIA_MESSAGES.svg);
  // Anything else, whatever its name (a web page called photo.jpg), is no supported image.
  if (type === null) throw new MediaRefusal(MEDIA_MESSAGES.notImage);
  if (type === "pdf") return inspectPdf(bytes);
  return inspectImage(bytes, type);
}

/**
 * Every decode of an upload's pixels. `failOn: "warning"` refuses any damage the decoders
 * notice (a truncated file, garbage in the compressed data) instead of letting them paint the
 * missing part grey or as noise; `"error"` lets garbage in a JPEG's data through. The price: a
 * file with damage a browser shrugs off (stray bytes between JPEG markers) is refused too, and
 * saving it again fixes it. The pixel limit is read from the header before any decode
 * (inspectImage); this one stops a decode should the bytes disagree with the header.
 */
function decode(input: ImageSource): Sharp {
  return sharp(input, { failOn: "warning", limitInputPixels: MEDIA_LIMITS.imagePixels });
}

/** An image's bytes, or the path of a file holding them (read by libvips as it goes). */
export type ImageSource = Buffer | string;

async function inspectImage(bytes: Buffer, format: ImageFormat): Promise<ImageInfo> {
  if (bytes.length > MEDIA_LIMITS.imageBytes) throw new MediaRefusal(MEDIA_MESSAGES.imageTooLarge);
  // Only the header is read. No pixel limit here: over it, metadata() would fail as though the
  // file were broken, where the right answer is that it is too large.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(refuse(MEDIA_MESSAGES.notImage));
  if (header.width * header.height > MEDIA_LIMITS.imagePixels) {
    throw new MediaRefusal(MEDIA_MESSAGES.imageTooLarge);
  }
  // A variant is never taller than the image: within this, every one can be encoded.
  if (Math.max(header.width, header.height) > MEDIA_LIMITS.imageSide) {
    throw new MediaRefusal(MEDIA_MESSAGES.imageTooTall);
  }
  // Only decoding every pixel shows the file is whole; the statistics tell transparency apart
  // from an alpha channel that is opaque everywhere.
  const stats = await decode(bytes).stats().catch(refuse(MEDIA_MESSAGES.notImage));
  return {
    kind: "image",
    format,
    width: header.autoOrient.width,
    height: header.autoOrient.height,
    hasAlpha: !stats.isOpaque,
    animated: (header.pages ?? 1) > 1,
  };
}

/** The media library's rules for PDFs (pdf-check.server.ts), with the default size limit. */
function inspectPdf(bytes: Buffer): DocumentInfo {
  checkLibraryPdf(bytes);
  return { kind: "document", format: "pdf", pages: countPages(bytes) };
}

/**
 * Page objects (`/Type /Page`, not `/Pages`), once per object number: an incremental save
 * appends new copies of the objects it changed. A rough count: objects packed into compressed
 * object streams (PDF 1.5 and later) are not seen, and when no page is seen there is no count.
 * An object is searched only up to the next object's header, which keeps the scan linear in the
 * file's size whatever the file holds (searching up to `endobj` took more than a minute on a
 * megabyte of object headers that never end).
 */
function countPages(bytes: Buffer): number | undefined {
  const text = bytes.toString("latin1");
  // The object headers first, then each object's text up to the next header: two plain scans.
  // Every repetition is bounded: V8 keeps a place to come back to for each character a `\s+`
  // takes, and 20 MB of spaces after a number ran out of stack.
  const headers = [...text.matchAll(/(?<!\d)(\d{1,10})\s{1,32}\d{1,10}\s{1,32}obj\b/g)];
  const pages = new Set<string>();
  headers.forEach((header, i) => {
    const start = (header.index ?? 0) + header[0].length;
    const end = headers[i + 1]?.index ?? text.length;
    if (/\/Type\s{0,32}\/Page(?![A-Za-z])/.test(text.slice(start, end))) {
      pages.add(header[1] as string);
    }
  });
  return pages.size > 0 ? pages.size : undefined;
}

/**
 * The start of every image served: the first frame of an animation (sharp reads only that one
 * unless asked for more), upright (the EXIF orientation applied). Sharp's output is sRGB by
 * default, converted through the embedded ICC profile (or from CMYK), with no metadata at all.
 * Nothing here may ask for any (keepMetadata, keepExif, withMetadata, keepIccProfile…): a
 * photo's EXIF can hold the GPS position of where it was taken.
 */
function served(source: ImageSource): Sharp {
  return decode(source).autoOrient();
}

export interface Fallback {
  buffer: Buffer;
  format: "jpeg" | "png";
  width: number;
  height: number;
}

/** The image for browsers without AVIF or WebP: PNG when it has transparency, else JPEG. */
export async function renderFallback(source: ImageSource, info: ImageInfo): Promise<Fallback> {
  const width = fallbackWidth(info.width);
  const resized = served(source).resize({ width, withoutEnlargement: true });
  const format = info.hasAlpha ? "png" : "jpeg";
  const encoded = format === "png" ? resized.png() : resized.jpeg({ quality: 80, mozjpeg: true });
  const { data, info: output } = await encoded.toBuffer({ resolveWithObject: true });
  return { buffer: data, format, width: output.width, height: output.height };
}

/**
 * One `srcset` entry. AVIF effort 3 (of 0–9): on one core, the 1920-wide variant of a
 * 12-megapixel photo takes about 1.5 s at effort 3, 6.5 s at effort 4 and 20 s at effort 6.
 */
export function renderVariant(
  source: ImageSource,
  width: number,
  format: "avif" | "webp",
): Promise<Buffer> {
  const resized = served(source).resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif" ? resized.avif({ quality: 50, effort: 3 }) : resized.webp({ quality: 75 });
  return encoded.toBuffer();
}

/**
 * The link-preview image: exactly 1200×630, cropped to the part with the most detail rather
 * than the centre. JPEG has no transparency: transparent parts are put on white, where
 * otherwise whatever colour the transparent pixels happen to hold would show.
 */
export function renderOgImage(source: ImageSource): Promise<Buffer> {
  return served(source)
    .resize({ ...OG_IMAGE, fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** How wide the photo is measured: the text's strokes are wider than one of these pixels. */
const MEASURE_WIDTH = 160;
/**
 * Which luminance of the photo the text is measured against: the 95th percentile, so a few
 * bright specks (a reflection, a lamp) do not decide, while any lighter area of some size does.
 */
const MEASURE_PERCENTILE = 0.95;

/** WCAG 2's relative luminance of one sRGB channel value (0–255), linearised. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * The contrast of white text over the photo under each overlay of black (`opacities`, 0–1),
 * one ratio each: over the whole photo (every crop and screen puts the text somewhere else on
 * it), against its lighter pixels (MEASURE_PERCENTILE). The overlay is blended as browsers do,
 * in sRGB: each channel times (1 − opacity). Transparent parts count as white.
 */
export async function measureTextContrast(
  source: ImageSource,
  opacities: readonly number[],
): Promise<number[]> {
  const { data, info } = await served(source)
    .resize({ width: MEASURE_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels;
  const pixels = Math.floor(data.length / channels);
  return opacities.map((opacity) => {
    const keep = 1 - opacity;
    const luminances = new Float64Array(pixels);
    for (let i = 0; i < pixels; i++) {
      const at = i * channels;
      const r = linear((data[at] ?? 0) * keep);
      const g = linear((data[at + (channels > 1 ? 1 : 0)] ?? 0) * keep);
      const b = linear((data[at + (channels > 2 ? 2 : 0)] ?? 0) * keep);
      luminances[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    }
    luminances.sort();
    const lightest = luminances[Math.min(pixels - 1, Math.floor(pixels * MEASURE_PERCENTILE))] ?? 1;
    return 1.05 / (lightest + 0.05);
  });
}

/** How large a logo's SVG is drawn: its longest side, enough for a 512-pixel icon. */
const SVG_LOGO_SIDE = 1024;

/**
 * A logo's SVG (checked by svg-logo.ts first) drawn into a PNG, SVG_LOGO_SIDE pixels on its
 * longest side, transparent where the SVG is.
 */
export async function renderSvgLogo(bytes: Buffer): Promise<Buffer> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(refuse(MEDIA_MESSAGES.notImage));
  const longest = Math.max(header.width, header.height, 1);
  // Drawn at the density that makes it SVG_LOGO_SIDE pixels (72 dpi: its own size).
  const density = Math.min(2400, Math.max(1, (72 * SVG_LOGO_SIDE) / longest));
  return sharp(bytes, { density, limitInputPixels: MEDIA_LIMITS.imagePixels })
    .resize({ width: SVG_LOGO_SIDE, height: SVG_LOGO_SIDE, fit: "inside" })
    .png()
    .toBuffer()
    .catch(refuse(MEDIA_MESSAGES.notImage));
}

/**
 * A square icon `size` pixels wide (a favicon, a home-screen icon, a search engine's logo): the
 * whole image centred, on transparency where it is not square.
 */
export function renderIcon(source: ImageSource, size: number): Promise<Buffer> {
  return served(source)
    .resize({
      width: size,
      height: size,
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
}

/** The link-preview image's text, escaped for the SVG it is drawn in. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The site's own link-preview image (a page without an image of its own), 1200×630 as
 * scripts/make-share-image.mjs draws the built-in one: the brand's dark green with its two
 * glows, the logo at the top left, the company name at the bottom.
 */
export async function renderShareImage(logo: ImageSource, name: string): Promise<Buffer> {
  const { width, height } = OG_IMAGE;
  // Georgia at 68 pixels holds about 28 characters in the 1040 pixels between the margins.
  const size = Math.max(34, Math.min(68, Math.floor((68 * 28) / Math.max(1, name.length))));
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<radialGradient id="a" cx="10%" cy="0%" r="60%"><stop offset="0" stop-color="#14a37f" stop-opacity=".45"/><stop offset="1" stop-color="#14a37f" stop-opacity="0"/></radialGradient>
<radialGradient id="b" cx="95%" cy="100%" r="55%"><stop offset="0" stop-color="#b8652e" stop-opacity=".6"/><stop offset="1" stop-color="#b8652e" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="#063b30"/><rect width="100%" height="100%" fill="url(#a)"/><rect width="100%" height="100%" fill="url(#b)"/>
<text x="80" y="${height - 90}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" fill="#ffffff">${xmlText(name)}</text>
</svg>`,
  );
  const mark = await served(logo)
    .resize({ width: width - 160, height: 180, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  return sharp(background)
    .composite([{ input: mark, left: 80, top: 80 }])
    .flatten({ background: "#063b30" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
