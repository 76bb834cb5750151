import { format, type Locale, localizedPath } from "~/lib/i18n";
import type { Messages } from "~/locales/en";

/** The tenders' feeds in a language: /tenders.rss and /tenders.json (/am/…, /om/…). */
export function tenderFeedPaths(locale: Locale) {
  return {
    rss: localizedPath("/tenders.rss", locale),
    json: localizedPath("/tenders.json", locale),
  };
}

/** The `<link rel="alternate">` tags naming the tenders' feeds in a page's head. */
export function tenderFeedLinks(locale: Locale, messages: Messages, siteName: string) {
  const paths = tenderFeedPaths(locale);
  const title = format(messages.tenders.feedTitle, { name: siteName });
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: paths.rss },
    { tagName: "link", rel: "alternate", type: "application/feed+json", title, href: paths.json },
  ] as const;
}
