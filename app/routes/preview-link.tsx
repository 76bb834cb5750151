import { data } from "react-router";
import { positionView } from "~/features/careers/position-page.server";
import { PositionPage } from "~/features/careers/position-view";
import { getPositionById } from "~/features/careers/public-queries.server";
import type { ContentKind } from "~/features/content/kinds";
import { resolvePreviewToken } from "~/features/content/preview-links.server";
import { renderContent } from "~/features/content/rich-text/render.server";
import { DocumentPage } from "~/features/documents/document-page";
import { documentView } from "~/features/documents/document-page.server";
import { getDocumentById } from "~/features/documents/public-queries.server";
import { ArticlePage, articlePageData } from "~/features/news/article-page";
import { getArticleById } from "~/features/news/public-queries.server";
import { getPageById } from "~/features/pages/public-queries.server";
import { SitePageView } from "~/features/site/added-page";
import { PageFrame } from "~/features/site/page-frame";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { getTenderById } from "~/features/tenders/public-queries.server";
import { tenderView } from "~/features/tenders/tender-page.server";
import { TenderPage } from "~/features/tenders/tender-view";
import { publishedVideos } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/preview-link";

/** Private: never stored by a cache or shown by a search engine. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

interface PreviewContext {
  db: Route.LoaderArgs["context"]["db"];
  siteUrl: string;
  timeZone: string;
}

/**
 * Each kind's item as the public will see it, or undefined when it is gone: every registered kind
 * has one (a kind missing here does not compile).
 */
const PREVIEWS = {
  article: async ({ db, siteUrl }: PreviewContext, id: string) => {
    const article = await getArticleById(db, id);
    if (!article) return undefined;
    return {
      kind: "article" as const,
      article: articlePageData(article),
      parts: await renderContent(db, article.content, siteUrl),
    };
  },
  video: async ({ db }: PreviewContext, id: string) => {
    const video = await publishedVideos.one(db, id);
    return video ? { kind: "video" as const, video } : undefined;
  },
  page: async ({ db, siteUrl }: PreviewContext, id: string) => {
    const page = await getPageById(db, id);
    if (!page) return undefined;
    return {
      kind: "page" as const,
      page: { title: page.title },
      parts: await renderContent(db, page.body, siteUrl),
    };
  },
  position: async ({ db, siteUrl, timeZone }: PreviewContext, id: string) => {
    const row = await getPositionById(db, id);
    if (!row) return undefined;
    const position = await positionView(db, row, "en", { timeZone, siteUrl });
    return { kind: "position" as const, position };
  },
  tender: async ({ db, siteUrl, timeZone }: PreviewContext, id: string) => {
    const row = await getTenderById(db, id);
    if (!row) return undefined;
    const tender = await tenderView(db, row, "en", { timeZone, siteUrl });
    return { kind: "tender" as const, tender };
  },
  document: async ({ db }: PreviewContext, id: string) => {
    const row = await getDocumentById(db, id);
    if (!row) return undefined;
    return { kind: "document" as const, document: await documentView(db, row, "en") };
  },
} satisfies Record<ContentKind, (context: PreviewContext, id: string) => Promise<unknown>>;

/**
 * /preview/:token: a draft or scheduled article, video, page, position, tender or document exactly as the public
 * will see it, for anyone holding a link made with 'Share preview link'. Revoked, expired and
 * unknown links, and items since deleted, answer 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await resolvePreviewToken(context.db, context.secret, params.token);
  const item = link
    ? await PREVIEWS[link.kind](
        { db: context.db, siteUrl: context.siteUrl, timeZone: context.site.timeZone },
        link.itemId,
      )
    : undefined;
  if (!item) throw data(null, { status: 404, headers: PRIVATE });
  return data(item, { headers: PRIVATE });
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
            : loaderData?.kind === "tender"
              ? loaderData.tender.title
              : loaderData?.kind === "document"
                ? loaderData.document.title
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
  if (loaderData.kind === "tender") {
    // Not published yet: the page as it will be, without the desk's forms.
    return (
      <PageFrame eyebrow="Draft preview — not published" title={loaderData.tender.title} article>
        <TenderPage tender={loaderData.tender} />
      </PageFrame>
    );
  }
  if (loaderData.kind === "document") {
    return (
      <PageFrame eyebrow="Draft preview — not published" title={loaderData.document.title} article>
        <DocumentPage document={loaderData.document} />
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
