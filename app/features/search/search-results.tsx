import { Fragment } from "react";
import { formatLongDate } from "~/lib/dates";
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
  if (!query) {
    return (
      <p className="mt-10 text-lg text-slate-600">Enter words to search the news and videos.</p>
    );
  }
  if (results.length === 0) {
    return (
      <p role="status" className="mt-10 break-words text-lg text-slate-700">
        {total === 0 ? `No results for “${query}”.` : `No more results for “${query}”.`}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="mt-10 break-words text-slate-600">
        {`${total === 1 ? "1 result" : `${total.toLocaleString("en-US")} results`} for “${query}”${page > 1 ? `, page ${page}` : ""}`}
      </p>
      <ol className="mt-6 divide-y divide-slate-200">
        {results.map((result) => (
          <li key={`${result.kind}-${result.id}`} className="py-6">
            <p className="font-semibold text-copper-700 text-xs uppercase tracking-widest">
              {result.kind === "article" ? "News" : "Video"}
              <span aria-hidden="true"> · </span>
              <time dateTime={result.publishedAt}>{formatLongDate(result.publishedAt)}</time>
            </p>
            <h2 className="mt-2 break-words font-display text-2xl text-ink">
              <a
                href={result.href}
                {...(result.kind === "video"
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : {})}
                className="hover:text-ev-700 hover:underline"
              >
                <Marked text={result.title} />
                {result.kind === "video" ? (
                  <span className="sr-only"> (opens in a new tab)</span>
                ) : null}
              </a>
            </h2>
            <p className="mt-2 break-words text-slate-700 leading-relaxed">
              <Marked text={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
