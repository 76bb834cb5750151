import { ClipboardList } from "lucide-react";
import { data } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination, parsePage } from "~/components/ui/pagination";
import { PageAlerts } from "~/features/alerts/page-alerts";
import { ARTICLE_SECTORS, isArticleSector } from "~/features/content/sectors";
import { PageFrame } from "~/features/site/page-frame";
import { tenderFeedLinks, tenderFeedPaths } from "~/features/tenders/feed-links";
import {
  countTenders,
  listTenders,
  nextTenderChange,
  TENDER_PAGE_SIZE,
  type TenderFilter,
} from "~/features/tenders/public-queries.server";
import { TENDER_CATEGORIES, TENDER_METHODS } from "~/features/tenders/schema";
import { isTenderStatus, TENDER_STATUSES } from "~/features/tenders/status";
import { gregorianDate } from "~/features/tenders/tender-dates";
import { TenderStatusBadge } from "~/features/tenders/tender-view";
import { publicCacheUntil } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/hydration";
import { format, localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/tenders";

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    values.some((known) => known === value);
const isCategory = oneOf(TENDER_CATEGORIES);
const isMethod = oneOf(TENDER_METHODS);

/** The filter `?status=&category=&method=&sector=` asks for: an unknown value filters nothing. */
function askedFilter(url: URL): TenderFilter {
  const get = (name: string) => url.searchParams.get(name);
  const status = get("status");
  const category = get("category");
  const method = get("method");
  const sector = get("sector");
  return {
    ...(isTenderStatus(status) ? { status } : {}),
    ...(isCategory(category) ? { category } : {}),
    ...(isMethod(method) ? { method } : {}),
    ...(isArticleSector(sector) ? { sector } : {}),
  };
}

/** The filter as a query string ('?status=open&sector=mining'), '' when none. */
function filterQuery(filter: TenderFilter): string {
  const query = new URLSearchParams();
  for (const name of ["status", "category", "method", "sector"] as const) {
    const value = filter[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * /tenders (and /am/tenders, /om/tenders): the published tenders, open ones first (closing
 * soonest first), then the closed, awarded and cancelled ones; filtered by a plain GET form and
 * paged like /news. Shared caches keep it no longer than the next closing time.
 */
/** The page shows its own 'Get alerts' form: the footer leaves its one out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const page = parsePage(url);
  if (!page) throw data(null, { status: 404 });
  const filter = askedFilter(url);
  const [rows, total, next] = await Promise.all([
    listTenders(context.db, locale, filter, TENDER_PAGE_SIZE, (page - 1) * TENDER_PAGE_SIZE),
    countTenders(context.db, filter),
    nextTenderChange(context.db),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / TENDER_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  const cache = publicCacheUntil(next);
  const timeZone = context.site.timeZone;
  return data(
    {
      filter,
      page,
      pageCount,
      tenders: rows.map((row) => ({
        ...row,
        closes: gregorianDate(new Date(row.closesAt), locale, timeZone),
      })),
    },
    { headers: cache ? { "Cache-Control": cache } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const messages = messagesFor(locale);
  const t = messages.tenders;
  const page = loaderData?.page ?? 1;
  const query = filterQuery(loaderData?.filter ?? {});
  return [
    ...pageMeta({
      title: page > 1 ? format(messages.common.titlePage, { title: t.title, page }) : t.title,
      description: format(t.metaDescription, { name: site.name }),
      path: `/tenders${query}${page > 1 ? `${query ? "&" : "?"}page=${page}` : ""}`,
      locale,
      siteName: site.name,
      siteImage: site.logos?.share,
      siteUrl,
    }),
    ...tenderFeedLinks(locale, messages, site.name),
  ];
};

const selectClass = "rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-normal text-ink";
const labelClass = "grid min-w-40 flex-1 gap-1.5 font-medium text-ink text-sm";

export default function Tenders({ loaderData, matches }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.tenders;
  const to = useLocalePath();
  const locale = useLocale();
  const { tenders, filter, page, pageCount } = loaderData;
  const filtered = Object.keys(filter).length > 0;
  const feeds = tenderFeedPaths(locale);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} width="max-w-5xl">
      <Breadcrumbs
        home={messages.common.home}
        crumbs={[{ name: t.title, path: "/tenders" }]}
        locale={locale}
        siteUrl={rootDataFromMatches(matches).siteUrl}
      />
      <div className="mx-auto max-w-5xl px-5 py-12 sm:px-8">
        <form
          method="get"
          action={to("/tenders")}
          aria-label={t.filterLabel}
          className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
        >
          <label className={labelClass}>
            {t.status}
            <select name="status" defaultValue={filter.status ?? ""} className={selectClass}>
              <option value="">{t.allStatuses}</option>
              {TENDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t.statuses[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t.category}
            <select name="category" defaultValue={filter.category ?? ""} className={selectClass}>
              <option value="">{t.allCategories}</option>
              {TENDER_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t.categories[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t.method}
            <select name="method" defaultValue={filter.method ?? ""} className={selectClass}>
              <option value="">{t.allMethods}</option>
              {TENDER_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t.methods[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {t.sector}
            <select name="sector" defaultValue={filter.sector ?? ""} className={selectClass}>
              <option value="">{t.allSectors}</option>
              {ARTICLE_SECTORS.map((value) => (
                <option key={value} value={value}>
                  {messages.sectorNames[value]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-ev-700 px-6 py-2.5 font-semibold text-white transition hover:bg-ev-900"
          >
            {t.filter}
          </button>
        </form>
        {tenders.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={filtered ? t.emptyFiltered : t.empty}
            className="mt-10"
          >
            {filtered ? (
              <p>
                <a href={to("/tenders")} className="font-semibold text-ev-700 underline">
                  {t.showAll}
                </a>
              </p>
            ) : (
              <p>{t.emptyHint}</p>
            )}
          </EmptyState>
        ) : (
          <ul className="mt-10 grid gap-4">
            {tenders.map((tender) => (
              <li
                key={tender.slug}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-ev-300 sm:p-6"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="min-w-0 flex-1 break-words font-display text-ink text-xl sm:text-2xl">
                    <a
                      href={to(`/tenders/${tender.slug}`)}
                      lang={tender.lang === locale ? undefined : tender.lang}
                      className="hover:text-ev-700 hover:underline"
                    >
                      {tender.title}
                    </a>
                  </h2>
                  <TenderStatusBadge status={tender.status} />
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.reference}:</dt>
                    <dd className="break-all font-mono text-slate-800">{tender.reference}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.closingDate}:</dt>
                    <dd className="text-slate-800">
                      <time dateTime={tender.closesAt}>{tender.closes}</time>
                    </dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.category}:</dt>
                    <dd className="text-slate-800">{t.categories[tender.category]}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-slate-500">{t.method}:</dt>
                    <dd className="text-slate-800">{t.methods[tender.method]}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          basePath={to(`/tenders${filterQuery(filter)}`)}
          page={page}
          pageCount={pageCount}
        />
        <p className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600 text-sm">
          <span>{t.feeds}</span>
          <a href={feeds.rss} className="font-semibold text-ev-700 underline">
            {t.rss}
          </a>
          <a href={feeds.json} className="font-semibold text-ev-700 underline">
            {t.jsonFeed}
          </a>
        </p>
        <div className="mt-12">
          <PageAlerts idPrefix="alerts" preselect={{ topic: "tenders" }} />
        </div>
      </div>
    </PageFrame>
  );
}
