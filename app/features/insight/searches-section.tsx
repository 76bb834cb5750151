import { ExternalLink, PenLine } from "lucide-react";
import { isLocale, LOCALE_ENGLISH_NAMES, localizedPath } from "~/lib/i18n";
import type { SearchInsight, SearchRow } from "./searches";

const action =
  "inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50";

function languageOf(locale: string): string {
  return isLocale(locale) ? LOCALE_ENGLISH_NAMES[locale] : locale;
}

/**
 * Insight's searches: the most searched words and those that found nothing, each of the latter
 * with 'Search the site' (the public results in its language, in a new tab) and 'Write an
 * article' (a new article titled with the words).
 */
export function SearchesSection({ searches }: { searches: SearchInsight }) {
  return (
    <section aria-labelledby="insight-searches-heading" className="space-y-6">
      <h3 id="insight-searches-heading" className="font-semibold text-ink text-lg">
        Site search
      </h3>
      <div>
        <h4 className="font-semibold text-ink text-sm">Searches with no result</h4>
        {searches.noResult.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">Every search found something.</p>
        ) : (
          <ul aria-label="Searches with no result" className="mt-2 divide-y divide-slate-200">
            {searches.noResult.map((row) => (
              <NoResultRow key={`${row.locale} ${row.query}`} row={row} />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="font-semibold text-ink text-sm">Top searches</h4>
        {searches.top.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">No searches in this period.</p>
        ) : (
          // On a phone the table scrolls in its own box rather than breaking the words.
          <section
            aria-label="Top searches"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to scroll by keys
            tabIndex={0}
            className="mt-2 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ev-600"
          >
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">Top searches</caption>
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Words
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Language
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Searches
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Results
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {searches.top.map((row) => (
                  <tr key={`${row.locale} ${row.query}`}>
                    <td className="min-w-[8rem] py-1.5 pr-3 text-ink break-words">{row.query}</td>
                    <td className="py-1.5 pr-3 text-slate-600">{languageOf(row.locale)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{row.searches}</td>
                    <td className="py-1.5 text-right tabular-nums">{row.results}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </section>
  );
}

function NoResultRow({ row }: { row: SearchRow }) {
  const language = languageOf(row.locale);
  const searchPath = `${localizedPath("/search", isLocale(row.locale) ? row.locale : "en")}?q=${encodeURIComponent(row.query)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
      <p className="min-w-0 break-words text-ink">
        “{row.query}”
        <span className="block text-slate-500 text-xs">
          {language} · {row.searches} {row.searches === 1 ? "search" : "searches"}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={searchPath}
          target="_blank"
          rel="noreferrer"
          className={action}
          aria-label={`Search the site for “${row.query}” in ${language} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Search the site
        </a>
        <a
          href={`/admin/articles/new?title=${encodeURIComponent(row.query)}`}
          className={action}
          aria-label={`Write an article about “${row.query}” (searched in ${language})`}
        >
          <PenLine aria-hidden="true" className="size-4" />
          Write an article
        </a>
      </div>
    </li>
  );
}
