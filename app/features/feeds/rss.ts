import { LOCALE_TAGS, type Locale } from "~/lib/i18n";
import { escapeXml } from "./xml";

/** An RSS channel: its texts in the feed's language, its page and its own address. */
export interface RssChannel {
  title: string;
  link: string;
  description: string;
  self: string;
  locale: Locale;
}

/** An RSS item: absolute `link`; `lang` when it is not in the channel's language. */
export interface RssItem {
  title: string;
  link: string;
  summary: string;
  category?: string;
  publishedAt: Date;
  author: string;
  lang: Locale;
}

/**
 * An RSS 2.0 document (with Atom's self link and Dublin Core's creator and language), as
 * /rss.xml writes it: an item in another language than the channel's says so.
 */
export function rssDocument(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items.map((item) =>
    [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `<description>${escapeXml(item.summary)}</description>`,
      item.category ? `<category>${escapeXml(item.category)}</category>` : "",
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
      item.lang !== channel.locale
        ? `<dc:language>${LOCALE_TAGS[item.lang].hreflang}</dc:language>`
        : "",
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${LOCALE_TAGS[channel.locale].hreflang}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
