import { COMPANY_TIME_ZONE } from "~/config/site";

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: COMPANY_TIME_ZONE,
});

/** 'November 22, 2026', in the company's time zone on server and browser alike. */
export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});

/** 'November 22, 2026 at 8:05 AM' (Addis Ababa time). */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(typeof date === "string" ? new Date(date) : date);
}

/** The parts of `date`'s wall-clock time in `timeZone`. */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** `date` as a date-and-time field shows it in `timeZone`: '2026-11-24T09:30'. */
export function toLocalInput(date: Date | string, timeZone: string): string {
  const t = wallClock(typeof date === "string" ? new Date(date) : date, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a date-and-time field's value ('2026-11-24T09:30') names in `timeZone`, or
 * undefined when it is not such a value (or names a time that does not exist there).
 */
export function fromLocalInput(value: string, timeZone: string): Date | undefined {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at that moment, applied twice to settle around offset changes.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const t = wallClock(new Date(guess), timeZone);
    const offset = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - guess;
    guess = asUtc - offset;
  }
  const result = new Date(guess);
  return toLocalInput(result, timeZone) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`
    ? result
    : undefined;
}

/** Whether `timeZone` is a time zone this runtime knows ('Africa/Addis_Ababa'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'November 22, 2026 at 8:05 AM' in `timeZone`. */
export function formatDateTimeIn(date: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(typeof date === "string" ? new Date(date) : date);
}

/** A time zone as people name it: 'Africa/Addis_Ababa' → 'Addis Ababa time'. */
export function timeZoneName(timeZone: string): string {
  return `${(timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ")} time`;
}

/** '1 day', '30 days'. */
export function daysLabel(days: number): string {
  return `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"}`;
}
