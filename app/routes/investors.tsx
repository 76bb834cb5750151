import { FileText } from "lucide-react";
import { data } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { fiscalYearLabel } from "~/features/documents/fiscal-year";
import {
  type DocumentFilter,
  publishedDocuments,
  publishedFiscalYears,
} from "~/features/documents/public-queries.server";
import { DOCUMENT_TYPES, isDocumentType } from "~/features/documents/schema";
import { PageFrame } from "~/features/site/page-frame";
import { format, isLocale, LOCALES, localeOfPath } from "~/lib/i18n";
import { Breadcrumbs } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { rootDataFromMatches } from "~/lib/site";
import { messagesFor } from "~/locales";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import type { Route } from "./+types/investors";

/**
 * How many documents of a type the unfiltered page shows (its newest): a group with years of
 * reports stays a page a phone loads at once, and links to the type's own list for the rest.
 */
const SHOWN_PER_TYPE = 6;

/**
 * /investors (and /am/investors, /om/investors): the published documents grouped by type, then
 * by Ethiopian fiscal year newest first; filtered by type, year and language with a plain GET
 * form (no script needed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const years = await publishedFiscalYears(context.db);
  // Only values the filters offer filter: anything else shows every document.
  const type = url.searchParams.get("type");
  const year = Number(url.searchParams.get("year"));
  const language = url.searchParams.get("language");
  const filter: DocumentFilter = {
    type: isDocumentType(type) ? type : undefined,
    fiscalYear: years.includes(year) ? year : undefined,
    language: isLocale(language) ? language : undefined,
  };
  const found = await publishedDocuments(context.db, locale, filter);
  // Without a type chosen, each type's newest SHOWN_PER_TYPE (its count says how many more).
  const counts = Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [type, found.filter((document) => document.type === type).length]),
  );
  const documents = filter.type
    ? found
    : DOCUMENT_TYPES.flatMap((type) =>
        found.filter((document) => document.type === type).slice(0, SHOWN_PER_TYPE),
      );
  return data({
    filter,
    counts,
    years: years.map((value) => ({ value, label: fiscalYearLabel(value, locale) })),
    documents: documents.map((document) => ({
      ...document,
      fiscalYearLabel: fiscalYearLabel(document.fiscalYear, locale),
    })),
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { site, siteUrl } = rootDataFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).investors;
  return pageMeta({
    title: t.title,
    description: format(t.metaDescription, { name: site.name }),
    path: "/investors",
    locale,
    siteName: site.name,
    siteImage: site.logos?.share,
    siteUrl,
  });
};

type Card = Route.ComponentProps["loaderData"]["documents"][number];

/** The documents by type (the types' order), then by fiscal year (newest first). */
function grouped(documents: Card[], counts: Record<string, number>) {
  return DOCUMENT_TYPES.map((type) => {
    const ofType = documents.filter((document) => document.type === type);
    const years = [...new Set(ofType.map((document) => document.fiscalYear))].sort((a, b) => b - a);
    return {
      type,
      count: counts[type] ?? ofType.length,
      shown: ofType.length,
      years: years.map((year) => ({
        year,
        label: ofType.find((document) => document.fiscalYear === year)?.fiscalYearLabel ?? "",
        documents: ofType.filter((document) => document.fiscalYear === year),
      })),
    };
  }).filter((group) => group.years.length > 0);
}

const SELECT =
  "rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-normal text-ink w-full";

export default function Investors({ loaderData, matches }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.investors;
  const to = useLocalePath();
  const locale = useLocale();
  const { documents, filter, years } = loaderData;
  const filtered = Boolean(filter.type || filter.fiscalYear || filter.language);
  const groups = grouped(documents, loaderData.counts);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} width="max-w-5xl">
      <Breadcrumbs
        home={messages.common.home}
        crumbs={[{ name: t.title, path: "/investors" }]}
        locale={locale}
        siteUrl={rootDataFromMatches(matches).siteUrl}
      />
      <div className="mx-auto max-w-5xl px-5 py-12 sm:px-8">
        <form
          method="get"
          action={to("/investors")}
          aria-label={t.filterLabel}
          className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        >
          <label className="grid gap-1.5 font-medium text-ink text-sm">
            {t.type}
            <select name="type" defaultValue={filter.type ?? ""} className={SELECT}>
              <option value="">{t.allTypes}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 font-medium text-ink text-sm">
            {t.year}
            <select name="year" defaultValue={filter.fiscalYear ?? ""} className={SELECT}>
              <option value="">{t.allYears}</option>
              {years.map((year) => (
                <option key={year.value} value={year.value}>
                  {year.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 font-medium text-ink text-sm">
            {t.language}
            <select name="language" defaultValue={filter.language ?? ""} className={SELECT}>
              <option value="">{t.allLanguages}</option>
              {LOCALES.map((value) => (
                <option key={value} value={value}>
                  {t.languages[value]}
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
        {groups.length === 0 ? (
          <EmptyState
            icon={FileText}
            title={filtered ? t.emptyFiltered : t.empty}
            status
            className="mt-10"
          />
        ) : (
          groups.map((group) => (
            <section key={group.type} aria-labelledby={`type-${group.type}`} className="mt-12">
              <h2 id={`type-${group.type}`} className="font-display text-3xl text-ink">
                {t.types[group.type]}
              </h2>
              {group.years.map((year) => (
                <div key={year.year} className="mt-6">
                  <h3 className="font-semibold text-copper-700 text-sm uppercase tracking-widest">
                    {year.label}
                  </h3>
                  <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {year.documents.map((document) => (
                      <li
                        key={document.slug}
                        className="group relative flex gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-ev-300"
                      >
                        {/* A small cover in the group's colours: the library reads as reports. */}
                        <span
                          aria-hidden="true"
                          className="flex h-20 w-15 shrink-0 flex-col justify-between rounded-md bg-ev-900 p-2.5 shadow-sm"
                        >
                          <span className="block h-0.5 w-5 rounded-full bg-copper-500" />
                          <FileText size={18} strokeWidth={1.5} className="text-copper-400" />
                        </span>
                        <div className="min-w-0 self-center">
                          <a
                            href={to(`/documents/${document.slug}`)}
                            lang={document.lang === locale ? undefined : document.lang}
                            className="break-words font-semibold text-ink text-lg leading-snug after:absolute after:inset-0 after:rounded-2xl group-hover:text-ev-700"
                          >
                            {document.title}
                          </a>
                          <p className="mt-1 text-slate-600 text-sm">
                            {format(t.inLanguages, {
                              languages: document.languages
                                .map((language) => t.languages[language])
                                .join(", "),
                            })}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {group.shown < group.count ? (
                <p className="mt-5">
                  <a
                    href={`${to("/investors")}?${new URLSearchParams({
                      type: group.type,
                      ...(filter.fiscalYear ? { year: String(filter.fiscalYear) } : {}),
                      ...(filter.language ? { language: filter.language } : {}),
                    })}`}
                    className="font-semibold text-ev-700 hover:text-ev-900 hover:underline"
                  >
                    {format(t.allOfType, { type: t.types[group.type], count: group.count })}
                  </a>
                </p>
              ) : null}
            </section>
          ))
        )}
      </div>
    </PageFrame>
  );
}
