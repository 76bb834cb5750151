import { escapeXml } from "~/features/feeds/xml";
import { inSector, listPublishedArticles } from "~/features/news/public-queries.server";
import { isArticleSector, SECTOR_LABELS, sectorFeedPath } from "~/features/news/sectors";
import type { Route } from "./+types/rss";

export const RSS_ITEMS = 20;

/**
 * /rss.xml: RSS 2.0 with the latest published articles; /sector/<sector>/rss.xml: one sector's,
 * Group's too (it has no sector page; /news?sector=group links it). Each item names its sector as
 * its category.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { siteUrl, site } = context;
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
        title: `${site.name} News: ${SECTOR_LABELS[sector]}`,
        link: `${siteUrl}/news?sector=${sector}`,
        description: `${SECTOR_LABELS[sector]} news from ${site.name}`,
        self: `${siteUrl}${sectorFeedPath(sector)}`,
      }
    : {
        title: `${site.name} News`,
        link: `${siteUrl}/news`,
        description: `News from ${site.name}`,
        self: `${siteUrl}/rss.xml`,
      };
  const items = articles.map((a) => {
    const link = `${siteUrl}/news/${encodeURIComponent(a.slug)}`;
    return [
      "<item>",
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(a.summary)}</description>`,
      `<category>${escapeXml(SECTOR_LABELS[a.sector])}</category>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(a.author)}</dc:creator>`,
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
    "<language>en</language>",
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
