import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { CARD_IMAGE_SIZES, ContentCard } from "~/features/content/content-card";
import { MediaPicture } from "~/features/media/media-picture";
import { formatLongDate } from "~/lib/dates";
import type { ArticleCard as ArticleCardData } from "./public-queries.server";

/**
 * The article's image, or a calm branded panel when it has none. When the image fails to load,
 * app/enhance/image-fallback.ts swaps in the panel that follows it.
 */
export function ArticleImage({
  src,
  className = "",
  width = 640,
  height = 360,
  eager = false,
}: {
  src: string | null;
  className?: string;
  width?: number;
  height?: number;
  /** The page's main image: loaded first, not lazily. */
  eager?: boolean;
}) {
  const panel = (hidden: boolean) => (
    <div
      aria-hidden="true"
      hidden={hidden}
      className={`flex items-center justify-center bg-[linear-gradient(135deg,#0a6e57,#063b30_60%,#7d401c)] text-white/70 ${className}`}
    >
      <Newspaper size={40} />
    </div>
  );
  if (!src) return panel(false);
  return (
    <>
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? "sync" : "async"}
        data-fallback=""
        className={`bg-slate-100 object-cover ${className}`}
      />
      {panel(true)}
    </>
  );
}

/** `headingLevel`: 3 under a section's h2 (home page), 2 directly under the page's h1 (/news). */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  return (
    <ContentCard
      className="group relative transition hover:shadow-lg"
      headingLevel={headingLevel}
      media={
        article.image ? (
          <MediaPicture
            media={article.image}
            sizes={CARD_IMAGE_SIZES.articles}
            className="aspect-video w-full bg-slate-100 object-cover"
          />
        ) : (
          <ArticleImage src={article.imageUrl} className="aspect-video w-full" />
        )
      }
      facts={
        <time dateTime={article.publishedAt} className="text-slate-500 text-sm">
          {formatLongDate(article.publishedAt)}
        </time>
      }
      title={
        <Link
          to={`/news/${article.slug}`}
          className="after:absolute after:inset-0 group-hover:text-ev-700"
        >
          {article.title}
        </Link>
      }
      text={article.summary}
    />
  );
}
