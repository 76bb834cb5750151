import { type SQL, sql } from "drizzle-orm";
import { CONTENT_KINDS } from "~/features/content/kinds";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import type { SITE_LANGUAGES } from "../../../db/enums";
import {
  alertSubscribers,
  applications,
  contactMessages,
  documents,
  type INSIGHT_DEVICES,
  type InsightDimension,
  insightDays,
  insightHours,
  mediaDownloads,
  newsArticles,
  positions,
  tenderRegistrations,
  tenders,
} from "../../../db/schema";
import { addDays, siteDay } from "./day";
import type { Compared, DayTotals, InsightPeriod, RankedRow } from "./report";

/**
 * Insight's report (ADR 055): what the public site was read for over a period, from the totals
 * the counting keeps (insight_hours, insight_days) and the counts of what people sent (tender
 * registrations, applications, messages, downloads). It reads only totals, never an event, so a
 * 90-day report is a few thousand rows whatever the traffic.
 */

/** How many rows a ranked list shows. */
export const TOP_ROWS = 10;

/** The days a report covers, and the days of the period just before it, in the site's days. */
export interface ReportDays {
  days: InsightPeriod;
  /** The first and last day of the period (YYYY-MM-DD, the last is today). */
  from: string;
  to: string;
  /** The first and last day of the previous period of the same length. */
  previousFrom: string;
  previousTo: string;
}

export function reportDays(days: InsightPeriod, now: Date, timeZone: string): ReportDays {
  const to = siteDay(now, timeZone);
  const from = addDays(to, -(days - 1));
  return { days, from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** The figures of one share (languages, devices): every key named, zero when never counted. */
export interface ShareRow {
  key: string;
  label: string;
  value: number;
}

export interface InsightReport {
  period: ReportDays;
  /** Each day of the period, in order, zero where nothing was counted. */
  daily: DayTotals[];
  views: Compared;
  visitors: Compared;
  pages: RankedRow[];
  articles: RankedRow[];
  referrers: RankedRow[];
  languages: ShareRow[];
  devices: ShareRow[];
  downloads: RankedRow[];
  registrations: RankedRow[];
  applications: RankedRow[];
  messages: Compared;
  /** Alert subscriptions confirmed ('Get alerts'): the way back to the site's audience. */
  subscriptions: Compared;
}

/** What the report links to depends on who reads it: applications are an admin's. */
export interface ReportOptions {
  timeZone: string;
  now?: Date;
  linkApplications?: boolean;
}

const LANGUAGE_LABELS: Record<(typeof SITE_LANGUAGES)[number], string> = {
  en: "English",
  am: "Amharic",
  om: "Afaan Oromo",
};
const DEVICE_LABELS: Record<(typeof INSIGHT_DEVICES)[number], string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
};

type Count = number | string;

/** The start of a site day as a moment (timestamptz), for the tables that keep moments. */
function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${timeZone})`;
}

/** A moment's site day, as SQL. */
function siteDayOf(moment: SQL | typeof insightHours.hour, timeZone: string): SQL {
  return sql`to_char(${moment} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}

/**
 * The report of the `days` days ending today (the site's), each figure beside the previous
 * period's: one statement per panel, run together.
 */
export async function insightReport(
  db: AppDatabase,
  days: InsightPeriod,
  options: ReportOptions,
): Promise<InsightReport> {
  const { timeZone } = options;
  const period = reportDays(days, options.now ?? new Date(), timeZone);
  const [hours, pages, articles, referrers, languages, devices, downloads, registrations, sent] =
    await Promise.all([
      dailyTotals(db, period, timeZone),
      topKeys(db, "page", period),
      topArticles(db, period),
      topKeys(db, "referrer", period),
      shares(db, "language", period, LANGUAGE_LABELS),
      shares(db, "device", period, DEVICE_LABELS),
      topDownloads(db, period),
      topRegistrations(db, period, timeZone),
      countsSent(db, period, timeZone, options.linkApplications ?? false),
    ]);
  return {
    period,
    ...splitPeriods(hours, period),
    // A page opens on the site; a key that is not a path of it (none should be) links nowhere.
    pages: pages.map((row) => ({
      ...row,
      href: row.key.startsWith("/") && !row.key.startsWith("//") ? row.key : null,
    })),
    articles,
    referrers: referrers.map((row) => ({
      ...row,
      label: row.key === "" ? "Direct or unknown" : row.key,
    })),
    languages,
    devices,
    downloads,
    registrations,
    applications: sent.applications,
    messages: sent.messages,
    subscriptions: sent.subscriptions,
  };
}

