import { data, redirect } from "react-router";
import { renderContent } from "~/features/content/rich-text/render.server";
import { inLocale } from "~/features/content/translate";
import { ArticlePage, articlePageData, shareImage } from "~/features/news/article-page";
import { currentSlugOf, getArticleBySlug } from "~/features/news/public-queries.server";
import { SLUG_PATTERN } from "~/features/news/schema";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { localeOfPath, localizedPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { useMessages } from "~/locales/use-messages";
import { requireEditor } from "~/routes/guards.server";
import type { Route } from "./+types/news-article";

/**
 * A published article, at /news/:slug and in each language (/am/news/:slug: its translation, or
 * its English marked as such); an admin may preview a draft with ?preview=1 (never indexed).
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const preview = url.searchParams.get("preview") === "1";
  if (preview) requireEditor(args);
  // An address no article can have is a 404 before any query (NUL bytes, slashes, spaces…).
  if (!SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const article = await getArticleBySlug(context.db, params.slug, preview);
  if (!article) {
    // An address the article had before it was renamed: one permanent redirect to the current one.
    const current = await currentSlugOf(context.db, params.slug);
    if (current) {
      throw redirect(localizedPath(`/news/${encodeURIComponent(current)}`, locale), 301);
    }
    throw data(null, { status: 404 });
  }
  const shown = inLocale(article, locale);
  return data(
    {
      preview,
      locale,
      article: articlePageData(shown, locale),
      parts: await renderContent(context.db, shown.content, context.siteUrl, { locale }),
    },
    // A draft preview is private: never cached, never indexed.
    { headers: preview ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { article, preview, locale } = loaderData;
  // The page's language's title and summary (the English when it has no translation).
  return pageMeta({
    title: article.title,
    description: article.summary,
    path: `/news/${article.slug}`,
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    type: "article",
    image: shareImage(article, siteUrl),
    noindex: preview,
  });
};

export default function NewsArticle({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const t = useMessages();
  const { article, locale, preview } = loaderData;
  return (
    <>
      <SiteHeader />
      <ArticlePage {...loaderData} site={site} siteUrl={siteUrl} />
      <SiteFooter />
      {preview ? null : (
        <Breadcrumbs
          home={t.common.home}
          crumbs={[
            { name: t.news.title, path: "/news" },
            { name: article.title, path: `/news/${article.slug}` },
          ]}
          locale={locale}
          siteUrl={siteUrl}
        />
      )}
    </>
  );
}
