import type { ReactNode } from "react";
import { loadPublicPage, PublicList } from "~/features/content/public-list";
import { MediaPicture } from "~/features/media/media-picture";
import { ArticleCard } from "~/features/news/article-card";
import { inSector, publishedArticles } from "~/features/news/public-queries.server";
import { SectorFilter } from "~/features/news/sector-filter";
import {
  type ArticleSector,
  isArticleSector,
  SECTOR_LABELS,
  sectorFeedPath,
} from "~/features/news/sectors";
import { PageFrame } from "~/features/site/page-frame";
import { publishedVideos } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { JsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/public-list";

/**
 * The loader and meta of a paged public list (/news, /videos): `?page=N` of the kind's published
 * cards; the title and canonical address name the page after the first.
 */
function publicList(options: {
  path: string;
  title: string;
  description: (companyName: string) => string;
  /** The page header's small line above the title, and the line below it. */
  eyebrow: string;
  lead: string;
  /** What the page says while nothing is published. */
  empty: string;
  listClassName: string;
}) {
  return {
    /** The page: header, the cards (`children`, one <li> each), pages. */
    Page({
      data,
      basePath = options.path,
      before,
      empty = options.empty,
      children,
    }: {
      data: { items: unknown[]; page: number; pageCount: number };
      /** The list's own address when it is filtered (/news?sector=mining). */
      basePath?: string;
      before?: ReactNode;
      empty?: string;
      children: ReactNode;
    }) {
      return (
        <PageFrame eyebrow={options.eyebrow} title={options.title} lead={options.lead}>
          <PublicList
            empty={data.items.length === 0 ? empty : null}
            before={before}
            basePath={basePath}
            page={data.page}
            pageCount={data.pageCount}
            listClassName={options.listClassName}
          >
            {children}
          </PublicList>
        </PageFrame>
      );
    },
    meta: ({
      matches,
      loaderData,
    }: {
      matches: readonly unknown[];
      loaderData?: { page: number; sector?: ArticleSector | null };
    }) => {
      const { site, siteUrl } = rootDataFromMatches(matches);
      const page = loaderData?.page ?? 1;
      const sector = loaderData?.sector;
      const base = sector ? `${options.path}?sector=${sector}` : options.path;
      const title = sector ? `${options.title}: ${SECTOR_LABELS[sector]}` : options.title;
      const tags = pageMeta({
        title: page > 1 ? `${title}, page ${page}` : title,
        description: options.description(site.name),
        path: page > 1 ? `${base}${sector ? "&" : "?"}page=${page}` : base,
        siteName: site.name,
        siteUrl,
      });
      // A sector's list links that sector's feed: the only link to Group's, which has no page.
      if (sector) {
        tags.push({
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: `${site.name} News: ${SECTOR_LABELS[sector]}`,
          href: sectorFeedPath(sector),
        });
      }
      return tags;
    },
  };
}

/** /news and /videos. */
const PUBLIC_LISTS = {
  news: publicList({
    path: "/news",
    title: "News",
    description: (name) => `News from ${name}: electric vehicles, copper mining and coffee export.`,
    eyebrow: "Latest News",
    lead: "Announcements and stories from across our three sectors.",
    empty: "No news has been published yet.",
    listClassName: "grid gap-8 md:grid-cols-2 lg:grid-cols-3",
  }),
  videos: publicList({
    path: "/videos",
    title: "Videos",
    description: (name) => `Videos from ${name}: our plants, mines and coffee farms at work.`,
    eyebrow: "Videos",
    lead: "Our plants, mines and coffee farms at work.",
    empty: "No videos have been published yet.",
    listClassName: "grid gap-8 md:grid-cols-2",
  }),
};

/** /news and /videos (one module for both addresses; the path says which). */
export async function loader({ request, context: { db } }: Route.LoaderArgs) {
  if (new URL(request.url).pathname === "/videos") {
    return { kind: "videos" as const, ...(await loadPublicPage(request, db, publishedVideos)) };
  }
  // /news?sector=mining: one sector's news (an unknown sector shows all of it).
  const asked = new URL(request.url).searchParams.get("sector");
  const sector = isArticleSector(asked) ? asked : null;
  return {
    kind: "news" as const,
    sector,
    ...(await loadPublicPage(
      request,
      db,
      publishedArticles,
      sector ? inSector(sector) : undefined,
    )),
  };
}

export const meta: Route.MetaFunction = (args) =>
  PUBLIC_LISTS[args.loaderData?.kind ?? "news"].meta(args);

export default function PublicListRoute({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.kind === "news") {
    return (
      <PUBLIC_LISTS.news.Page
        data={loaderData}
        basePath={loaderData.sector ? `/news?sector=${loaderData.sector}` : undefined}
        before={<SectorFilter current={loaderData.sector} />}
        empty={
          loaderData.sector
            ? `No ${SECTOR_LABELS[loaderData.sector]} news has been published yet.`
            : undefined
        }
      >
        {loaderData.items.map((article) => (
          <li key={article.id} className="flex min-w-0">
            <ArticleCard article={article} headingLevel={2} />
          </li>
        ))}
      </PUBLIC_LISTS.news.Page>
    );
  }
  const { siteUrl } = rootDataFromMatches(matches);
  return (
    <PUBLIC_LISTS.videos.Page data={loaderData}>
      {loaderData.items.map((video) => (
        <li key={video.id} className="flex min-w-0 *:flex-1">
          <VideoCard video={video} headingLevel={2} />
          <JsonLd
            data={{
              "@context": "https://schema.org",
              "@type": "VideoObject",
              name: video.title,
              description: video.description,
              uploadDate: video.publishedAt,
              contentUrl: video.videoUrl,
              ...(video.image
                ? { thumbnailUrl: `${siteUrl}${MediaPicture.src(video.image)}` }
                : video.thumbnailUrl
                  ? { thumbnailUrl: video.thumbnailUrl }
                  : {}),
            }}
          />
        </li>
      ))}
    </PUBLIC_LISTS.videos.Page>
  );
}
