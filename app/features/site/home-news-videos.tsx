import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "~/features/news/article-card";
import type { ArticleCard as ArticleCardData } from "~/features/news/public-queries.server";
import type { VideoCard as VideoCardData } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { SectionHeading } from "./section-heading";

function AllLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-semibold text-ev-700 hover:text-ev-900"
    >
      {children}
      <ArrowRight aria-hidden="true" size={18} />
    </Link>
  );
}

/** The three latest published articles (left out entirely when there are none). */
export function NewsSection({ articles }: { articles: ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section id="news" aria-labelledby="news-heading" className="scroll-mt-4 bg-mist">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="news" eyebrow="Latest News" title="News from across our sectors" />
          <AllLink to="/news">All news</AllLink>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id} className="flex min-w-0">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The four latest published videos (left out entirely when there are none). */
export function VideosSection({ videos }: { videos: VideoCardData[] }) {
  if (videos.length === 0) return null;
  return (
    <section id="videos" aria-labelledby="videos-heading" className="scroll-mt-4">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="videos" eyebrow="Videos" title="See our work in motion" />
          <AllLink to="/videos">All videos</AllLink>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video.id} className="flex min-w-0 *:flex-1">
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
