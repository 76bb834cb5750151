import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import { mediaUrl, ogImageKey } from "~/features/media/files";
import { MediaPicture } from "~/features/media/media-picture";
import { ArticleImage } from "~/features/news/article-card";
import { getArticleBySlug } from "~/features/news/public-queries.server";
import { SLUG_PATTERN } from "~/features/news/schema";
import { PageHeader } from "~/features/site/page-header";
import { SiteFooter } from "~/features/site/site-footer";
import { formatLongDate } from "~/lib/dates";
import { JsonLd } from "~/lib/json-ld";
import { renderMarkdown } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/news-article";

/** A published article; an admin may preview a draft with ?preview=1 (never indexed). */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const preview = new URL(request.url).searchParams.get("preview") === "1";
  if (preview) requireAdmin(args);
  // An address no article can have is a 404 before any query (NUL bytes, slashes, spaces…).
  if (!SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const article = await getArticleBySlug(context.db, params.slug, preview);
  if (!article) throw data(null, { status: 404 });
  return data(
    {
      preview,
      article: {
        title: article.title,
        slug: article.slug,
        summary: article.summary,
        imageUrl: article.imageUrl,
        image: article.image,
        author: article.author,
        published: article.published,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
      },
      html: renderMarkdown(article.content, context.siteUrl),
    },
    // A draft preview is private: never cached, never indexed.
    { headers: preview ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The image link previews and search results show: the upload's 1200×630 crop, or the URL. */
function shareImage(
  article: { imageUrl: string | null; image: Parameters<typeof MediaPicture.src>[0] | null },
  siteUrl: string,
): string | undefined {
  const { image } = article;
  if (!image) return article.imageUrl ?? undefined;
  const path = image.state === "ready" ? mediaUrl(ogImageKey(image.hash)) : MediaPicture.src(image);
  return `${siteUrl}${path}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { article, preview } = loaderData;
  return pageMeta({
    title: article.title,
    description: article.summary,
    path: `/news/${article.slug}`,
    siteName: site.name,
    siteUrl,
    type: "article",
    image: shareImage(article, siteUrl),
    noindex: preview,
  });
};

export default function NewsArticle({ loaderData, matches }: Route.ComponentProps) {
  const { article, html, preview } = loaderData;
  const { site, siteUrl } = rootDataFromMatches(matches);
  return (
    <>
      <PageHeader />
      <main id="main">
        <div className="bg-ev-900 text-white">
          <div className="mx-auto max-w-3xl px-5 pt-32 pb-12 sm:px-8">
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
      <SiteFooter />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { "@type": "Organization", name: article.author },
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
