import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { CommentList } from "~/features/content/review-panel";
import type { VersionedWords, VersionHistory } from "~/features/content/versions/versioned";
import { formatDateTimeIn } from "~/lib/dates";

export function contentHistoryMeta({ loaderData }: { loaderData?: { title: string } }) {
  return [
    { title: loaderData ? `History: ${loaderData.title}` : "History" },
    { name: "robots", content: "noindex" },
  ];
}

/** What the history page's loader gives it (content-history.server.ts). */
export interface HistoryData
  extends VersionHistory,
    Omit<VersionedWords, "same" | "restored" | "currentNumber"> {
  timeZone: string;
  /** Said once a version is restored. */
  restoredNotice: string | null;
}

/**
 * A versioned document's versions, newest first (routes/admin/kind-history.tsx, for every kind and
 * the site).
 */
export function ContentHistory({ loaderData }: { loaderData: HistoryData }) {
  const { editPath, subject, current, versions, timeZone, restoredNotice } = loaderData;
  return (
    <section aria-labelledby="history-heading">
      <Link
        to={editPath}
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        {`Back to the ${loaderData.noun}`}
      </Link>
      <h2 id="history-heading" className="mt-3 break-words font-semibold text-ink text-xl">
        {`History of ${subject}`}
      </h2>
      {restoredNotice ? (
        <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
          {restoredNotice}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
          {loaderData.empty}
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200" aria-label="Versions, newest first">
          {versions.map((v) => {
            const isCurrent = v.number === current;
            return (
              <li key={v.number} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {`Version ${v.number}`}
                    {isCurrent ? (
                      <span className="ml-2 inline-block rounded-full bg-ev-50 px-2.5 py-0.5 align-[0.15em] font-semibold text-ev-700 text-xs">
                        Current
                      </span>
                    ) : null}
                    <span className="font-normal text-slate-600"> · {v.action}</span>
                  </p>
                  <p className="mt-0.5 text-slate-600 text-sm">
                    {v.savedBy ?? "A removed account"} ·{" "}
                    <time dateTime={v.savedAt}>{formatDateTimeIn(v.savedAt, timeZone)}</time>
                    {typeof v.changed === "number" && v.changed > 0
                      ? ` · ${v.changed} ${v.changed === 1 ? "text" : "texts"}`
                      : null}
                  </p>
                  {typeof v.changed !== "number" && v.changed.length > 0 ? (
                    <p className="mt-0.5 text-slate-500 text-sm">{`Changed: ${v.changed.join(", ")}`}</p>
                  ) : null}
                </div>
                {isCurrent ? null : (
                  <Link
                    to={`${editPath}/history/${v.number}`}
                    aria-label={`Compare version ${v.number} with the ${loaderData.currentName}`}
                    className="shrink-0 self-start rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50 sm:self-center"
                  >
                    Compare
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {loaderData.comments.length > 0 ? (
        <section aria-labelledby="history-comments" className="mt-10">
          <h3 id="history-comments" className="font-semibold text-ink text-lg">
            Comments
          </h3>
          <CommentList comments={loaderData.comments} timeZone={timeZone} />
        </section>
      ) : null}
    </section>
  );
}
