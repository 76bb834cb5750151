import { data } from "react-router";
import { PageAlerts } from "~/features/alerts/page-alerts";
import { sectorFeedPath } from "~/features/content/sectors";
import { inSector, listPublishedArticles } from "~/features/news/public-queries.server";
import { findSector, sectorsOf } from "~/features/site/content";
import { SectorPage } from "~/features/site/sector-page";
import { listPublishedVideos, videosInSector } from "~/features/videos/public-queries.server";
import type { RouteHandle } from "~/lib/hydration";
import { format, LOCALE_TAGS, localeOfPath, localizedPath } from "~/lib/i18n";
import { Breadcrumbs, JsonLd, organizationData } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { messagesFromMatches, rootDataFromMatches } from "~/lib/site";
import { useLocale, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/sector";
import { SectorNewsSection, SectorVideosSection } from "./latest-sections";

/** How many of its latest articles and videos a sector page shows. */
const SECTOR_NEWS_LIMIT = 3;
const SECTOR_VIDEOS_LIMIT = 4;

/** The page shows its own 'Get alerts' form: the footer leaves its one out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const sector = findSector(params.sector);
  if (!sector) throw data(null, { status: 404 });
  let degraded = false;
  // A list that fails to load is left out (and logged), as on the home page.
  const orNothing = (what: string) => (error: unknown) => {
    context.logger.error({ err: error }, `Error loading ${what}`);
    degraded = true;
    return [];
  };
  const [articles, videos] = await Promise.all([
    listPublishedArticles(context.db, SECTOR_NEWS_LIMIT, 0, inSector(sector.slug)).catch(
      orNothing("articles"),
    ),
    listPublishedVideos(context.db, SECTOR_VIDEOS_LIMIT, 0, videosInSector(sector.slug)).catch(
      orNothing("videos"),
    ),
  ]);
  return data(
    { slug: sector.slug, articles, videos },
    // A page missing its news because of a failure must not be kept by the page cache.
    { headers: degraded ? { "Cache-Control": "no-store" } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  const messages = messagesFromMatches(matches, locale);
  const sector = findSector(loaderData?.slug, sectorsOf(messages));
  if (!sector) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  return [
    ...pageMeta({
      title: `${sector.name}: ${sector.heroTitle}`,
      description: sector.metaDescription,
      path: `/sector/${sector.slug}`,
      locale,
      siteName: site.name,
      siteImage: site.logos?.share,
      siteUrl,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: format(messages.sectorPage.feedTitle, {
        name: site.name,
        sector: sector.name,
      }),
      href: localizedPath(sectorFeedPath(sector.slug), locale),
    },
  ];
};

export default function SectorRoute({ loaderData, matches }: Route.ComponentProps) {
  const locale = useLocale();
  const messages = useMessages();
  const sector = findSector(loaderData.slug, sectorsOf(messages));
  if (!sector) return null;
  const { site, siteUrl } = rootDataFromMatches(matches);
  return (
    <>
      <SectorPage
        sector={sector}
        latest={
          <>
            <SectorNewsSection sector={sector.slug} articles={loaderData.articles} />
            <SectorVideosSection sector={sector.slug} videos={loaderData.videos} />
            <div className="mx-auto max-w-7xl px-5 pt-20 sm:px-8">
              <PageAlerts idPrefix="alerts" preselect={{ topic: "news", sector: sector.slug }} />
            </div>
          </>
        }
      />
      {/* The page describes itself: one of the company's sectors. */}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebPage",
          url: `${siteUrl}${localizedPath(`/sector/${sector.slug}`, locale)}`,
          name: `${sector.name}: ${sector.heroTitle}`,
          description: sector.metaDescription,
          inLanguage: LOCALE_TAGS[locale].hreflang,
          about: organizationData(site, siteUrl),
          isPartOf: { "@type": "WebSite", name: site.name, url: `${siteUrl}/` },
        }}
      />
      <Breadcrumbs
        home={messages.common.home}
        crumbs={[{ name: sector.name, path: `/sector/${sector.slug}` }]}
        locale={locale}
        siteUrl={siteUrl}
      />
    </>
  );
}
