import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { SiteIdentity } from "~/config/site";
import { mediaUrl, ogImageKey } from "~/features/media/files";
import { MediaPicture } from "~/features/media/media-picture";
import { formatLongDate } from "~/lib/dates";
import { JsonLd } from "~/lib/json-ld";
import { ArticleImage } from "./article-card";
import { type ArticleSector, SECTOR_LABELS } from "./sectors";

/** What an article page shows (see getArticleBySlug). */
export interface ArticlePageData {
  title: string;
  slug: string;
  summary: string;
  imageUrl: string | null;
  image: (Parameters<typeof MediaPicture.src>[0] & { alt: string }) | null;
  author: string;
  sector: ArticleSector;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

/** The article fields a page sends the browser. */
export function articlePageData(article: ArticlePageData): ArticlePageData {
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    imageUrl: article.imageUrl,
    image: article.image,
    author: article.author,
    sector: article.sector,
    published: article.published,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
  };
}

/** The image link previews and search results show: the upload's 1200×630 crop, or the URL. */
export function shareImage(
  article: { imageUrl: string | null; image: Parameters<typeof MediaPicture.src>[0] | null },
  siteUrl: string,
): string | undefined {
  const { image } = article;
  if (!image) return article.imageUrl ?? undefined;
  const path = image.state === "ready" ? mediaUrl(ogImageKey(image.hash)) : MediaPicture.src(image);
  return `${siteUrl}${path}`;
}

/**
 * An article's page between the site's header and footer (the route adds them): /news/:slug, an admin's draft preview (`preview`: marked as a draft), and a
 * preview link (exactly as the public will see it).
 */
export function ArticlePage({
  article,
  html,
  preview = false,
  site,
  siteUrl,
}: {
  article: ArticlePageData;
  html: string;
  preview?: boolean;
  site: SiteIdentity;
  siteUrl: string;
}) {
  return (
    <>
      <main id="main">
        <div className="bg-ev-900 text-white">
          <div className="mx-auto max-w-3xl px-5 pt-36 pb-12 sm:px-8 md:pt-32">
            <Link
              to="/news"
              className="inline-flex items-center gap-2 font-semibold text-copper-400 text-sm hover:text-white"
            >
              <ArrowLeft aria-hidden="true" size={16} />
              All news
            </Link>
            {preview && !article.published ? (
              <p className="mt-6 inline-block rounded-full bg-copper-500 px-3 py-1 font-semibold text-sm text-white">
                Draft preview — not published
              </p>
            ) : null}
            <h1 className="mt-5 break-words font-display text-4xl leading-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 text-white/80">
              {article.publishedAt ? (
                <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
              ) : (
                "Not published"
              )}
              <span aria-hidden="true"> · </span>
              {article.author}
              <span aria-hidden="true"> · </span>
              <Link
                to={`/news?sector=${article.sector}`}
                className="font-semibold text-copper-400 hover:text-white"
              >
                {SECTOR_LABELS[article.sector]}
              </Link>
            </p>
          </div>
        </div>
        <article className="mx-auto max-w-3xl break-words px-5 py-12 sm:px-8">
          {article.image ? (
            <MediaPicture
              media={article.image}
              alt={article.image.alt}
              // The article column: 768 px less its padding on wide screens, the viewport below.
              sizes="(min-width: 768px) 704px, calc(100vw - 40px)"
              priority
              className="aspect-video w-full rounded-3xl bg-slate-100 object-cover"
            />
          ) : article.imageUrl ? (
            <ArticleImage
              src={article.imageUrl}
              width={1200}
              height={675}
              eager
              className="aspect-video w-full rounded-3xl"
            />
          ) : null}
          <p className="mt-10 font-medium text-ink text-xl leading-relaxed">{article.summary}</p>
          {/* Rendered from Markdown and sanitised on the server (renderMarkdown). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
          <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </main>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { "@type": "Organization", name: article.author },
          articleSection: SECTOR_LABELS[article.sector],
          publisher: {
            "@type": "Organization",
            name: site.name,
            logo: { "@type": "ImageObject", url: `${siteUrl}/og-image.png` },
          },
          mainEntityOfPage: `${siteUrl}/news/${article.slug}`,
          ...(shareImage(article, siteUrl) ? { image: [shareImage(article, siteUrl)] } : {}),
        }}
      />
    </>
  );
}
