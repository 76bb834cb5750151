import { PageAlerts } from "~/features/alerts/page-alerts";
import { loadPublicPage } from "~/features/content/public-list";
import { ArticleCard } from "~/features/news/article-card";
import { inSector, publishedArticles } from "~/features/news/public-queries.server";
import { SectorFilter } from "~/features/news/sector-filter";
import type { RouteHandle } from "~/lib/hydration";
import { format } from "~/lib/i18n";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/news-list";
import { askedSector, PUBLIC_LISTS } from "./public-list";

/** /news (and /am/news, /om/news): the published articles, `?sector=` one sector's. */
/** The page shows its own 'Get alerts' form: the footer leaves its one out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ request, context: { db } }: Route.LoaderArgs) {
  const sector = askedSector(request);
  return {
    sector,
    ...(await loadPublicPage(
      request,
      db,
      publishedArticles,
      sector ? inSector(sector) : undefined,
    )),
  };
}

export const meta: Route.MetaFunction = (args) => PUBLIC_LISTS.news.meta(args);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  return (
    <PUBLIC_LISTS.news.Page
      data={loaderData}
      basePath={loaderData.sector ? `/news?sector=${loaderData.sector}` : undefined}
      before={<SectorFilter list="news" current={loaderData.sector} />}
      after={
        <PageAlerts
          idPrefix="alerts"
          preselect={{ topic: "news", sector: loaderData.sector ?? undefined }}
        />
      }
      empty={
        loaderData.sector
          ? format(t.news.emptySector, { sector: t.sectorNames[loaderData.sector] })
          : undefined
      }
    >
      {loaderData.items.map((article) => (
        <li key={article.id} className="flex min-w-0">
          <ArticleCard article={article} headingLevel={2} />
        </li>
      ))}
    </PUBLIC_LISTS.news.Page>
  );
}
