/**
 * The day Insight counts under: `YYYY-MM-DD` in the site's time zone (SITE_TIME_ZONE, Addis
 * Ababa by default), so a day's totals are the company's day, not UTC's.
 */
export function siteDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: "year" | "month" | "day") => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The day `days` after (or, negative, before) `day` (`YYYY-MM-DD`, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
