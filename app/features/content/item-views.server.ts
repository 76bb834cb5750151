import { and, eq, gte, sql } from "drizzle-orm";
import { toLocalInput } from "~/lib/dates";
import type { AppDatabase } from "../../../db/client.server";
import { insightDays } from "../../../db/schema";
import type { ContentKind } from "./kinds";

/** The days a list row's views cover, today included. */
export const ROW_VIEW_DAYS = 30;

/** The first day (YYYY-MM-DD, the site's) of the last `days` days. */
function firstDayOf(days: number, timeZone: string, now: Date): string {
  const today = new Date(`${toLocalInput(now, timeZone).slice(0, 10)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - (days - 1));
  return today.toISOString().slice(0, 10);
}

/**
 * The views of items of a kind over the last ROW_VIEW_DAYS days, by id (items never viewed are
 * 0): one statement for a whole page of rows, from Insight's totals per item and day.
 */
export async function itemViews(
  db: AppDatabase,
  kind: ContentKind,
  ids: readonly string[],
  timeZone: string,
  now = new Date(),
): Promise<Map<string, number>> {
  const views = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return views;
  const prefix = `${kind}:`;
  const rows = await db
    .select({ key: insightDays.key, views: sql<string>`sum(${insightDays.views})` })
    .from(insightDays)
    .where(
      and(
        eq(insightDays.dimension, "item"),
        // One parameter however many rows the page holds (ids are UUIDs: no comma in them).
        sql`${insightDays.key} = any(string_to_array(${ids.map((id) => `${prefix}${id}`).join(",")}, ','))`,
        gte(insightDays.day, firstDayOf(ROW_VIEW_DAYS, timeZone, now)),
      ),
    )
    .groupBy(insightDays.key);
  for (const row of rows) views.set(row.key.slice(prefix.length), Number(row.views));
  return views;
}
