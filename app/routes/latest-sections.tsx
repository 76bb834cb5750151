import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ArticleSector } from "~/features/content/sectors";
import { ArticleCard } from "~/features/news/article-card";
import type { ArticleCard as ArticleCardData } from "~/features/news/public-queries.server";
import { SectionHeading } from "~/features/site/section-heading";
import type { VideoCard as VideoCardData } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { format } from "~/lib/i18n";
import { useLocalePath, useMessages } from "~/locales/use-messages";

/** A section of the latest published items, with a link to all of them (home, sector pages). */
export function LatestSection({
  id,
  eyebrow,
  title,
  all,
  className = "",
  tone = "light",
  listClassName,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  all: { to: string; label: string };
  className?: string;
  /** On a dark band (the home page's videos, between the light news and contact sections). */
  tone?: "light" | "dark";
  listClassName: string;
  children: ReactNode;
}) {
  const to = useLocalePath();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-4 ${className}`}>
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} tone={tone} />
          <Link
            to={to(all.to)}
            className={`inline-flex items-center gap-2 font-semibold ${
              tone === "dark" ? "text-copper-400 hover:text-white" : "text-ev-700 hover:text-ev-900"
            }`}
          >
            {all.label}
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </div>
        <ul className={`mt-12 grid gap-8 ${listClassName}`}>{children}</ul>
      </div>
    </section>
  );
}

/** The three latest published articles (left out entirely when there are none). */
export function NewsSection({ articles }: { articles: ArticleCardData[] }) {
  const t = useMessages().home;
  if (articles.length === 0) return null;
  return (
    <LatestSection
      id="news"
      eyebrow={t.newsEyebrow}
      title={t.newsTitle}
      all={{ to: "/news", label: t.allNews }}
      className="bg-mist"
      listClassName="md:grid-cols-3"
    >
      {articles.map((article) => (
        <li key={article.id} className="flex min-w-0">
          <ArticleCard article={article} />
        </li>
      ))}
    </LatestSection>
  );
}

/** The four latest published videos (left out entirely when there are none). */
export function VideosSection({ videos }: { videos: VideoCardData[] }) {
  const t = useMessages().home;
  if (videos.length === 0) return null;
  return (
    <LatestSection
      id="videos"
      eyebrow={t.videosEyebrow}
      title={t.videosTitle}
      all={{ to: "/videos", label: t.allVideos }}
      className="bg-coffee-900"
      tone="dark"
      // Three side by side on wide screens rather than two and one alone.
      listClassName={videos.length === 3 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}
    >
      {videos.map((video) => (
        <li key={video.id} className="flex min-w-0">
          <VideoCard video={video} />
        </li>
      ))}
    </LatestSection>
  );
}

/**
 * A sector page's newest articles ('Latest from Mining') or videos ('Videos from Mining'), with a
 * link to all of that sector's; left out when there are none.
 */
function SectorLatestSection({
  sector,
  list,
  count,
  children,
}: {
  sector: ArticleSector;
  list: "news" | "videos";
  count: number;
  children: ReactNode;
}) {
  const t = useMessages();
  if (count === 0) return null;
  const name = { sector: t.sectorNames[sector] };
  const texts =
    list === "news"
      ? {
          eyebrow: t.sectorPage.newsEyebrow,
          title: t.sectorPage.latestFrom,
          all: t.sectorPage.allSectorNews,
        }
      : {
          eyebrow: t.sectorPage.videosEyebrow,
          title: t.sectorPage.videosFrom,
          all: t.sectorPage.allSectorVideos,
        };
  return (
    <LatestSection
      id={`sector-${list}`}
      eyebrow={texts.eyebrow}
      title={format(texts.title, name)}
      all={{ to: `/${list}?sector=${sector}`, label: format(texts.all, name) }}
      listClassName={list === "news" ? "md:grid-cols-3" : "md:grid-cols-2"}
      // The videos under the news, on the page's second tone.
      className={list === "videos" ? "bg-mist" : ""}
    >
      {children}
    </LatestSection>
  );
}

/** A sector page's three newest articles. */
export function SectorNewsSection({
  sector,
  articles,
}: {
  sector: ArticleSector;
  articles: ArticleCardData[];
}) {
  return (
    <SectorLatestSection sector={sector} list="news" count={articles.length}>
      {articles.map((article) => (
        <li key={article.id} className="flex min-w-0">
          <ArticleCard article={article} />
        </li>
      ))}
    </SectorLatestSection>
  );
}

/** A sector page's four newest videos, under its news. */
export function SectorVideosSection({
  sector,
  videos,
}: {
  sector: ArticleSector;
  videos: VideoCardData[];
}) {
  return (
    <SectorLatestSection sector={sector} list="videos" count={videos.length}>
      {videos.map((video) => (
        <li key={video.id} className="flex min-w-0">
          <VideoCard video={video} />
        </li>
      ))}
    </SectorLatestSection>
  );
}
