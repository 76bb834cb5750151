import { pictureSources } from "~/features/media/files";
import { imagesByHash } from "~/features/media/store.server";
import type { Locale } from "~/lib/i18n";
import { type RichTextPart, renderRichText } from "~/lib/markdown.server";
import type { AppDatabase } from "../../../../db/client.server";

/** The article column: 768 px less its padding on wide screens, the viewport below. */
const TEXT_IMAGE_SIZES = "(min-width: 768px) 704px, calc(100vw - 40px)";

/** An address of one of an image's files in the library: `/uploads/<hash>-<size>.<ext>`. */
const LIBRARY_IMAGE = /^\/uploads\/([0-9a-f]{32})-[\w]+\.(?:jpg|png|webp|avif)$/;

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export type { RichTextPart };

/**
 * A stored text rendered for its page: an image of the media library (whatever size its address
 * names) is drawn as the library draws it — AVIF and WebP sizes in a `<picture>`, with its width
 * and height, loaded lazily — in one query for all of them, the images of its blocks too (a
 * person's photo, a gallery's images: their `sizes` are the block's). The rest is
 * renderRichText's; `locale` is the page's language (the blocks' own words).
 */
export async function renderContent(
  db: AppDatabase,
  markdown: string,
  siteUrl?: string,
  { locale }: { locale?: Locale } = {},
): Promise<RichTextPart[]> {
  const hashes = new Set<string>();
  for (const [, hash] of markdown.matchAll(/\/uploads\/([0-9a-f]{32})-/g)) {
    if (hash) hashes.add(hash);
  }
  const images = await imagesByHash(db, [...hashes]);
  return renderRichText(markdown, {
    siteUrl,
    locale,
    fullImage: (src) => {
      const hash = LIBRARY_IMAGE.exec(src)?.[1];
      const item = hash ? images.get(hash) : undefined;
      return item ? pictureSources(item).src : undefined;
    },
    picture: ({ src, altHtml, sizes = TEXT_IMAGE_SIZES, attributes = "" }) => {
      const hash = LIBRARY_IMAGE.exec(src)?.[1];
      const item = hash ? images.get(hash) : undefined;
      if (!item) return undefined;
      const picture = pictureSources(item);
      const sources = picture.sources
        .map(
          (source) =>
            `<source type="${source.type}" srcset="${attribute(source.srcSet)}" sizes="${sizes}">`,
        )
        .join("");
      return `<picture>${sources}<img src="${attribute(picture.src)}" alt="${altHtml}"${attributes} width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async"></picture>`;
    },
  });
}
