import type { SitemapItem } from "~/features/content/kind-parts.server";
import { CONTENT_KIND_LIST, publicAddress } from "~/features/content/kinds";
import { ARTICLE_SECTORS } from "~/features/content/sectors";
import { escapeXml } from "~/features/feeds/xml";
import { authorPath } from "~/features/news/author-page";
import { listAuthorSitemapEntries } from "~/features/news/authors.server";
import { SECTORS } from "~/features/site/content";
import { KIND_SERVERS } from "~/kinds/registry.server";
import { publicCacheUntil } from "~/lib/http-cache";
import { LOCALE_TAGS, LOCALES, localizedPath } from "~/lib/i18n";
import type { Route } from "./+types/sitemap";

/** The pages that are not items, in the sitemap and among the targets a redirect is offered. */
export const STATIC_PATHS = [
  "/",
  ...SECTORS.map((s) => `/sector/${s.slug}`),
  "/news",
  // Each sector's news (sector pages link their three latest; the list has them all).
  ...ARTICLE_SECTORS.map((sector) => `/news?sector=${sector}`),
  "/videos",
  "/careers",
  "/privacy",
  "/terms",
];

/**
 * A page's entries, one per language (`/news`, `/am/news`, `/om/news`), each naming every
 * language's version as its alternate, the English as the default for other languages. Every
 * page exists in every language: one without a translation shows its English.
 */
function entries(siteUrl: string, path: string, lastmod?: Date): string[] {
  const loc = (locale: (typeof LOCALES)[number]) =>
    escapeXml(`${siteUrl}${localizedPath(path, locale)}`);
  const alternates = [
    ...LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale].hreflang}" href="${loc(locale)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${loc("en")}"/>`,
  ].join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return LOCALES.map((locale) => `<url><loc>${loc(locale)}</loc>${modified}${alternates}</url>`);
}

/**
 * /sitemap.xml: the static pages and every kind's public items (its declaration's `sitemap`:
 * published articles and added pages, open positions) with their last change, in every language.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const items = (
    await Promise.all(
      CONTENT_KIND_LIST.map(async (kind) => {
        const listed = KIND_SERVERS[kind].sitemap;
        const rows: SitemapItem[] = listed ? await listed(context.db) : [];
        return rows.flatMap((row) => {
          const path = publicAddress(kind, row.slug);
          return path === null ? [] : [{ ...row, path }];
        });
      }),
    )
  )
    .flat()
    // The author pages of the staff members with a published article.
    .concat(
      (await listAuthorSitemapEntries(context.db)).map((row) => ({
        ...row,
        path: authorPath(row.slug),
      })),
    )
    // A published page at /privacy or /terms is already listed with the static pages.
    .filter((item) => !STATIC_PATHS.includes(item.path));
  const urls = [
    ...STATIC_PATHS.flatMap((path) => entries(context.siteUrl, path)),
    ...items.flatMap((item) => entries(context.siteUrl, item.path, item.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  // Kept 5 minutes, or until the next item on it leaves (a position closes).
  const next = Math.min(...items.map((item) => item.until?.getTime() ?? Number.POSITIVE_INFINITY));
  const left = Math.floor((next - Date.now()) / 1000);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control":
        left >= 300
          ? "public, max-age=300"
          : (publicCacheUntil(new Date(next)) ??
            `public, max-age=${left}, s-maxage=1, stale-while-revalidate=${Math.min(30, left - 1)}`),
    },
  });
}
