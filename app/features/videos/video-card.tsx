import { VideoFacade } from "~/components/ui/video-facade";
import { CARD_IMAGE_SIZES, ContentCard } from "~/features/content/content-card";
import { InEnglish } from "~/features/content/in-english";
import { inLocale } from "~/features/content/translate";
import { MediaPicture } from "~/features/media/media-picture";
import { JsonLd } from "~/lib/json-ld";
import { useRootData } from "~/lib/site";
import { parseSiteVideo } from "~/lib/video-embed";
import { useLocale, useMessages } from "~/locales/use-messages";
import type { VideoCard as VideoCardData } from "./public-queries.server";
import { videoStructuredData } from "./video-json-ld";

/**
 * A video in the page's language (its translation, or its English marked as such) that loads
 * its player only when the visitor asks for it: until the click the page
 * requests nothing from YouTube, Vimeo or the file's host (this site, for a library video). URLs that are neither a known player
 * nor a video file open as a link.
 */
export function VideoCard({
  video,
  headingLevel = 3,
}: {
  video: VideoCardData;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const shown = inLocale(video, locale);
  const { siteUrl } = useRootData();
  // A file of the media library ('/uploads/….mp4') plays as any other video file.
  const source = parseSiteVideo(video.videoUrl);
  // The title inside a sentence of the page's language ('Play video: …'), marked when English.
  const titled = (template: string) => {
    const [before = "", after = ""] = template.split("{title}");
    return (
      <>
        {before}
        <span lang={shown.lang}>{shown.title}</span>
        {after}
      </>
    );
  };

  const poster = video.image ? (
    <MediaPicture
      media={video.image}
      sizes={CARD_IMAGE_SIZES.videos}
      className="absolute inset-0 h-full w-full object-cover"
    />
  ) : video.thumbnailUrl ? (
    <img
      src={video.thumbnailUrl}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="absolute inset-0 bg-[linear-gradient(135deg,#063b30,#0a6e57_50%,#9a5024)]"
    />
  );

  // A known player or a video file plays in the page; any other address opens as a link.
  const player =
    source?.kind === "file" ? (
      // biome-ignore lint/a11y/useMediaCaption: captions are not part of the content model
      <video
        controls
        autoPlay
        playsInline
        width={640}
        height={360}
        className="aspect-video h-auto w-full bg-black"
      >
        <source src={source.url} type={source.type} />
      </video>
    ) : source?.kind === "youtube" || source?.kind === "vimeo" ? (
      <iframe
        src={source.embedUrl}
        title={shown.title}
        lang={shown.lang}
        width={640}
        height={360}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video h-auto w-full"
      />
    ) : undefined;
  const media = (
    <VideoFacade
      href={source?.url ?? "#"}
      poster={poster}
      label={titled(player ? messages.videos.play : messages.videos.watch)}
      player={player}
    />
  );

  return (
    <>
      <ContentCard
        headingLevel={headingLevel}
        lang={shown.lang}
        media={<div className="relative bg-ink">{media}</div>}
        facts={
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-ev-50 px-2.5 py-0.5 font-semibold text-ev-700">
              {messages.sectorNames[video.sector]}
            </span>
            {/* The categories are the specification's English names. */}
            <span
              lang={locale === "en" ? undefined : "en"}
              className="rounded-full bg-copper-100 px-2.5 py-0.5 font-semibold text-copper-700"
            >
              {video.category}
            </span>
            {video.duration ? <span className="text-slate-500">{video.duration}</span> : null}
            {shown.lang !== locale ? <InEnglish label={messages.common.inEnglish} /> : null}
          </p>
        }
        title={shown.title}
        text={shown.description}
      />
      <JsonLd data={videoStructuredData(video, shown, siteUrl)} />
    </>
  );
}
