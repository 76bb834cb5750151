import { data } from "react-router";
import { Pagination, parsePage } from "~/components/ui/pagination";
import { PageFrame } from "~/features/site/page-frame";
import { rootDataFromMatches } from "~/features/site/use-site";
import { countPublishedVideos, listPublishedVideos } from "~/features/videos/public-queries.server";
import { VideoCard } from "~/features/videos/video-card";
import { JsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/videos-index";

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url));
  if (!page) throw data(null, { status: 404 });
  const [videos, total] = await Promise.all([
    listPublishedVideos(context.db, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    countPublishedVideos(context.db),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { videos, page, pageCount };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: page > 1 ? `Videos, page ${page}` : "Videos",
    description: `Videos from ${site.name}: our plants, mines and coffee farms at work.`,
    path: page > 1 ? `/videos?page=${page}` : "/videos",
    siteName: site.name,
    siteUrl,
  });
};

export default function VideosIndex({ loaderData }: Route.ComponentProps) {
  const { videos, page, pageCount } = loaderData;
  return (
    <PageFrame eyebrow="Videos" title="Videos" lead="Our plants, mines and coffee farms at work.">
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        {videos.length === 0 ? (
          <p className="rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
            No videos have been published yet.
          </p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {videos.map((video) => (
              <li key={video.id} className="flex min-w-0 *:flex-1">
                <VideoCard video={video} headingLevel={2} />
                <JsonLd
                  data={{
                    "@context": "https://schema.org",
                    "@type": "VideoObject",
                    name: video.title,
                    description: video.description,
                    uploadDate: video.publishedAt,
                    contentUrl: video.videoUrl,
                    ...(video.thumbnailUrl ? { thumbnailUrl: video.thumbnailUrl } : {}),
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination basePath="/videos" page={page} pageCount={pageCount} />
      </div>
    </PageFrame>
  );
}
