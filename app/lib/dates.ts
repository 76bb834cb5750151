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
