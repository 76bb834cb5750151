import { data } from "react-router";
import { positionView } from "~/features/careers/position-page.server";
import { PositionPage } from "~/features/careers/position-view";
import { getPositionById } from "~/features/careers/public-queries.server";
import { resolvePreviewToken } from "~/features/content/preview-links.server";
import { renderContent } from "~/features/content/rich-text/render.server";
import { ArticlePage, articlePageData } from "~/features/news/article-page";
import { getArticleById } from "~/features/news/public-queries.server";
import { getPageById } from "~/features/pages/public-queries.server";
import { SitePageView } from "~/features/site/added-page";
import { PageFrame } from "~/features/site/page-frame";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { publishedVideos } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/preview-link";

/** Private: never stored by a cache or shown by a search engine. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * /preview/:token: a draft or scheduled article, video, page or position exactly as the public will see it, for
 * anyone holding a link made with 'Share preview link'. Revoked, expired and unknown links, and
 * items since deleted, answer 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await resolvePreviewToken(context.db, context.secret, params.token);
  if (link?.kind === "article") {
    const article = await getArticleById(context.db, link.itemId);
    if (article) {
      return data(
        {
          kind: "article" as const,
          article: articlePageData(article),
          parts: await renderContent(context.db, article.content, context.siteUrl),
        },
        { headers: PRIVATE },
      );
    }
  } else if (link?.kind === "video") {
    const video = await publishedVideos.one(context.db, link.itemId);
    if (video) return data({ kind: "video" as const, video }, { headers: PRIVATE });
  } else if (link?.kind === "page") {
    const page = await getPageById(context.db, link.itemId);
    if (page) {
      return data(
        {
          kind: "page" as const,
          page: { title: page.title },
          parts: await renderContent(context.db, page.body, context.siteUrl),
        },
        { headers: PRIVATE },
      );
    }
  } else if (link?.kind === "position") {
    const row = await getPositionById(context.db, link.itemId);
    if (row) {
      const position = await positionView(context.db, row, "en", {
        timeZone: context.site.timeZone,
        siteUrl: context.siteUrl,
      });
      return data({ kind: "position" as const, position }, { headers: PRIVATE });
    }
  }
  throw data(null, { status: 404, headers: PRIVATE });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.kind === "article"
        ? loaderData.article.title
        : loaderData?.kind === "page"
          ? loaderData.page.title
          : loaderData?.kind === "position"
            ? loaderData.position.title
            : loaderData?.video.title,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PreviewLink({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  if (loaderData.kind === "article") {
    return (
      <>
        <SiteHeader />
        <ArticlePage
          article={loaderData.article}
          parts={loaderData.parts}
          site={site}
          siteUrl={siteUrl}
        />
        <SiteFooter />
      </>
    );
  }
  if (loaderData.kind === "page") {
    return (
      <SitePageView title={loaderData.page.title} lang="en" parts={loaderData.parts} preview />
    );
  }
  if (loaderData.kind === "position") {
    // Not published yet: the page as it will be, without the form (nothing to apply to).
    return (
      <PageFrame eyebrow="Draft preview — not published" title={loaderData.position.title} article>
        <PositionPage position={loaderData.position} closed={false} apply={null} />
      </PageFrame>
    );
  }
  return (
    <PageFrame eyebrow="Videos" title="Videos" lead={loaderData.video.title}>
      <ul className="mx-auto grid max-w-xl">
        <li>
          <VideoCard video={loaderData.video} headingLevel={2} />
        </li>
      </ul>
    </PageFrame>
  );
}
