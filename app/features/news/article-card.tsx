import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { COMPANY_TIME_ZONE } from "~/config/site";
import { CARD_IMAGE_SIZES, ContentCard } from "~/features/content/content-card";
import { InEnglish } from "~/features/content/in-english";
import { inLocale } from "~/features/content/translate";
import { MediaPicture } from "~/features/media/media-picture";
import { formatLongDateIn } from "~/lib/i18n";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
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
      hidden={hidden}
      className={`flex items-center justify-center bg-[linear-gradient(135deg,#0a6e57,#063b30_60%,#7d401c)] text-white/70 ${className}`}
    >
      <Newspaper aria-hidden="true" size={40} />
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

/**
 * An article's card in the page's language (its translation, or its English marked as such).
 * `headingLevel`: 3 under a section's h2 (home page), 2 directly under the page's h1 (/news).
 */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const localePath = useLocalePath();
  const shown = inLocale(article, locale);
  return (
    <ContentCard
      className="group relative transition hover:shadow-lg"
      headingLevel={headingLevel}
      lang={shown.lang}
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
        <p className="flex flex-wrap items-center gap-2 text-slate-500 text-sm">
          <time dateTime={article.publishedAt}>
            {formatLongDateIn(article.publishedAt, locale, COMPANY_TIME_ZONE)}
          </time>
          {shown.lang !== locale ? <InEnglish label={messages.common.inEnglish} /> : null}
        </p>
      }
      title={
        <Link
          to={localePath(`/news/${article.slug}`)}
          className="after:absolute after:inset-0 group-hover:text-ev-700"
        >
          {shown.title}
        </Link>
      }
      text={shown.summary}
    />
  );
}
