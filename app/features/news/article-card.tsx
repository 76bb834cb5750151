import { Building2, Coffee, Factory, type LucideIcon, Mountain } from "lucide-react";
import { Link } from "react-router";
import { COMPANY_TIME_ZONE } from "~/config/site";
import { CARD_IMAGE_SIZES, ContentCard } from "~/features/content/content-card";
import { InEnglish } from "~/features/content/in-english";
import type { ArticleSector } from "~/features/content/sectors";
import { inLocale } from "~/features/content/translate";
import { MediaPicture } from "~/features/media/media-picture";
import { formatLongDateIn } from "~/lib/i18n";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { ArticleCard as ArticleCardData } from "./public-queries.server";

/**
 * The panel an article without a photo shows, in its sector's colour: the contour rings of the
 * site's banners (drawn by CSS, nothing to load), the sector's mark and its name, so that a card
 * without an image reads as designed rather than empty.
 */
const PANEL_TONES: Record<ArticleSector, { background: string; icon: LucideIcon }> = {
  manufacturing: { background: "bg-ev-900", icon: Factory },
  mining: { background: "bg-coffee-900", icon: Mountain },
  export: { background: "bg-coffee-700", icon: Coffee },
  group: { background: "bg-ink", icon: Building2 },
};

/** The chip that names an item's sector on the public cards. */
export const SECTOR_CHIP = "rounded-full bg-ev-50 px-2.5 py-0.5 font-semibold text-ev-700";

/**
 * The article's image, or its sector's panel when it has none. When the image fails to load,
 * app/enhance/image-fallback.ts swaps in the panel that follows it.
 */
export function ArticleImage({
  src,
  className = "",
  width = 640,
  height = 360,
  eager = false,
  sector = "group",
  label,
}: {
  src: string | null;
  className?: string;
  width?: number;
  height?: number;
  /** The page's main image: loaded first, not lazily. */
  eager?: boolean;
  sector?: ArticleSector;
  /** The sector's name, written on the panel. */
  label?: string;
}) {
  const tone = PANEL_TONES[sector];
  const Icon = tone.icon;
  const panel = (hidden: boolean) => (
    <div
      hidden={hidden}
      // A hidden panel is out of the accessibility tree already.
      aria-hidden={hidden ? undefined : "true"}
      className={`relative isolate flex flex-col justify-between overflow-hidden p-6 text-white ${tone.background} ${className}`}
    >
      <span className="-z-10 absolute inset-0 bg-[repeating-radial-gradient(ellipse_at_85%_15%,transparent_0_22px,rgb(234_169_116/0.16)_22px_23.5px),radial-gradient(ellipse_at_85%_15%,rgb(20_163_127/0.3),transparent_60%)]" />
      <Icon size={30} strokeWidth={1.5} className="text-copper-400" />
      {label ? (
        <span className="font-semibold text-white/90 text-xs uppercase tracking-[0.3em]">
          {label}
        </span>
      ) : null}
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
          <ArticleImage
            src={article.imageUrl}
            sector={article.sector}
            label={messages.sectorNames[article.sector]}
            className="aspect-video w-full"
          />
        )
      }
      facts={
        <p className="flex flex-wrap items-center gap-2 text-slate-500 text-sm">
          <span className={SECTOR_CHIP}>{messages.sectorNames[article.sector]}</span>
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
