import { hasLevel } from "~/features/auth/roles";
import { readPeriod } from "~/features/insight/report";
import { insightReport } from "~/features/insight/report.server";
import { PeriodPicker, ReportPanels } from "~/features/insight/report-view";
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
  const { db, site } = args.context;
  const days = readPeriod(new URL(args.request.url).searchParams.get("days"));
  // The sections after the traffic's, each its own feature's, load beside the report: one entry
  // here and one line in the page's list below.
  const [report] = await Promise.all([
    insightReport(db, days, {
      timeZone: site.timeZone,
      linkApplications: hasLevel(user.role, "admin"),
    }),
  ]);
  return { report };
}

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
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
      {/* The sections after the traffic's follow here, one line each, in page order: Searches,
          Not found, Broken links. */}
    </section>
  );
}
