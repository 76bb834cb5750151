/**
 * Insight's 90-day report with 1,000,000 recorded views (90 days of hourly totals and of the
 * days' totals by page, item, referrer, language and device; 2,000 articles): the median time
 * of the report the page loads, on one engine. The goal is 300 ms or less.
 */
import { sql } from "drizzle-orm";
import { insightReport } from "../../app/features/insight/report.server";
import { type Database, queryRows } from "../../db/client.server";
import { seedInsightSample } from "../insight-sample";
import { seedArticles } from "./admin-list";

export const INSIGHT_VIEWS = 1_000_000;
const TIME_ZONE = "Africa/Addis_Ababa";
const RUNS = 9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** 2,000 articles and 90 days of totals adding up to INSIGHT_VIEWS views. */
export async function seedInsightReport(database: Database) {
  await seedArticles(database, 2000);
  const articles = await queryRows<{ id: string }>(
    database.db,
    sql`select id::text as id from news_articles order by created_at desc`,
  );
  return seedInsightSample(database.db, {
    days: 90,
    views: INSIGHT_VIEWS,
    timeZone: TIME_ZONE,
    articleIds: articles.map((row) => row.id),
  });
}

/** The median of RUNS reports of 90 days (after one to warm the caches). */
export async function measureInsightReport(
  database: Database,
  engine: string,
  row: (label: string, value: string) => void,
) {
  const seeded = await seedInsightReport(database);
  await insightReport(database.db, 90, { timeZone: TIME_ZONE });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const report = await insightReport(database.db, 90, { timeZone: TIME_ZONE });
    times.push(performance.now() - started);
    if (report.views.now < INSIGHT_VIEWS * 0.99) throw new Error("the report missed views");
  }
  row(
    `Insight 90 days, 1M views (${engine}, ${seeded.totals.toLocaleString("en-US")} day rows)`,
    `${median(times).toFixed(0)} ms median of ${RUNS} (goal ≤ 300 ms)`,
  );
}
