import { data } from "react-router";
import { Pagination, parsePage } from "~/components/ui/pagination";
import { ArticleCard } from "~/features/news/article-card";
import {
  countPublishedArticles,
  listPublishedArticles,
} from "~/features/news/public-queries.server";
import { PageFrame } from "~/features/site/page-frame";
import { rootDataFromMatches } from "~/features/site/use-site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news-index";

export const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url));
  if (!page) throw data(null, { status: 404 });
  const [articles, total] = await Promise.all([
    listPublishedArticles(context.db, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    countPublishedArticles(context.db),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { articles, page, pageCount };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: page > 1 ? `News, page ${page}` : "News",
    description: `News from ${site.name}: electric vehicles, copper mining and coffee export.`,
    path: page > 1 ? `/news?page=${page}` : "/news",
    siteName: site.name,
    siteUrl,
  });
};

export default function NewsIndex({ loaderData }: Route.ComponentProps) {
  const { articles, page, pageCount } = loaderData;
  return (
    <PageFrame
      eyebrow="Latest News"
      title="News"
      lead="Announcements and stories from across our three sectors."
    >
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        {articles.length === 0 ? (
          <p className="rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
            No news has been published yet.
          </p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id} className="flex min-w-0">
                <ArticleCard article={article} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination basePath="/news" page={page} pageCount={pageCount} />
      </div>
    </PageFrame>
  );
}
