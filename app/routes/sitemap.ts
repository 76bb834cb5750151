import { escapeXml } from "~/features/feeds/xml";
import { listArticleSitemapEntries } from "~/features/news/public-queries.server";
import { ARTICLE_SECTORS } from "~/features/news/sectors";
import { SECTORS } from "~/features/site/content";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  ...SECTORS.map((s) => `/sector/${s.slug}`),
  "/news",
  // Each sector's news (sector pages link their three latest; the list has them all).
  ...ARTICLE_SECTORS.map((sector) => `/news?sector=${sector}`),
  "/videos",
  "/privacy",
  "/terms",
];

/** /sitemap.xml: the static pages and every published article with its last change. */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await listArticleSitemapEntries(context.db);
  const urls = [
    ...STATIC_PATHS.map(
      (path) => `<url><loc>${escapeXml(`${context.siteUrl}${path}`)}</loc></url>`,
    ),
    ...articles.map(
      (a) =>
        `<url><loc>${escapeXml(`${context.siteUrl}/news/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
