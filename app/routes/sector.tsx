import { data } from "react-router";
import { findSector } from "~/features/site/content";
import { SectorPage } from "~/features/site/sector-page";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import type { Route } from "./+types/sector";

export function loader({ params }: Route.LoaderArgs) {
  const sector = findSector(params.sector);
  if (!sector) throw data(null, { status: 404 });
  return { slug: sector.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const sector = findSector(loaderData?.slug);
  if (!sector) return [];
  const { site, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: `${sector.name}: ${sector.heroTitle}`,
    description: sector.metaDescription,
    path: `/sector/${sector.slug}`,
    siteName: site.name,
    siteUrl,
  });
};

export default function SectorRoute({ loaderData }: Route.ComponentProps) {
  const sector = findSector(loaderData.slug);
  return sector ? <SectorPage sector={sector} /> : null;
}
