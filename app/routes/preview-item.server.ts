import { positionView } from "~/features/careers/position-page.server";
import { getPositionById } from "~/features/careers/public-queries.server";
import type { ContentKind } from "~/features/content/kinds";
import { renderContent } from "~/features/content/rich-text/render.server";
import { documentView } from "~/features/documents/document-page.server";
import { getDocumentById } from "~/features/documents/public-queries.server";
import { articlePageData } from "~/features/news/article-page";
import { getArticleById } from "~/features/news/public-queries.server";
import { getPageById } from "~/features/pages/public-queries.server";
import { getTenderById } from "~/features/tenders/public-queries.server";
import { tenderView } from "~/features/tenders/tender-page.server";
import { publishedVideos } from "~/features/videos/public-queries.server";
import type { AppDatabase } from "../../db/client.server";

/**
 * The pages that show an item before it is public: /preview/<token> (a shared link) and
 * /preview/<kind>/<id> (its staff's own preview, beside the form).
 */

/** Private: never stored by a cache or shown by a search engine. */
export const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export interface PreviewContext {
  db: AppDatabase;
  siteUrl: string;
  timeZone: string;
}

/**
 * Each kind's item as the public will see it, or undefined when it is gone: every registered kind
 * has one (a kind missing here does not compile).
 */
export const PREVIEWS = {
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

/** An item as the public will see it (what a preview page renders). */
export type PreviewedItem = NonNullable<Awaited<ReturnType<(typeof PREVIEWS)[ContentKind]>>>;
