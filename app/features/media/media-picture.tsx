import { preload } from "react-dom";
import { fallbackKey, type MediaFileInfo, mediaUrl, pictureSources } from "./files";

/**
 * An uploaded image as a `<picture>`: AVIF and WebP at every width once they are made, the JPEG
 * or PNG fallback always; `width`/`height` reserve its room (no layout shift). `sizes` must
 * describe the layout the image is shown in. A `priority` image (the page's largest) is
 * preloaded from the page's head in its best format; `focus` is the point its crops keep.
 */
export function MediaPicture({
  media,
  alt = "",
  sizes,
  className,
  priority = false,
  lang,
  focus,
}: {
  media: MediaFileInfo;
  alt?: string;
  /** The alt text's language, when it is not the surrounding text's. */
  lang?: string;
  sizes: string;
  className?: string;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
  /** The point an `object-cover` crop keeps, in percent from the left and from the top. */
  focus?: { x: number; y: number };
}) {
  const { src, sources, width, height } = pictureSources(media);
  if (priority) {
    const best = sources[0];
    // Browsers that cannot show the best format skip the preload and choose from the <picture>.
    preload(src, {
      as: "image",
      fetchPriority: "high",
      imageSizes: sizes,
      ...(best ? { imageSrcSet: best.srcSet, type: best.type } : {}),
    });
  }
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        className={className}
        style={focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : undefined}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}

/** The fallback's address (a link to the image, og:image when there is no crop). */
MediaPicture.src = (media: MediaFileInfo) => mediaUrl(fallbackKey(media));
