import { Fragment } from "react";
import { COMPANY_TIME_ZONE } from "~/config/site";
import { format, formatLongDateIn } from "~/lib/i18n";
import type { Messages } from "~/locales";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import { snippetParts } from "./query";
import type { SearchResult } from "./search.server";

/** Text whose matching words the database marked, as text and <mark> (never as HTML). */
function Marked({ text }: { text: string }) {
  return (
    <>
      {snippetParts(text).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <mark key={i} className="rounded bg-copper-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

const KIND_LABEL: Record<SearchResult["kind"], (t: Messages["search"]) => string> = {
  page: (t) => t.kindPage,
  article: (t) => t.kindArticle,
  video: (t) => t.kindVideo,
  tender: (t) => t.kindTender,
  document: (t) => t.kindDocument,
};

/** What was found for `query`: how many, then each result with its snippet. */
export function SearchResults({
  query,
  total,
  page,
  results,
}: {
  query: string;
  total: number;
  page: number;
  results: SearchResult[];
}) {
  const t = useMessages().search;
  const locale = useLocale();
  const to = useLocalePath();
  if (!query) {
    return <p className="mt-10 text-lg text-slate-600">{t.prompt}</p>;
  }
  if (results.length === 0) {
    return (
      <p role="status" className="mt-10 break-words text-lg text-slate-700">
        {format(total === 0 ? t.none : t.noMore, { query })}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="mt-10 break-words text-slate-600">
        {resultsLine(t, total, query, page)}
      </p>
      <ol className="mt-6 divide-y divide-slate-200">
        {results.map((result) => (
          <li key={`${result.kind}-${result.id}`} className="py-6">
            <p className="font-semibold text-copper-700 text-xs uppercase tracking-widest">
              {KIND_LABEL[result.kind](t)}
              {result.publishedAt ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={result.publishedAt}>
                    {formatLongDateIn(result.publishedAt, locale, COMPANY_TIME_ZONE)}
                  </time>
                </>
              ) : null}
            </p>
            <h2 lang={result.lang} className="mt-2 break-words font-display text-2xl text-ink">
              <a
                href={result.kind === "video" ? result.href : to(result.href)}
                {...(result.kind === "video"
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : {})}
                className="hover:text-ev-700 hover:underline"
              >
                <Marked text={result.title} />
                {result.kind === "video" ? (
                  <span lang={locale} className="sr-only">
                    {" "}
                    {t.opensInNewTab}
                  </span>
                ) : null}
              </a>
            </h2>
            <p lang={result.lang} className="mt-2 break-words text-slate-700 leading-relaxed">
              <Marked text={result.snippet} />
            </p>
            {result.inside ? (
              <p className="mt-2 text-sm">
                <a href={result.inside.href} className="font-semibold text-ev-700 underline">
                  {format(t.inPdf, { page: result.inside.page })}
                  <span lang={result.lang} className="sr-only">
                    {" "}
                    (
                    {snippetParts(result.title)
                      .map((part) => part.text)
                      .join("")}
                    )
                  </span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** '12 results for “copper”', ', page 2' after the first page. */
function resultsLine(t: Messages["search"], total: number, query: string, page: number): string {
  const results =
    total === 1
      ? format(t.one, { query })
      : format(t.many, { count: total.toLocaleString("en-US"), query });
  return page > 1 ? format(t.onPage, { results, page }) : results;
}
