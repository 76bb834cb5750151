import type { Locale } from "~/lib/i18n";

/** A moment as a tender's page shows it: in the Gregorian and in the Ethiopian calendar. */
export interface TwoCalendars {
  /** ISO 8601 with the site's offset ('2026-12-15T10:30:00+03:00'), for `<time dateTime>`. */
  iso: string;
  /** 'December 15, 2026, 10:30 AM' (the language's own words, the Gregorian calendar). */
  gregorian: string;
  /** 'Tahsas 6, 2019 E.C.' / 'ታኅሣሥ 6 ቀን 2019 ዓ.ም.' */
  ethiopian: string;
}

const GREGORIAN_TAGS: Record<Locale, string> = {
  en: "en-US-u-ca-gregory",
  am: "am-ET-u-ca-gregory",
  om: "om-ET-u-ca-gregory",
};

/**
 * The Ethiopian calendar's months in Amharic, else as English writes them (Intl's Afaan Oromo
 * names the Gregorian months instead).
 */
const ETHIOPIC_TAGS: Record<Locale, string> = {
  en: "en-US-u-ca-ethiopic",
  am: "am-ET-u-ca-ethiopic",
  om: "en-US-u-ca-ethiopic",
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(tag: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag} ${timeZone} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formats.set(key, made);
  }
  return made;
}

/** '+03:00': the time zone's offset from UTC at `when`. */
function offsetOf(when: Date, timeZone: string): string {
  const name =
    formatter("en-US", timeZone, { timeZoneName: "longOffset" })
      .formatToParts(when)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const offset = name.replace("GMT", "");
  return offset === "" ? "+00:00" : offset;
}

/** `when` as ISO 8601 in `timeZone`, with its offset: '2026-12-15T10:30:00+03:00'. */
export function isoWithOffset(when: Date, timeZone: string): string {
  const parts = formatter("en-CA", timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}${offsetOf(when, timeZone)}`;
}

/** The date alone in the Ethiopian calendar, 'E.C.' (Amharic: 'ዓ.ም.'). */
export function ethiopianDate(when: Date, locale: Locale, timeZone: string): string {
  const parts = formatter(ETHIOPIC_TAGS[locale], timeZone, { dateStyle: "long" }).formatToParts(
    when,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return locale === "am"
    ? `${part("month")} ${part("day")} ቀን ${part("year")} ዓ.ም.`
    : `${part("month")} ${part("day")}, ${part("year")} E.C.`;
}

/** The date alone in the Gregorian calendar, in the language's words. */
export function gregorianDate(when: Date, locale: Locale, timeZone: string): string {
  return formatter(GREGORIAN_TAGS[locale], timeZone, { dateStyle: "long" }).format(when);
}

/** `date` in both calendars, with its time of day (the Gregorian line carries it). */
export function inTwoCalendars(
  date: Date | string,
  locale: Locale,
  timeZone: string,
  withTime = true,
): TwoCalendars {
  const when = typeof date === "string" ? new Date(date) : date;
  const day = gregorianDate(when, locale, timeZone);
  const time = formatter(GREGORIAN_TAGS[locale], timeZone, {
    hour: "numeric",
    minute: "2-digit",
  }).format(when);
  return {
    iso: isoWithOffset(when, timeZone),
    gregorian: withTime ? `${day}, ${time}` : day,
    ethiopian: ethiopianDate(when, locale, timeZone),
  };
}
