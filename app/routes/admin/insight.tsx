import { hasLevel } from "~/features/auth/roles";
import { loadNotFoundInsight } from "~/features/insight/not-found.server";
import { NotFoundSection } from "~/features/insight/not-found-section";
import { INSIGHT_CARD } from "~/features/insight/ranked-table";
import { readPeriod } from "~/features/insight/report";
import { insightReport } from "~/features/insight/report.server";
import { PeriodPicker, ReportPanels } from "~/features/insight/report-view";
import { loadSearchInsight } from "~/features/insight/searches.server";
import { SearchesSection } from "~/features/insight/searches-section";
import { loadBrokenLinks } from "~/features/links/broken-links.server";
import { BrokenLinksSection } from "~/features/links/broken-links-section";
import type { Route } from "./+types/insight";
import { dashboardUser } from "./dashboard-access.server";

export const meta: Route.MetaFunction = () => [
  { title: "Insight" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/insight: what the public site was read for over the last 7, 30 or 90 days (`?days=`),
 * each figure beside the previous period's (ADR 055). Editors and up.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = dashboardUser(args, "editor");
  if (!user) throw new Response(null, { status: 404 });
  const { db, site, links: linkChecker } = args.context;
  const days = readPeriod(new URL(args.request.url).searchParams.get("days"));
  const report = await insightReport(db, days, {
    timeZone: site.timeZone,
    linkApplications: hasLevel(user.role, "admin"),
  });
  // The sections after the traffic's, each its own feature's: one entry here, one line below.
  const [searches, notFound, links] = await Promise.all([
    loadSearchInsight(db, { from: report.period.from, to: report.period.to }),
    loadNotFoundInsight(db),
    loadBrokenLinks(db, { timeZone: site.timeZone, externalChecked: linkChecker.externalChecked }),
  ]);
  return { report, searches, notFound, links, timeZone: site.timeZone };
}

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { report, searches, notFound, links, timeZone } = loaderData;
  return (
    <section aria-labelledby="insight-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="insight-heading" className="font-semibold text-ink text-xl sm:text-2xl">
            Insight
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            What the public site is read for, counted on this server without cookies.
          </p>
        </div>
        <PeriodPicker days={report.period.days} />
      </div>
      <ReportPanels report={report} />
      <div className="mt-4 grid gap-4">
        <div className={INSIGHT_CARD}>
          <SearchesSection searches={searches} />
        </div>
        <div className={INSIGHT_CARD}>
          <NotFoundSection notFound={notFound} timeZone={timeZone} />
        </div>
        <BrokenLinksSection links={links} />
      </div>
    </section>
  );
}
