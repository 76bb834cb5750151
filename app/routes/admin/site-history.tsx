import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { SITE_ACTION_LABELS } from "~/features/site-content/catalog";
import { listSiteVersions, readSiteState } from "~/features/site-content/store.server";
import { formatDateTimeIn } from "~/lib/dates";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/site-history";

export const meta: Route.MetaFunction = () => [
  { title: "History: Site" },
  { name: "robots", content: "noindex" },
];

/** /admin/site/history: every saved change of the site and every publication, newest first. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const [versions, state] = await Promise.all([
    listSiteVersions(args.context.db),
    readSiteState(args.context.db),
  ]);
  const restored = Number(new URL(args.request.url).searchParams.get("restored")) || null;
  return {
    versions,
    current: state.version,
    timeZone: args.context.site.timeZone,
    restored,
  };
}

export default function SiteHistory({ loaderData }: Route.ComponentProps) {
  const { versions, current, timeZone, restored } = loaderData;
  return (
    <section aria-labelledby="history-heading">
      <Link
        to="/admin/site"
        className="inline-flex items-center gap-2 font-semibold text-ev-700 text-sm hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        Back to the site
      </Link>
      <h2 id="history-heading" className="mt-3 font-semibold text-ink text-xl">
        History of the site
      </h2>
      {restored ? (
        <p role="status" className="mt-4 rounded-xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
          {`Version ${restored} was restored as the draft. Preview it, then publish the changes to show it to visitors.`}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-300 border-dashed px-6 py-10 text-center text-slate-600">
          No changes yet: the site shows its default texts. Each save and publication is kept here.
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200" aria-label="Versions, newest first">
          {versions.map((v) => (
            <li key={v.number} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {`Version ${v.number}`}
                  {v.number === current ? (
                    <span className="ml-2 inline-block rounded-full bg-ev-50 px-2.5 py-0.5 align-[0.15em] font-semibold text-ev-700 text-xs">
                      Current
                    </span>
                  ) : null}
                  <span className="font-normal text-slate-600">
                    {" "}
                    · {SITE_ACTION_LABELS[v.action] ?? v.action}
                  </span>
                </p>
                <p className="mt-0.5 text-slate-600 text-sm">
                  {v.savedBy ?? "A removed account"} ·{" "}
                  <time dateTime={v.savedAt}>{formatDateTimeIn(v.savedAt, timeZone)}</time>
                  {v.changed > 0 ? ` · ${v.changed} ${v.changed === 1 ? "text" : "texts"}` : null}
                </p>
              </div>
              {v.number === current ? null : (
                <Link
                  to={`/admin/site/history/${v.number}`}
                  aria-label={`Compare version ${v.number} with the current draft`}
                  className="shrink-0 self-start rounded-full px-3.5 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50 sm:self-center"
                >
                  Compare
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
