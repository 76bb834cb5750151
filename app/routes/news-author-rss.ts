import { inLocale } from "~/features/content/translate";
import { rssDocument } from "~/features/feeds/rss";
import { authorPath } from "~/features/news/author-page";
import {
  AUTHOR_SLUG_PATTERN,
  getAuthorBySlug,
  listAuthorArticles,
} from "~/features/news/authors.server";
import { format, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { Route } from "./+types/news-author-rss";
import { RSS_ITEMS } from "./rss";

/**
 * /news/author/:slug/rss.xml (and /am/…, /om/…): a staff member's newest published articles, as
 * /rss.xml gives the site's (each in the feed's language when translated). A 404 when their
 * author page is one.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { siteUrl, site, db } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesFor(locale);
  const url = (path: string) => `${siteUrl}${localizedPath(path, locale)}`;
  if (!AUTHOR_SLUG_PATTERN.test(params.slug)) throw new Response(null, { status: 404 });
  const author = await getAuthorBySlug(db, params.slug);
  if (!author) throw new Response(null, { status: 404 });
  const articles = await listAuthorArticles(db, author.userId, RSS_ITEMS);
  const names = { name: site.name, author: author.displayName };
  const xml = rssDocument(
    {
      title: format(messages.authors.feedTitle, names),
      link: url(authorPath(author.slug)),
      description: format(messages.authors.feedDescription, names),
      self: url(`${authorPath(author.slug)}/rss.xml`),
      locale,
    },
    articles.map((article) => {
      const shown = inLocale(article, locale);
      return {
        title: shown.title,
        link: url(`/news/${encodeURIComponent(shown.slug)}`),
        summary: shown.summary,
        category: messages.sectorNames[shown.sector],
        publishedAt: new Date(shown.publishedAt),
        author: shown.author,
        lang: shown.lang,
      };
    }),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
