import type { ReactNode } from "react";
import { loadPublicPage, PublicList } from "~/features/content/public-list";
import { type ArticleSector, isArticleSector, sectorFeedPath } from "~/features/content/sectors";
import { ArticleCard } from "~/features/news/article-card";
import { inSector, publishedArticles } from "~/features/news/public-queries.server";
import { SectorFilter } from "~/features/news/sector-filter";
import { PageFrame } from "~/features/site/page-frame";
import { publishedVideos, videosInSector } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { format, localeOfPath, localizedPath, unlocalizedPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/public-list";

/**
 * The loader and meta of a paged public list (/news, /videos): `?page=N` of the kind's published
 * cards; the title and canonical address name the page after the first.
 */
function publicList(options: {
  path: string;
  /** Where its texts are in the messages: title, metaDescription, eyebrow, lead, empty. */
  messages: "news" | "videos";
  listClassName: string;
}) {
  return {
    /** The page: header, the cards (`children`, one <li> each), pages. */
    Page({
      data,
      basePath = options.path,
      before,
      empty,
      children,
    }: {
      data: { items: unknown[]; page: number; pageCount: number };
      /** The list's own address when it is filtered (/news?sector=mining). */
      basePath?: string;
      before?: ReactNode;
      empty?: string;
      children: ReactNode;
    }) {
      const t = useMessages()[options.messages];
      const to = useLocalePath();
      return (
        <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
          <PublicList
            empty={data.items.length === 0 ? (empty ?? t.empty) : null}
            before={before}
            basePath={to(basePath)}
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
      location,
    }: {
      matches: readonly unknown[];
      loaderData?: { page: number; sector?: ArticleSector | null };
      location: { pathname: string };
    }) => {
      const { site, siteUrl } = rootDataFromMatches(matches);
      const locale = localeOfPath(location.pathname);
      const messages = messagesFor(locale);
      const t = messages[options.messages];
      const page = loaderData?.page ?? 1;
      const sector = loaderData?.sector;
      const base = sector ? `${options.path}?sector=${sector}` : options.path;
      const title = sector ? `${t.title}: ${messages.sectorNames[sector]}` : t.title;
      const tags = pageMeta({
        title: page > 1 ? format(messages.common.titlePage, { title, page }) : title,
        description: format(t.metaDescription, { name: site.name }),
        path: page > 1 ? `${base}${sector ? "&" : "?"}page=${page}` : base,
        locale,
        siteName: site.name,
        siteUrl,
      });
      // A sector's news links that sector's feed: the only link to Group's, which has no page.
      if (sector && options.messages === "news") {
        tags.push({
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: format(messages.sectorPage.feedTitle, {
            name: site.name,
            sector: messages.sectorNames[sector],
          }),
          href: localizedPath(sectorFeedPath(sector), locale),
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
    messages: "news",
    listClassName: "grid gap-8 md:grid-cols-2 lg:grid-cols-3",
  }),
  videos: publicList({
    path: "/videos",
    messages: "videos",
    listClassName: "grid gap-8 md:grid-cols-2",
  }),
};

/** /news and /videos (one module for both addresses; the path says which). */
export async function loader({ request, context: { db } }: Route.LoaderArgs) {
  // ?sector=mining: one sector's news or videos (an unknown sector shows all of them).
  const asked = new URL(request.url).searchParams.get("sector");
  const sector = isArticleSector(asked) ? asked : null;
  if (unlocalizedPath(new URL(request.url).pathname) === "/videos") {
    return {
      kind: "videos" as const,
      sector,
      ...(await loadPublicPage(
        request,
        db,
        publishedVideos,
        sector ? videosInSector(sector) : undefined,
      )),
    };
  }
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

export default function PublicListRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  if (loaderData.kind === "news") {
    return (
      <PUBLIC_LISTS.news.Page
        data={loaderData}
        basePath={loaderData.sector ? `/news?sector=${loaderData.sector}` : undefined}
        before={<SectorFilter list="news" current={loaderData.sector} />}
        empty={
          loaderData.sector
            ? format(t.news.emptySector, { sector: t.sectorNames[loaderData.sector] })
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
  return (
    <PUBLIC_LISTS.videos.Page
      data={loaderData}
      basePath={loaderData.sector ? `/videos?sector=${loaderData.sector}` : undefined}
      before={<SectorFilter list="videos" current={loaderData.sector} />}
      empty={
        loaderData.sector
          ? format(t.videos.emptySector, { sector: t.sectorNames[loaderData.sector] })
          : undefined
      }
    >
      {loaderData.items.map((video) => (
        <li key={video.id} className="flex min-w-0">
          <VideoCard video={video} headingLevel={2} />
        </li>
      ))}
    </PUBLIC_LISTS.videos.Page>
  );
}
