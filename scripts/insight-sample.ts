/**
 * Insight's totals as a busy site would have them, for screenshots, manual use and the
 * insight-report benchmark: `days` days ending today of hourly views and visitors and of the
 * days' totals by page, item, referrer, language and device, spread as readers spread (a few
 * pages read most, weekdays busier than weekends). Deterministic: the same call makes the same
 * rows. Writes only Insight's tables (replacing their rows in those days).
 */
import { sql } from "drizzle-orm";
import { toLocalInput } from "../app/lib/dates";
import type { AppDatabase } from "../db/client.server";

export interface InsightSampleOptions {
  /** How many days, ending today (the site's day). */
  days: number;
  /** The views of the whole period. */
  views: number;
  timeZone: string;
  /** Articles' ids for the item dimension (`article:<id>`); others are made up. */
  articleIds?: readonly string[];
  /** How many pages and items are read. */
  pages?: number;
  items?: number;
  now?: Date;
}

/** The site's day of a moment, and calendar arithmetic on days (as Insight counts them). */
const siteDay = (at: Date, timeZone: string) => toLocalInput(at, timeZone).slice(0, 10);
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Weights falling with rank (Zipf): the first is read most. */
function zipf(n: number, exponent = 1): number[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** exponent);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/**
 * `total` split by `weights`, each share rounded at random (a share of 0.3 is 1 three times in
 * ten), the parts that come to 0 left out: a day's rows are those that were read.
 */
function split(total: number, weights: readonly number[], next: () => number): number[] {
  return weights.map((w) => {
    const share = total * w;
    const whole = Math.floor(share);
    return whole + (next() < share - whole ? 1 : 0);
  });
}

const PAGE_SECTIONS = ["news", "tenders", "careers", "documents", "sectors", "about"];
const REFERRERS = [
  "",
  "www.google.com",
  "www.facebook.com",
  "t.me",
  "www.linkedin.com",
  "www.bing.com",
  "addisfortune.news",
  "www.thereporterethiopia.com",
  "twitter.com",
  "duckduckgo.com",
  "www.ethiopianreporter.com",
  "ethiojobs.net",
  "www.capitalethiopia.com",
  "borkena.com",
  "search.yahoo.com",
  "www.youtube.com",
  "news.google.com",
  "www.instagram.com",
  "mail.google.com",
  "2merkato.com",
];

/** The site day's first moment (`day` at midnight in `timeZone`). */
function dayStart(day: string, timeZone: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const local = new Date(`${toLocalInput(guess, timeZone)}:00Z`);
  return new Date(guess.getTime() - (local.getTime() - guess.getTime()));
}

/** Inserts rows of `columns` in statements of at most `chunk` rows. */
async function insertRows(
  db: AppDatabase,
  table: string,
  columns: string,
  rows: readonly (readonly unknown[])[],
  chunk = 4000,
) {
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows.slice(start, start + chunk).map(
      (row) =>
        sql`(${sql.join(
          row.map((value) => sql`${value}`),
          sql`, `,
        )})`,
    );
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) values ${sql.join(values, sql`, `)}`,
    );
  }
}

export async function seedInsightSample(db: AppDatabase, options: InsightSampleOptions) {
  const { days, timeZone } = options;
  const next = random(44);
  const today = siteDay(options.now ?? new Date(), timeZone);
  const first = addDays(today, -(days - 1));
  const pageCount = options.pages ?? 300;
  const itemCount = options.items ?? 2000;
  const pages = Array.from({ length: pageCount }, (_, i) =>
    i === 0 ? "/" : `/${PAGE_SECTIONS[i % PAGE_SECTIONS.length]}/page-${i}`,
  );
  const articleIds = options.articleIds ?? [];
  const items = Array.from({ length: itemCount }, (_, i) =>
    i < articleIds.length
      ? `article:${articleIds[i]}`
      : `${["tender", "document", "position"][i % 3]}:00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  );
  // Each day's share of the period: weekdays busier, a slow rise, some noise.
  const dayWeights = Array.from({ length: days }, (_, i) => {
    const weekday = new Date(`${addDays(first, i)}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
    return weekend * (0.8 + (0.4 * i) / days) * (0.85 + 0.3 * next());
  });
  const dayTotal = dayWeights.reduce((a, b) => a + b, 0);
  // The hours of a site day: quiet at night, busiest mid-morning and early evening.
  const hourWeights = Array.from(
    { length: 24 },
    (_, h) => 0.15 + Math.exp(-((h - 10) ** 2) / 8) + 0.7 * Math.exp(-((h - 19) ** 2) / 6),
  );
  const hourTotal = hourWeights.reduce((a, b) => a + b, 0);
  const pageWeights = zipf(pageCount, 1.1);
  const itemWeights = zipf(itemCount, 0.9);
  const referrerWeights = zipf(REFERRERS.length, 1.2);
  const languages: [string, number][] = [
    ["en", 0.68],
    ["am", 0.24],
    ["om", 0.08],
  ];
  const devices: [string, number][] = [
    ["phone", 0.63],
    ["desktop", 0.3],
    ["tablet", 0.07],
  ];

  const hours: [string, number, number][] = [];
  const totals: [string, string, string, number][] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    const views = Math.round((options.views * (dayWeights[i] ?? 0)) / dayTotal);
    const start = dayStart(day, timeZone).getTime();
    split(
      views,
      hourWeights.map((w) => w / hourTotal),
      next,
    ).forEach((n, h) => {
      if (n > 0) {
        const visitors = Math.max(1, Math.round(n / (2.1 + next())));
        hours.push([new Date(start + h * 3_600_000).toISOString(), n, visitors]);
      }
    });
    const add = (dimension: string, keys: readonly string[], counts: number[]) => {
      counts.forEach((n, k) => {
        const key = keys[k];
        if (n > 0 && key !== undefined) totals.push([day, dimension, key, n]);
      });
    };
    add("page", pages, split(views, pageWeights, next));
    add("item", items, split(Math.round(views * 0.55), itemWeights, next));
    add("referrer", REFERRERS, split(views, referrerWeights, next));
    add(
      "language",
      languages.map(([key]) => key),
      split(
        views,
        languages.map(([, w]) => w),
        next,
      ),
    );
    add(
      "device",
      devices.map(([key]) => key),
      split(
        views,
        devices.map(([, w]) => w),
        next,
      ),
    );
  }
  await db.execute(
    sql`delete from insight_hours where hour >= ${dayStart(first, timeZone).toISOString()}`,
  );
  await db.execute(sql`delete from insight_days where day >= ${first}`);
  await insertRows(db, "insight_hours", "hour, views, visitors", hours);
  await insertRows(db, "insight_days", "day, dimension, key, views", totals);
  await db.execute(sql`analyze insight_days`);
  return { hours: hours.length, totals: totals.length };
}
