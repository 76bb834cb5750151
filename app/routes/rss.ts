import { isArticleSector, sectorFeedPath } from "~/features/content/sectors";
import { inLocale } from "~/features/content/translate";
import { escapeXml } from "~/features/feeds/xml";
import { inSector, listPublishedArticles } from "~/features/news/public-queries.server";
import { format, LOCALE_TAGS, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { Route } from "./+types/rss";

export const RSS_ITEMS = 20;

/**
 * /rss.xml: RSS 2.0 with the latest published articles; /sector/<sector>/rss.xml: one sector's,
 * Group's too (it has no sector page; /news?sector=group links it). Each item names its sector as
 * its category. /am/rss.xml, /om/sector/<sector>/rss.xml…: the same in a language (from the
 * address): each article in its translation when it has one (in English otherwise), linking to
 * its page in that language, with the channel's texts in that language.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { siteUrl, site } = context;
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesFor(locale);
  const url = (path: string) => `${siteUrl}${localizedPath(path, locale)}`;
  const asked = params.sector;
  const sector = isArticleSector(asked) ? asked : undefined;
  if (asked !== undefined && !sector) throw new Response(null, { status: 404 });
  const articles = await listPublishedArticles(
    context.db,
    RSS_ITEMS,
    0,
    sector ? inSector(sector) : undefined,
  );
  const channel = sector
    ? {
        title: format(messages.sectorPage.feedTitle, {
          name: site.name,
          sector: messages.sectorNames[sector],
        }),
        link: url(`/news?sector=${sector}`),
        description: format(messages.sectorPage.feedDescription, {
          name: site.name,
          sector: messages.sectorNames[sector],
        }),
        self: url(sectorFeedPath(sector)),
      }
    : {
        title: format(messages.news.feedTitle, { name: site.name }),
        link: url("/news"),
        description: format(messages.news.feedDescription, { name: site.name }),
        self: url("/rss.xml"),
      };
  const items = articles.map((article) => {
    const a = inLocale(article, locale);
    const link = url(`/news/${encodeURIComponent(a.slug)}`);
    return [
      "<item>",
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(a.summary)}</description>`,
      `<category>${escapeXml(messages.sectorNames[a.sector])}</category>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(a.author)}</dc:creator>`,
      // An item in English in another language's feed says so (RSS has no per-item language).
      a.lang !== locale ? `<dc:language>${LOCALE_TAGS[a.lang].hreflang}</dc:language>` : "",
      "</item>",
    ].join("");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${LOCALE_TAGS[locale].hreflang}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
