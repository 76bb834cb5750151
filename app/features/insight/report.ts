/** The periods Insight reports on, in days ending today (`?days=`); 30 unless asked. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_PERIOD: InsightPeriod = 30;

/** The period an address asks for (`?days=7`), the default for anything else. */
export function readPeriod(value: string | null): InsightPeriod {
  return INSIGHT_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/** One day's totals of the site (`day`: YYYY-MM-DD in the site's time zone). */
export interface DayTotals {
  day: string;
  views: number;
  visitors: number;
}

/** A figure of the period and of the period of the same length just before it. */
export interface Compared {
  now: number;
  before: number;
}

/** One row of a ranked list: what it is, where it opens (if anywhere), how many. */
export interface RankedRow {
  key: string;
  label: string;
  href: string | null;
  value: number;
}

/** "+12%", "−8%", "no change"; null when there is nothing to compare with. */
export function changeText({ now, before }: Compared): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return "no change";
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** "+12% on the previous 30 days", or "nothing to compare with in the previous 30 days". */
export function comparedText(figure: Compared, days: number): string {
  const change = changeText(figure);
  return change === null
    ? `nothing to compare with in the previous ${days} days`
    : `${change} on the previous ${days} days`;
}

/** 12,345 as English writes it. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** A share of a whole as a whole percent ('0%' of nothing). */
export function sharePercent(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;
}

/** 'Nov 3' for a day (YYYY-MM-DD), as the charts' axes and tables label it. */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
