import { Link } from "react-router";
import { DailyChart, DailyTable } from "./daily-chart";
import { EmptyFigures, InsightCard, RankedTable, ShareTable } from "./ranked-table";
import {
  type Compared,
  changeText,
  comparedText,
  type DayTotals,
  formatCount,
  INSIGHT_PERIODS,
  type InsightPeriod,
  type RankedRow,
} from "./report";

/** The report as the page receives it (report.server.ts's InsightReport, as data). */
export interface ReportView {
  period: { days: InsightPeriod; from: string; to: string };
  daily: DayTotals[];
  views: Compared;
  visitors: Compared;
  pages: RankedRow[];
  articles: RankedRow[];
  referrers: RankedRow[];
  languages: { key: string; label: string; value: number }[];
  devices: { key: string; label: string; value: number }[];
  downloads: RankedRow[];
  registrations: RankedRow[];
  applications: RankedRow[];
  messages: Compared;
  subscriptions: Compared;
}

/** The periods as links (`?days=`), the one shown marked as current. */
export function PeriodPicker({ days }: { days: InsightPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {INSIGHT_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={`?days=${period}`}
              aria-current={period === days ? "page" : undefined}
              className={`block rounded-full px-4 py-1.5 font-semibold text-sm transition ${
                period === days ? "bg-ev-700 text-white" : "text-slate-600 hover:text-ink"
              }`}
            >
              {period} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One headline figure and how it compares with the previous period. */
function Figure({ label, figure, days }: { label: string; figure: Compared; days: number }) {
  const change = changeText(figure);
  const tone =
    change === null || change === "no change"
      ? "text-slate-600"
      : figure.now > figure.before
        ? "text-ev-700"
        : "text-copper-700";
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink tabular-nums leading-tight">
        {formatCount(figure.now)}
      </dd>
      <dd className={`mt-1 text-xs ${tone}`}>{comparedText(figure, days)}</dd>
    </div>
  );
}

/** The period's headline figures, its chart and every panel of what was read and sent. */
export function ReportPanels({ report }: { report: ReportView }) {
  const { days } = report.period;
  const period = `in the last ${days} days`;
  const noViews = `No page views yet ${period} — views are counted from the public pages, without cookies.`;
  const ranked = (
    id: string,
    title: string,
    rows: RankedRow[],
    headings: [string, string],
    empty: string,
    hint?: string,
  ) => (
    <InsightCard id={id} title={title} hint={hint}>
      {rows.length === 0 ? (
        <EmptyFigures>{empty}</EmptyFigures>
      ) : (
        <RankedTable
          rows={rows}
          caption={`${title}, last ${days} days`}
          labelHeading={headings[0]}
          valueHeading={headings[1]}
        />
      )}
    </InsightCard>
  );
  const shares = (id: string, title: string, rows: ReportView["languages"], heading: string) => (
    <InsightCard id={id} title={title}>
      {report.views.now === 0 ? (
        <EmptyFigures>{noViews}</EmptyFigures>
      ) : (
        <ShareTable rows={rows} caption={`${title}, last ${days} days`} labelHeading={heading} />
      )}
    </InsightCard>
  );
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Visitors" figure={report.visitors} days={days} />
        <Figure label="Page views" figure={report.views} days={days} />
        <Figure label="Contact messages" figure={report.messages} days={days} />
        <Figure label="Alert subscriptions" figure={report.subscriptions} days={days} />
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <InsightCard
          id="insight-daily"
          title="Visitors and page views per day"
          hint="A visitor is counted once a day, without cookies."
          wide
        >
          {report.views.now === 0 ? (
            <EmptyFigures>{noViews}</EmptyFigures>
          ) : (
            <>
              <DailyChart
                daily={report.daily}
                label={`Visitors and page views per day, last ${days} days`}
              />
              <details className="group mt-4">
                <summary className="cursor-pointer font-semibold text-ev-700 text-sm hover:underline">
                  The figures per day
                </summary>
                <DailyTable
                  daily={report.daily}
                  caption={`Visitors and page views per day, last ${days} days`}
                />
              </details>
            </>
          )}
        </InsightCard>
        {ranked("insight-pages", "Top pages", report.pages, ["Page", "Views"], noViews)}
        {ranked(
          "insight-articles",
          "Top articles",
          report.articles,
          ["Article", "Views"],
          `No article read yet ${period} — an article's views show here, in every language.`,
        )}
        {ranked(
          "insight-referrers",
          "Top referrers",
          report.referrers,
          ["Site", "Views"],
          `No visits yet ${period} — the sites that send visitors show here.`,
          "The sites visitors came from.",
        )}
        {shares("insight-languages", "Languages", report.languages, "Language")}
        {shares("insight-devices", "Devices", report.devices, "Device")}
        {ranked(
          "insight-downloads",
          "Document downloads",
          report.downloads,
          ["Document", "Downloads"],
          `No document downloaded ${period} — downloads of the documents' PDFs show here.`,
        )}
        {ranked(
          "insight-registrations",
          "Tender registrations",
          report.registrations,
          ["Tender", "Companies"],
          `No company registered for a tender ${period}.`,
        )}
        {ranked(
          "insight-applications",
          "Applications per position",
          report.applications,
          ["Position", "Applications"],
          `No application sent ${period}.`,
        )}
      </div>
    </>
  );
}
