/**
 * The names of an upload's stored files, derived from its row: nothing else records them. Every
 * name starts with the upload's content hash, so a changed file is a new name and each can be
 * cached for a year.
 */
import type { MediaFileInfo } from "~/lib/media-file";
import { VARIANT_WIDTHS } from "./rules";

export type { MediaFileInfo };

/** Where the site serves stored files. */
export const MEDIA_PATH = "/uploads";

export type VariantFormat = "avif" | "webp";
export const VARIANT_FORMATS: VariantFormat[] = ["avif", "webp"];

/** The widths to make, never wider than the original: an image is never enlarged. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** The formats an uploaded image may have, and the extension its kept original is stored with. */
const SOURCE_EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", gif: "gif" };
export type SourceFormat = keyof typeof SOURCE_EXTENSIONS;

/** The kept upload, for redoing variants (after a restart); never served. */
export const originalKey = (hash: string, format: SourceFormat) =>
  `${hash}-src.${SOURCE_EXTENSIONS[format]}`;
/** Where an image's original may be, whatever its format. */
export const originalKeys = (hash: string) =>
  Object.values(SOURCE_EXTENSIONS).map((extension) => `${hash}-src.${extension}`);
export const documentKey = (hash: string) => `${hash}.pdf`;
/** A press kit's SVG logo, served only as a download (server/middleware/media-files.ts). */
export const svgKey = (hash: string) => `${hash}.svg`;
export const SVG_CONTENT_TYPE = "image/svg+xml";
/** A stored document's file: its PDF, or an SVG logo kept as a document (never drawn). */
export const documentFileKey = (item: Pick<MediaFileInfo, "hash" | "contentType">) =>
  item.contentType === SVG_CONTENT_TYPE ? svgKey(item.hash) : documentKey(item.hash);
/** A video, served as uploaded: `<hash>.mp4` or `<hash>.webm`. */
export const videoKey = (item: Pick<MediaFileInfo, "hash" | "contentType">) =>
  `${item.hash}.${item.contentType === "video/webm" ? "webm" : "mp4"}`;
export const variantKey = (hash: string, width: number, format: VariantFormat) =>
  `${hash}-${width}.${format}`;
export const ogImageKey = (hash: string) => `${hash}-og.jpg`;
/** A square icon of an image (the site's favicon and logo), made when first asked for. */
export const iconKey = (hash: string, size: number) => `${hash}-icon-${size}.png`;
/** The site's link-preview image with this logo and a company name (`nameKey`: its hash). */
export const shareImageKey = (hash: string, nameKey: string) => `${hash}-share-${nameKey}.jpg`;
/** The icon sizes made: the favicon, Apple's home-screen icon, and the two of a web manifest. */
export const ICON_SIZES = [32, 180, 192, 512] as const;

function fallbackExtension(contentType: string) {
  return contentType === "image/png" ? "png" : "jpg";
}

/** The fallback's width: the image's own, up to the widest variant. */
export function fallbackWidth(width: number): number {
  return Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] as number);
}

/** The JPEG or PNG every browser can show, as wide as the image (up to the widest variant). */
export function fallbackKey(item: Pick<MediaFileInfo, "hash" | "contentType" | "width">): string {
  return `${item.hash}-${fallbackWidth(item.width ?? 0)}.${fallbackExtension(item.contentType)}`;
}

/** Every file an upload may have stored (for deleting it). */
export function allKeys(item: MediaFileInfo): string[] {
  if (item.kind === "document") return [documentFileKey(item)];
  if (item.kind === "video") return [videoKey(item)];
  const widths = variantWidths(item.width ?? 0);
  return [
    ...originalKeys(item.hash),
    fallbackKey(item),
    ogImageKey(item.hash),
    ...ICON_SIZES.map((size) => iconKey(item.hash, size)),
    ...widths.flatMap((w) => VARIANT_FORMATS.map((format) => variantKey(item.hash, w, format))),
  ];
}

export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;

/** The sources of a `<picture>`: the variants once they are all made, the fallback always. */
export function pictureSources(item: MediaFileInfo): {
  src: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
} {
  const widths = variantWidths(item.width ?? 0);
  const sources =
    item.state === "ready"
      ? VARIANT_FORMATS.map((format) => ({
          type: `image/${format}`,
          srcSet: widths
            .map((w) => `${mediaUrl(variantKey(item.hash, w, format))} ${w}w`)
            .join(", "),
        }))
      : [];
  return {
    src: mediaUrl(fallbackKey(item)),
    sources,
    width: item.width ?? 0,
    height: item.height ?? 0,
  };
}
