import { VideoFacade } from "~/components/ui/video-facade";
import { videoPlayer } from "~/components/ui/video-player";
import { format } from "~/lib/i18n";
import type { RichTextPart } from "~/lib/markdown-video";
import { parseTextVideo } from "~/lib/video-embed";
import { useMessages } from "~/locales/use-messages";

/**
 * A stored text on its page: the server's sanitised HTML (renderContent), and between its parts
 * the videos of the text, each behind the site's click-to-load facade (no request to YouTube,
 * Vimeo or the file before the click). Without videos, one element as before.
 */
export function RichText({ parts, className }: { parts: RichTextPart[]; className: string }) {
  if (parts.length === 1 && parts[0] && "html" in parts[0]) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (renderRichText)
    return <div className={className} dangerouslySetInnerHTML={{ __html: parts[0].html }} />;
  }
  return (
    <div className="space-y-8">
      {parts.map((part, index) =>
        "html" in part ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (renderRichText)
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <div key={index} className={className} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <TextVideo key={index} {...part.video} />
        ),
      )}
    </div>
  );
}

function TextVideo({ src, title }: { src: string; title: string }) {
  const t = useMessages();
  const source = parseTextVideo(src);
  if (!source) return null;
  const name = title || source.label;
  const player = videoPlayer(source, {
    title: name,
    fallback: format(t.sectorPage.videoDownload, { title: name }),
  });
  return (
    <figure>
      <div className="relative overflow-hidden rounded-3xl bg-coffee-900 shadow-lg">
        <VideoFacade
          href={source.url}
          label={format(player ? t.videos.play : t.videos.watch, { title: name })}
          poster={
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-[linear-gradient(135deg,#24160f,#063b30_55%,#9a5024)]"
            />
          }
          player={player}
        />
      </div>
      {title ? <figcaption className="mt-3 text-slate-600 text-sm">{title}</figcaption> : null}
    </figure>
  );
}
