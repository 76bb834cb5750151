import { loadPublicPage } from "~/features/content/public-list";
import { SectorFilter } from "~/features/news/sector-filter";
import { publishedVideos, videosInSector } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { format } from "~/lib/i18n";
import { useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/videos-list";
import { askedSector, PUBLIC_LISTS } from "./public-list";

/** /videos (and /am/videos, /om/videos): the published videos, `?sector=` one sector's. */
export async function loader({ request, context: { db } }: Route.LoaderArgs) {
  const sector = askedSector(request);
  return {
    sector,
    ...(await loadPublicPage(
      request,
      db,
      publishedVideos,
      sector ? videosInSector(sector) : undefined,
    )),
  };
}

export const meta: Route.MetaFunction = (args) => PUBLIC_LISTS.videos.meta(args);

export default function VideosList({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  return (
    <PUBLIC_LISTS.videos.Page
      data={loaderData}
      basePath={loaderData.sector ? `/videos?sector=${loaderData.sector}` : undefined}
      before={<SectorFilter list="videos" current={loaderData.sector} />}
      empty={
        loaderData.sector
          ? format(t.videos.emptySector, { sector: t.sectorNames[loaderData.sector] })
          : undefined
      }
    >
      {loaderData.items.map((video) => (
        <li key={video.id} className="flex min-w-0">
          <VideoCard video={video} headingLevel={2} />
        </li>
      ))}
    </PUBLIC_LISTS.videos.Page>
  );
}
