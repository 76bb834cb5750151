import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArticleCard } from "~/features/news/article-card";
import type { ArticleCard as ArticleCardData } from "~/features/news/public-queries.server";
import { type ArticleSector, SECTOR_LABELS } from "~/features/news/sectors";
import { SectionHeading } from "~/features/site/section-heading";
import type { VideoCard as VideoCardData } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";

/** A section of the latest published items, with a link to all of them (home, sector pages). */
export function LatestSection({
  id,
  eyebrow,
  title,
  all,
  className = "",
  listClassName,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  all: { to: string; label: string };
  className?: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-4 ${className}`}>
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          <Link
            to={all.to}
            className="inline-flex items-center gap-2 font-semibold text-ev-700 hover:text-ev-900"
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
  if (articles.length === 0) return null;
  return (
    <LatestSection
      id="news"
      eyebrow="Latest News"
      title="News from across our sectors"
      all={{ to: "/news", label: "All news" }}
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
  if (videos.length === 0) return null;
  return (
    <LatestSection
      id="videos"
      eyebrow="Videos"
      title="See our work in motion"
      all={{ to: "/videos", label: "All videos" }}
      listClassName="md:grid-cols-2"
    >
      {videos.map((video) => (
        <li key={video.id} className="flex min-w-0 *:flex-1">
          <VideoCard video={video} />
        </li>
      ))}
    </LatestSection>
  );
}

/** A sector page's three newest articles, 'Latest from Mining' (left out when there are none). */
export function SectorNewsSection({
  sector,
  articles,
}: {
  sector: ArticleSector;
  articles: ArticleCardData[];
}) {
  if (articles.length === 0) return null;
  const name = SECTOR_LABELS[sector];
  return (
    <LatestSection
      id="sector-news"
      eyebrow="News"
      title={`Latest from ${name}`}
      all={{ to: `/news?sector=${sector}`, label: `All ${name} news` }}
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
