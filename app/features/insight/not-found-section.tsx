import { Route as RouteIcon } from "lucide-react";
import { formatDateTimeIn } from "~/lib/dates";
import type { NotFoundInsight } from "./not-found";

/**
 * The public addresses that answered 404, most asked for first, each with 'Create redirect'
 * (the Redirects tab's form, filled in with the address). An address once redirected leaves it.
 */
export function NotFoundSection({
  notFound,
  timeZone,
}: {
  notFound: NotFoundInsight;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="insight-not-found-heading">
      <h3 id="insight-not-found-heading" className="font-semibold text-ink text-lg">
        Addresses not found
      </h3>
      <p className="mt-1 text-slate-600 text-sm">
        {notFound.total > notFound.rows.length
          ? `The ${notFound.rows.length} most asked for of ${notFound.total} addresses that answered 404.`
          : "Addresses of this site that answered 404, most asked for first (bots not counted)."}
      </p>
      {notFound.rows.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm">No address has answered 404.</p>
      ) : (
        <ul aria-label="Addresses not found" className="mt-3 divide-y divide-slate-200">
          {notFound.rows.map((row) => (
            <li
              key={row.path}
              className="grid gap-2 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-mono text-ink text-sm [overflow-wrap:anywhere]">{row.path}</p>
                <p className="mt-0.5 text-slate-500 text-xs">
                  {row.hits} {row.hits === 1 ? "time" : "times"}, last{" "}
                  {formatDateTimeIn(row.lastSeenAt, timeZone)}
                  {row.referrerHost ? ` · linked from ${row.referrerHost}` : ""}
                </p>
              </div>
              <a
                href={`/admin/redirects?from=${encodeURIComponent(row.path)}`}
                className="inline-flex items-center gap-1.5 justify-self-start rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
                aria-label={`Create redirect from ${row.path}`}
              >
                <RouteIcon aria-hidden="true" className="size-4" />
                Create redirect
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
