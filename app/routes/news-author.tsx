import { data } from "react-router";
import { profileInLocale } from "~/features/auth/profile";
import { loadPublicPage } from "~/features/content/public-list";
import {
  AuthorPage,
  authorFeedPath,
  authorPath,
  authorShareImage,
} from "~/features/news/author-page";
import { AUTHOR_SLUG_PATTERN, getAuthorBySlug } from "~/features/news/authors.server";
import { byAuthor, publishedArticles } from "~/features/news/public-queries.server";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { format, localeOfPath, localizedPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/news-author";

/**
 * /news/author/:slug (and /am/…, /om/…): a staff member's profile and their published articles,
 * `?page=N` like /news. A 404 when nobody has that address, or they have no published article.
 */
export async function loader({ request, params, context: { db } }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!AUTHOR_SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const found = await getAuthorBySlug(db, params.slug);
  if (!found) throw data(null, { status: 404 });
  const texts = profileInLocale(found, locale);
  return {
    locale,
    author: {
      slug: found.slug,
      name: found.displayName,
      jobTitle: texts.jobTitle,
      biography: texts.biography,
      photo: found.photo,
    },
    ...(await loadPublicPage(request, db, publishedArticles, byAuthor(found.userId))),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  const { author, locale, page } = loaderData;
  const messages = messagesFor(locale);
  const path = authorPath(author.slug);
  const tags = pageMeta({
    title: page > 1 ? format(messages.common.titlePage, { title: author.name, page }) : author.name,
    description: author.biography.text
      ? author.biography.text.slice(0, 300)
      : format(messages.authors.metaDescription, { author: author.name, name: site.name }),
    path: page > 1 ? `${path}?page=${page}` : path,
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    type: "profile",
    image: authorShareImage(author.photo, siteUrl),
  });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: format(messages.authors.feedTitle, { name: site.name, author: author.name }),
    href: localizedPath(authorFeedPath(author.slug), locale),
  });
  return tags;
};

export default function NewsAuthor({ loaderData, matches }: Route.ComponentProps) {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const t = useMessages();
  const { author, locale } = loaderData;
  return (
    <>
      <SiteHeader />
      <AuthorPage
        author={author}
        items={loaderData.items}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        siteName={site.name}
        siteUrl={siteUrl}
      />
      <SiteFooter />
      <Breadcrumbs
        home={t.common.home}
        crumbs={[
          { name: t.news.title, path: "/news" },
          { name: author.name, path: authorPath(author.slug) },
        ]}
        locale={locale}
        siteUrl={siteUrl}
      />
    </>
  );
}
