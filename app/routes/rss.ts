import { isArticleSector, sectorFeedPath } from "~/features/content/sectors";
import { escapeXml } from "~/features/feeds/xml";
import { feedEntries } from "~/kinds/registry.server";
import { format, LOCALE_TAGS, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { Route } from "./+types/rss";

export const RSS_ITEMS = 20;

/**
 * /rss.xml: RSS 2.0 with the latest published items of the kinds that have a feed (articles:
 * their kind.server.ts's `feed`); /sector/<sector>/rss.xml: one sector's,
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
  const entries = await feedEntries(context.db, { limit: RSS_ITEMS, sector, locale });
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
  const items = entries.map((entry) => {
    const link = url(entry.path);
    return [
      "<item>",
      `<title>${escapeXml(entry.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(entry.summary)}</description>`,
      `<category>${escapeXml(messages.sectorNames[entry.sector])}</category>`,
      `<pubDate>${entry.publishedAt.toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(entry.author)}</dc:creator>`,
      // An item in English in another language's feed says so (RSS has no per-item language).
      entry.lang !== locale ? `<dc:language>${LOCALE_TAGS[entry.lang].hreflang}</dc:language>` : "",
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
