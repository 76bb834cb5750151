import { ExternalLink, Play } from "lucide-react";
import { CARD_IMAGE_SIZES, ContentCard } from "~/features/content/content-card";
import { InEnglish } from "~/features/content/in-english";
import { inLocale } from "~/features/content/translate";
import { MediaPicture } from "~/features/media/media-picture";
import { JsonLd } from "~/lib/json-ld";
import { useRootData } from "~/lib/site";
import { parseVideoUrl } from "~/lib/video-embed";
import { useLocale, useMessages } from "~/locales/use-messages";
import type { VideoCard as VideoCardData } from "./public-queries.server";
import { videoStructuredData } from "./video-json-ld";

/**
 * A video in the page's language (its translation, or its English marked as such) that loads
 * its player only when the visitor asks for it: until the click the page
 * requests nothing from YouTube, Vimeo or the file's host. URLs that are neither a known player
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
  const source = parseVideoUrl(video.videoUrl);
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

  const poster = (
    <>
      {video.image ? (
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
      )}
      <span className="absolute inset-0 bg-ink/20 transition group-hover:bg-ink/35" />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/95 text-ev-900 shadow-xl transition group-hover:scale-105">
        {source?.kind === "link" || !source ? (
          <ExternalLink aria-hidden="true" size={26} />
        ) : (
          <Play aria-hidden="true" size={28} className="ml-1" />
        )}
      </span>
    </>
  );
  const facadeClass =
    "group relative flex aspect-video w-full items-center justify-center overflow-hidden";

  let media: React.ReactNode;
  if (source?.kind === "youtube" || source?.kind === "vimeo" || source?.kind === "file") {
    // The player waits in a template (nothing in it loads) until Play: app/enhance/video-player.ts.
    media = (
      <>
        <button type="button" data-play-video="" className={facadeClass}>
          {poster}
          <span className="sr-only">{titled(messages.videos.play)}</span>
        </button>
        <template>
          {source.kind === "file" ? (
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
          ) : (
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
          )}
        </template>
      </>
    );
  } else {
    media = (
      <a
        href={source?.url ?? "#"}
        target="_blank"
        rel="noopener noreferrer"
        className={facadeClass}
      >
        {poster}
        <span className="sr-only">{titled(messages.videos.watch)}</span>
      </a>
    );
  }

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
      <JsonLd data={videoStructuredData(video, shown, useRootData().siteUrl)} />
    </>
  );
}
