import { data } from "react-router";
import { inSector, listPublishedArticles } from "~/features/news/public-queries.server";
import { sectorFeedPath } from "~/features/news/sectors";
import { findSector } from "~/features/site/content";
import { SectorPage } from "~/features/site/sector-page";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/sector";
import { SectorNewsSection } from "./latest-sections";

/** How many of its latest articles a sector page shows. */
const SECTOR_NEWS_LIMIT = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const sector = findSector(params.sector);
  if (!sector) throw data(null, { status: 404 });
  let degraded = false;
  const articles = await listPublishedArticles(
    context.db,
    SECTOR_NEWS_LIMIT,
    0,
    inSector(sector.slug),
  ).catch((error: unknown) => {
    context.logger.error({ err: error }, "Error loading articles");
    degraded = true;
    return [];
  });
  return data(
    { slug: sector.slug, articles },
    // A page missing its news because of a failure must not be kept by the page cache.
    { headers: degraded ? { "Cache-Control": "no-store" } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const sector = findSector(loaderData?.slug);
  if (!sector) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  return [
    ...pageMeta({
      title: `${sector.name}: ${sector.heroTitle}`,
      description: sector.metaDescription,
      path: `/sector/${sector.slug}`,
      siteName: site.name,
      siteUrl,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.name} News: ${sector.name}`,
      href: sectorFeedPath(sector.slug),
    },
  ];
};

export default function SectorRoute({ loaderData }: Route.ComponentProps) {
  const sector = findSector(loaderData.slug);
  if (!sector) return null;
  return (
    <SectorPage
      sector={sector}
      news={<SectorNewsSection sector={sector.slug} articles={loaderData.articles} />}
    />
  );
}
