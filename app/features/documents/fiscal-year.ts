/**
 * Ethiopian fiscal years, as the group's reports are dated: from Hamle 1 to Sene 30 (about July 8
 * to July 7), named by the Ethiopian year they end in ('2017 E.C.': Hamle 1, 2016 to Sene 30,
 * 2017, i.e. July 2024 to July 2025). Read with Intl's ethiopic calendar, no library.
 */

/** Hamle, the eleventh month: the fiscal year starts on its first day. */
const HAMLE = 11;

const ETHIOPIC = new Map<string, Intl.DateTimeFormat>();

function ethiopicFormat(timeZone: string): Intl.DateTimeFormat {
  let format = ETHIOPIC.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-u-ca-ethiopic", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    ETHIOPIC.set(timeZone, format);
  }
  return format;
}

/** A moment's date in the Ethiopian calendar (Amete Mihret), in `timeZone`. */
export function ethiopicDate(date: Date, timeZone = "UTC") {
  const parts = ethiopicFormat(timeZone).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The Ethiopian fiscal year a moment falls in, in `timeZone` (the site's). */
export function fiscalYearOf(date: Date, timeZone = "UTC"): number {
  const { year, month } = ethiopicDate(date, timeZone);
  return month >= HAMLE ? year + 1 : year;
}

/** A calendar date ('2025-07-08', Gregorian) as its Ethiopian fiscal year; undefined if no date. */
export function fiscalYearOfDay(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : fiscalYearOf(date);
}

/** The Gregorian years a fiscal year spans: its July start and its July end. */
export function gregorianYearsOf(fiscalYear: number): [number, number] {
  return [fiscalYear + 7, fiscalYear + 8];
}

/** Its first and last day, Gregorian ('2024-07-08', '2025-07-07'). */
export function fiscalYearBounds(fiscalYear: number): { first: string; last: string } {
  const [start, end] = gregorianYearsOf(fiscalYear);
  return { first: hamleFirst(start), last: dayBefore(hamleFirst(end)) };
}

/** Hamle 1 in Gregorian `year` (July 8 in this era; found, not assumed). */
function hamleFirst(year: number): string {
  for (let day = 1; day <= 20; day++) {
    const date = new Date(Date.UTC(year, 6, day, 12));
    const { month, day: ethiopicDay } = ethiopicDate(date);
    if (month === HAMLE && ethiopicDay === 1) return date.toISOString().slice(0, 10);
  }
  throw new Error(`No Hamle 1 in July ${year}`);
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How a fiscal year's label names the calendar: 'E.C.' (Ethiopian calendar), 'ዓ.ም.' (ዓመተ
 * ምሕረት) in Amharic, 'A.L.I.' (Akka Lakkoofsa Itoophiyaa) in Afaan Oromo.
 */
export const FISCAL_ERA: Record<"en" | "am" | "om", string> = {
  en: "E.C.",
  am: "ዓ.ም.",
  om: "A.L.I.",
};

/** '2017 E.C. (2024/25)'; in Amharic '2017 ዓ.ም. (2024/25)'. */
export function fiscalYearLabel(fiscalYear: number, locale: "en" | "am" | "om" = "en"): string {
  const [start, end] = gregorianYearsOf(fiscalYear);
  return `${fiscalYear} ${FISCAL_ERA[locale]} (${start}/${String(end).slice(-2)})`;
}
