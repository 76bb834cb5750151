import { BriefcaseBusiness } from "lucide-react";
import { data } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { PageAlerts } from "~/features/alerts/page-alerts";
import { PositionFacts } from "~/features/careers/position-view";
import { openLocations, openPositions } from "~/features/careers/public-queries.server";
import { ARTICLE_SECTORS } from "~/features/content/sectors";
import { PageFrame } from "~/features/site/page-frame";
import { publicCacheUntil } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/hydration";
import { format, formatLongDateTimeIn, localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/careers";
import { askedSector } from "./public-list";

/** /careers (and /am/careers, /om/careers): the open positions, newest first, filterable. */
/** The page shows its own 'Get alerts' form: the footer leaves its one out. */
export const handle: RouteHandle = { ownsAlertsForm: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const sector = askedSector(request);
  const locations = await openLocations(context.db, locale);
  const asked = url.searchParams.get("location") ?? "";
  // Only a place a position is at filters: anything else shows them all.
  const location = locations.some((place) => place.value === asked) ? asked : "";
  const positions = await openPositions(context.db, locale, {
    sector: sector ?? undefined,
    location: location || undefined,
  });
  // Shared caches never serve the list past the next closing time of a position on it.
  const next = positions.reduce<Date | undefined>((soonest, position) => {
    const at = new Date(position.closesAt);
    return !soonest || at < soonest ? at : soonest;
  }, undefined);
  const cache = publicCacheUntil(next);
  return data(
    {
      sector,
      location,
      locations,
      positions: positions.map((position) => ({
        ...position,
        closes: formatLongDateTimeIn(position.closesAt, locale, context.site.timeZone),
      })),
    },
    { headers: cache ? { "Cache-Control": cache } : {} },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).careers;
  return pageMeta({
    title: t.title,
    description: format(t.metaDescription, { name: site.name }),
    path: "/careers",
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
  });
};

export default function Careers({ loaderData, matches }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.careers;
  const to = useLocalePath();
  const locale = useLocale();
  const { positions, sector, location, locations } = loaderData;
  const filtered = Boolean(sector || location);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} width="max-w-5xl">
      <Breadcrumbs
        home={messages.common.home}
        crumbs={[{ name: t.title, path: "/careers" }]}
        locale={locale}
        siteUrl={rootDataFromMatches(matches).siteUrl}
      />
      <div className="mx-auto max-w-5xl px-5 py-12 sm:px-8">
        <form
          method="get"
          action={to("/careers")}
          aria-label={t.filterLabel}
          className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <label className="grid min-w-44 flex-1 gap-1.5 font-medium text-ink text-sm">
            {t.sector}
            <select
              name="sector"
              defaultValue={sector ?? ""}
              className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-normal text-ink"
            >
              <option value="">{t.allSectors}</option>
              {ARTICLE_SECTORS.map((value) => (
                <option key={value} value={value}>
                  {messages.sectorNames[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid min-w-44 flex-1 gap-1.5 font-medium text-ink text-sm">
            {t.location}
            <select
              name="location"
              defaultValue={location}
              className="rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-normal text-ink"
            >
              <option value="">{t.allLocations}</option>
              {locations.map((place) => (
                <option key={place.value} value={place.value}>
                  {place.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-full bg-ev-700 px-6 py-2.5 font-semibold text-white transition hover:bg-ev-900"
          >
            {t.filter}
          </button>
        </form>
        {positions.length === 0 ? (
          <EmptyState
            icon={BriefcaseBusiness}
            title={filtered ? t.emptyFiltered : t.empty}
            className="mt-10"
          >
            <p>{t.emptyHint}</p>
          </EmptyState>
        ) : (
          <ul className="mt-10 grid gap-5">
            {positions.map((position) => (
              <li
                key={position.slug}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:ring-ev-300"
              >
                <h2 className="font-display text-2xl text-ink">
                  <a
                    href={to(`/careers/${position.slug}`)}
                    lang={position.lang === locale ? undefined : position.lang}
                    className="hover:text-ev-700 hover:underline"
                  >
                    {position.title}
                  </a>
                </h2>
                <PositionFacts position={position} className="mt-3 text-slate-600" />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12">
          <PageAlerts idPrefix="alerts" preselect={{ topic: "jobs" }} />
        </div>
      </div>
    </PageFrame>
  );
}
