import type { ReactNode } from "react";
import type { VideoSource } from "~/lib/video-embed";

/**
 * The player a video facade swaps in on a click (VideoFacade's `player`): a `<video>` for a
 * file, the embedded player for YouTube or Vimeo, none for anything else (the facade is then a
 * link). `fallback` is what a browser without video shows: a link to the file.
 */
export function videoPlayer(
  source: VideoSource,
  {
    title,
    poster,
    width = 1280,
    height = 720,
    fallback,
  }: { title: string; poster?: string; width?: number; height?: number; fallback: string },
): ReactNode | undefined {
  if (source.kind === "file") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the site's clips have no spoken words
      <video
        className="aspect-video h-auto w-full bg-coffee-900"
        controls
        autoPlay
        playsInline
        poster={poster}
        width={width}
        height={height}
        aria-label={title}
      >
        <source src={source.url} type={source.type} />
        <a href={source.url}>{fallback}</a>
      </video>
    );
  }
  if (source.kind === "youtube" || source.kind === "vimeo") {
    return (
      <iframe
        src={source.embedUrl}
        title={title}
        width={width}
        height={height}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video h-auto w-full"
      />
    );
  }
  return undefined;
}
