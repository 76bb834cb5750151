import { CircleCheck, Link2Off, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useLocation, useRevalidator } from "react-router";
import type { BrokenLinks } from "./links";

/** Where 'Check links now' posts (app/routes/admin/insight-check-links.ts). */
export const CHECK_LINKS_PATH = "/admin/insight/check-links";

/** How often the page looks again while a check runs. */
const WATCH_MS = 2000;

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * Insight's 'Broken links': when the last check ran and what it checked, the problems grouped by
 * the item to fix (its title opens its form), and 'Check links now'. While a check runs the
 * button says so, and the page looks again every few seconds until it is done.
 */
export function BrokenLinksSection({ links }: { links: BrokenLinks }) {
  const fetcher = useFetcher();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const checking = fetcher.state !== "idle" || links.running !== null || links.requested;

  useEffect(() => {
    if (!links.running && !links.requested) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [links.running, links.requested, revalidator]);

  return (
    <section
      id="broken-links"
      aria-labelledby="broken-links-heading"
      className="scroll-mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="broken-links-heading" className="font-semibold text-ink text-lg">
            Broken links
          </h3>
          <p className="mt-0.5 text-slate-600 text-sm" aria-live="polite">
            <CheckState links={links} checking={checking} />
          </p>
        </div>
        <fetcher.Form method="post" action={CHECK_LINKS_PATH}>
          <input type="hidden" name="back" value={`${pathname}${search}#broken-links`} />
          <button type="submit" className={BUTTON} disabled={checking}>
            {checking ? (
              <LoaderCircle aria-hidden="true" size={16} className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" size={16} />
            )}
            {checking ? "Checking…" : "Check links now"}
          </button>
        </fetcher.Form>
      </div>

      {links.last && links.items.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-2xl bg-ev-50 px-4 py-3 text-ev-900 text-sm">
          <CircleCheck aria-hidden="true" size={18} className="shrink-0 text-ev-700" />
          Every link in published content works.
        </p>
      ) : null}

      {links.items.length > 0 ? (
        <ul aria-label="Items with broken links" className="mt-4 divide-y divide-slate-100">
          {links.items.map((item) => (
            <li key={item.key} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 text-xs">
                  {item.kindLabel}
                </span>
                <Link
                  to={item.editHref}
                  className="break-words font-semibold text-ev-900 hover:underline"
                >
                  {item.title}
                </Link>
              </p>
              <ul className="mt-2 grid gap-1.5">
                {item.links.map((link) => (
                  <li
                    key={link.url}
                    className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:gap-3"
                  >
                    <span className="shrink-0 font-semibold text-copper-700 sm:w-56">
                      <Link2Off
                        aria-hidden="true"
                        size={14}
                        className="mr-1.5 inline-block align-[-2px]"
                      />
                      {link.problem}
                    </span>
                    <span className="min-w-0 break-all font-mono text-slate-700 text-xs sm:text-sm">
                      {link.url}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {links.more > 0 ? (
        <p className="mt-3 border-slate-100 border-t pt-3 text-slate-500 text-sm">
          and {count(links.more, "more broken link", "more broken links")}
        </p>
      ) : null}
      {links.externalChecked ? null : (
        <p className="mt-4 text-slate-500 text-xs">
          Links to other sites are not checked on this server (LINK_CHECK_EXTERNAL is off).
        </p>
      )}
    </section>
  );
}

function CheckState({ links, checking }: { links: BrokenLinks; checking: boolean }) {
  if (links.running) {
    return (
      <>
        Checking links now: {count(links.running.checked, "address", "addresses")} checked so far.
      </>
    );
  }
  if (checking) return <>Checking links now…</>;
  if (!links.last) return <>No check has run yet. Links are checked every week.</>;
  const broken = links.last.problems === 0 ? "none broken" : `${links.last.problems} broken`;
  return (
    <>
      Last checked <time dateTime={links.last.at}>{links.last.when}</time>
      {links.last.links === null ? "" : `: ${count(links.last.links, "link", "links")}, ${broken}`}.
    </>
  );
}
