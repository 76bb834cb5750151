import { data } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { cleanQuery, SEARCH_PAGE_SIZE } from "~/features/search/query";
import { searchSite } from "~/features/search/search.server";
import { SearchForm } from "~/features/search/search-form";
import { SearchResults } from "~/features/search/search-results";
import { sectorPagesForSearch, sectorsOf } from "~/features/site/content";
import { PageFrame } from "~/features/site/page-frame";
import { siteDocumentFor } from "~/features/site-content/preview.server";
import { type SiteDocument, siteRichTexts, siteText } from "~/features/site-content/site-document";
import { SEARCHED_KINDS, searchedPages } from "~/kinds/registry.server";
import { format, type Locale, localeOfPath } from "~/lib/i18n";
import { markdownText } from "~/lib/markdown-text";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/search";

/** The sectors as the site document shows them, and their overview texts as words. */
function sectorTexts(doc: SiteDocument, locale: Locale) {
  const rich = siteRichTexts(doc, locale);
  const sectors = sectorsOf(siteText(doc, locale).messages);
  const overviews = Object.fromEntries(
    sectors.map((sector) => [
      sector.slug,
      markdownText(rich[`sectors.${sector.slug}.body`] ?? "", { labels: false }),
    ]),
  );
  return [sectors, overviews] as const;
}

/**
 * /search?q=…&page=N: published articles and videos matching the words, best first. Whatever
 * the query holds, the answer is a page (results or none), never an error; never indexed. Each
 * search is counted for Insight (its words, language and number of results; nothing of who).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = cleanQuery(url.searchParams.get("q"));
  const asked = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const locale = localeOfPath(url.pathname);
  // The sector pages as this visitor sees them (staff previewing: with the site's draft), and
  // the kinds' items read as pages (the published added pages, the open positions).
  const [{ doc }, kindPages] = query
    ? await Promise.all([siteDocumentFor(context, request), searchedPages(context.db, locale)])
    : [{ doc: undefined }, []];
  const pages = doc ? [...sectorPagesForSearch(...sectorTexts(doc, locale)), ...kindPages] : [];
  const { results, total } = await searchSite(
    context.db,
    query,
    page,
    locale,
    pages,
    SEARCHED_KINDS,
  );
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  // Counted here, where every search is seen (/search is never a cached page); the next pages
  // of the same results are the same search.
  if (page === 1)
    context.searches.count({
      query,
      locale,
      results: total,
      userAgent: request.headers.get("user-agent"),
    });
  return data(
    { query, page, pageCount, total, results },
    // Results follow every change at once; a visitor's words are not kept in the page cache.
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const query = loaderData?.query ?? "";
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).search;
  return pageMeta({
    title: query ? format(t.resultsTitle, { query }) : t.title,
    description: format(t.metaDescription, { name: site.name }),
    path: "/search",
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
    noindex: true,
  });
};

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, page, pageCount, total, results } = loaderData;
  const t = useMessages().search;
  const to = useLocalePath();
  return (
    <PageFrame eyebrow={t.title} title={t.title} width="max-w-4xl">
      <div className="mx-auto max-w-4xl px-5 py-12 sm:px-8 sm:py-16">
        <SearchForm query={query} />
        <SearchResults query={query} total={total} page={page} results={results} />
        <Pagination
          basePath={to(`/search?q=${encodeURIComponent(query)}`)}
          page={page}
          pageCount={pageCount}
        />
      </div>
    </PageFrame>
  );
}
