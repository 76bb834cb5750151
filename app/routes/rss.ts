import { escapeXml } from "~/features/feeds/xml";
import { listPublishedArticles } from "~/features/news/public-queries.server";
import type { Route } from "./+types/rss";

export const RSS_ITEMS = 20;

/** /rss.xml: RSS 2.0 with the latest published articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, site } = context;
  const articles = await listPublishedArticles(context.db, RSS_ITEMS);
  const items = articles.map((a) => {
    const link = `${siteUrl}/news/${encodeURIComponent(a.slug)}`;
    return [
      "<item>",
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(a.summary)}</description>`,
      `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(a.author)}</dc:creator>`,
      "</item>",
    ].join("");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${site.name} News`)}</title>`,
    `<link>${escapeXml(`${siteUrl}/news`)}</link>`,
    `<description>${escapeXml(`News from ${site.name}`)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
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
