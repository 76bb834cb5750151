import { escapeXml } from "~/features/feeds/xml";
import { type TenderFeedItem, tenderFeedItems } from "~/features/tenders/feed.server";
import { tenderFeedPaths } from "~/features/tenders/feed-links";
import { nextTenderChange } from "~/features/tenders/public-queries.server";
import { format, LOCALE_TAGS, localeOfPath, localizedPath } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { Route } from "./+types/tenders-feed";

/** How long a client may keep a feed: five minutes, or until the next tender closes. */
function cacheControl(next: Date | undefined, now = Date.now()) {
  const seconds = next ? Math.max(0, Math.floor((next.getTime() - now) / 1000)) : 300;
  return `public, max-age=${Math.min(300, seconds)}`;
}

/**
 * /tenders.rss (RSS 2.0) and /tenders.json (JSON Feed 1.1), and the same under /am/ and /om/:
 * the newest published tenders for aggregators, each with its reference, status, closing time
 * (ISO 8601 with the site's offset) and its bid documents' links. Kept no longer than the next
 * closing time.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const messages = messagesFor(locale);
  const t = messages.tenders;
  const { site, siteUrl } = context;
  const identity = await context.publishedSite.identity();
  const [items, next] = await Promise.all([
    tenderFeedItems(context.db, locale, site.timeZone),
    nextTenderChange(context.db),
  ]);
  const url = (path: string) => `${siteUrl}${localizedPath(path, locale)}`;
  const absolute = (path: string) => `${siteUrl}${path}`;
  const paths = tenderFeedPaths(locale);
  const channel = {
    title: format(t.feedTitle, { name: identity.name }),
    link: url("/tenders"),
    description: format(t.metaDescription, { name: identity.name }),
  };
  /** The facts of a tender in the feed's language, one per line. */
  const facts = (item: TenderFeedItem) => [
    `${t.reference}: ${item.reference}`,
    `${t.status}: ${t.statuses[item.status]}`,
    `${t.closingDate}: ${item.closing}`,
    `${t.bidOpening}: ${item.opening}`,
    `${t.category}: ${t.categories[item.category]}`,
    `${t.method}: ${t.methods[item.method]}`,
  ];
  const headers = { "Cache-Control": cacheControl(next) };
  if (pathname.endsWith(".json")) {
    const feed = {
      version: "https://jsonfeed.org/version/1.1",
      title: channel.title,
      home_page_url: channel.link,
      feed_url: absolute(paths.json),
      description: channel.description,
      language: LOCALE_TAGS[locale].hreflang,
      items: items.map((item) => ({
        id: url(item.path),
        url: url(item.path),
        title: item.title,
        content_text: [...facts(item), "", item.summary].join("\n"),
        date_published: item.publishedAt.toISOString(),
        date_modified: item.updatedAt.toISOString(),
        language: LOCALE_TAGS[item.lang].hreflang,
        tags: [t.categories[item.category], t.methods[item.method], t.statuses[item.status]],
        attachments: item.documents.map((document) => ({
          url: absolute(document.url),
          mime_type: "application/pdf",
          title: document.title,
          size_in_bytes: document.bytes,
        })),
        // The tender's facts, as data (JSON Feed's extensions start with an underscore).
        _tender: {
          reference: item.reference,
          status: item.status,
          closing: item.closing,
          extended: item.extended,
          opening: item.opening,
          category: item.category,
          method: item.method,
          sector: item.sector,
        },
      })),
    };
    return new Response(JSON.stringify(feed), {
      headers: { ...headers, "Content-Type": "application/feed+json; charset=utf-8" },
    });
  }
  const rssItems = items.map((item) => {
    const link = url(item.path);
    const documents = item.documents.map(
      (document) =>
        `<li><a href="${escapeXml(absolute(document.url))}">${escapeXml(document.title)}</a></li>`,
    );
    const description = [
      `<p>${facts(item).map(escapeXml).join("<br/>")}</p>`,
      `<p>${escapeXml(item.summary)}</p>`,
      documents.length ? `<p>${escapeXml(t.documents)}:</p><ul>${documents.join("")}</ul>` : "",
    ].join("");
    const first = item.documents[0];
    return [
      "<item>",
      `<title>${escapeXml(`${item.title} (${item.reference})`)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(description)}</description>`,
      `<category>${escapeXml(t.categories[item.category])}</category>`,
      `<category>${escapeXml(t.methods[item.method])}</category>`,
      `<category>${escapeXml(t.statuses[item.status])}</category>`,
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      // RSS 2.0 has one enclosure per item: the first bid document (all are in the description).
      first
        ? `<enclosure url="${escapeXml(absolute(first.url))}" length="${first.bytes}" type="application/pdf"/>`
        : "",
      item.lang !== locale ? `<dc:language>${LOCALE_TAGS[item.lang].hreflang}</dc:language>` : "",
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
    `<atom:link href="${escapeXml(absolute(paths.rss))}" rel="self" type="application/rss+xml"/>`,
    ...rssItems,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { ...headers, "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
