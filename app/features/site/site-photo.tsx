import type { ReactNode } from "react";
import { MediaPicture } from "~/features/media/media-picture";
import { type SitePhotoPath, useSitePhoto } from "~/lib/site";
import { useLocale } from "~/locales/use-messages";

/**
 * A photo staff chose for the site (/admin/site) at `path`, cropped around its focal point by
 * `object-cover`; `fallback` (the page's illustration) where none is chosen.
 */
export function SitePhotoImage({
  path,
  sizes,
  className,
  priority = false,
  fallback = null,
}: {
  path: SitePhotoPath;
  sizes: string;
  className: string;
  priority?: boolean;
  fallback?: ReactNode;
}) {
  const photo = useSitePhoto(path);
  const locale = useLocale();
  if (!photo) return <>{fallback}</>;
  return (
    <MediaPicture
      media={photo.media}
      alt={photo.alt}
      lang={photo.altLang === locale ? undefined : photo.altLang}
      sizes={sizes}
      className={className}
      priority={priority}
      focus={{ x: photo.x, y: photo.y }}
    />
  );
}
