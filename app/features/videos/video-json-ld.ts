import { MediaPicture } from "~/features/media/media-picture";
import { isoDuration } from "~/lib/duration";
import { LOCALE_TAGS, type Locale } from "~/lib/i18n";
import { parseSiteVideo, parseVideoUrl } from "~/lib/video-embed";
import type { VideoCard } from "./public-queries.server";

/** What search engines get for a video with no thumbnail of its own (scripts/make-share-image.mjs). */
export const VIDEO_THUMBNAIL_PATH = "/video-thumbnail.jpg";

/**
 * A video's thumbnail as an absolute URL: the uploaded one, the thumbnail URL, YouTube's own
 * still, or the site's video image. Never empty: search engines show no video without one.
 */
export function videoThumbnailUrl(
  video: Pick<VideoCard, "image" | "thumbnailUrl" | "videoUrl">,
  siteUrl: string,
): string {
  if (video.image) return `${siteUrl}${MediaPicture.src(video.image)}`;
  if (video.thumbnailUrl) return video.thumbnailUrl;
  const source = parseVideoUrl(video.videoUrl);
  if (source?.kind === "youtube") return `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg`;
  return `${siteUrl}${VIDEO_THUMBNAIL_PATH}`;
}

/**
 * schema.org's VideoObject for a card, its texts as shown (`shown`: the page's language or the
 * English): a file's address as `contentUrl` (the media itself), a player's as `embedUrl`, and a
 * page that shows the video elsewhere as `url`; its length in ISO 8601 when the form's Duration
 * can be read ('3:32' is PT3M32S; anything else is left out).
 */
export function videoStructuredData(
  video: Pick<VideoCard, "image" | "thumbnailUrl" | "videoUrl" | "publishedAt" | "duration">,
  shown: { title: string; description: string; lang: Locale },
  siteUrl: string,
) {
  const source = parseSiteVideo(video.videoUrl);
  const player = source?.kind === "youtube" || source?.kind === "vimeo" ? source : undefined;
  // A file of the media library is named by its path: search engines need the whole address.
  const absolute = (url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);
  const duration = isoDuration(video.duration);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: shown.title,
    description: shown.description,
    inLanguage: LOCALE_TAGS[shown.lang].hreflang,
    thumbnailUrl: videoThumbnailUrl(video, siteUrl),
    uploadDate: video.publishedAt,
    ...(duration ? { duration } : {}),
    ...(player
      ? { embedUrl: player.embedUrl.replace(/\?.*$/, "") }
      : source?.kind === "file"
        ? { contentUrl: absolute(source.url) }
        : { url: source?.url ?? video.videoUrl }),
  };
}