/** The site's views and visitors per site day, over the period and the one before it. */
async function dailyTotals(db: AppDatabase, period: ReportDays, timeZone: string) {
  const rows = await queryRows<{ day: string; views: Count; visitors: Count }>(
    db,
    sql`select ${siteDayOf(insightHours.hour, timeZone)} as day,
      sum(${insightHours.views}) as views, sum(${insightHours.visitors}) as visitors
    from ${insightHours}
    where ${insightHours.hour} >= ${dayStart(period.previousFrom, timeZone)}
      and ${insightHours.hour} < ${dayStart(addDays(period.to, 1), timeZone)}
    group by 1`,
  );
  return rows.map((row) => ({
    day: row.day,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/**
 * The period's days in order (zero where nothing was counted), and its views and visitors beside
 * the previous period's.
 */
function splitPeriods(rows: readonly DayTotals[], period: ReportDays) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const daily: DayTotals[] = [];
  const views = { now: 0, before: 0 };
  const visitors = { now: 0, before: 0 };
  for (let day = period.previousFrom; day <= period.to; day = addDays(day, 1)) {
    const row = byDay.get(day) ?? { day, views: 0, visitors: 0 };
    const which = day < period.from ? "before" : "now";
    views[which] += row.views;
    visitors[which] += row.visitors;
    if (which === "now") daily.push(row);
  }
  return { daily, views, visitors };
}

/** A dimension's keys in the period, most viewed first (then by key, for a stable order). */
async function topKeys(
  db: AppDatabase,
  dimension: InsightDimension,
  period: ReportDays,
  limit: number | null = TOP_ROWS,
): Promise<RankedRow[]> {
  const rows = await queryRows<{ key: string; views: Count }>(
    db,
    sql`select ${insightDays.key} as key, sum(${insightDays.views}) as views
    from ${insightDays}
    where ${insightDays.dimension} = ${dimension}
      and ${insightDays.day} between ${period.from} and ${period.to}
    group by ${insightDays.key}
    order by views desc, key
    ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => ({
    key: row.key,
    label: row.key,
    href: null,
    value: Number(row.views),
  }));
}

/** A share's figures for every key it knows, in the order given. */
async function shares<Key extends string>(
  db: AppDatabase,
  dimension: InsightDimension,
  period: ReportDays,
  labels: Record<Key, string>,
): Promise<ShareRow[]> {
  const counted = new Map(
    (await topKeys(db, dimension, period, null)).map((row) => [row.key, row.value]),
  );
  return Object.entries<string>(labels).map(([key, label]) => ({
    key,
    label,
    value: counted.get(key) ?? 0,
  }));
}

/** The most read articles: their items' views summed first, then their titles joined. */
async function topArticles(db: AppDatabase, period: ReportDays): Promise<RankedRow[]> {
  const prefix = "article:";
  const rows = await queryRows<{ id: string; title: string; views: Count }>(
    db,
    sql`select a.id::text as id, a.title as title, counted.views as views
    from (
      select substr(${insightDays.key}, ${prefix.length + 1}) as id, sum(${insightDays.views}) as views
      from ${insightDays}
      where ${insightDays.dimension} = 'item' and ${insightDays.key} like ${`${prefix}%`}
        and ${insightDays.day} between ${period.from} and ${period.to}
      group by ${insightDays.key}
    ) as counted
    join ${newsArticles} a on a.id::text = counted.id
    where a.deleted_at is null
    order by counted.views desc, a.title
    limit ${TOP_ROWS}`,
  );
  const { editPath } = CONTENT_KINDS.article;
  return rows.map((row) => ({
    key: row.id,
    label: row.title,
    href: `${editPath}/${row.id}`,
    value: Number(row.views),
  }));
}

/**
 * The documents whose PDFs were downloaded most (media_downloads counts a file per UTC day; a
 * document adds its files' downloads).
 */
async function topDownloads(db: AppDatabase, period: ReportDays): Promise<RankedRow[]> {
  const rows = await queryRows<{ id: string; title: string; downloads: Count }>(
    db,
    sql`select d.id::text as id, d.title as title, sum(${mediaDownloads.count}) as downloads
    from ${documents} d
    cross join lateral jsonb_array_elements(d.files) as file
    join ${mediaDownloads} on ${mediaDownloads.mediaId}::text = file ->> 'media'
    where d.deleted_at is null
      and ${mediaDownloads.day} between ${period.from} and ${period.to}
    group by d.id, d.title
    order by downloads desc, d.title
    limit ${TOP_ROWS}`,
  );
  const { editPath } = CONTENT_KINDS.document;
  return rows.map((row) => ({
    key: row.id,
    label: row.title,
    href: `${editPath}/${row.id}`,
    value: Number(row.downloads),
  }));
}

/** The tenders companies registered for most in the period, each to its desk. */
async function topRegistrations(
  db: AppDatabase,
  period: ReportDays,
  timeZone: string,
): Promise<RankedRow[]> {
  const r = tenderRegistrations;
  const rows = await queryRows<{ id: string; title: string; n: Count }>(
    db,
    sql`select t.id::text as id, t.title as title, count(*) as n
    from ${r} join ${tenders} t on t.id = ${r.tenderId}
    where t.deleted_at is null
      and ${r.createdAt} >= ${dayStart(period.from, timeZone)}
      and ${r.createdAt} < ${dayStart(addDays(period.to, 1), timeZone)}
    group by t.id, t.title
    order by n desc, t.title
    limit ${TOP_ROWS}`,
  );
  return rows.map((row) => ({
    key: row.id,
    label: row.title,
    href: `${CONTENT_KINDS.tender.editPath}/${row.id}/desk`,
    value: Number(row.n),
  }));
}

/**
 * Applications per position in the period, and the contact messages and confirmed alert
 * subscriptions of it and of the one before.
 */
async function countsSent(
  db: AppDatabase,
  period: ReportDays,
  timeZone: string,
  linkApplications: boolean,
) {
  const a = applications;
  const m = contactMessages;
  const start = dayStart(period.from, timeZone);
  const end = dayStart(addDays(period.to, 1), timeZone);
  const s = alertSubscribers;
  const [perPosition, [messages], [subscriptions]] = await Promise.all([
    queryRows<{ id: string; title: string; n: Count }>(
      db,
      sql`select p.id::text as id, p.title as title, count(*) as n
      from ${a} join ${positions} p on p.id = ${a.positionId}
      where p.deleted_at is null and ${a.createdAt} >= ${start} and ${a.createdAt} < ${end}
      group by p.id, p.title
      order by n desc, p.title
      limit ${TOP_ROWS}`,
    ),
    queryRows<{ now: Count; before: Count }>(
      db,
      sql`select count(*) filter (where ${m.createdAt} >= ${start}) as now,
        count(*) filter (where ${m.createdAt} < ${start}) as before
      from ${m}
      where ${m.createdAt} >= ${dayStart(period.previousFrom, timeZone)} and ${m.createdAt} < ${end}`,
    ),
    queryRows<{ now: Count; before: Count }>(
      db,
      sql`select count(*) filter (where ${s.confirmedAt} >= ${start}) as now,
        count(*) filter (where ${s.confirmedAt} < ${start}) as before
      from ${s}
      where ${s.confirmedAt} >= ${dayStart(period.previousFrom, timeZone)} and ${s.confirmedAt} < ${end}`,
    ),
  ]);
  return {
    applications: perPosition.map((row) => ({
      key: row.id,
      label: row.title,
      href: linkApplications ? `${CONTENT_KINDS.position.editPath}/${row.id}/applications` : null,
      value: Number(row.n),
    })),
    messages: { now: Number(messages?.now ?? 0), before: Number(messages?.before ?? 0) },
    subscriptions: {
      now: Number(subscriptions?.now ?? 0),
      before: Number(subscriptions?.before ?? 0),
    },
  };
}

/** The Overview's card: the last 7 days' views and visitors, each day's views, and the week before. */
export interface WeekViews {
  views: Compared;
  visitors: Compared;
  daily: DayTotals[];
}

export async function weekViews(
  db: AppDatabase,
  options: { timeZone: string; now?: Date },
): Promise<WeekViews> {
  const period = reportDays(7, options.now ?? new Date(), options.timeZone);
  return splitPeriods(await dailyTotals(db, period, options.timeZone), period);
}
